import {
  collabCompact,
  INTERNAL_SECRET_HEADER,
  Status,
  type TEnvelope,
  ZCollabAuthResult,
  ZCollabLoadResult,
} from '@juzuo/schemas';
import type {
  RelayBackend,
  RelayIdentity,
  RelayLoggedUpdate,
  RelayStoredContent,
  RelayStoreMeta,
} from './backend';

/** One internal call: method, path (with query) and JSON body; resolves to the parsed envelope. */
export type InternalTransport = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: unknown;
}) => Promise<TEnvelope<unknown>>;

/** Raised when the API answered an internal call with something other than success. */
export class RelayBackendError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'RelayBackendError';
  }
}

/**
 * RelayBackend over the API's internal routes (`/internal/collab/*`). The transport decides how the
 * call travels: HTTP for a standalone relay, `app.inject` inside the API process.
 */
export class EnvelopeRelayBackend implements RelayBackend {
  constructor(
    private readonly transport: InternalTransport,
    private readonly secret: string,
  ) {}

  async authenticate({ token, documentName }: { token: string; documentName: string }) {
    const answer = await this.call('POST', '/internal/collab/auth', { token, document: documentName });
    if (answer.status === Status.TOKEN_INVALID) return null;
    const data = ZCollabAuthResult.parse(this.unwrap(answer));
    const identity: RelayIdentity = { userId: data.user_id, name: data.name, access: data.access };
    if (data.work_id) identity.workId = data.work_id;
    return identity;
  }

  async load(documentName: string): Promise<RelayStoredContent> {
    const url = `/internal/collab/load?document=${encodeURIComponent(documentName)}`;
    const data = ZCollabLoadResult.parse(this.unwrap(await this.call('GET', url)));
    return {
      state: data.state === null ? null : fromBase64(data.state),
      updates: data.updates.map(fromBase64),
    };
  }

  async append(updates: RelayLoggedUpdate[]) {
    const body = {
      updates: updates.map((u) => ({
        document: u.documentName,
        update: Buffer.from(u.update).toString('base64'),
      })),
    };
    this.unwrap(await this.call('POST', '/internal/collab/append', body));
  }

  async store(documentName: string, state: Uint8Array, meta: RelayStoreMeta) {
    const body = {
      document: documentName,
      state: Buffer.from(state).toString('base64'),
      editors: meta.editors,
      ...(meta.baseHash ? { base_hash: meta.baseHash } : {}),
    };
    this.unwrap(await this.call('POST', '/internal/collab/store', body));
  }

  /** The API folds the document's update log into its checkpoint; no state travels. */
  async compact(documentName: string, meta: Pick<RelayStoreMeta, 'editors'>): Promise<string | null> {
    const body = { document: documentName, editors: meta.editors };
    const data = collabCompact.output.parse(
      this.unwrap(await this.call('POST', '/internal/collab/compact', body)),
    );
    return data.state_hash;
  }

  private call(method: 'GET' | 'POST', url: string, body?: unknown) {
    return this.transport({ method, url, headers: { [INTERNAL_SECRET_HEADER]: this.secret }, body });
  }

  private unwrap(answer: TEnvelope<unknown>): unknown {
    if (answer.status !== Status.OK) throw new RelayBackendError(answer.status, answer.msg);
    return answer.data;
  }
}

const fromBase64 = (text: string): Uint8Array => new Uint8Array(Buffer.from(text, 'base64'));
