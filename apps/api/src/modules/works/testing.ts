import type { TWorkDetail, TWorkListItem } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okCall } from '../../test/inject';

/** Creates a work through project/add as the given token's user; answers its id. */
export async function addWork(
  app: FastifyInstance,
  token: string,
  body: Record<string, unknown> = {},
): Promise<string> {
  const data = await okCall<{ project_id: string }>(app, 'POST', '/ixj_web/project/add', {
    token,
    body: {
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
  okCall<TWorkDetail>(app, 'GET', '/ixj_web/project/detail', { token, query: { project_id: projectId } });

/** project/list with the given query, expecting success. */
export const list = (app: FastifyInstance, token: string, query: Record<string, string> = {}) =>
  okCall<{ list: TWorkListItem[]; total: number }>(app, 'GET', '/ixj_web/project/list', { token, query });

/** Sets a member's work permissions (PUT project/member), expecting success. */
export const setMember = (
  app: FastifyInstance,
  token: string,
  projectId: string,
  userId: string,
  permissions: string[],
) =>
  okCall(app, 'PUT', '/ixj_web/project/member', {
    token,
    body: { project_id: projectId, user_id: userId, permissions },
  });
