import { BaseVersion, HiresUpscaler, type TBaseVersion } from './draw';

/**
 * Rounds a width or height to the nearest multiple of 16; a remainder of 8 or more rounds up
 * (spec 03 section 5). Non-integers are rounded to whole pixels first.
 */
export const roundTo16 = (n: number): number => {
  const px = Math.round(n);
  const rest = ((px % 16) + 16) % 16;
  return rest >= 8 ? px - rest + 16 : px - rest;
};

/** A width x height pair in pixels. */
export interface TSize {
  width: number;
  height: number;
}

/** Aspect ratios of the size presets. */
export const SIZE_RATIOS = ['1:1', '3:4', '4:3', '2:3', '3:2', '9:16', '16:9'] as const;
/** One preset aspect ratio. */
export type TSizeRatio = (typeof SIZE_RATIOS)[number];

/** Size presets per ratio for SD1.5 and SDXL (spec 03 section 9). */
export const SIZE_PRESETS: Record<TSizeRatio, { sd15: TSize; sdxl: TSize }> = {
  '1:1': { sd15: { width: 512, height: 512 }, sdxl: { width: 1024, height: 1024 } },
  '3:4': { sd15: { width: 512, height: 680 }, sdxl: { width: 768, height: 1024 } },
  '4:3': { sd15: { width: 680, height: 512 }, sdxl: { width: 1024, height: 768 } },
  '2:3': { sd15: { width: 480, height: 720 }, sdxl: { width: 960, height: 1440 } },
  '3:2': { sd15: { width: 720, height: 480 }, sdxl: { width: 1440, height: 960 } },
  '9:16': { sd15: { width: 512, height: 912 }, sdxl: { width: 768, height: 1344 } },
  '16:9': { sd15: { width: 912, height: 512 }, sdxl: { width: 1344, height: 768 } },
};

/**
 * Preset size of a ratio for a base version. F.1 has no column in the spec; it is a ~1 megapixel
 * model like SDXL, so it uses the SDXL sizes.
 */
export const sizePreset = (ratio: TSizeRatio, version: TBaseVersion): TSize =>
  version === BaseVersion.SD15 ? SIZE_PRESETS[ratio].sd15 : SIZE_PRESETS[ratio].sdxl;

/** Image presets of the platform draw form (spec 01 section 3), as "WxH" strings. */
export const IMAGE_PRESETS = ['512x512', '512x680', '680x512', '512x912', '912x512'] as const;

/** Draw defaults of spec 03 section 9. */
export const DrawDefaults = {
  model_version: BaseVersion.SD15,
  width: 512,
  height: 512,
  n_iter: 1,
  steps: 20,
  cfg_scale: 7,
  seed: -1,
  clip_skip: 2,
  refiner_switch_at: 0.8,
  denoising_strength: 0.5,
  /** Denoising of redraw (partial repaint). */
  redraw_denoising_strength: 0.75,
  mask_blur: 4,
  only_masked_padding: 32,
  margin_dim: 8,
  /** Outpainting fall-off exponent; the spec calls it attenuation. */
  noise_q: 1,
  color_variation: 0.05,
} as const;

/**
 * Hires-fix defaults. Spec 03 gives two readings of denoising: section 5 fills 0.5 when hires is on
 * and no value was sent (the server rule, `denoising_strength` here), section 9 notes 0.7, which we
 * use as the value the form shows when the user first turns hires on (`form_denoising_strength`).
 */
export const HiresDefaults = {
  hr_scale: 2,
  denoising_strength: 0.5,
  hr_second_pass_steps: 0,
  hr_upscaler: HiresUpscaler.LATENT,
  form_denoising_strength: 0.7,
} as const;

/** An inclusive numeric range. */
export interface TRange {
  min: number;
  max: number;
}

/** Steps and cfg defaults and ranges for one draw regime. */
export interface TDrawRegime {
  steps: number;
  cfg_scale: number;
  stepsRange: TRange;
  cfgRange: TRange;
}

/** Defaults and ranges per regime: normal, LCM sampler, speed_up mode 1 (spec 03 section 5). */
export const DrawRegimes = {
  normal: { steps: 20, cfg_scale: 7, stepsRange: { min: 4, max: 50 }, cfgRange: { min: 1, max: 30 } },
  lcm: { steps: 5, cfg_scale: 1.5, stepsRange: { min: 4, max: 10 }, cfgRange: { min: 1, max: 3 } },
  speedUp: { steps: 4, cfg_scale: 1, stepsRange: { min: 4, max: 30 }, cfgRange: { min: 1, max: 30 } },
} as const satisfies Record<string, TDrawRegime>;
/** Name of a draw regime. */
export type TDrawRegimeName = keyof typeof DrawRegimes;

/** Quick-draw defaults (spec 02 section 9). */
export const QuickDrawDefaults = { steps: 5, cfg_scale: 1.5, image_quality: 1 } as const;

/** Adetailer setting defaults (spec 03 section 3). */
export const AdetailerDefaults = {
  ad_confidence: 0.3,
  ad_mask_k_largest: 0,
  ad_mask_max_ratio: 1,
  ad_mask_min_ratio: 0,
} as const;

/** Ranges we validate beyond the spec's (our decisions: engine-safe bounds, never clamped). */
export const DrawBounds = {
  /** Width and height after rounding to 16. */
  size: { min: 64, max: 2048 },
  /** Images per request, up to the max quantity of spec 02 section 9. */
  n_iter: { min: 1, max: 300 },
  clip_skip: { min: 1, max: 12 },
  denoising_strength: { min: 0, max: 1 },
  refiner_switch_at: { min: 0.01, max: 1 },
  hr_scale: { min: 1, max: 4 },
  hr_second_pass_steps: { min: 0, max: 150 },
  mask_blur: { min: 0, max: 64 },
} as const satisfies Record<string, TRange>;

/**
 * Image-size helper of spec 03 section 5: scales so the longer side is at most `maxLong` and the
 * shorter side at least `minShort` (the spec does not give the limits; callers pass them). When both
 * cannot hold, the minimum wins: an image too small to draw on is worse than one slightly too large.
 * Aspect ratio is kept; sides are rounded to whole pixels.
 */
export const fitImageSize = (size: TSize, limits: { maxLong: number; minShort: number }): TSize => {
  const long = Math.max(size.width, size.height);
  const short = Math.min(size.width, size.height);
  if (long <= 0 || short <= 0) return { width: 0, height: 0 };
  let scale = Math.min(1, limits.maxLong / long);
  if (short * scale < limits.minShort) scale = limits.minShort / short;
  return { width: Math.round(size.width * scale), height: Math.round(size.height * scale) };
};
