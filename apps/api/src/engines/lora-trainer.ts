import { EngineName } from '@juzuo/schemas';
import { EngineError } from './errors';
import { type CallOptions, EngineHttp } from './http';

const ENGINE = EngineName.LORA_SCRIPTS;

/** Where the lora-scripts GUI backend runs. */
export interface LoraTrainerConfig {
  baseUrl: string;
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/**
 * A training config as lora-scripts takes it: its own snake_case keys (sd-scripts options) written to
 * a TOML file. Paths are on the trainer's machine: training images must already be on its disk.
 */
export interface LoraTrainConfig {
  /** sd-lora, sdxl-lora, flux-lora... (the trainer picks its training script from it). */
  model_train_type: string;
  pretrained_model_name_or_path: string;
  train_data_dir: string;
  output_name: string;
  output_dir?: string;
  resolution?: string;
  max_train_epochs?: number;
  network_dim?: number;
  network_alpha?: number;
  learning_rate?: number;
  /** Any other sd-scripts option. */
  [option: string]: unknown;
}

/** A trainer task and its state (CREATED, RUNNING, FINISHED, TERMINATED). */
export interface LoraTask {
  id: string;
  status: string;
}

/** lora-scripts' answer envelope. */
interface TrainerAnswer<T = unknown> {
  status?: string;
  message?: string;
  data?: T;
}

/** A typed client of lora-scripts' API: start a training, list tasks, stop one. */
export class LoraTrainerClient {
  private readonly http: EngineHttp;

  constructor(config: LoraTrainerConfig) {
    this.http = new EngineHttp({
      engine: ENGINE,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs ?? 60_000,
      closeSignal: config.closeSignal,
    });
  }

  /** Reachability: the trainer's task count. */
  async ping(options?: CallOptions): Promise<string> {
    return `${(await this.tasks(options)).length} tasks`;
  }

  /** `POST /api/run`: starts a training and returns its task id. */
  async run(config: LoraTrainConfig, options?: CallOptions): Promise<{ taskId: string }> {
    const answer = this.checked(
      await this.http.json<TrainerAnswer<{ task_id?: string }>>(
        { method: 'POST', path: '/api/run', json: config },
        options,
      ),
    );
    // Newer versions answer data.task_id; older ones only say "... ID: <uuid>" in the message.
    const taskId = answer.data?.task_id ?? /ID:\s*([\w-]+)/.exec(answer.message ?? '')?.[1];
    if (!taskId)
      throw new EngineError(ENGINE, 'protocol', `training started but no task id: ${answer.message ?? ''}`);
    return { taskId };
  }

  /** `GET /api/tasks`: every task the trainer knows. */
  async tasks(options?: CallOptions): Promise<LoraTask[]> {
    const answer = this.checked(
      await this.http.json<TrainerAnswer<{ tasks?: LoraTask[] | { tasks?: LoraTask[] } }>>(
        { method: 'GET', path: '/api/tasks' },
        options,
      ),
    );
    // Some versions nest the list twice (data.tasks.tasks).
    const tasks = answer.data?.tasks;
    const list = Array.isArray(tasks) ? tasks : (tasks?.tasks ?? []);
    return list.map((t) => ({ id: String(t.id), status: String(t.status) }));
  }

  /** `GET /api/tasks/terminate/{id}`: stops a training. */
  async terminate(taskId: string, options?: CallOptions): Promise<void> {
    this.checked(
      await this.http.json<TrainerAnswer>(
        { method: 'GET', path: `/api/tasks/terminate/${encodeURIComponent(taskId)}` },
        options,
      ),
    );
  }

  /** lora-scripts answers HTTP 200 with `status: "fail"|"error"` on refusals: surface them as errors. */
  private checked<T>(answer: TrainerAnswer<T> | null): TrainerAnswer<T> {
    if (answer?.status !== 'success') {
      const message = answer?.message || `status ${answer?.status ?? 'missing'}`;
      throw new EngineError(ENGINE, 'http', message, { body: answer });
    }
    return answer;
  }
}
