/** One page of /aiWork (spec 01 section 2.4). */
export interface AiWorkPage {
  /** Path below /aiWork. */
  path: string;
  label: string;
  /** What the page will do, for the empty state until its issue lands. */
  summary: string;
  /** Hidden from menus but still routable (threeView). */
  hidden?: boolean;
}

/** A menu group of /aiWork. */
export interface AiWorkGroup {
  label: string;
  pages: AiWorkPage[];
}

/** aiDraw modes; txt2img is the default. */
export const AI_DRAW_MODES: AiWorkPage[] = [
  { path: 'txt2img', label: '文生图', summary: '输入描述词生成图片，支持尺寸预设、高清修复与 ControlNet。' },
  { path: 'img2img', label: '图生图', summary: '以参考图为基础重新绘制，保留构图与风格。' },
  { path: 'sketch2img', label: '线稿上色', summary: '为线稿自动上色，保留原有线条。' },
  { path: 'partDraw', label: '局部重绘', summary: '涂抹需要修改的区域，只重绘局部。' },
  { path: 'threeView', label: '三视图', summary: '为角色生成正、侧、背三视图。', hidden: true },
  { path: 'playDraw', label: '趣味绘图', summary: '用预设玩法快速生成有趣的图片。' },
  { path: 'hd2img', label: '高清放大', summary: '将图片放大并补充细节。' },
  { path: 'imageMatting', label: '智能抠图', summary: '一键去除背景，得到透明底图片。' },
  { path: 'batchDrawImg', label: '批量绘图', summary: '一次提交多组描述词，批量生成并管理结果。' },
  { path: 'imgReverse', label: '描述词反推', summary: '从图片反推出可用的描述词。' },
  { path: 'imagesJoint', label: '图片裁剪', summary: '裁剪、拼接图片。' },
  { path: 'blank', label: '空白画布', summary: '在空白画布上自由创作。' },
];

/** Every /aiWork page outside aiDraw, grouped as the menu shows them. */
export const AI_WORK_GROUPS: AiWorkGroup[] = [
  {
    label: 'ComfyUI',
    pages: [
      { path: 'comfyList', label: '工作流', summary: '浏览与运行 ComfyUI 工作流。' },
      { path: 'comfyListCate', label: '工作流分类', summary: '按分类查看工作流。' },
      { path: 'comfyDetail', label: '工作流详情', summary: '填写参数运行一个工作流。', hidden: true },
      { path: 'comfyNative', label: '原生界面', summary: '直接使用 ComfyUI 原生界面。' },
    ],
  },
  {
    label: 'AI模型',
    pages: [
      { path: 'aiModel/homePage', label: '模型广场', summary: '浏览官方与团队的绘图模型。' },
      { path: 'aiModel/customModel', label: '我的模型', summary: '管理自己训练与上传的模型。' },
      { path: 'aiModel/customTrainList', label: '训练任务', summary: '查看 LoRA 训练任务的进度与结果。' },
      { path: 'uploadModel', label: '上传模型', summary: '上传自己的模型文件供团队使用。' },
    ],
  },
  {
    label: '官方图库',
    pages: [
      { path: 'officialImgs/index', label: '官方图库', summary: '精选的官方图片素材。' },
      { path: 'officialImgs/manage', label: '图库管理', summary: '管理官方图库内容。' },
    ],
  },
  {
    label: '配音与音乐',
    pages: [
      { path: 'dubbing/voice', label: '文字配音', summary: '把文字转成自然的语音。' },
      { path: 'dubbing/voiceDetail', label: '配音详情', summary: '查看与调整一条配音。', hidden: true },
      { path: 'dubbing/voiceList', label: '配音记录', summary: '历史配音列表。' },
      { path: 'dubbing/music', label: 'AI音乐', summary: '按描述生成背景音乐。' },
      { path: 'dubbing/musicList', label: '音乐记录', summary: '历史音乐列表。' },
    ],
  },
  {
    label: '字幕',
    pages: [
      { path: 'subtitling', label: '字幕识别', summary: '识别视频语音生成字幕并翻译。' },
      { path: 'subtitling-batch/list', label: '批量字幕', summary: '批量提取与翻译视频字幕。' },
      {
        path: 'subtitling-batch/subtitles-detail',
        label: '字幕详情',
        summary: '校对一条视频的字幕。',
        hidden: true,
      },
      {
        path: 'subtitling-batch/subtitling',
        label: '批量合成',
        summary: '批量合成带字幕的视频。',
        hidden: true,
      },
    ],
  },
  {
    label: '更多',
    pages: [
      { path: 'userAiWorkHistroyPage', label: '创作记录', summary: '所有 AI 创作的历史记录。' },
      { path: 'laboratory', label: '实验室', summary: '极速生图与极速建模两个外部工具。' },
    ],
  },
];

/** Every routable /aiWork path below aiWork (aiDraw modes included). */
export function allAiWorkPaths(): string[] {
  return [
    ...AI_DRAW_MODES.map((m) => `aiDraw/${m.path}`),
    ...AI_WORK_GROUPS.flatMap((g) => g.pages.map((p) => p.path)),
  ];
}
