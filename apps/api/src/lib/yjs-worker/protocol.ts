import type { DeriveOutcome } from './derive';

/** A request to the Yjs worker thread. */
export interface YjsWorkerRequest {
  id: number;
  state: Uint8Array;
  summary: boolean;
  log: Uint8Array[];
}

/** Its answer; `error` when the worker itself failed (the caller derives inline instead). */
export interface YjsWorkerReply {
  id: number;
  outcome?: DeriveOutcome;
  error?: string;
}
