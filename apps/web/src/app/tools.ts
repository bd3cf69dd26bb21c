/** Top-level tool routes of spec 01 section 2.4 with what each will do. */
export const TOOL_PAGES: { path: string; label: string; summary: string }[] = [
  { path: 'workMatchPicture', label: '剧本配图', summary: '为整部剧本逐段匹配场景画面，生成可视化分镜稿。' },
  { path: 'scene_text_dialogue', label: '场景对白', summary: '根据场景描述生成人物对白，快速起草戏份。' },
  { path: 'ai_image_fusion', label: '图片融合', summary: '把多张图片的元素融合成一张新画面。' },
  { path: 'ai_compose', label: '画面合成', summary: '将角色、场景与道具合成为完整画面。' },
  { path: 'common_charlet', label: '角色小样', summary: '为角色快速生成多种造型小样。' },
  { path: 'image_joint/imagesJoint', label: '图片拼接', summary: '裁剪并拼接多张图片，制作条漫与长图。' },
  { path: 'comfyDraw', label: '工作流绘图', summary: '使用 ComfyUI 工作流进行专业绘图。' },
];
