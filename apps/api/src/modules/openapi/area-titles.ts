/**
 * The reference page's name for each spec area (the OpenAPI tag's `x-displayName`, which Scalar
 * shows in its sidebar and headings): the tags stay the areas' code names, readers see Chinese.
 */
export const AREA_TITLES: Readonly<Record<string, string>> = {
  account: '账号与登录',
  admin: '管理后台',
  ai: 'AI 服务',
  cards: '构思卡片',
  characters: '人物',
  chat: 'AI 对话',
  collab: '协作中继',
  dev: '开发环境',
  docs: '文档',
  files: '文件',
  game: '互动游戏',
  history: '版本历史',
  ideas: '创意文档',
  jobs: '后台任务',
  materials: '素材库',
  messages: '消息',
  'novel-script': '小说转剧本',
  outline: '大纲',
  reference: '接口参考',
  role_chat: '角色对话',
  supervise: '监制',
  team: '团队',
  templates: '模板',
  works: '作品',
};
