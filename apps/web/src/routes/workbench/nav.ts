import {
  TeamPermission,
  TeamPermissionLabel,
  type TTeamAbilities,
  type TTeamPermission,
} from '@juzuo/schemas';

/** One child of /workBench (spec 01 section 2.2). */
export interface WorkbenchChild {
  /** Path below /workBench. */
  path: string;
  /** Menu label and page title. */
  label: string;
  /** The team ability (presented by team/get_current) that opens the child. */
  ability: keyof TTeamAbilities;
  /** The team permission behind `ability`, named when it is missing. */
  permission: TTeamPermission;
  /** Shown in the left menu (sucai/search is reached from sucai). */
  inMenu: boolean;
  /** Opens /aiWork in a new tab instead of rendering inside the workbench. */
  newTab?: boolean;
  /** The area works today; the others are grouped under 即将推出 and open a page saying what is coming. */
  built: boolean;
}

/** Every workbench child with the permission it needs. */
export const WORKBENCH_CHILDREN: readonly WorkbenchChild[] = [
  {
    path: 'worksManage',
    label: '作品管理',
    ability: 'can_manage_works',
    permission: TeamPermission.WorkManage,
    inMenu: true,
    built: true,
  },
  {
    path: 'sucai',
    label: '素材中心',
    ability: 'can_use_materials',
    permission: TeamPermission.MaterialCenter,
    inMenu: true,
    built: true,
  },
  {
    path: 'sucai/search',
    label: '素材搜索',
    ability: 'can_use_materials',
    permission: TeamPermission.MaterialCenter,
    inMenu: false,
    built: true,
  },
  {
    path: 'evaluate',
    label: 'AI评估',
    ability: 'can_evaluate',
    permission: TeamPermission.AiEvaluate,
    inMenu: true,
    built: true,
  },
  {
    path: 'novelToScript',
    label: '小说转剧本',
    ability: 'can_evaluate',
    permission: TeamPermission.AiEvaluate,
    inMenu: true,
    built: true,
  },
  {
    path: 'ai',
    label: 'AI创作',
    ability: 'can_use_templates',
    permission: TeamPermission.TemplateLib,
    inMenu: true,
    built: false,
    newTab: true,
  },
  {
    path: 'team',
    label: '团队管理',
    ability: 'can_manage_team',
    permission: TeamPermission.TeamManage,
    inMenu: true,
    built: true,
  },
  {
    path: 'templateLibray',
    label: '模板库',
    ability: 'can_use_templates',
    permission: TeamPermission.TemplateLib,
    inMenu: true,
    built: true,
  },
];

/** The left menu's two groups: what works today, then everything still being built (即将推出). */
export function menuSections(children: readonly WorkbenchChild[] = WORKBENCH_CHILDREN): {
  built: WorkbenchChild[];
  coming: WorkbenchChild[];
} {
  const menu = children.filter((c) => c.inMenu);
  return { built: menu.filter((c) => c.built), coming: menu.filter((c) => !c.built) };
}

/** The workbench child at a path below /workBench, or null for a path that is not a child. */
export function workbenchChild(childPath: string): WorkbenchChild | null {
  return WORKBENCH_CHILDREN.find((c) => c.path === childPath) ?? null;
}

/** Whether the team's presented abilities open the child; true until they are known. */
export function mayOpen(
  abilities: TTeamAbilities | undefined,
  child: Pick<WorkbenchChild, 'ability'>,
): boolean {
  return !abilities || abilities[child.ability];
}

/**
 * Where /workBench lands: worksManage (spec), or the first child the member may open when worksManage
 * is not allowed (a built one first), so a member without mWorkManage is not greeted by a
 * no-permission page.
 */
export function workbenchLanding(abilities: TTeamAbilities | undefined): string {
  if (!abilities || abilities.can_manage_works) return 'worksManage';
  // A page that works beats one that says it is coming.
  const allowed = WORKBENCH_CHILDREN.filter((c) => c.inMenu && !c.newTab && abilities[c.ability]);
  return (allowed.find((c) => c.built) ?? allowed[0])?.path ?? 'worksManage';
}

/** Tooltip of a control disabled for a missing permission. */
export function missingPermissionText(permission: TTeamPermission): string {
  return `需要「${TeamPermissionLabel[permission]}」权限，请联系团队管理员开通`;
}
