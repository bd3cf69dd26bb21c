import {
  AiTextMessage,
  aiConflictMaterial,
  aiEditElement,
  aiElementFullFormat,
  aiElementFullFormatStatus,
  aiErrorCorrection,
  aiGenerateName,
  aiKeywordExpansion,
  aiKeywordExtraction,
  aiMaterialProperty,
  aiSegmentFormat,
  aiUpdateElementOrder,
  commonTranslator,
  JobMessage,
  keywordTranslateToEnglish,
  ok,
  Status,
  type TFullFormatResult,
} from '@juzuo/schemas';
import { recogniseLine } from '@juzuo/script-formats/readers';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { z } from 'zod';
import { elementFullFormat } from '../../jobs/element-format/definition';
import { findOwnJob } from '../../jobs/repo';
import { AppError } from '../../lib/errors';
import { completeJson } from '../../lib/llm-json';
import { route } from '../../lib/route';
import { conflictMaterialPrompt } from '../../prompts/conflict-material';
import { editElementPrompt, elementOrderPrompt } from '../../prompts/edit-element';
import { errorCorrectionPrompt } from '../../prompts/error-correction';
import { generateNamePrompt } from '../../prompts/generate-name';
import { materialPropertyPrompt } from '../../prompts/material-property';
import { translatorPrompt } from '../../prompts/translator';
import { promptName } from '../../prompts/types';
import { requireWork } from '../works/access';
import { placeCorrections } from './corrections';
import { engineAnswer } from './engine-answer';
import { expandKeywords, extractKeywords, keywordsToEnglish } from './keywords';

const pairs = <K extends string, V extends string>(k: K, v: V) =>
  z.array(z.object({ [k]: z.string(), [v]: z.string() } as Record<K | V, z.ZodString>));
/** Chinese names of the script elements, as the editor's element picker shows them. */
const ELEMENT_NAMES = {
  scene: '场景标题',
  characters: '人物行',
  action: '动作',
  dialogue: '对白',
  transition: '转场',
  plain: '正文',
} as const;
const GENDER = { male: '男', female: '女', any: '不限' } as const;

/**
 * AI text tools (issue 15): keywords and their English on the local engines (jieba, CC-CEDICT),
 * segment_format on the script recogniser the importer uses, and the chat-engine tasks (error
 * correction, names, conflicts, material properties, translation), each from its prompt file with a
 * json_schema answer. Nothing here writes a document: the answers are proposals the writer applies.
 */
export const aiTextModule = fp(
  async (app: FastifyInstance) => {
    // POST /ai_web/ai/keyword_extraction
    route(app, aiKeywordExtraction, {}, async (request) => ok(await extractKeywords(app, request.input)));

    // POST /ai_web/ai/keyword_expansion
    route(app, aiKeywordExpansion, {}, async (request) => ok(await expandKeywords(app, request.input)));

    // POST /ixj_web/keyword/translate_to_english_keywords
    route(app, keywordTranslateToEnglish, {}, async (request) =>
      ok(await keywordsToEnglish(app, request.input.keywords)),
    );

    // POST /ixj_web/common/translator
    route(app, commonTranslator, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { text, target } = request.input;
      const language = target === 'en' ? '英文' : '简体中文';
      const answer = await engineAnswer(request.log, 'translator', () =>
        engine.complete({
          messages: [
            { role: 'system', content: translatorPrompt.system },
            { role: 'user', content: `【目标语言】${language}\n【待翻译文字】\n${text}` },
          ],
          temperature: 0.2,
        }),
      );
      return ok({ text: answer.content.trim(), target });
    });

    // POST /ixj_web/ai/error_correction
    route(app, aiErrorCorrection, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { text } = request.input;
      const shape = z.object({
        suggestions: z.array(z.object({ original: z.string(), replacement: z.string(), reason: z.string() })),
      });
      const answer = await engineAnswer(request.log, 'error_correction', () =>
        completeJson(engine, errorCorrectionPrompt, `【待纠错文字】\n${text}`, shape),
      );
      return ok({
        suggestions: placeCorrections(text, answer.suggestions),
        prompt: promptName(errorCorrectionPrompt),
      });
    });

    // POST /ixj_web/ai/generate_name
    route(app, aiGenerateName, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { genre, era, gender, role, count } = request.input;
      const user = [
        '【起名要求】',
        `题材：${genre || '不限'}`,
        `时代：${era || '不限'}`,
        `性别：${GENDER[gender]}`,
        role ? `人物：${role}` : '',
        `数量：${count}个`,
      ]
        .filter(Boolean)
        .join('\n');
      const answer = await engineAnswer(request.log, 'generate_name', () =>
        completeJson(engine, generateNamePrompt, user, z.object({ names: pairs('name', 'reason') })),
      );
      const seen = new Set<string>();
      const names = answer.names
        .map((n) => ({ name: n.name.trim(), reason: n.reason.trim() }))
        .filter((n) => n.name && n.name.length <= 12 && !seen.has(n.name) && seen.add(n.name))
        .slice(0, count);
      return ok({ names, prompt: promptName(generateNamePrompt) });
    });

    // POST /ixj_web/ai/conflict_material
    route(app, aiConflictMaterial, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { text, count } = request.input;
      const answer = await engineAnswer(request.log, 'conflict_material', () =>
        completeJson(
          engine,
          conflictMaterialPrompt,
          `【数量】${count}条\n【剧情】\n${text}`,
          z.object({ list: pairs('title', 'description') }),
        ),
      );
      return ok({ list: answer.list.slice(0, count), prompt: promptName(conflictMaterialPrompt) });
    });

    // POST /ixj_web/ai/material_property
    route(app, aiMaterialProperty, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { name, text } = request.input;
      const answer = await engineAnswer(request.log, 'material_property', () =>
        completeJson(
          engine,
          materialPropertyPrompt,
          `【素材】${name}${text ? `\n【参考文字】\n${text}` : ''}`,
          z.object({ properties: pairs('name', 'value') }),
        ),
      );
      return ok({ properties: answer.properties, prompt: promptName(materialPropertyPrompt) });
    });

    // POST /ixj_web/ai/segment_format
    route(app, aiSegmentFormat, {}, async (request) => {
      const script = request.input.script === 1;
      const lines = request.input.text
        .split(/\r?\n/)
        .filter((line) => line.trim())
        .map((line) => recogniseLine(line, script));
      return ok({ lines });
    });

    // POST /ixj_web/ai/edit_element
    route(app, aiEditElement, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { text, kind, instruction } = request.input;
      const user = `【元素类型】${ELEMENT_NAMES[kind]}\n【修改要求】${instruction || '（无）'}\n【待修改元素】\n${text}`;
      const answer = await engineAnswer(request.log, 'edit_element', () =>
        completeJson(engine, editElementPrompt, user, z.object({ text: z.string() })),
      );
      // One line: an element is one paragraph of the editor.
      const edited = answer.text.replace(/\s*\n+\s*/g, ' ').trim();
      if (!edited) throw new AppError(Status.SERVER_ERROR, AiTextMessage.badAnswer);
      return ok({ text: edited, kind, prompt: promptName(editElementPrompt) });
    });

    // POST /ixj_web/ai/update_element_order
    route(app, aiUpdateElementOrder, {}, async (request) => {
      const engine = app.engines.require('chat');
      const { lines, instruction } = request.input;
      const user = `【调整要求】${instruction || '（无）'}\n【待排序行】\n${lines.map((l, i) => `${i}. ${l}`).join('\n')}`;
      const answer = await engineAnswer(request.log, 'update_element_order', () =>
        completeJson(engine, elementOrderPrompt, user, z.object({ order: z.array(z.number().int()) })),
      );
      // Only a permutation of the lines sent is an order; anything else is a bad answer.
      const order = answer.order;
      const permutation =
        order.length === lines.length &&
        new Set(order).size === lines.length &&
        order.every((i) => i >= 0 && i < lines.length);
      if (!permutation) throw new AppError(Status.SERVER_ERROR, AiTextMessage.badAnswer);
      return ok({ order, lines: order.map((i) => lines[i] ?? ''), prompt: promptName(elementOrderPrompt) });
    });

    // POST /ai_web/ai/element/full_format
    route(app, aiElementFullFormat, {}, async (request) => {
      const { project_id, doc_ids } = request.input;
      const access = await requireWork(app, request.auth.userId, project_id);
      const row = await app.jobs.enqueue(elementFullFormat, {
        userId: request.auth.userId,
        teamId: access.work.teamId,
        title: `剧本元素识别：${access.work.name}`,
        input: doc_ids ? { project_id, doc_ids } : { project_id },
      });
      return ok({ job_id: row.id });
    });

    // GET /ai_web/ai/element/full_format_status
    route(app, aiElementFullFormatStatus, {}, async (request) => {
      const row = await findOwnJob(app.database.db, request.auth.userId, request.input.job_id);
      if (!row || row.kind !== elementFullFormat.name)
        throw new AppError(Status.NOT_FOUND, JobMessage.notFound);
      return ok({
        job_id: row.id,
        state: row.state,
        progress: row.progress,
        result: row.state === 'done' ? (row.result as TFullFormatResult) : null,
        error: row.error || null,
      });
    });
  },
  { name: 'ai-text' },
);
