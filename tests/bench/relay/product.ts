import { StorageKeys } from '@juzuo/schemas';
import * as Y from 'yjs';
import { call, createTeam, type SignedIn, signInBySms } from '../../e2e/support/api';
import { connectClient, type Endpoint } from './clients';
import { sleep, withTimeout } from './stats';

/** A work with documents in the running product, and the user who may write them. */
export interface ProductDocs {
  owner: SignedIn;
  teamId: string;
  workId: string;
  /** Relay document names, `doc:<doc_id>` (ARCHITECTURE.md "Collaboration relay"). */
  names: string[];
  docIds: string[];
}

/** The localStorage entries of a tab signed in as the documents' owner (the app reads its session there). */
export function ownerSession(product: ProductDocs): Record<string, string> {
  return {
    [StorageKeys.token]: product.owner.token,
    [StorageKeys.tokenExpire]: String(product.owner.expire),
    [StorageKeys.userId]: product.owner.userId,
    [StorageKeys.teamId]: product.teamId,
  };
}

/**
 * Creates what a writers' room has before it types: a user signed in through the SMS dev outbox, a
 * team, a script work (POST /ixj_web/project/add) and `count` documents (POST
 * /ixj_web/project/doc/add), all through the real API. The work creator holds WriteWork, so the
 * relay lets that user's token edit every document.
 */
export async function createProductDocs(origin: string, count: number): Promise<ProductDocs> {
  const owner = await signInBySms(origin);
  const teamId = await createTeam(origin, owner, '压测剧组');
  const work = await call<{ project_id: string | number }>(origin, 'POST', '/ixj_web/project/add', {
    token: owner.token,
    body: {
      team_id: teamId,
      project_name: '压测剧本',
      project_type: 'SCRIPT',
      media_type: 'SCRIPT',
      length_type: 'SHORT',
    },
  });
  const workId = String(work.project_id);
  const docIds: string[] = [];
  for (let i = 0; i < count; i++) {
    const doc = await call<{ doc_id: string | number }>(origin, 'POST', '/ixj_web/project/doc/add', {
      token: owner.token,
      body: { project_id: workId, doc_name: `第${i + 1}集` },
    });
    docIds.push(String(doc.doc_id));
  }
  return { owner, teamId, workId, docIds, names: docIds.map((id) => `doc:${id}`) };
}

/** The product's relay URL for an HTTP origin. */
export function relayUrl(origin: string): string {
  return `${origin.replace(/^http/, 'ws')}/collab`;
}

/**
 * Puts a whole script into a product document the way an import would: one client applies it
 * through the relay and leaves; the relay stores it (checkpoint on the last disconnect) and unloads
 * the document. Returns once the API's doc/detail shows the text, i.e. the state is in the database.
 */
export async function uploadScript(
  origin: string,
  endpoint: Endpoint,
  docId: string,
  update: Uint8Array,
  chars: number,
): Promise<void> {
  const writer = connectClient(endpoint, `doc:${docId}`);
  await withTimeout(writer.synced, `doc:${docId} writer synced`, 60_000);
  Y.applyUpdate(writer.doc, update);
  await sleep(500);
  writer.destroy();
  const until = Date.now() + 60_000;
  let last = 0;
  while (Date.now() < until) {
    const detail = await call<{ text: string }>(origin, 'GET', '/ixj_web/project/doc/detail', {
      token: endpoint.token,
      query: { doc_id: docId },
    });
    // The plain text joins lines with line breaks; the exact count is checked when a client opens it.
    last = detail.text.replace(/\n/g, '').length;
    if (last >= chars * 0.99) return;
    await sleep(500);
  }
  throw new Error(`doc ${docId}: doc/detail shows ${last} characters after 60 s, expected ${chars}`);
}
