import type { TCurrentTeam } from '@juzuo/schemas';

/** What the works page says when it has no works to show (and no filter is set). */
export interface WorksEmptyText {
  title: string;
  detail: string | null;
}

/**
 * The team creator sees every work of the team, so an empty list means the team has none yet. Anyone
 * else sees only the works they were added to: an empty list says so, and who can add them (the team
 * creator, by name, or the work's creator, from the work's 成员管理).
 */
export function worksEmptyText(team: Pick<TCurrentTeam, 'role' | 'owner_name'> | undefined): WorksEmptyText {
  if (!team || team.role === 'owner') return { title: '还没有作品，开始创作第一部吧', detail: null };
  const owner = team.owner_name ? `团队创建者「${team.owner_name}」` : '团队创建者';
  return {
    title: '你还没有被加入任何作品',
    detail: `${owner}或作品的创建者可以在作品的「成员管理」中把你加入；你也可以新建自己的作品。`,
  };
}
