import { BaseVersion, OUTPAINT_AI_DRAW_TYPE, Sampler } from './draw';
import {
  AdetailerDefaults,
  DrawBounds,
  DrawDefaults,
  DrawRegimes,
  HiresDefaults,
  roundTo16,
  type TDrawRegimeName,
  type TRange,
} from './draw-params';
import { type TDrawRequest, ZDrawRequest } from './draw-request';

/** A field that failed a draw rule, with a Chinese message naming it. */
export interface TDrawIssue {
  field: string;
  message: string;
}

/** Draw request with every spec default applied and every range checked. */
export type TNormalisedDraw = Omit<
  TDrawRequest,
  'width' | 'height' | 'n_iter' | 'steps' | 'cfg_scale' | 'seed' | 'clip_skip' | 'model_version' | 'mask_blur'
> & {
  width: number;
  height: number;
  n_iter: number;
  steps: number;
  cfg_scale: number;
  seed: number;
  clip_skip: number;
  model_version: NonNullable<TDrawRequest['model_version']>;
  mask_blur: number;
  adetailer: boolean;
};

/** Result of normalising: the parameters to send, or every problem found. */
export type TDrawNormaliseResult =
  | { ok: true; params: TNormalisedDraw }
  | { ok: false; issues: TDrawIssue[] };

/** Chinese names of the checked fields, used in messages. */
export const DrawFieldLabel: Record<string, string> = {
  width: '宽度',
  height: '高度',
  n_iter: '生成数量',
  steps: '采样步数',
  cfg_scale: '提示词相关性',
  seed: '随机种子',
  clip_skip: 'CLIP跳过层数',
  denoising_strength: '重绘幅度',
  refiner_switch_at: 'Refiner切换时机',
  hr_scale: '高清修复放大倍数',
  hr_second_pass_steps: '高清修复步数',
  mask_blur: '蒙版模糊',
  noise_q: '衰减系数',
  color_variation: '色彩变化',
};

const RegimePrefix: Record<TDrawRegimeName, string> = {
  normal: '',
  lcm: 'LCM采样器下',
  speedUp: '加速模式下',
};

/** Which steps/cfg regime applies. LCM wins over speed_up: the sampler is the stronger constraint. */
export const drawRegimeOf = (req: Pick<TDrawRequest, 'sampler_index' | 'speed_up'>): TDrawRegimeName =>
  req.sampler_index === Sampler.LCM ? 'lcm' : req.speed_up === 1 ? 'speedUp' : 'normal';

/** True when an Adetailer entry carries no model and must be dropped. */
const isNoneModel = (m: string | undefined): boolean => !m || m.trim().toLowerCase() === 'none';

/**
 * Applies spec 03 section 5 to a draw request: defaults for empty fields, width/height rounded to 16,
 * regime-dependent steps/cfg ranges, Adetailer entries without a model dropped, hires defaults only
 * when hires is on, the refiner only for SDXL, only enabled ControlNet units with an input image.
 * Out-of-range values are reported, never clamped.
 */
export const normaliseDrawParams = (input: unknown): TDrawNormaliseResult => {
  const parsed = ZDrawRequest.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      issues: parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message })),
    };
  }
  const req = parsed.data;
  const issues: TDrawIssue[] = [];
  const check = (field: string, value: number, range: TRange, integer: boolean, prefix = ''): void => {
    const name = `${prefix}${DrawFieldLabel[field] ?? field}（${field}）`;
    if (integer && !Number.isInteger(value)) issues.push({ field, message: `${name}必须是整数` });
    else if (value < range.min || value > range.max)
      issues.push({ field, message: `${name}需在${range.min}到${range.max}之间` });
  };

  const regimeName = drawRegimeOf(req);
  const regime = DrawRegimes[regimeName];
  const model_version = req.model_version ?? DrawDefaults.model_version;

  const width = roundTo16(req.width ?? DrawDefaults.width);
  const height = roundTo16(req.height ?? DrawDefaults.height);
  check('width', width, DrawBounds.size, true);
  check('height', height, DrawBounds.size, true);

  const steps = req.steps ?? regime.steps;
  const cfg_scale = req.cfg_scale ?? regime.cfg_scale;
  check('steps', steps, regime.stepsRange, true, RegimePrefix[regimeName]);
  check('cfg_scale', cfg_scale, regime.cfgRange, false, RegimePrefix[regimeName]);

  const n_iter = req.n_iter ?? DrawDefaults.n_iter;
  check('n_iter', n_iter, DrawBounds.n_iter, true);
  const seed = req.seed ?? DrawDefaults.seed;
  if (!Number.isInteger(seed) || seed < -1)
    issues.push({ field: 'seed', message: '随机种子（seed）必须是大于等于-1的整数' });
  const clip_skip = req.clip_skip ?? DrawDefaults.clip_skip;
  check('clip_skip', clip_skip, DrawBounds.clip_skip, true);
  const mask_blur = req.mask_blur ?? DrawDefaults.mask_blur;
  check('mask_blur', mask_blur, DrawBounds.mask_blur, true);

  const out: TNormalisedDraw = {
    ...req,
    width,
    height,
    steps,
    cfg_scale,
    n_iter,
    seed,
    clip_skip,
    mask_blur,
    model_version,
    adetailer: false,
  };

  // Hires fix: defaults only when on; otherwise its fields are not sent at all.
  if (req.hr) {
    out.hr_scale = req.hr_scale ?? HiresDefaults.hr_scale;
    out.hr_second_pass_steps = req.hr_second_pass_steps ?? HiresDefaults.hr_second_pass_steps;
    out.hr_upscaler = req.hr_upscaler ?? HiresDefaults.hr_upscaler;
    out.denoising_strength = req.denoising_strength ?? HiresDefaults.denoising_strength;
    check('hr_scale', out.hr_scale, DrawBounds.hr_scale, false);
    check('hr_second_pass_steps', out.hr_second_pass_steps, DrawBounds.hr_second_pass_steps, true);
  } else {
    delete out.hr_scale;
    delete out.hr_second_pass_steps;
    delete out.hr_upscaler;
    // img2img also uses denoising_strength, so it gets the plain default there.
    if (out.denoising_strength === undefined && req.init_images.length > 0)
      out.denoising_strength = DrawDefaults.denoising_strength;
  }
  if (out.denoising_strength !== undefined)
    check('denoising_strength', out.denoising_strength, DrawBounds.denoising_strength, false);

  // The refiner exists only for SDXL checkpoints.
  if (model_version === BaseVersion.SDXL && req.refiner_checkpoint) {
    out.refiner_switch_at = req.refiner_switch_at ?? DrawDefaults.refiner_switch_at;
    check('refiner_switch_at', out.refiner_switch_at, DrawBounds.refiner_switch_at, false);
  } else {
    delete out.refiner_checkpoint;
    delete out.refiner_switch_at;
  }

  out.adetailer_setting = req.adetailer_setting
    .filter((s) => !isNoneModel(s.ad_model))
    .map((s) => ({ ...AdetailerDefaults, ...s }));
  out.adetailer = (req.adetailer ?? true) && out.adetailer_setting.length > 0;

  out.controlnet_units = req.controlnet_units.filter((u) => u.enable && !!u.input_image);

  if (req.ai_draw_type === OUTPAINT_AI_DRAW_TYPE) {
    out.noise_q = req.noise_q ?? DrawDefaults.noise_q;
    out.color_variation = req.color_variation ?? DrawDefaults.color_variation;
    check('color_variation', out.color_variation, { min: 0, max: 1 }, false);
  }

  return issues.length > 0 ? { ok: false, issues } : { ok: true, params: out };
};
