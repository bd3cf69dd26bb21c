import {
  EnvelopeRelayBackend,
  type InternalTransport,
  type RelayLoggedUpdate,
  type RelayStoredContent,
} from '@juzuo/collab-server';
import type { TEnvelope } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { appendUpdates } from '../docs/update-log';
import { loadRelayContent } from './relay-load';

/**
 * The backend of the relay mounted in the API process. Every call goes through the internal routes
 * by `app.inject` (the same validation and secret check as a standalone relay, no socket), except
 * the update-log append: it runs every few milliseconds under typing, on the path of every
 * acknowledgement, so it skips the request lifecycle (hooks, JSON and base64 both ways) and is the
 * same one multi-row insert the route makes. The relay only appends documents it loaded. A load
 * skips it too: it is on the path of every cold open, and a long script's state would otherwise be
 * turned into base64 and JSON and back (tens of milliseconds for 200,000 characters); it reads the
 * same content the route answers (loadRelayContent).
 */
export class InProcessRelayBackend extends EnvelopeRelayBackend {
  constructor(private readonly app: FastifyInstance) {
    const transport: InternalTransport = async ({ method, url, headers, body }) => {
      const response = await app.inject({ method, url, headers, payload: body as object | undefined });
      return response.json() as TEnvelope<unknown>;
    };
    super(transport, app.config.INTERNAL_SECRET);
  }

  override async load(documentName: string): Promise<RelayStoredContent> {
    return loadRelayContent(this.app, documentName);
  }

  override async append(updates: RelayLoggedUpdate[]): Promise<void> {
    await appendUpdates(
      this.app.database.db,
      updates.map((u) => ({ name: u.documentName, update: u.update })),
    );
  }
}
