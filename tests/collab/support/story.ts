import crypto from 'node:crypto';
import { call, createTeam, type SignedIn, signInBySms } from '../../e2e/support/api';
import { type Product, startProduct } from '../../e2e/support/product';

/** The real product (API + in-process relay at /collab) started for relay tests. */
export interface CollabProduct {
  product: Product;
  /** Its INTERNAL_SECRET, which standalone relays need too. */
  secret: string;
  /** ws://127.0.0.1:<port>/collab: the relay inside the product process (one origin). */
  collabUrl: string;
}

/** Starts the product as a child process (no web app needed) with an explicit INTERNAL_SECRET. */
export async function startCollabProduct(env: Record<string, string> = {}): Promise<CollabProduct> {
  const secret = crypto.randomBytes(24).toString('hex');
  const product = await startProduct({ requireWeb: false, env: { INTERNAL_SECRET: secret, ...env } });
  return { product, secret, collabUrl: `${product.url.replace(/^http/, 'ws')}/collab` };
}

/** A team with a work and one script document, plus the people around it. */
export interface WorkStory {
  owner: SignedIn;
  teamId: string;
  workId: string;
  docId: string;
  /** Relay document name of the script document. */
  docName: string;
}

/** Signs the owner in, creates a team, a script work and a document in it. */
export async function workWithDocument(origin: string): Promise<WorkStory> {
  const owner = await signInBySms(origin);
  const teamId = await createTeam(origin, owner, '协作测试剧组');
  const work = await call<{ project_id: string }>(origin, 'POST', '/ixj_web/project/add', {
    token: owner.token,
    body: {
      team_id: teamId,
      project_name: '协作测试剧本',
      project_type: 'SCRIPT',
      media_type: 'SCRIPT',
      length_type: 'SHORT',
    },
  });
  const workId = String(work.project_id);
  const doc = await call<{ doc_id: string }>(origin, 'POST', '/ixj_web/project/doc/add', {
    token: owner.token,
    body: { project_id: workId, doc_name: '第1集' },
  });
  const docId = String(doc.doc_id);
  return { owner, teamId, workId, docId, docName: `doc:${docId}` };
}

/** Brings a new user into the story's team by invitation code (no work access yet). */
export async function teamMember(origin: string, story: WorkStory): Promise<SignedIn> {
  const { code } = await call<{ code: string }>(
    origin,
    'POST',
    '/ixj_web/team_manage/generate_invitation_code',
    { token: story.owner.token, body: { team_id: story.teamId } },
  );
  const member = await signInBySms(origin);
  await call(origin, 'POST', '/ixj_web/team/join_team', { token: member.token, body: { code } });
  return member;
}

/** Sets a team member's permissions on the story's work (adding them to the work if needed). */
export async function setWorkPermissions(
  origin: string,
  story: WorkStory,
  who: SignedIn,
  permissions: string[],
): Promise<void> {
  await call(origin, 'PUT', '/ixj_web/project/member', {
    token: story.owner.token,
    body: { project_id: story.workId, user_id: who.userId, permissions },
  });
}

/** Removes a member from the story's work. */
export async function removeFromWork(origin: string, story: WorkStory, who: SignedIn): Promise<void> {
  const url = new URL('/ixj_web/project/member', origin);
  const res = await fetch(url, {
    method: 'DELETE',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${story.owner.token}` },
    body: JSON.stringify({ project_id: story.workId, user_id: who.userId }),
  });
  const answer = (await res.json()) as { status: number; msg: string };
  if (answer.status !== 0) throw new Error(`DELETE project/member: ${answer.status} ${answer.msg}`);
}

/** The document as the product's REST API returns it now. */
export interface DocDetail {
  doc_id: string;
  doc_name: string;
  content: string;
  text: string;
  version: number;
}

/** GET /ixj_web/project/doc/detail. */
export function docDetail(origin: string, story: WorkStory, token = story.owner.token): Promise<DocDetail> {
  return call<DocDetail>(origin, 'GET', '/ixj_web/project/doc/detail', {
    token,
    query: { doc_id: story.docId },
  });
}
