import {
  MediaTypeLabel,
  type TMediaType,
  type TWorkAbilities,
  type TWorkPermission,
  WorkPermission,
} from '@juzuo/schemas';

/** Project kinds as they appear in /workDetail/{workId}/{projectType}. */
export const PROJECT_TYPES = ['SCRIPT', 'CARTOON', 'ANIMATION', 'GAME'] as const;
export type ProjectType = (typeof PROJECT_TYPES)[number];

/** One child page of a work (spec 01 section 2.3). */
export interface WorkChild {
  path: string;
  label: string;
  /** The ability (presented by project/detail) that opens the child for editing. */
  ability?: keyof TWorkAbilities;
  /** An ability that opens the child read-only without `ability` (a producer reads the script). */
  readAbility?: keyof TWorkAbilities;
  /** Every member of the work reads the child without `ability` (ideas and cards: spec 02 issue 12). */
  membersRead?: boolean;
  /** The work permission behind `ability`, named when it is missing. */
  permission?: TWorkPermission;
  /** What the page will do, for the empty state until its issue lands. */
  summary: string;
}

const SCRIPT_CHILDREN: WorkChild[] = [
  {
    path: 'conception',
    label: '构思',
    ability: 'can_edit_ideas',
    membersRead: true,
    permission: WorkPermission.EditIdeas,
    summary: '题材、梗概、大纲与创意卡片，团队一起打磨故事。',
  },
  {
    path: 'script',
    label: '剧本',
    ability: 'can_write',
    readAbility: 'can_read_docs',
    permission: WorkPermission.WriteWork,
    summary: '多人实时协同写作剧本，场景、人物、对白格式一键切换。',
  },
  {
    path: 'supervise',
    label: '监制',
    ability: 'can_supervise',
    // Writers open it too: they read, reply and accept suggestions (the calls present what each may do).
    readAbility: 'can_write',
    permission: WorkPermission.Producer,
    summary: '制片与监制实时审阅剧本，逐段批注与结构标记。',
  },
  {
    path: 'evaluate',
    label: 'AI评估',
    ability: 'can_evaluate',
    permission: WorkPermission.AiEvaluate,
    summary: '对剧本进行 AI 评估，查看评估报告与历史快照。',
  },
];

const COMIC_CHILDREN: WorkChild[] = [
  { path: 'generalRoleSetting', label: '角色设定', summary: '管理角色形象、服装与设定图。' },
  { path: 'generalStoryBoard', label: '分镜', summary: '按话编排分镜，逐格生成与调整画面。' },
  { path: 'generalMatchPicture', label: '配图', summary: '为剧本段落匹配场景画面。' },
  { path: 'generalMediaLibrary', label: '素材库', summary: '作品的图片、场景与风格素材。' },
];

const GAME_CHILDREN: WorkChild[] = [
  { path: 'gameRoleSetting', label: '角色设定', summary: '互动故事的角色与立绘。' },
  { path: 'gameScript', label: '剧本', summary: '编写互动剧情的台词与动作。' },
  { path: 'gameStoryLine', label: '故事线', summary: '用分支节点编排故事走向。' },
  { path: 'gameStoryGood', label: '道具', summary: '剧情中可获得与使用的道具。' },
  { path: 'gameStoryVariable', label: '变量', summary: '控制分支条件的全局与章节变量。' },
  { path: 'gameStore', label: '商店', summary: '游戏内商店与商品配置。' },
  { path: 'gameTemplate', label: '模板', summary: '可复用的剧情模板。' },
  { path: 'gameControlBoard', label: '控制台', summary: '画布概览、玩家看到的控制面板与变量事件。' },
  { path: 'gameMediaLibrary', label: '素材库', summary: '背景、立绘、音效等媒体素材。' },
];

/** Children of each project kind; comics and animation share theirs. */
export const WORK_CHILDREN: Record<ProjectType, readonly WorkChild[]> = {
  SCRIPT: SCRIPT_CHILDREN,
  CARTOON: COMIC_CHILDREN,
  ANIMATION: COMIC_CHILDREN,
  GAME: GAME_CHILDREN,
};

/** Chinese names of the project kinds. */
export const PROJECT_TYPE_LABEL: Record<ProjectType, string> = {
  SCRIPT: '剧本',
  CARTOON: '漫画',
  ANIMATION: '动画',
  GAME: '互动游戏',
};

/** Parses the URL segment (case-insensitive) into a project kind. */
export function parseProjectType(raw: string | undefined): ProjectType | null {
  const upper = (raw ?? '').toUpperCase();
  return (PROJECT_TYPES as readonly string[]).includes(upper) ? (upper as ProjectType) : null;
}

/** The child of a project kind, or null when the kind has no such child (a 404). */
export function findWorkChild(type: ProjectType, child: string): WorkChild | null {
  return WORK_CHILDREN[type].find((c) => c.path === child) ?? null;
}

/** How a member may open a child, from the work's abilities: 'write', 'read' (read-only) or null. */
export function childAccess(child: WorkChild, abilities: TWorkAbilities): 'write' | 'read' | null {
  if (!child.ability || abilities[child.ability]) return 'write';
  if (child.readAbility && abilities[child.readAbility]) return 'read';
  return child.membersRead ? 'read' : null;
}

/**
 * The child a work opens at: where its writing happens (the script or novel page) when the member
 * may open it, else the first child they may open, else the first child.
 */
export function landingChild(type: ProjectType, abilities: TWorkAbilities): WorkChild | undefined {
  const children = WORK_CHILDREN[type];
  const writing = type === 'SCRIPT' ? children.find((c) => c.path === 'script') : undefined;
  if (writing && childAccess(writing, abilities)) return writing;
  return children.find((c) => childAccess(c, abilities)) ?? children[0];
}

/** What kind of work this is, in the shell header: the medium (a script project may be a 小说). */
export function workKindLabel(type: ProjectType, mediaType: TMediaType | undefined): string {
  return mediaType ? MediaTypeLabel[mediaType] : PROJECT_TYPE_LABEL[type];
}

/** A child's menu label; a novel's writing page is 小说, not 剧本. */
export function childLabel(child: WorkChild, mediaType: TMediaType | undefined): string {
  return child.path === 'script' && mediaType === 'NOVEL' ? MediaTypeLabel.NOVEL : child.label;
}

/** What the work shell does with its URL once the work's real kind is known. */
export type WorkPathDecision =
  | { type: 'ok' }
  /** Wait for the work (the URL's kind is not a kind at all). */
  | { type: 'wait' }
  | { type: 'redirect'; to: string }
  /** The URL names no child of this kind: an in-shell not-found state. */
  | { type: 'notFound' };

/**
 * A URL under another project kind (a SCRIPT work under /GAME/) moves to the work's real kind,
 * keeping the child when the real kind has it; a child no kind of this work has is not found inside
 * the shell. `rest` is the path after the kind ('' for the work itself, 'script', 'evaluate/record/…').
 */
export function decideWorkPath(input: {
  workId: string;
  urlType: string | undefined;
  rest: string;
  search: string;
  realType: ProjectType | undefined;
}): WorkPathDecision {
  const parsed = parseProjectType(input.urlType);
  const type = input.realType ?? parsed;
  if (!type) return { type: 'wait' };
  const child = input.rest.split('/')[0] ?? '';
  const known = child === '' || !!findWorkChild(type, child);
  if (input.realType && input.urlType !== input.realType) {
    const keep = known ? input.rest : '';
    const to = `/workDetail/${input.workId}/${input.realType}${keep ? `/${keep}` : ''}`;
    return { type: 'redirect', to: `${to}${known ? input.search : ''}` };
  }
  return known ? { type: 'ok' } : { type: 'notFound' };
}
