/**
 * Chinese names of the fields the product's calls take, so a refusal can say which field is wrong
 * in words a writer understands (the key stays beside it for whoever reads the network log).
 * A field without a label here is named by its key alone.
 */
export const FieldLabel: Readonly<Record<string, string>> = {
  team_id: '团队',
  team_name: '团队名称',
  project_id: '作品',
  project_name: '作品名称',
  project_type: '作品类型',
  media_type: '作品形式',
  length_type: '篇幅',
  target_group: '目标人群',
  work_type: '作品题材',
  tags: '标签',
  intro: '作品简介',
  synopsis: '故事梗概',
  selling_points: '作品卖点',
  world_setting: '世界观设定',
  episode_count: '集数',
  words_per_episode: '每集字数',
  remark: '备注',
  keyword: '搜索关键词',
  doc_id: '文档',
  doc_ids: '文档列表',
  doc_name: '文档名称',
  doc_type: '文档类型',
  edit_type: '编辑方式',
  content: '文档内容',
  version: '版本号',
  volume_id: '卷',
  volume_ids: '卷列表',
  volume_name: '卷名称',
  idea_id: '创意',
  idea_name: '创意名称',
  tag_id: '标签',
  tag_name: '标签名称',
  color: '颜色',
  history_id: '历史版本',
  name: '名称',
  user_id: '用户',
  target_user_id: '用户',
  role_id: '角色',
  role_name: '角色名称',
  permissions: '权限',
  code: '邀请码',
  phone: '手机号',
  sms_code: '验证码',
  sms_type: '验证码类型',
  password: '密码',
  login_type: '登录方式',
  opt_type: '操作类型',
  wx_code: '扫码凭证',
  session_key: '扫码会话',
  callback_html: '回调页面',
  sex: '性别',
  avatar: '头像',
  approved: '审核状态',
  special_tags: '特殊标签',
  cover_id: '封面',
  cover_ids: '封面列表',
  file_id: '文件',
  job_id: '任务',
  state: '状态',
  message_id: '消息',
  message_ids: '消息列表',
  is_delete: '删除标记',
  permanently_delete: '彻底删除标记',
  page_index: '页码',
  page_size: '每页条数',
  capability: '能力',
  works: '作品列表',
  document: '文档名',
  token: '登录凭证',
  template_id: '模板',
  template_name: '模板名称',
  description: '简介',
  target: '套用位置',
};

/**
 * Other words a schema's own message may use for a field (昵称不能为空 is about `name`, 每页最多100条
 * about `page_size`): a message with one of them already says which field it is about.
 */
export const FieldAlias: Readonly<Record<string, readonly string[]>> = {
  name: ['昵称', '版本名称', '文件名'],
  page_size: ['每页'],
  page_index: ['页码'],
  sms_code: ['验证码'],
  password: ['密码'],
  phone: ['手机'],
};

/** Whether a message mentions a field by its key, its label or one of its other words. */
export function mentionsField(message: string, key: string): boolean {
  const words = [key, FieldLabel[key], ...(FieldAlias[key] ?? [])];
  return words.some((word) => word !== undefined && word !== '' && message.includes(word));
}

/**
 * How a refusal names a field: `作品名称（project_name）`, `标签（tags.2）` for an item of a list, the
 * bare key when no label is known, and 请求体 for the body as a whole.
 */
export function fieldName(path: readonly PropertyKey[] | undefined): string {
  const keys = (path ?? []).map(String);
  if (keys.length === 0) return '请求体';
  const label = FieldLabel[keys[0] as string];
  const key = keys.join('.');
  return label ? `${label}（${key}）` : key;
}
