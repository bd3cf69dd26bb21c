import { type ValueOf, zCodeEnum, zStringEnum } from './enum-utils';

/**
 * draw type of the WORK (comic / storyboard) draw parameters, spec 02 section 3.
 * Not the same numbering as `AiDrawMode` of the AI workbench: 1 here is image-to-image.
 */
export const WorkDrawType = {
  TXT2IMG: 0,
  IMG2IMG: 1,
  INPAINT: 2,
  MATTING: 7,
  UPSCALE: 8,
  REFINEMENT: 11,
} as const;
/** One work draw type. */
export type TWorkDrawType = ValueOf<typeof WorkDrawType>;
/** Zod enum of work draw types. */
export const ZWorkDrawType = zCodeEnum(WorkDrawType, 'draw_type');
/** Chinese labels of work draw types. */
export const WorkDrawTypeLabel: Record<TWorkDrawType, string> = {
  0: '文生图',
  1: '图生图',
  2: '局部重绘',
  7: '抠图',
  8: '普通放大',
  11: '细节优化',
};

/**
 * Mode of the AI draw workbench, spec 03 ("1 txt2img through 10 imageMatting"). The numbers follow
 * the order of the draw-mode list in spec 03 section 2, which has exactly ten entries.
 */
export const AiDrawMode = {
  TXT2IMG: 1,
  IMG2IMG: 2,
  CONTROL2IMG: 3,
  SKETCH2IMG: 4,
  PART_DRAW: 5,
  THREE_VIEW: 6,
  PLAY_DRAW: 7,
  HD2IMG: 8,
  BATCH_CREATE: 9,
  IMAGE_MATTING: 10,
} as const;
/** One AI draw mode. */
export type TAiDrawMode = ValueOf<typeof AiDrawMode>;
/** Zod enum of AI draw modes. */
export const ZAiDrawMode = zCodeEnum(AiDrawMode, 'client_draw_type');
/** Chinese labels of AI draw modes. */
export const AiDrawModeLabel: Record<TAiDrawMode, string> = {
  1: '文生图',
  2: '图生图',
  3: '控制生图',
  4: '线稿上色',
  5: '局部重绘',
  6: '三视图',
  7: '趣味绘图',
  8: '高清放大',
  9: '批量生成',
  10: '智能抠图',
};

/** Fixed type fields of a cutout (matting) request, spec 03 section 3. */
export const CutoutDrawFields = { ai_draw_type: 9, client_draw_type: 100, large_model_id: 1 } as const;
/** ai_draw_type of an outpainting request, spec 03 section 3. */
export const OUTPAINT_AI_DRAW_TYPE = 3;

/** Batch-draw task status codes (spec 03 section 4); several codes mean "waiting". */
export const BatchDrawStatus = {
  WAITING: 0,
  QUEUED: 1,
  GENERATING: 2,
  FAILED: 3,
  FINISHED: 5,
  PENDING: 10,
} as const;
/** Phase a batch-draw status code belongs to. */
export type TBatchDrawPhase = 'waiting' | 'generating' | 'failed' | 'finished' | 'unknown';
/** Codes that all display as waiting. */
export const BATCH_DRAW_WAITING_CODES = [0, 1, 10] as const;
/** Maps a batch-draw status code to its phase. */
export const batchDrawPhase = (code: number): TBatchDrawPhase => {
  if ((BATCH_DRAW_WAITING_CODES as readonly number[]).includes(code)) return 'waiting';
  if (code === BatchDrawStatus.GENERATING) return 'generating';
  if (code === BatchDrawStatus.FAILED) return 'failed';
  if (code === BatchDrawStatus.FINISHED) return 'finished';
  return 'unknown';
};
/** Chinese labels of batch-draw phases. */
export const BatchDrawPhaseLabel: Record<TBatchDrawPhase, string> = {
  waiting: '排队中',
  generating: '生成中',
  failed: '生成失败',
  finished: '已完成',
  unknown: '未知状态',
};

/** Status codes of a batch-video item (spec 03 section 4). */
export const VideoStatus = {
  READY: 0,
  FAIL: 1,
  READING_SUBTITLE: 2,
  READ_FAILED: 3,
  SUBTITLE_READ: 4,
  TRANSLATING: 5,
  TRANSLATE_FAILED: 6,
  TRANSLATED: 7,
  MERGING: 8,
  MERGE_FAILED: 9,
  MERGED: 10,
} as const;
/** One video status code. */
export type TVideoStatus = ValueOf<typeof VideoStatus>;
/** Chinese labels of video status codes. */
export const VideoStatusLabel: Record<TVideoStatus, string> = {
  0: '待处理',
  1: '处理失败',
  2: '字幕提取中',
  3: '字幕提取失败',
  4: '字幕已提取',
  5: '翻译中',
  6: '翻译失败',
  7: '已翻译',
  8: '合成中',
  9: '合成失败',
  10: '已合成',
};

/** Model style of a draw model. */
export const ModelStyle = { OFFICIAL: 'official', KEYWORD: 'keyword', CUSTOM: 'custom' } as const;
/** One model style. */
export type TModelStyle = ValueOf<typeof ModelStyle>;
/** Zod enum of model styles. */
export const ZModelStyle = zStringEnum(ModelStyle, 'model_style');
/** Chinese labels of model styles. */
export const ModelStyleLabel: Record<TModelStyle, string> = {
  official: '官方模型',
  keyword: '关键词模型',
  custom: '自定义模型',
};

/** Model type of a draw model ("screen" is the picture style). */
export const ModelType = { SCREEN: 'screen', ROLE: 'role', CLOTHING: 'clothing', SCENE: 'scene' } as const;
/** One model type. */
export type TModelType = ValueOf<typeof ModelType>;
/** Zod enum of model types. */
export const ZModelType = zStringEnum(ModelType, 'model_type');
/** Chinese labels of model types. */
export const ModelTypeLabel: Record<TModelType, string> = {
  screen: '画风',
  role: '角色',
  clothing: '服装',
  scene: '场景',
};

/** Base version of a checkpoint. */
export const BaseVersion = { SDXL: 'SDXL', SD15: 'SD1.5', F1: 'F.1' } as const;
/** One base version. */
export type TBaseVersion = ValueOf<typeof BaseVersion>;
/** Zod enum of base versions. */
export const ZBaseVersion = zStringEnum(BaseVersion, 'model_version');

/** Samplers offered in the draw form (engine names). */
export const Sampler = {
  EULER_A: 'Euler a',
  DPM_2M_KARRAS: 'DPM++ 2M Karras',
  DPM_SDE_KARRAS: 'DPM++ SDE Karras',
  LCM: 'LCM',
} as const;
/** One sampler name. */
export type TSampler = ValueOf<typeof Sampler>;
/** Zod enum of samplers. */
export const ZSampler = zStringEnum(Sampler, 'sampler_index');

/** ControlNet control mode (engine values; spec 01 and spec 03 name the same three). */
export const ControlMode = {
  BALANCED: 'Balanced',
  PROMPT: 'My prompt is more important',
  CONTROLNET: 'ControlNet is more important',
} as const;
/** One control mode. */
export type TControlMode = ValueOf<typeof ControlMode>;
/** Zod enum of control modes. */
export const ZControlMode = zStringEnum(ControlMode, 'control_mode');
/** Chinese labels of control modes. */
export const ControlModeLabel: Record<TControlMode, string> = {
  Balanced: '均衡',
  'My prompt is more important': '提示词优先',
  'ControlNet is more important': 'ControlNet优先',
};

/** ControlNet unit resize mode (spec 01 section 3; engine values). */
export const ControlNetResizeMode = {
  JUST_RESIZE: 'Just Resize',
  CROP_AND_RESIZE: 'Crop and Resize',
  RESIZE_AND_FILL: 'Resize and Fill',
} as const;
/** One ControlNet resize mode. */
export type TControlNetResizeMode = ValueOf<typeof ControlNetResizeMode>;
/** Zod enum of ControlNet resize modes. */
export const ZControlNetResizeMode = zStringEnum(ControlNetResizeMode, 'controlnet_units.resize_mode');
/** Chinese labels of ControlNet resize modes. */
export const ControlNetResizeModeLabel: Record<TControlNetResizeMode, string> = {
  'Just Resize': '拉伸',
  'Crop and Resize': '裁剪',
  'Resize and Fill': '填充',
};

/** Image-to-image resize_mode of the draw request (spec 03 section 3; engine indexes 0-3). */
export const Img2ImgResizeMode = { STRETCH: 0, CROP: 1, FILL: 2, LATENT_SCALE: 3 } as const;
/** One img2img resize mode. */
export type TImg2ImgResizeMode = ValueOf<typeof Img2ImgResizeMode>;
/** Zod enum of img2img resize modes. */
export const ZImg2ImgResizeMode = zCodeEnum(Img2ImgResizeMode, 'resize_mode');
/** Chinese labels of img2img resize modes. */
export const Img2ImgResizeModeLabel: Record<TImg2ImgResizeMode, string> = {
  0: '拉伸',
  1: '裁剪',
  2: '填充',
  3: '潜空间缩放',
};

/** ControlNet preprocessors the spec names ("among others": the engine may offer more). */
export const Preprocessor = {
  CANNY: 'canny',
  DEPTH: 'depth',
  OPENPOSE: 'openpose',
  SCRIBBLE: 'scribble',
  LINEART_ANIME: 'lineart_anime',
  SEGMENTATION: 'segmentation',
  MLSD: 'mlsd',
} as const;
/** One named preprocessor. */
export type TPreprocessor = ValueOf<typeof Preprocessor>;
/** Chinese labels of the named preprocessors. */
export const PreprocessorLabel: Record<TPreprocessor, string> = {
  canny: '边缘检测',
  depth: '深度',
  openpose: '姿态',
  scribble: '涂鸦',
  lineart_anime: '动漫线稿',
  segmentation: '语义分割',
  mlsd: '直线检测',
};

/**
 * Hires-fix upscalers. The spec writes "R-ESRGAN 4X+ Anime6B"; the engine's name uses a lower-case
 * x, and the engine name is what travels, so that is what we store.
 */
export const HiresUpscaler = {
  LATENT: 'Latent',
  SWINIR_4X: 'SwinIR_4x',
  RESRGAN_ANIME: 'R-ESRGAN 4x+ Anime6B',
} as const;
/** One hires upscaler. */
export type THiresUpscaler = ValueOf<typeof HiresUpscaler>;
/** Zod enum of hires upscalers. */
export const ZHiresUpscaler = zStringEnum(HiresUpscaler, 'hr_upscaler');
