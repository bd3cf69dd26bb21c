import type { FastifyInstance } from 'fastify';
import { call } from '../test/inject';
import type { VictimTeam } from './cast';

/**
 * Everything the victim team's owner can read about their team, through the real read routes:
 * team, members, roles, works (live and in the recycle bin), members of the work, base info,
 * documents with their text, volumes, ideas, versions. Equal before and after the fuzz means no
 * fuzzed request changed another team's data.
 */
export async function victimSnapshot(app: FastifyInstance, v: VictimTeam): Promise<Record<string, unknown>> {
  const token = v.owner.token;
  const reads: Array<[string, Record<string, string>]> = [
    ['/ixj_web/team/get_my_team_list', {}],
    ['/ixj_web/team_manage/get_team_member_list_all', { team_id: v.teamId }],
    ['/ixj_web/team_role/get_role_list_all', { team_id: v.teamId }],
    ['/ixj_web/team/get_team_simple_work_list', { team_id: v.teamId }],
    ['/ixj_web/project/list', { team_id: v.teamId }],
    ['/ixj_web/project/list', { team_id: v.teamId, is_delete: '1' }],
    ['/ixj_web/project/detail', { project_id: v.workId }],
    ['/ixj_web/project/member_list', { project_id: v.workId }],
    ['/ixj_web/works/base_info', { project_id: v.workId }],
    ['/ixj_web/project/doc/list', { project_id: v.workId }],
    ['/ixj_web/project/doc/detail', { doc_id: v.docId }],
    ['/ixj_web/project/idea/list', { project_id: v.workId }],
    ['/ixj_web/project/idea/detail', { idea_id: v.ideaId }],
    ['/ixj_web/works/content_tag_list', { project_id: v.workId }],
    ['/ixj_web/works/doc_history_list', { doc_id: v.docId }],
  ];
  const snapshot: Record<string, unknown> = {};
  for (const [url, query] of reads) {
    const res = await call(app, 'GET', url, { token, query });
    snapshot[`${url}?${new URLSearchParams(query)}`] = { status: res.status, data: res.data };
  }
  return snapshot;
}
