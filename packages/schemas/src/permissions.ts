/** Team-level permissions (spec 01 section 6; workbench children of section 2.2). */
export const TeamPermission = {
  WorkManage: 'mWorkManage',
  MaterialCenter: 'mMaterialCenter',
  AiEvaluate: 'mAiEvaluate',
  TeamManage: 'mTeamManage',
  TemplateLib: 'mTemplateLib',
} as const;
export type TTeamPermission = (typeof TeamPermission)[keyof typeof TeamPermission];
export const TEAM_PERMISSIONS = Object.values(TeamPermission);

/** Chinese labels of team permissions, for tooltips and the roles editor. */
export const TeamPermissionLabel: Record<TTeamPermission, string> = {
  mWorkManage: '作品管理',
  mMaterialCenter: '素材中心',
  mAiEvaluate: 'AI评估',
  mTeamManage: '团队管理',
  mTemplateLib: '模板库',
};

/** Work-level permissions held on work membership (spec 01 section 6). */
export const WorkPermission = {
  EditIdeas: 'EditIdeas',
  WriteWork: 'WriteWork',
  Producer: 'Producer',
  AiEvaluate: 'AiEvaluate',
} as const;
export type TWorkPermission = (typeof WorkPermission)[keyof typeof WorkPermission];
export const WORK_PERMISSIONS = Object.values(WorkPermission);

/** Chinese labels of work permissions. */
export const WorkPermissionLabel: Record<TWorkPermission, string> = {
  EditIdeas: '编辑创意',
  WriteWork: '写作',
  Producer: '制片监制',
  AiEvaluate: 'AI评估',
};
