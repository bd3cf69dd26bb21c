import { projectAdd, projectDetail, projectList, projectMemberSet, type TCallInput } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okDef } from '../../test/call';

/** Creates a work through project/add as the given token's user; answers its id. */
export async function addWork(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const data = await okDef(app, projectAdd, {
    token,
    input: {
      project_name: '测试作品',
      project_type: 'SCRIPT',
      media_type: 'SCRIPT',
      length_type: 'SHORT',
      ...body,
    },
  });
  return data.project_id;
}

/** project/detail, expecting success. */
export const detail = (app: FastifyInstance, token: string, projectId: string) =>
  okDef(app, projectDetail, { token, input: { project_id: projectId } });

/** project/list with the given query (extra fields such as a forged user_id allowed), expecting success. */
export const list = (app: FastifyInstance, token: string, query: Record<string, unknown> = {}) =>
  okDef(app, projectList, { token, input: query as TCallInput<typeof projectList> });

/** Sets a member's work permissions (PUT project/member), expecting success. */
export const setMember = (
  app: FastifyInstance,
  token: string,
  projectId: string,
  userId: string,
  permissions: string[],
) =>
  okDef(app, projectMemberSet, {
    token,
    input: { project_id: projectId, user_id: userId, permissions: permissions as never },
  });
