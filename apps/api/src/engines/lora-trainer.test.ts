import { afterEach, describe, expect, it } from 'vitest';
import { LoraTrainerClient } from './lora-trainer';
import { type HttpDouble, sendJson, startHttpDouble } from './testing/http-double';

let double: HttpDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

const TASK = '3f2a9c1e-8d4b-4c7a-9e61-0b5d2f7a1c33';
const config = {
  model_train_type: 'sd-lora',
  pretrained_model_name_or_path: './sd-models/model.safetensors',
  train_data_dir: './train/aki',
  output_name: 'aki',
  network_dim: 32,
};

/** A fake lora-scripts backend; `legacy` answers like older versions (id only in the message, nested tasks). */
async function fakeTrainer(legacy: boolean): Promise<LoraTrainerClient> {
  const tasks = new Map<string, string>();
  double = await startHttpDouble((req, res) => {
    if (req.method === 'POST' && req.url === '/api/run') {
      const body = req.json as typeof config;
      if (body.train_data_dir === './missing') {
        return sendJson(res, 200, {
          status: 'fail',
          message: '训练数据集路径不存在或没有图片，请检查目录。',
        });
      }
      tasks.set(TASK, 'RUNNING');
      return sendJson(res, 200, {
        status: 'success',
        message: `Training started / 训练开始 ID: ${TASK}`,
        ...(legacy ? {} : { data: { task_id: TASK } }),
      });
    }
    if (req.url === '/api/tasks') {
      const list = [...tasks].map(([id, status]) => ({ id, status }));
      return sendJson(res, 200, { status: 'success', data: { tasks: legacy ? { tasks: list } : list } });
    }
    const terminate = /^\/api\/tasks\/terminate\/(.+)$/.exec(req.url);
    if (terminate) {
      tasks.set(terminate[1]!, 'TERMINATED');
      return sendJson(res, 200, { status: 'success' });
    }
    sendJson(res, 404, { detail: 'Not Found' });
  });
  return new LoraTrainerClient({ baseUrl: double.url });
}

describe('LoraTrainerClient', () => {
  for (const legacy of [false, true]) {
    it(`starts a training, lists it and terminates it (${legacy ? 'older' : 'newer'} answers)`, async () => {
      const trainer = await fakeTrainer(legacy);
      expect(await trainer.run(config)).toEqual({ taskId: TASK });
      expect(double!.requests[0]!.json).toEqual(config);
      expect(await trainer.tasks()).toEqual([{ id: TASK, status: 'RUNNING' }]);
      await trainer.terminate(TASK);
      expect(double!.requests.at(-1)!.url).toBe(`/api/tasks/terminate/${TASK}`);
      expect(await trainer.tasks()).toEqual([{ id: TASK, status: 'TERMINATED' }]);
    });
  }

  it('surfaces a refusal answered with status fail as an error with its message', async () => {
    const trainer = await fakeTrainer(false);
    await expect(trainer.run({ ...config, train_data_dir: './missing' })).rejects.toMatchObject({
      engine: 'lora-scripts',
      kind: 'http',
      message: expect.stringContaining('训练数据集路径不存在'),
    });
  });
});
