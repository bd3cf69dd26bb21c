/** One node of an API-format workflow (`{ "3": { class_type, inputs } }`). */
export interface ComfyNode {
  class_type: string;
  inputs: Record<string, unknown>;
  _meta?: { title?: string };
}

/** An API-format workflow: node id -> node. */
export type ComfyWorkflow = Record<string, ComfyNode>;

/** Where a file lives on the ComfyUI machine (`GET /view` arguments). */
export interface ComfyFileRef {
  filename: string;
  subfolder: string;
  /** output, input or temp. */
  type: string;
}

/** `POST /prompt` answer. */
export interface ComfyQueued {
  prompt_id: string;
  number: number;
  node_errors: Record<string, unknown>;
}

/** Outputs of one node in the history (images, gifs, text...). */
export interface ComfyNodeOutput {
  images?: ComfyFileRef[];
  gifs?: ComfyFileRef[];
  [key: string]: unknown;
}

/** One prompt's entry in `GET /history/{id}`. */
export interface ComfyHistoryEntry {
  prompt?: unknown[];
  outputs: Record<string, ComfyNodeOutput>;
  status?: { status_str?: string; completed?: boolean; messages?: Array<[string, Record<string, unknown>]> };
}

/** A JSON message on `WS /ws` (status, execution_start, executing, progress, executed, execution_*). */
export interface ComfyMessage {
  type: string;
  data: Record<string, unknown> & { prompt_id?: string };
}

/** A preview image sent as a binary frame on `WS /ws`. */
export interface ComfyPreview {
  type: 'preview';
  mimeType: 'image/jpeg' | 'image/png';
  image: Buffer;
}

/** Anything the progress socket reports. */
export type ComfyEvent = ComfyMessage | ComfyPreview;

/** Progress of one prompt, as the session reports it to the caller. */
export interface ComfyProgress {
  promptId: string;
  /** Node being executed, when known. */
  node: string | null;
  /** Sampler step of that node and its total, when the node reports them. */
  value: number;
  max: number;
}
