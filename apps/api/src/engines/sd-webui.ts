import { EngineName } from '@juzuo/schemas';
import { EngineError } from './errors';
import { type CallOptions, EngineHttp } from './http';

const ENGINE = EngineName.SD_WEBUI;

/** Where AUTOMATIC1111 / Forge runs (started with `--api`). */
export interface SdWebUiConfig {
  baseUrl: string;
  /** Deadline of a generation call (default 10 min: a slow GPU and hires fix take minutes). */
  timeoutMs?: number;
  closeSignal?: AbortSignal;
}

/** Fields shared by txt2img and img2img (the engine's own snake_case names). */
export interface SdCommonParams {
  prompt: string;
  negative_prompt?: string;
  steps?: number;
  cfg_scale?: number;
  width?: number;
  height?: number;
  seed?: number;
  sampler_name?: string;
  scheduler?: string;
  batch_size?: number;
  n_iter?: number;
  denoising_strength?: number;
  /** Settings applied for this call only, e.g. `{ sd_model_checkpoint, CLIP_stop_at_last_layers }`. */
  override_settings?: Record<string, unknown>;
  override_settings_restore_afterwards?: boolean;
  /** Extension arguments (ControlNet, ADetailer): `{ controlnet: { args: [...] } }`. */
  alwayson_scripts?: Record<string, { args: unknown[] }>;
  refiner_checkpoint?: string;
  refiner_switch_at?: number;
  send_images?: boolean;
  save_images?: boolean;
}

/** `POST /sdapi/v1/txt2img` body. */
export interface SdTxt2ImgParams extends SdCommonParams {
  enable_hr?: boolean;
  hr_scale?: number;
  hr_upscaler?: string;
  hr_second_pass_steps?: number;
}

/** `POST /sdapi/v1/img2img` body (inpaint: `mask`). */
export interface SdImg2ImgParams extends SdCommonParams {
  /** Base64 images (data URLs accepted by the engine). */
  init_images: string[];
  mask?: string;
  mask_blur?: number;
  /** 0 fill, 1 original, 2 latent noise, 3 latent nothing. */
  inpainting_fill?: number;
  inpaint_full_res?: boolean;
  inpaint_full_res_padding?: number;
  inpainting_mask_invert?: number;
  resize_mode?: number;
}

/** A generation's answer: base64 images, the echoed parameters and the parsed `info`. */
export interface SdImagesResult {
  images: string[];
  parameters: Record<string, unknown>;
  /** The engine's `info` JSON string, parsed (seed, all_seeds, infotexts...). */
  info: Record<string, unknown>;
}

/** `GET /sdapi/v1/progress`. */
export interface SdProgress {
  /** 0..1 */
  progress: number;
  eta_relative: number;
  state: {
    skipped?: boolean;
    interrupted?: boolean;
    job?: string;
    job_count?: number;
    job_no?: number;
    sampling_step?: number;
    sampling_steps?: number;
  };
  /** Base64 preview of the current image, or null. */
  current_image: string | null;
  textinfo: string | null;
}

/** One checkpoint from `GET /sdapi/v1/sd-models`. */
export interface SdModel {
  title: string;
  model_name: string;
  hash: string | null;
  sha256: string | null;
  filename: string;
  config: string | null;
}

interface RawImages {
  images?: string[] | null;
  parameters?: Record<string, unknown>;
  info?: string | Record<string, unknown>;
}

/** A typed client of the SD-WebUI API; drawing features build their requests on it. */
export class SdWebUiClient {
  private readonly http: EngineHttp;

  constructor(config: SdWebUiConfig) {
    this.http = new EngineHttp({
      engine: ENGINE,
      baseUrl: config.baseUrl,
      timeoutMs: config.timeoutMs ?? 600_000,
      closeSignal: config.closeSignal,
    });
  }

  /** Reachability: the installed checkpoint count. */
  async ping(options?: CallOptions): Promise<string> {
    return `${(await this.sdModels(options)).length} checkpoints`;
  }

  /** Text to image. */
  txt2img(params: SdTxt2ImgParams, options?: CallOptions): Promise<SdImagesResult> {
    return this.generate('/sdapi/v1/txt2img', params, options);
  }

  /** Image to image, or inpaint when `mask` is given. */
  img2img(params: SdImg2ImgParams, options?: CallOptions): Promise<SdImagesResult> {
    return this.generate('/sdapi/v1/img2img', params, options);
  }

  private async generate(path: string, params: object, options?: CallOptions): Promise<SdImagesResult> {
    const raw = await this.http.json<RawImages>({ method: 'POST', path, json: params }, options);
    if (!raw || !Array.isArray(raw.images)) throw new EngineError(ENGINE, 'protocol', 'answer has no images');
    let info: Record<string, unknown> = {};
    if (typeof raw.info === 'string' && raw.info) {
      try {
        info = JSON.parse(raw.info) as Record<string, unknown>;
      } catch {
        info = { text: raw.info };
      }
    } else if (raw.info && typeof raw.info === 'object') info = raw.info;
    return { images: raw.images, parameters: raw.parameters ?? {}, info };
  }

  /** Progress of the running job, with a preview image unless `skipCurrentImage`. */
  progress(skipCurrentImage = false, options?: CallOptions): Promise<SdProgress> {
    return this.http.json<SdProgress>(
      { method: 'GET', path: '/sdapi/v1/progress', query: { skip_current_image: skipCurrentImage } },
      { timeoutMs: 15_000, ...options },
    );
  }

  /** Stops the running job (the engine returns what it has). */
  async interrupt(options?: CallOptions): Promise<void> {
    await this.http.json({ method: 'POST', path: '/sdapi/v1/interrupt' }, { timeoutMs: 15_000, ...options });
  }

  /** Skips the current image of a batch. */
  async skip(options?: CallOptions): Promise<void> {
    await this.http.json({ method: 'POST', path: '/sdapi/v1/skip' }, { timeoutMs: 15_000, ...options });
  }

  /** Installed checkpoints. */
  sdModels(options?: CallOptions): Promise<SdModel[]> {
    return this.http.json<SdModel[]>(
      { method: 'GET', path: '/sdapi/v1/sd-models' },
      { timeoutMs: 15_000, ...options },
    );
  }

  /** Current settings (`sd_model_checkpoint`, `CLIP_stop_at_last_layers`...). */
  getOptions(options?: CallOptions): Promise<Record<string, unknown>> {
    return this.http.json<Record<string, unknown>>(
      { method: 'GET', path: '/sdapi/v1/options' },
      { timeoutMs: 15_000, ...options },
    );
  }

  /** Changes settings; switching `sd_model_checkpoint` loads that model, which can take minutes. */
  async setOptions(values: Record<string, unknown>, options?: CallOptions): Promise<void> {
    await this.http.json({ method: 'POST', path: '/sdapi/v1/options', json: values }, options);
  }
}
