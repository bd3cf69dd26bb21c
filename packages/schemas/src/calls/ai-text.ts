import { z } from 'zod';
import {
  ZConflictMaterial,
  ZConflictMaterialResult,
  ZEditElement,
  ZEditElementResult,
  ZErrorCorrection,
  ZErrorCorrectionResult,
  ZFullFormat,
  ZFullFormatStatus,
  ZFullFormatStatusInput,
  ZGenerateName,
  ZGenerateNameResult,
  ZKeywordExpansion,
  ZKeywordExpansionResult,
  ZKeywordExtraction,
  ZKeywordExtractionResult,
  ZMaterialProperty,
  ZMaterialPropertyResult,
  ZSegmentFormat,
  ZSegmentFormatResult,
  ZTranslateKeywords,
  ZTranslateKeywordsResult,
  ZTranslator,
  ZTranslatorResult,
  ZUpdateElementOrder,
  ZUpdateElementOrderResult,
} from '../ai-text-api';
import { defineCall } from './define';

// AI text tools (issue 15). Keywords, their English and segment_format run on local engines (jieba,
// CC-CEDICT, the script-formats recogniser) and work with no LLM; the rest need the chat engine and
// answer 9001 AI引擎未配置 without one. Nothing writes a document: answers are proposals.

/** `POST /ai_web/ai/keyword_extraction`: keywords of a text (jieba TF-IDF or TextRank; LLM-refined when configured). */
export const aiKeywordExtraction = defineCall({
  method: 'POST',
  path: '/ai_web/ai/keyword_extraction',
  service: 'ai',
  area: 'ai',
  summary: '提取关键词',
  auth: 'user',
  input: ZKeywordExtraction,
  output: ZKeywordExtractionResult,
});

/** `POST /ai_web/ai/keyword_expansion`: related words of keywords (CC-CEDICT compounds; LLM-refined when configured). */
export const aiKeywordExpansion = defineCall({
  method: 'POST',
  path: '/ai_web/ai/keyword_expansion',
  service: 'ai',
  area: 'ai',
  summary: '扩展关键词',
  auth: 'user',
  input: ZKeywordExpansion,
  output: ZKeywordExpansionResult,
});

/** `POST /ixj_web/keyword/translate_to_english_keywords`: English of Chinese keywords (CC-CEDICT); data false when none translates. */
export const keywordTranslateToEnglish = defineCall({
  method: 'POST',
  path: '/ixj_web/keyword/translate_to_english_keywords',
  service: 'main',
  area: 'ai',
  summary: '关键词翻译为英文',
  auth: 'user',
  input: ZTranslateKeywords,
  output: ZTranslateKeywordsResult,
});

/** `POST /ixj_web/common/translator`: translate a text (chat engine). */
export const commonTranslator = defineCall({
  method: 'POST',
  path: '/ixj_web/common/translator',
  service: 'main',
  area: 'ai',
  summary: '翻译',
  auth: 'user',
  input: ZTranslator,
  output: ZTranslatorResult,
});

/** `POST /ixj_web/ai/error_correction`: typos and wrong characters, as suggestions with offsets. */
export const aiErrorCorrection = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/error_correction',
  service: 'main',
  area: 'ai',
  summary: 'AI纠错',
  auth: 'user',
  input: ZErrorCorrection,
  output: ZErrorCorrectionResult,
});

/** `POST /ixj_web/ai/generate_name`: names for a character by genre, era and gender. */
export const aiGenerateName = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/generate_name',
  service: 'main',
  area: 'ai',
  summary: 'AI起名',
  auth: 'user',
  input: ZGenerateName,
  output: ZGenerateNameResult,
});

/** `POST /ixj_web/ai/conflict_material`: conflict ideas for a passage or premise. */
export const aiConflictMaterial = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/conflict_material',
  service: 'main',
  area: 'ai',
  summary: 'AI冲突素材',
  auth: 'user',
  input: ZConflictMaterial,
  output: ZConflictMaterialResult,
});

/** `POST /ixj_web/ai/material_property`: properties of a material (person, place, prop). */
export const aiMaterialProperty = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/material_property',
  service: 'main',
  area: 'ai',
  summary: 'AI素材属性',
  auth: 'user',
  input: ZMaterialProperty,
  output: ZMaterialPropertyResult,
});

/** `POST /ixj_web/ai/segment_format`: a passage split into script element lines (local rules). */
export const aiSegmentFormat = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/segment_format',
  service: 'main',
  area: 'ai',
  summary: '分段格式化为剧本元素',
  auth: 'user',
  input: ZSegmentFormat,
  output: ZSegmentFormatResult,
});

/** `POST /ai_web/ai/element/full_format`: starts recognising a whole work's script elements (durable job). */
export const aiElementFullFormat = defineCall({
  method: 'POST',
  path: '/ai_web/ai/element/full_format',
  service: 'ai',
  area: 'ai',
  summary: '全书剧本元素识别（提交任务）',
  auth: 'user',
  input: ZFullFormat,
  output: z.object({ job_id: z.string() }),
});

/** `GET /ai_web/ai/element/full_format_status?job_id=`: progress, then the proposed changes. */
export const aiElementFullFormatStatus = defineCall({
  method: 'GET',
  path: '/ai_web/ai/element/full_format_status',
  service: 'ai',
  area: 'ai',
  summary: '全书剧本元素识别（查询进度与结果）',
  auth: 'user',
  input: ZFullFormatStatusInput,
  output: ZFullFormatStatus,
});

/** `POST /ixj_web/ai/edit_element`: one script element rewritten by an instruction, keeping its kind. */
export const aiEditElement = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/edit_element',
  service: 'main',
  area: 'ai',
  summary: 'AI修改剧本元素',
  auth: 'user',
  input: ZEditElement,
  output: ZEditElementResult,
});

/** `POST /ixj_web/ai/update_element_order`: a proposed order for lines (a permutation of the indexes sent). */
export const aiUpdateElementOrder = defineCall({
  method: 'POST',
  path: '/ixj_web/ai/update_element_order',
  service: 'main',
  area: 'ai',
  summary: 'AI调整元素顺序',
  auth: 'user',
  input: ZUpdateElementOrder,
  output: ZUpdateElementOrderResult,
});
