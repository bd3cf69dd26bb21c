import { z } from 'zod';
import {
  ControlMode,
  ControlNetResizeMode,
  ZBaseVersion,
  ZControlMode,
  ZControlNetResizeMode,
  ZHiresUpscaler,
  ZImg2ImgResizeMode,
  ZSampler,
} from './draw';

/** Form bodies and query strings send '' or null for an empty field; both mean "not given". */
const blankToUndefined = (v: unknown): unknown => {
  if (v === '' || v === null) return undefined;
  if (typeof v === 'string' && v.trim() !== '' && !Number.isNaN(Number(v))) return Number(v);
  return v;
};

/** Optional number that accepts numeric text; the message names the field. */
const optNumber = (field: string) =>
  z.preprocess(blankToUndefined, z.number({ error: `${field} 必须是数字` }).optional());

/** A prompt is a list of fragments; a single string is accepted as a one-item list. */
const promptList = (field: string) =>
  z
    .union([z.string(), z.array(z.string())], { error: `${field} 必须是字符串或字符串列表` })
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : v.trim() === '' ? [] : [v]));

/** Adetailer setting with its spec defaults; a model of "None" marks an entry to drop. */
export const ZAdetailerSetting = z.object({
  ad_model: z.string().default('None'),
  ad_prompt: z.string().default(''),
  ad_negative_prompt: z.string().default(''),
  ad_confidence: z
    .number()
    .min(0, 'ad_confidence 需在0到1之间')
    .max(1, 'ad_confidence 需在0到1之间')
    .default(0.3),
  ad_mask_k_largest: z
    .number()
    .int('ad_mask_k_largest 必须是整数')
    .min(0, 'ad_mask_k_largest 不能小于0')
    .default(0),
  ad_mask_max_ratio: z
    .number()
    .min(0, 'ad_mask_max_ratio 需在0到1之间')
    .max(1, 'ad_mask_max_ratio 需在0到1之间')
    .default(1),
  ad_mask_min_ratio: z
    .number()
    .min(0, 'ad_mask_min_ratio 需在0到1之间')
    .max(1, 'ad_mask_min_ratio 需在0到1之间')
    .default(0),
});
/** An Adetailer setting after defaults. */
export type TAdetailerSetting = z.output<typeof ZAdetailerSetting>;

/** One ControlNet unit of a draw request. */
export const ZControlNetUnit = z.object({
  enable: z.boolean().default(false),
  control_mode: ZControlMode.default(ControlMode.BALANCED),
  guidance_start: z
    .number()
    .min(0, 'guidance_start 需在0到1之间')
    .max(1, 'guidance_start 需在0到1之间')
    .default(0),
  guidance_end: z.number().min(0, 'guidance_end 需在0到1之间').max(1, 'guidance_end 需在0到1之间').default(1),
  input_image: z.string().optional(),
  model: z.string().optional(),
  preprocessor: z.string().optional(),
  resize_mode: ZControlNetResizeMode.default(ControlNetResizeMode.CROP_AND_RESIZE),
  weight: z.number().min(0, 'weight 需在0到2之间').max(2, 'weight 需在0到2之间').default(1),
  preview_image_edit_url: z.string().optional(),
});
/** A ControlNet unit after defaults. */
export type TControlNetUnit = z.output<typeof ZControlNetUnit>;

/** Latent-couple (regional prompter) setting; fields beyond the named ones pass through. */
export const ZRegionalPrompterSetting = z.looseObject({
  raw_divisions: z.string().optional(),
  raw_positions: z.string().optional(),
  raw_weights: z.string().optional(),
  composable_lora_enabled: z.boolean().optional(),
});

/** Outpainting directions. */
export const OUTPAINT_DIRECTIONS = ['left', 'right', 'up', 'down'] as const;

/**
 * Draw request of spec 03 section 3, shape only. Defaults and the regime-dependent ranges are applied
 * by `normaliseDrawParams`, because the allowed steps and cfg depend on the sampler and speed_up.
 * `adetailer_setting` and `regional_prompter_setting` carry the "plus its settings" lists; `model_version`
 * and `speed_up` are the form switches the rules depend on.
 */
export const ZDrawRequest = z.object({
  prompt: promptList('prompt'),
  negative_prompt: promptList('negative_prompt'),
  width: optNumber('width'),
  height: optNumber('height'),
  n_iter: optNumber('n_iter'),
  steps: optNumber('steps'),
  cfg_scale: optNumber('cfg_scale'),
  seed: optNumber('seed'),
  sampler_index: z.preprocess(blankToUndefined, ZSampler.optional()),
  resize_mode: z.preprocess(blankToUndefined, ZImg2ImgResizeMode.optional()),
  checkpoint: z.string().optional(),
  vae: z.string().optional(),
  clip_skip: optNumber('clip_skip'),
  model_version: z.preprocess(blankToUndefined, ZBaseVersion.optional()),
  speed_up: z.preprocess(
    blankToUndefined,
    z.union([z.literal(0), z.literal(1)], { error: 'speed_up 只能是0或1' }).optional(),
  ),
  image_quality: optNumber('image_quality'),
  regional_prompter: z.boolean().optional(),
  regional_prompter_setting: ZRegionalPrompterSetting.optional(),
  adetailer: z.boolean().optional(),
  adetailer_setting: z.array(ZAdetailerSetting).default([]),
  refiner_checkpoint: z.string().optional(),
  refiner_switch_at: optNumber('refiner_switch_at'),
  hr: z.boolean().default(false),
  hr_scale: optNumber('hr_scale'),
  hr_upscaler: z.preprocess(blankToUndefined, ZHiresUpscaler.optional()),
  hr_second_pass_steps: optNumber('hr_second_pass_steps'),
  denoising_strength: optNumber('denoising_strength'),
  draw_id: z.string().optional(),
  ai_param: z
    .string()
    .refine((s) => {
      try {
        JSON.parse(s);
        return true;
      } catch {
        return false;
      }
    }, 'ai_param 必须是合法的JSON字符串')
    .optional(),
  ai_draw_type: optNumber('ai_draw_type'),
  client_draw_type: optNumber('client_draw_type'),
  large_model_id: optNumber('large_model_id'),
  controlnet_units: z.array(ZControlNetUnit).default([]),
  init_images: z.array(z.string()).default([]),
  direction: z
    .array(z.enum(OUTPAINT_DIRECTIONS, { error: 'direction 只能是 left、right、up、down' }))
    .optional(),
  mask_blur: optNumber('mask_blur'),
  noise_q: optNumber('noise_q'),
  color_variation: optNumber('color_variation'),
});
/** Draw request as a client sends it. */
export type TDrawRequestInput = z.input<typeof ZDrawRequest>;
/** Draw request after shape validation, before the spec 03 section 5 rules. */
export type TDrawRequest = z.output<typeof ZDrawRequest>;
