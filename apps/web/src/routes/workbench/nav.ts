import { TeamPermission, TeamPermissionLabel, type TTeamPermission } from '@juzuo/schemas';

/** One child of /workBench (spec 01 section 2.2). */
export interface WorkbenchChild {
  /** Path below /workBench. */
  path: string;
  /** Menu label and page title. */
  label: string;
  /** Team permission the child needs. */
  permission: TTeamPermission;
  /** Shown in the left menu (sucai/search is reached from sucai). */
  inMenu: boolean;
  /** Opens /aiWork in a new tab instead of rendering inside the workbench. */
  newTab?: boolean;
  /** Works today; the others show what they will do and sit in the menu's 即将推出 section. */
  built: boolean;
}

/** Every workbench child with the permission it needs. */
export const WORKBENCH_CHILDREN: readonly WorkbenchChild[] = [
  {
    path: 'worksManage',
    label: '作品管理',
    permission: TeamPermission.WorkManage,
    inMenu: true,
    built: true,
  },
  { path: 'sucai', label: '素材中心', permission: TeamPermission.MaterialCenter, inMenu: true, built: false },
  {
    path: 'sucai/search',
    label: '素材搜索',
    permission: TeamPermission.MaterialCenter,
    inMenu: false,
    built: false,
  },
  { path: 'evaluate', label: 'AI评估', permission: TeamPermission.AiEvaluate, inMenu: true, built: false },
  {
    path: 'novelToScript',
    label: '小说转剧本',
    permission: TeamPermission.AiEvaluate,
    inMenu: true,
    built: false,
  },
  {
    path: 'ai',
    label: 'AI创作',
    permission: TeamPermission.TemplateLib,
    inMenu: true,
    newTab: true,
    built: false,
  },
  { path: 'team', label: '团队管理', permission: TeamPermission.TeamManage, inMenu: true, built: true },
  {
    path: 'templateLibray',
    label: '模板库',
    permission: TeamPermission.TemplateLib,
    inMenu: true,
    built: false,
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

/** The permission a workbench child path needs, or null for a path that is not a child. */
export function workbenchPermission(childPath: string): TTeamPermission | null {
  return WORKBENCH_CHILDREN.find((c) => c.path === childPath)?.permission ?? null;
}

/** True when the permission list holds the permission. */
export function hasPermission(perms: readonly string[] | undefined, permission: string): boolean {
  return !!perms && perms.includes(permission);
}

/**
 * Where /workBench lands: worksManage (spec), or the first child the member may open when worksManage
 * is not allowed (a built one first), so a member without mWorkManage is not greeted by a
 * no-permission page.
 */
export function workbenchLanding(perms: readonly string[] | undefined): string {
  if (!perms || hasPermission(perms, TeamPermission.WorkManage)) return 'worksManage';
  // A page that works beats one that says it is coming.
  const allowed = WORKBENCH_CHILDREN.filter(
    (c) => c.inMenu && !c.newTab && hasPermission(perms, c.permission),
  );
  return (allowed.find((c) => c.built) ?? allowed[0])?.path ?? 'worksManage';
}

/** Tooltip of a control disabled for a missing permission. */
export function missingPermissionText(permission: TTeamPermission): string {
  return `需要「${TeamPermissionLabel[permission]}」权限，请联系团队管理员开通`;
}
