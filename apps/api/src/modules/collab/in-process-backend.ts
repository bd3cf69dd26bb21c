import {
  EnvelopeRelayBackend,
  type InternalTransport,
  RelayBackendError,
  type RelayLoggedUpdate,
  type RelayStoredContent,
  type RelayStoreMeta,
} from '@juzuo/collab-server';
import type { TEnvelope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/errors';
import type { CheckpointBase } from '../docs/compact-checkpoint';
import { appendUpdates } from '../docs/update-log';
import type { RelayJournal } from './relay-journal';
import { loadRelayContent } from './relay-load';
import { compactRelayDocument, storeRelayState } from './relay-store';

/**
 * The backend of the relay mounted in the API process. Every call goes through the internal routes
 * by `app.inject` (the same validation and secret check as a standalone relay, no socket), except
 * the update-log append: it runs every few tens of milliseconds under typing, on the path of every
 * acknowledgement, so it skips the request lifecycle (hooks, JSON and base64 both ways) and is the
 * same one multi-row insert the route makes. The relay only appends documents it loaded. A load
 * skips it too: it is on the path of every cold open, and a long script's state would otherwise be
 * turned into base64 and JSON and back (tens of milliseconds for 200,000 characters); it reads the
 * same content the route answers (loadRelayContent). A store skips it for the same reason (a
 * checkpoint every few seconds per open document) and runs what the route runs (storeRelayState).
 *
 * With a journal (the embedded database), the update log is the journal's segment files instead of
 * collab_update_log rows: a load adds the journaled updates no checkpoint covers yet, and a stored
 * checkpoint covers the updates journaled before it was encoded.
 *
 * The relay's periodic checkpoints of a live document are compactions (`compact`): the log folded
 * into the last checkpoint in the Yjs worker, the relay's state never encoded. The last checkpoint
 * this backend wrote is kept per open document as the next one's base, so it is not read back.
 */
export class InProcessRelayBackend extends EnvelopeRelayBackend {
  /** The checkpoint of each open document as the last compaction left it. */
  private readonly bases = new Map<string, CheckpointBase>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly journal?: RelayJournal,
  ) {
    const transport: InternalTransport = async ({ method, url, headers, body }) => {
      const response = await app.inject({ method, url, headers, payload: body as object | undefined });
      return response.json() as TEnvelope<unknown>;
    };
    super(transport, app.config.INTERNAL_SECRET);
  }

  override async load(documentName: string): Promise<RelayStoredContent> {
    const content = await loadRelayContent(this.app, documentName);
    const journaled = (await this.journal?.uncovered(documentName)) ?? [];
    return journaled.length ? { ...content, updates: [...content.updates, ...journaled] } : content;
  }

  override async append(updates: RelayLoggedUpdate[]): Promise<void> {
    if (this.journal)
      return this.journal.append(updates.map((u) => ({ name: u.documentName, update: u.update })));
    await appendUpdates(
      this.app.database.db,
      updates.map((u) => ({ name: u.documentName, update: u.update })),
    );
  }

  override async store(documentName: string, state: Uint8Array, meta: RelayStoreMeta): Promise<void> {
    // Taken before the store's await: the relay encoded `state` just before calling, and every update
    // is applied to the document before it is handed to the journal (batched a few ms later), so the
    // mark covers those whose write is still in flight too (RelayJournal.append).
    const mark = this.journal?.mark();
    // The checkpoint changes here: the next compaction reads it from the database.
    this.bases.delete(documentName);
    try {
      await storeRelayState(this.app, {
        document: documentName,
        state,
        ...meta,
        journaled: this.journal !== undefined,
      });
    } catch (error) {
      throw asRelayError(error);
    }
    if (mark !== undefined) this.journal?.covered(documentName, mark);
  }

  override async compact(documentName: string, meta: { editors: string[] }): Promise<string | null> {
    // Exactly the journaled updates read here are folded, and covered once the checkpoint is in.
    const journaled = this.journal ? await this.journal.uncoveredUpTo(documentName) : null;
    if (journaled && journaled.updates.length === 0) return this.bases.get(documentName)?.hash ?? null;
    let result: Awaited<ReturnType<typeof compactRelayDocument>>;
    try {
      result = await compactRelayDocument(this.app, {
        document: documentName,
        editors: meta.editors,
        journaled: journaled?.updates,
        base: this.bases.get(documentName),
      });
    } catch (error) {
      this.bases.delete(documentName);
      throw asRelayError(error);
    }
    if (result.checkpoint) this.bases.set(documentName, result.checkpoint);
    else this.bases.delete(documentName);
    if (journaled) this.journal?.covered(documentName, journaled.upTo);
    return result.checkpoint?.hash ?? null;
  }

  forget(documentName: string): void {
    this.bases.delete(documentName);
  }
}

/** The relay tells final answers (4040 gone, 4220 refused) from faults it retries by status. */
function asRelayError(error: unknown): unknown {
  return error instanceof AppError ? new RelayBackendError(error.status, error.message) : error;
}
