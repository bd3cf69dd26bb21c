import { afterEach, describe, expect, it } from 'vitest';
import { type WebSocket, WebSocketServer } from 'ws';
import {
  formDataOf,
  type HttpDouble,
  sendJson,
  sleep,
  startHttpDouble,
  waitFor,
} from '../testing/http-double';
import { ComfyUiClient } from './client';
import type { ComfyProgress, ComfyWorkflow } from './types';

const PNG = Buffer.from('\x89PNG\r\n\x1a\nfake-image');
const WORKFLOW: ComfyWorkflow = {
  '3': { class_type: 'KSampler', inputs: { seed: 1, steps: 2, model: ['4', 0] } },
  '4': { class_type: 'CheckpointLoaderSimple', inputs: { ckpt_name: 'v1-5.safetensors' } },
  '9': { class_type: 'SaveImage', inputs: { images: ['8', 0], filename_prefix: 'juzuo' } },
};

type Script = 'success' | 'error' | 'slow' | 'drop-after-done';

interface FakeComfy {
  client: ComfyUiClient;
  double: HttpDouble;
  sockets: Map<string, WebSocket>;
}

let fake: FakeComfy | null = null;
afterEach(async () => {
  fake?.client.close();
  for (const s of fake?.sockets.values() ?? []) s.terminate();
  await fake?.double.close();
  fake = null;
});

/** A preview frame as ComfyUI sends it: event 1 (preview), image type 2 (PNG), then the bytes. */
const previewFrame = (): Buffer => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(1, 0);
  head.writeUInt32BE(2, 4);
  return Buffer.concat([head, PNG]);
};

/**
 * A fake ComfyUI: POST /prompt queues and then plays the documented socket messages to the
 * prompt's client id; /history, /view, /upload/image, /object_info, /interrupt and /queue answer the
 * documented JSON.
 */
async function startFakeComfy(script: Script): Promise<FakeComfy> {
  const sockets = new Map<string, WebSocket>();
  const history = new Map<string, unknown>();
  let counter = 0;
  const send = (clientId: string, type: string, data: Record<string, unknown>) =>
    sockets.get(clientId)?.send(JSON.stringify({ type, data }));

  const play = async (clientId: string, promptId: string) => {
    send(clientId, 'execution_start', { prompt_id: promptId, timestamp: Date.now() });
    send(clientId, 'execution_cached', { nodes: ['4'], prompt_id: promptId });
    send(clientId, 'executing', { node: '3', display_node: '3', prompt_id: promptId });
    const steps = script === 'slow' ? 100 : 2;
    for (let value = 1; value <= steps; value++) {
      if (!history.has(`live:${promptId}`)) return;
      await sleep(script === 'slow' ? 50 : 5);
      send(clientId, 'progress', { value, max: steps, prompt_id: promptId, node: '3' });
      sockets.get(clientId)?.send(previewFrame());
    }
    if (script === 'error') {
      send(clientId, 'execution_error', {
        prompt_id: promptId,
        node_id: '3',
        node_type: 'KSampler',
        exception_message: 'Allocation on device',
        exception_type: 'torch.OutOfMemoryError',
      });
      history.set(promptId, { outputs: {}, status: { status_str: 'error', completed: false, messages: [] } });
      return;
    }
    const outputs = { '9': { images: [{ filename: 'juzuo_00001_.png', subfolder: '', type: 'output' }] } };
    send(clientId, 'executed', { node: '9', display_node: '9', output: outputs['9'], prompt_id: promptId });
    history.set(promptId, {
      prompt: [0, promptId, {}, {}, ['9']],
      outputs,
      status: { status_str: 'success', completed: true, messages: [] },
    });
    if (script === 'drop-after-done') {
      sockets.get(clientId)?.terminate();
      return;
    }
    send(clientId, 'execution_success', { prompt_id: promptId, timestamp: Date.now() });
    send(clientId, 'executing', { node: null, prompt_id: promptId });
  };

  const double = await startHttpDouble(async (req, res) => {
    const [path, query = ''] = req.url.split('?');
    const params = new URLSearchParams(query);
    if (req.method === 'POST' && path === '/prompt') {
      const body = req.json as { prompt: ComfyWorkflow; client_id?: string };
      if (!body.prompt['9']) {
        return sendJson(res, 400, {
          error: { type: 'prompt_no_outputs', message: 'Prompt has no outputs', details: '', extra_info: {} },
          node_errors: {},
        });
      }
      const promptId = `p-${++counter}`;
      history.set(`live:${promptId}`, true);
      sendJson(res, 200, { prompt_id: promptId, number: counter, node_errors: {} });
      if (body.client_id) void play(body.client_id, promptId);
      return;
    }
    const historyMatch = /^\/history\/(.+)$/.exec(path!);
    if (historyMatch) {
      const entry = history.get(historyMatch[1]!);
      return sendJson(res, 200, entry ? { [historyMatch[1]!]: entry } : {});
    }
    if (path === '/view') {
      if (params.get('filename') !== 'juzuo_00001_.png' || params.get('type') !== 'output')
        return sendJson(res, 404, {});
      res.writeHead(200, { 'content-type': 'image/png' });
      return res.end(PNG);
    }
    if (req.method === 'POST' && path === '/upload/image') {
      const form = await formDataOf(req);
      const image = form.get('image') as File;
      return sendJson(res, 200, {
        name: image.name,
        subfolder: String(form.get('subfolder') ?? ''),
        type: String(form.get('type')),
      });
    }
    if (path === '/object_info/KSampler') {
      return sendJson(res, 200, {
        KSampler: { input: { required: { seed: ['INT', {}] } }, output: ['LATENT'], category: 'sampling' },
      });
    }
    if (path === '/system_stats')
      return sendJson(res, 200, { system: { comfyui_version: '0.3.68' }, devices: [] });
    if (req.method === 'POST' && path === '/interrupt') {
      const id = (req.json as { prompt_id?: string } | undefined)?.prompt_id;
      if (id) {
        history.delete(`live:${id}`);
        for (const ws of sockets.values())
          ws.send(JSON.stringify({ type: 'execution_interrupted', data: { prompt_id: id } }));
      }
      res.writeHead(200);
      return res.end();
    }
    if (req.method === 'POST' && path === '/queue') {
      res.writeHead(200);
      return res.end();
    }
    sendJson(res, 404, {});
  });
  const wss = new WebSocketServer({ server: double.server, path: '/ws' });
  wss.on('connection', (ws, request) => {
    const clientId = new URL(request.url ?? '', 'http://x').searchParams.get('clientId') ?? '';
    sockets.set(clientId, ws);
    ws.send(
      JSON.stringify({
        type: 'status',
        data: { status: { exec_info: { queue_remaining: 0 } }, sid: clientId },
      }),
    );
  });
  return { client: new ComfyUiClient({ baseUrl: double.url }), double, sockets };
}

describe('ComfyUiClient', () => {
  it('runs a workflow over the progress socket: progress, previews, outputs, then the image from /view', async () => {
    fake = await startFakeComfy('success');
    const session = await fake.client.openSession();
    const progress: ComfyProgress[] = [];
    const previews: string[] = [];
    const result = await session.run(WORKFLOW, {
      onProgress: (p) => progress.push(p),
      onPreview: (p) => previews.push(p.mimeType),
    });
    session.close();
    expect(result.promptId).toBe('p-1');
    expect(result.images).toEqual([{ filename: 'juzuo_00001_.png', subfolder: '', type: 'output' }]);
    expect(progress.filter((p) => p.max > 0).map((p) => `${p.value}/${p.max}`)).toEqual(['1/2', '2/2']);
    expect(progress[0]).toMatchObject({ promptId: 'p-1', node: '3' });
    expect(previews).toEqual(['image/png', 'image/png']);
    const prompt = fake.double.requests.find((r) => r.url === '/prompt')!.json as {
      client_id: string;
      prompt: unknown;
    };
    expect(prompt).toEqual({ prompt: WORKFLOW, client_id: session.clientId });

    const image = await fake.client.view(result.images[0]!);
    expect(image.contentType).toBe('image/png');
    expect(image.data.equals(PNG)).toBe(true);
  });

  it('fails with the node error ComfyUI reports during execution', async () => {
    fake = await startFakeComfy('error');
    const session = await fake.client.openSession();
    await expect(session.run(WORKFLOW)).rejects.toMatchObject({
      engine: 'comfyui',
      kind: 'http',
      message: expect.stringContaining('node 3 (KSampler) failed: Allocation on device'),
    });
  });

  it('reads the 400 error body of an invalid prompt', async () => {
    fake = await startFakeComfy('success');
    const { '9': _save, ...noOutput } = WORKFLOW;
    await expect(fake.client.queuePrompt(noOutput)).rejects.toMatchObject({
      kind: 'http',
      httpStatus: 400,
      message: expect.stringContaining('Prompt has no outputs'),
    });
  });

  it('cancelling a run removes it from the queue and interrupts only that prompt', async () => {
    fake = await startFakeComfy('slow');
    const session = await fake.client.openSession();
    const controller = new AbortController();
    const run = session.run(WORKFLOW, {
      signal: controller.signal,
      onProgress: (p) => {
        if (p.value === 2) controller.abort();
      },
    });
    await expect(run).rejects.toMatchObject({ kind: 'aborted' });
    await waitFor(() => fake!.double.requests.some((r) => r.url === '/interrupt'));
    expect(fake.double.requests.find((r) => r.url === '/queue')!.json).toEqual({ delete: ['p-1'] });
    expect(fake.double.requests.find((r) => r.url === '/interrupt')!.json).toEqual({ prompt_id: 'p-1' });
  });

  it('still returns the outputs when the socket drops after the prompt finished', async () => {
    fake = await startFakeComfy('drop-after-done');
    const session = await fake.client.openSession();
    const result = await session.run(WORKFLOW);
    expect(result.images).toHaveLength(1);
  });

  it('uploads an image as multipart and reads node definitions and system stats', async () => {
    fake = await startFakeComfy('success');
    const ref = await fake.client.uploadImage({
      data: PNG,
      filename: 'ref.png',
      subfolder: 'juzuo',
      overwrite: true,
    });
    expect(ref).toEqual({ filename: 'ref.png', subfolder: 'juzuo', type: 'input' });
    const upload = await formDataOf(fake.double.requests[0]!);
    expect(Buffer.from(await (upload.get('image') as File).arrayBuffer()).equals(PNG)).toBe(true);
    expect(upload.get('overwrite')).toBe('true');
    expect(await fake.client.objectInfo('KSampler')).toMatchObject({ KSampler: { category: 'sampling' } });
    expect(await fake.client.ping()).toBe('ComfyUI 0.3.68');
  });

  it('cannot open a session where nothing listens', async () => {
    const client = new ComfyUiClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.openSession()).rejects.toMatchObject({ kind: 'network' });
  });
});
