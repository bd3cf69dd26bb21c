import { z } from 'zod';

// AI text tools (spec 02 "AI text", spec 03 section 7 "Keywords", spec 02 "AI draw" translator;
// issue 15): keywords and their English on local engines (jieba, CC-CEDICT), the rest on the chat
// engine. Payloads the spec does not show are this product's (docs/decisions.md "AI text tools").

/** Limits of AI text requests. */
export const AiTextLimits = {
  textChars: 20_000,
  correctionChars: 5_000,
  keywords: 30,
  keywordChars: 20,
  topK: 50,
  names: 20,
} as const;

const text = (max: number, empty = '请输入文字') =>
  z.string({ error: empty }).trim().min(1, empty).max(max, `文字不能超过${max}个字`);

const topK = z.coerce
  .number({ error: 'top_k 须为数字' })
  .int('top_k 须为整数')
  .min(1, 'top_k 至少为1')
  .max(AiTextLimits.topK, `top_k 最多为${AiTextLimits.topK}`)
  .default(10);

const keywordList = z
  .array(
    z
      .string({ error: '关键词须为文字' })
      .trim()
      .min(1, '关键词不能为空')
      .max(AiTextLimits.keywordChars, `关键词不能超过${AiTextLimits.keywordChars}个字`),
    { error: 'keywords 须为关键词列表' },
  )
  .min(1, '请至少给出一个关键词')
  .max(AiTextLimits.keywords, `关键词最多${AiTextLimits.keywords}个`);

/** One keyword with its weight (higher is more important). */
export const ZKeyword = z.object({ keyword: z.string(), weight: z.number() });
export type TKeyword = z.infer<typeof ZKeyword>;

/** `POST /ai_web/ai/keyword_extraction`. */
export const ZKeywordExtraction = z.object({
  text: text(AiTextLimits.textChars),
  top_k: topK,
  method: z.enum(['tfidf', 'textrank'], { error: 'method 取值不合法' }).default('tfidf'),
  /** 1 (default): with a chat engine configured, the LLM refines jieba's list. */
  refine: z.union([z.literal(0), z.literal(1)], { error: 'refine 只能是0或1' }).default(1),
});
export const ZKeywordExtractionResult = z.object({
  keywords: z.array(ZKeyword),
  /** jieba alone, or jieba refined by the chat engine. */
  engine: z.enum(['jieba', 'jieba+llm']),
});

/** `POST /ai_web/ai/keyword_expansion`. */
export const ZKeywordExpansion = z.object({
  keywords: keywordList,
  /** Related words per keyword (1-20, default 8). */
  top_k: topK.pipe(z.number().max(20, 'top_k 最多为20')).default(8),
  refine: z.union([z.literal(0), z.literal(1)], { error: 'refine 只能是0或1' }).default(1),
});
export const ZKeywordExpansionResult = z.object({
  list: z.array(z.object({ keyword: z.string(), related: z.array(z.string()) })),
  engine: z.enum(['cedict', 'cedict+llm']),
});

/** `POST /ixj_web/keyword/translate_to_english_keywords`: Chinese keywords to English prompt words. */
export const ZTranslateKeywords = z.object({ keywords: keywordList });
export const ZTranslateKeywordsResult = z.union([
  z.object({ list: z.array(z.object({ keyword: z.string(), english: z.string() })), english: z.string() }),
  z.literal(false),
]);

/** `POST /ixj_web/common/translator`: free text between Chinese and English on the chat engine. */
export const ZTranslator = z.object({
  text: text(AiTextLimits.correctionChars),
  target: z.enum(['en', 'zh'], { error: 'target 只能是 en 或 zh' }).default('en'),
});
export const ZTranslatorResult = z.object({ text: z.string(), target: z.enum(['en', 'zh']) });

/** `POST /ixj_web/ai/error_correction`: typos and wrong characters in a passage. */
export const ZErrorCorrection = z.object({ text: text(AiTextLimits.correctionChars) });
/** One proposed fix: `text.slice(offset, offset + length) === original` in the passage sent. */
export const ZCorrection = z.object({
  offset: z.number().int(),
  length: z.number().int(),
  original: z.string(),
  replacement: z.string(),
  reason: z.string(),
});
export type TCorrection = z.infer<typeof ZCorrection>;
export const ZErrorCorrectionResult = z.object({ suggestions: z.array(ZCorrection), prompt: z.string() });

/** `POST /ixj_web/ai/generate_name`: names for a character. */
export const ZGenerateName = z.object({
  genre: z.string({ error: 'genre 须为文字' }).trim().max(20, '题材不能超过20个字').default(''),
  era: z.string({ error: 'era 须为文字' }).trim().max(20, '时代不能超过20个字').default(''),
  gender: z.enum(['male', 'female', 'any'], { error: 'gender 取值不合法' }).default('any'),
  /** What the character is (e.g. 反派谋士), optional. */
  role: z.string({ error: 'role 须为文字' }).trim().max(100, '人物说明不能超过100个字').default(''),
  count: z.coerce
    .number({ error: 'count 须为数字' })
    .int('count 须为整数')
    .min(1, 'count 至少为1')
    .max(AiTextLimits.names, `count 最多为${AiTextLimits.names}`)
    .default(8),
});
export const ZGenerateNameResult = z.object({
  names: z.array(z.object({ name: z.string(), reason: z.string() })),
  prompt: z.string(),
});

/** `POST /ixj_web/ai/conflict_material`: conflict ideas for a passage or premise. */
export const ZConflictMaterial = z.object({
  text: text(AiTextLimits.correctionChars),
  count: z.coerce
    .number({ error: 'count 须为数字' })
    .int('count 须为整数')
    .min(1, 'count 至少为1')
    .max(10, 'count 最多为10')
    .default(5),
});
export const ZConflictMaterialResult = z.object({
  list: z.array(z.object({ title: z.string(), description: z.string() })),
  prompt: z.string(),
});

/** `POST /ixj_web/ai/material_property`: the properties of a material (person, place, prop). */
export const ZMaterialProperty = z.object({
  name: z
    .string({ error: '请输入素材名称' })
    .trim()
    .min(1, '请输入素材名称')
    .max(50, '素材名称不能超过50个字'),
  text: z.string({ error: 'text 须为文字' }).trim().max(AiTextLimits.correctionChars).default(''),
});
export const ZMaterialPropertyResult = z.object({
  properties: z.array(z.object({ name: z.string(), value: z.string() })),
  prompt: z.string(),
});

/** Script elements a line can be (packages/script-formats model). */
export const ZElementKind = z.enum(['scene', 'characters', 'action', 'dialogue', 'transition', 'plain']);

/** `POST /ixj_web/ai/segment_format`: a pasted passage split into script element lines. */
export const ZSegmentFormat = z.object({
  text: text(AiTextLimits.textChars),
  /** 1: a script (scene, 人物, △, dialogue, transition); 0: a novel (plain lines). */
  script: z.union([z.literal(0), z.literal(1)], { error: 'script 只能是0或1' }).default(1),
});
export const ZSegmentFormatResult = z.object({
  lines: z.array(z.object({ kind: ZElementKind, text: z.string() })),
});

/** Chinese messages of the AI text tools. */
export const AiTextMessage = {
  badAnswer: 'AI返回的内容格式不对，请重试',
  failed: '系统错误',
} as const;

/** `POST /ai_web/ai/element/full_format`: recognise the script elements of a whole work (a durable job). */
export const ZFullFormat = z.object({
  project_id: z.string({ error: '请选择作品' }).trim().min(1, '请选择作品').max(64, 'project_id 不合法'),
  /** Only these documents (default: every live document of the work). */
  doc_ids: z
    .array(z.string({ error: 'doc_ids 须为文档列表' }).min(1).max(64), { error: 'doc_ids 须为文档列表' })
    .max(500, '文档最多500个')
    .optional(),
});
/** One line whose element the recognition would change. */
export const ZElementChange = z.object({
  /** Index of the line among the document's lines (empty lines counted). */
  line: z.number().int(),
  text: z.string(),
  current: ZElementKind,
  proposed: ZElementKind,
  /** The line's text as the element stores it (an action line loses its △ mark). */
  proposed_text: z.string(),
  /** rules: the importer's recogniser; llm: the chat engine decided a line the rules could only guess. */
  source: z.enum(['rules', 'llm']),
});
export type TElementChange = z.infer<typeof ZElementChange>;
/** The job's result: proposed changes per document; nothing is written to the documents. */
export const ZFullFormatResult = z.object({
  docs: z.array(
    z.object({
      doc_id: z.string(),
      doc_name: z.string(),
      lines: z.number().int(),
      changes: z.array(ZElementChange),
    }),
  ),
  engine: z.enum(['rules', 'rules+llm']),
});
export type TFullFormatResult = z.infer<typeof ZFullFormatResult>;
/** `GET /ai_web/ai/element/full_format_status?job_id=`. */
export const ZFullFormatStatusInput = z.object({
  job_id: z.string({ error: '请提供任务编号' }).trim().min(1, '请提供任务编号').max(64, 'job_id 不合法'),
});
export const ZFullFormatStatus = z.object({
  job_id: z.string(),
  state: z.string(),
  progress: z.number().int(),
  result: ZFullFormatResult.nullable(),
  error: z.string().nullable(),
});

/** `POST /ixj_web/ai/edit_element`: one script element rewritten by an instruction, keeping its kind. */
export const ZEditElement = z.object({
  text: text(2000),
  kind: z.enum(['scene', 'characters', 'action', 'dialogue', 'transition', 'plain'], {
    error: 'kind 取值不合法',
  }),
  instruction: z.string({ error: 'instruction 须为文字' }).trim().max(500, '要求不能超过500个字').default(''),
});
export const ZEditElementResult = z.object({ text: z.string(), kind: ZElementKind, prompt: z.string() });

/** `POST /ixj_web/ai/update_element_order`: a better order for lines (actions, beats, scenes). */
export const ZUpdateElementOrder = z.object({
  lines: z
    .array(z.string({ error: '每行须为文字' }).trim().min(1, '行不能为空').max(500, '每行不能超过500个字'), {
      error: 'lines 须为文字列表',
    })
    .min(2, '至少需要两行')
    .max(200, '最多200行'),
  instruction: z.string({ error: 'instruction 须为文字' }).trim().max(500, '要求不能超过500个字').default(''),
});
export const ZUpdateElementOrderResult = z.object({
  /** The new order as indexes of the lines sent (a permutation). */
  order: z.array(z.number().int()),
  lines: z.array(z.string()),
  prompt: z.string(),
});
