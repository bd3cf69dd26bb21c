import { afterEach, describe, expect, it } from 'vitest';
import { SdWebUiClient } from './sd-webui';
import { type HttpDouble, sendJson, startHttpDouble } from './testing/http-double';

let double: HttpDouble | null = null;
afterEach(async () => {
  await double?.close();
  double = null;
});

const PNG_B64 = Buffer.from('\x89PNG fake').toString('base64');

/** A fake SD-WebUI answering the documented /sdapi/v1 JSON. */
async function fakeSdWebUi(): Promise<{ client: SdWebUiClient; options: Record<string, unknown> }> {
  const options: Record<string, unknown> = {
    sd_model_checkpoint: 'v1-5-pruned-emaonly.safetensors [6ce0161689]',
    CLIP_stop_at_last_layers: 1,
  };
  double = await startHttpDouble((req, res) => {
    const path = req.url.split('?')[0];
    if (req.method === 'POST' && (path === '/sdapi/v1/txt2img' || path === '/sdapi/v1/img2img')) {
      const body = req.json as { prompt: string; seed: number; batch_size?: number };
      if (body.prompt === 'oom') {
        return sendJson(res, 500, {
          error: 'OutOfMemoryError',
          detail: '',
          body: '',
          errors: 'CUDA out of memory. Tried to allocate 2.00 GiB',
        });
      }
      const images = Array.from({ length: body.batch_size ?? 1 }, () => PNG_B64);
      return sendJson(res, 200, {
        images,
        parameters: body,
        info: JSON.stringify({
          prompt: body.prompt,
          seed: 1234,
          all_seeds: [1234],
          infotexts: ['a cat\nSteps: 20'],
        }),
      });
    }
    if (path === '/sdapi/v1/progress') {
      return sendJson(res, 200, {
        progress: 0.5,
        eta_relative: 2.1,
        state: {
          skipped: false,
          interrupted: false,
          job: 'job-1',
          job_count: 1,
          job_no: 0,
          sampling_step: 10,
          sampling_steps: 20,
        },
        current_image: req.url.includes('skip_current_image=true') ? null : PNG_B64,
        textinfo: null,
      });
    }
    if (path === '/sdapi/v1/interrupt' || path === '/sdapi/v1/skip') return sendJson(res, 200, {});
    if (path === '/sdapi/v1/sd-models') {
      return sendJson(res, 200, [
        {
          title: 'v1-5-pruned-emaonly.safetensors [6ce0161689]',
          model_name: 'v1-5-pruned-emaonly',
          hash: '6ce0161689',
          sha256: 'abc',
          filename: '/models/v1-5.safetensors',
          config: null,
        },
      ]);
    }
    if (path === '/sdapi/v1/options' && req.method === 'GET') return sendJson(res, 200, options);
    if (path === '/sdapi/v1/options' && req.method === 'POST') {
      Object.assign(options, req.json);
      return sendJson(res, 200, null);
    }
    sendJson(res, 404, { detail: 'Not Found' });
  });
  return { client: new SdWebUiClient({ baseUrl: double.url }), options };
}

describe('SdWebUiClient', () => {
  it('txt2img sends the engine fields and parses the info string', async () => {
    const { client } = await fakeSdWebUi();
    const result = await client.txt2img({
      prompt: 'a cat',
      negative_prompt: 'blurry',
      steps: 20,
      cfg_scale: 7,
      width: 512,
      height: 680,
      seed: -1,
      batch_size: 2,
      enable_hr: true,
      hr_scale: 2,
      hr_upscaler: 'Latent',
      override_settings: { CLIP_stop_at_last_layers: 2 },
      alwayson_scripts: { controlnet: { args: [{ module: 'canny', model: 'control_canny' }] } },
    });
    expect(result.images).toEqual([PNG_B64, PNG_B64]);
    expect(result.info).toMatchObject({ seed: 1234, all_seeds: [1234] });
    expect(double!.requests[0]!.json).toMatchObject({
      prompt: 'a cat',
      width: 512,
      height: 680,
      enable_hr: true,
    });
  });

  it('img2img carries init images and the inpaint mask', async () => {
    const { client } = await fakeSdWebUi();
    const result = await client.img2img({
      prompt: 'redraw',
      init_images: [PNG_B64],
      mask: PNG_B64,
      mask_blur: 4,
      denoising_strength: 0.75,
    });
    expect(result.images).toHaveLength(1);
    expect(double!.requests[0]!.url).toBe('/sdapi/v1/img2img');
    expect(double!.requests[0]!.json).toMatchObject({
      init_images: [PNG_B64],
      mask: PNG_B64,
      denoising_strength: 0.75,
    });
  });

  it('reports progress with or without the preview, interrupts and skips', async () => {
    const { client } = await fakeSdWebUi();
    expect(await client.progress()).toMatchObject({
      progress: 0.5,
      current_image: PNG_B64,
      state: { sampling_step: 10 },
    });
    expect((await client.progress(true)).current_image).toBeNull();
    await client.interrupt();
    await client.skip();
    expect(double!.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /sdapi/v1/progress?skip_current_image=false',
      'GET /sdapi/v1/progress?skip_current_image=true',
      'POST /sdapi/v1/interrupt',
      'POST /sdapi/v1/skip',
    ]);
  });

  it('lists checkpoints and reads and changes options', async () => {
    const { client, options } = await fakeSdWebUi();
    expect((await client.sdModels())[0]).toMatchObject({
      model_name: 'v1-5-pruned-emaonly',
      hash: '6ce0161689',
    });
    expect(await client.ping()).toBe('1 checkpoints');
    await client.setOptions({ sd_model_checkpoint: 'sdxl.safetensors' });
    expect(options.sd_model_checkpoint).toBe('sdxl.safetensors');
    expect((await client.getOptions()).sd_model_checkpoint).toBe('sdxl.safetensors');
  });

  it("reads AUTOMATIC1111's error body", async () => {
    const { client } = await fakeSdWebUi();
    await expect(client.txt2img({ prompt: 'oom' })).rejects.toMatchObject({
      engine: 'sd-webui',
      kind: 'http',
      httpStatus: 500,
      message: expect.stringContaining('OutOfMemoryError: CUDA out of memory'),
    });
  });
});
