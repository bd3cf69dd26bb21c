import { describe, expect, it } from 'vitest';
import { AiDrawMode, batchDrawPhase, CutoutDrawFields, WorkDrawType } from './draw';
import { normaliseDrawParams, type TDrawNormaliseResult } from './draw-normalise';
import { fitImageSize, QuickDrawDefaults, roundTo16, SIZE_PRESETS, sizePreset } from './draw-params';

const params = (r: TDrawNormaliseResult) => {
  if (!r.ok) throw new Error(`expected ok, got ${JSON.stringify(r.issues)}`);
  return r.params;
};
const issues = (r: TDrawNormaliseResult) => {
  if (r.ok) throw new Error('expected issues');
  return r.issues;
};

describe('roundTo16', () => {
  it('rounds down below a remainder of 8 and up from 8', () => {
    expect(roundTo16(512)).toBe(512);
    expect(roundTo16(519)).toBe(512);
    expect(roundTo16(520)).toBe(528);
    expect(roundTo16(527)).toBe(528);
    expect(roundTo16(680)).toBe(688);
    expect(roundTo16(7)).toBe(0);
    expect(roundTo16(8)).toBe(16);
    expect(roundTo16(519.6)).toBe(528);
  });
});

describe('size presets', () => {
  it('has the SD1.5 and SDXL sizes of every ratio', () => {
    expect(Object.keys(SIZE_PRESETS)).toHaveLength(7);
    expect(sizePreset('9:16', 'SD1.5')).toEqual({ width: 512, height: 912 });
    expect(sizePreset('2:3', 'SDXL')).toEqual({ width: 960, height: 1440 });
    expect(sizePreset('16:9', 'F.1')).toEqual({ width: 1344, height: 768 });
  });
});

describe('draw type tables', () => {
  it('keeps the two numberings apart', () => {
    expect(WorkDrawType.IMG2IMG).toBe(1);
    expect(AiDrawMode.TXT2IMG).toBe(1);
    expect(AiDrawMode.IMAGE_MATTING).toBe(10);
    expect(Object.keys(AiDrawMode)).toHaveLength(10);
    expect(CutoutDrawFields).toEqual({ ai_draw_type: 9, client_draw_type: 100, large_model_id: 1 });
  });
  it('maps batch-draw codes to phases', () => {
    expect([0, 1, 10].map(batchDrawPhase)).toEqual(['waiting', 'waiting', 'waiting']);
    expect(batchDrawPhase(2)).toBe('generating');
    expect(batchDrawPhase(3)).toBe('failed');
    expect(batchDrawPhase(5)).toBe('finished');
    expect(batchDrawPhase(4)).toBe('unknown');
  });
  it('quick-draw defaults', () => {
    expect(QuickDrawDefaults).toEqual({ steps: 5, cfg_scale: 1.5, image_quality: 1 });
  });
});

describe('normaliseDrawParams', () => {
  it('fills the defaults of an empty request', () => {
    const p = params(normaliseDrawParams({ prompt: 'a cat' }));
    expect(p).toMatchObject({
      prompt: ['a cat'],
      negative_prompt: [],
      width: 512,
      height: 512,
      steps: 20,
      cfg_scale: 7,
      seed: -1,
      clip_skip: 2,
      n_iter: 1,
      mask_blur: 4,
      model_version: 'SD1.5',
      adetailer: false,
    });
    expect(p.hr_scale).toBeUndefined();
  });

  it('treats empty strings and null as not given, numeric text as numbers', () => {
    const p = params(normaliseDrawParams({ steps: '', cfg_scale: null, width: '700', height: 900 }));
    expect(p.steps).toBe(20);
    expect(p.cfg_scale).toBe(7);
    expect(p.width).toBe(704);
    expect(p.height).toBe(896);
  });

  it('validates the normal ranges with Chinese messages naming the field, never clamping', () => {
    const r = issues(normaliseDrawParams({ steps: 60, cfg_scale: 0.5 }));
    expect(r).toEqual([
      { field: 'steps', message: '采样步数（steps）需在4到50之间' },
      { field: 'cfg_scale', message: '提示词相关性（cfg_scale）需在1到30之间' },
    ]);
    expect(issues(normaliseDrawParams({ steps: 3 }))[0]?.field).toBe('steps');
    expect(params(normaliseDrawParams({ steps: 50, cfg_scale: 30 })).steps).toBe(50);
    expect(issues(normaliseDrawParams({ steps: 20.5 }))[0]?.message).toBe('采样步数（steps）必须是整数');
  });

  it('uses the LCM defaults and ranges', () => {
    const p = params(normaliseDrawParams({ sampler_index: 'LCM' }));
    expect(p.steps).toBe(5);
    expect(p.cfg_scale).toBe(1.5);
    const r = issues(normaliseDrawParams({ sampler_index: 'LCM', steps: 11, cfg_scale: 3.5 }));
    expect(r.map((i) => i.message)).toEqual([
      'LCM采样器下采样步数（steps）需在4到10之间',
      'LCM采样器下提示词相关性（cfg_scale）需在1到3之间',
    ]);
  });

  it('uses the speed_up defaults and ranges; LCM takes precedence', () => {
    const p = params(normaliseDrawParams({ speed_up: 1 }));
    expect([p.steps, p.cfg_scale]).toEqual([4, 1]);
    expect(params(normaliseDrawParams({ speed_up: 1, steps: 30 })).steps).toBe(30);
    expect(issues(normaliseDrawParams({ speed_up: 1, steps: 31 }))[0]?.message).toBe(
      '加速模式下采样步数（steps）需在4到30之间',
    );
    expect(params(normaliseDrawParams({ speed_up: 1, sampler_index: 'LCM' })).steps).toBe(5);
  });

  it('applies hires defaults only when enabled', () => {
    const on = params(normaliseDrawParams({ hr: true }));
    expect(on).toMatchObject({
      hr_scale: 2,
      denoising_strength: 0.5,
      hr_second_pass_steps: 0,
      hr_upscaler: 'Latent',
    });
    const off = params(normaliseDrawParams({ hr: false, hr_scale: 3, hr_upscaler: 'SwinIR_4x' }));
    expect(off.hr_scale).toBeUndefined();
    expect(off.hr_upscaler).toBeUndefined();
    expect(off.denoising_strength).toBeUndefined();
  });

  it('sends the refiner only for SDXL, with switch-at 0.8 by default', () => {
    const sd15 = params(normaliseDrawParams({ refiner_checkpoint: 'r.safetensors', refiner_switch_at: 0.6 }));
    expect(sd15.refiner_checkpoint).toBeUndefined();
    expect(sd15.refiner_switch_at).toBeUndefined();
    const xl = params(normaliseDrawParams({ model_version: 'SDXL', refiner_checkpoint: 'r.safetensors' }));
    expect(xl.refiner_checkpoint).toBe('r.safetensors');
    expect(xl.refiner_switch_at).toBe(0.8);
  });

  it('drops Adetailer entries without a model and fills setting defaults', () => {
    const p = params(
      normaliseDrawParams({
        adetailer_setting: [{ ad_model: 'None' }, { ad_model: 'face_yolov8n.pt', ad_prompt: 'smile' }],
      }),
    );
    expect(p.adetailer).toBe(true);
    expect(p.adetailer_setting).toEqual([
      {
        ad_model: 'face_yolov8n.pt',
        ad_prompt: 'smile',
        ad_negative_prompt: '',
        ad_confidence: 0.3,
        ad_mask_k_largest: 0,
        ad_mask_max_ratio: 1,
        ad_mask_min_ratio: 0,
      },
    ]);
    expect(
      params(normaliseDrawParams({ adetailer: true, adetailer_setting: [{ ad_model: 'none' }] })).adetailer,
    ).toBe(false);
  });

  it('keeps only enabled ControlNet units that have an input image', () => {
    const p = params(
      normaliseDrawParams({
        controlnet_units: [
          { enable: true, input_image: 'a.png', model: 'canny' },
          { enable: false, input_image: 'b.png' },
          { enable: true },
        ],
      }),
    );
    expect(p.controlnet_units).toHaveLength(1);
    expect(p.controlnet_units[0]).toMatchObject({
      input_image: 'a.png',
      control_mode: 'Balanced',
      resize_mode: 'Crop and Resize',
      weight: 1,
      guidance_start: 0,
      guidance_end: 1,
    });
  });

  it('fills outpainting defaults for ai_draw_type 3', () => {
    const p = params(normaliseDrawParams({ ai_draw_type: 3, init_images: ['x'] }));
    expect(p.noise_q).toBe(1);
    expect(p.color_variation).toBe(0.05);
    expect(p.denoising_strength).toBe(0.5);
  });

  it('reports shape errors with the field', () => {
    const r = issues(normaliseDrawParams({ steps: 'many', sampler_index: 'Heun' }));
    expect(r.map((i) => i.field)).toEqual(['steps', 'sampler_index']);
    expect(r[0]?.message).toBe('steps 必须是数字');
    expect(r[1]?.message).toContain('sampler_index 取值无效');
  });
});

describe('fitImageSize', () => {
  it('shrinks the longer side to the limit and keeps the ratio', () => {
    expect(fitImageSize({ width: 4000, height: 2000 }, { maxLong: 2000, minShort: 256 })).toEqual({
      width: 2000,
      height: 1000,
    });
    expect(fitImageSize({ width: 800, height: 600 }, { maxLong: 2000, minShort: 256 })).toEqual({
      width: 800,
      height: 600,
    });
  });
  it('grows a too-small shorter side, the minimum winning over the maximum', () => {
    expect(fitImageSize({ width: 100, height: 200 }, { maxLong: 2000, minShort: 256 })).toEqual({
      width: 256,
      height: 512,
    });
    expect(fitImageSize({ width: 4000, height: 100 }, { maxLong: 2000, minShort: 256 })).toEqual({
      width: 10240,
      height: 256,
    });
  });
});
