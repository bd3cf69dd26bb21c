import { projectDocAdd, type TCallInput } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okDef } from '../../test/call';
import { type TeamFixture, teamFixture } from '../team/testing';
import { addWork, setMember } from '../works/testing';

/**
 * A team with one script work: owner (team creator, all permissions), member (WriteWork), admin
 * (work member without permissions: read-only), outsider (another team). Built through the API.
 */
export interface DocsFixture extends TeamFixture {
  workId: string;
}

/** Creates the fixture; `prefix` is 8 digits (see teamFixture). */
export async function docsFixture(app: FastifyInstance, prefix: string): Promise<DocsFixture> {
  const team = await teamFixture(app, prefix);
  const workId = await addWork(app, team.owner.token, { project_name: '长安十二时辰' });
  await setMember(app, team.owner.token, workId, team.member.user_id, ['WriteWork']);
  await setMember(app, team.owner.token, workId, team.admin.user_id, []);
  return { ...team, workId };
}

/** POST project/doc/add, expecting success; answers the doc id. */
export async function addDoc(
  app: FastifyInstance,
  token: string,
  body: TCallInput<typeof projectDocAdd>,
): Promise<string> {
  return (await okDef(app, projectDocAdd, { token, input: body })).doc_id;
}
