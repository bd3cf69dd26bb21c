import {
  aiConflictMaterial,
  aiEditElement,
  aiErrorCorrection,
  aiGenerateName,
  aiKeywordExpansion,
  aiKeywordExtraction,
  aiMaterialProperty,
  aiSegmentFormat,
  aiUpdateElementOrder,
  commonTranslator,
  keywordTranslateToEnglish,
  Status,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpDouble } from '../../engines/testing/http-double';
import type { LlmDoubleBody } from '../../engines/testing/llm-double';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';

// AI text tools: the local engines on real data (jieba's dictionary, the shipped CC-CEDICT) with and
// without an LLM, and the chat-engine tasks against the OpenAI-compatible double (real protocol,
// json_schema requests, an answer in a ```json fence, HTTP 500, prose without JSON).

const PASSAGE =
  '长安城的夜晚，张小敬握紧手中的长刀，在次走进灯火通明的西市。他以经知道，突厥狼卫就藏在人群里。' +
  '靖安司的捕快们沿着坊墙搜索，狼卫的首领却在望楼上冷冷注视着整座长安城。张小敬必须在天亮前找到狼卫。';

describe('AI text tools with a chat engine', () => {
  let app: FastifyInstance;
  let llm: HttpDouble;
  let token: string;
  const lastBody = () => llm.requests.at(-1)?.json as LlmDoubleBody & { response_format?: { type: string } };

  beforeAll(async () => {
    llm = await startLlmDouble();
    app = await createTestApp({ LLM_BASE_URL: `${llm.url}/v1`, LLM_MODELS: 'qwen-double' });
    token = (await signInBySms(app, '13615100001')).token;
  }, 180_000);
  afterAll(async () => {
    await app.close();
    await llm.close();
  });

  it('keyword_extraction: jieba TF-IDF on a Chinese passage, refined by the LLM', async () => {
    const local = await okDef(app, aiKeywordExtraction, {
      token,
      input: { text: PASSAGE, top_k: 6, refine: 0 },
    });
    expect(local.engine).toBe('jieba');
    const words = local.keywords.map((k) => k.keyword);
    expect(words).toEqual(expect.arrayContaining(['长安城', '西市', '捕快']));
    expect(local.keywords).toHaveLength(6);
    const rank = await okDef(app, aiKeywordExtraction, {
      token,
      input: { text: PASSAGE, top_k: 6, method: 'textrank', refine: 0 },
    });
    expect(rank.keywords.map((k) => k.keyword)).toContain('长安城');
    expect(rank.keywords.map((k) => k.keyword)).not.toEqual(words);
    const refined = await okDef(app, aiKeywordExtraction, { token, input: { text: PASSAGE, top_k: 6 } });
    expect(refined.engine).toBe('jieba+llm');
    expect(refined.keywords.map((k) => k.keyword)).toEqual([...words.slice(0, 3).reverse(), '测试补充词']);
    expect(lastBody().response_format?.type).toBe('json_schema');
    expect(lastBody().messages.at(-1)?.content).toContain(`【候选关键词】${words.join('、')}`);
  });

  it('keyword_expansion: dictionary compounds, the LLM words first', async () => {
    const local = await okDef(app, aiKeywordExpansion, {
      token,
      input: { keywords: ['剑', '皇帝'], refine: 0 },
    });
    expect(local.engine).toBe('cedict');
    expect(local.list[0]?.keyword).toBe('剑');
    expect(local.list[0]?.related.length).toBe(8);
    expect(local.list[0]?.related.every((w) => w.includes('剑'))).toBe(true);
    const refined = await okDef(app, aiKeywordExpansion, { token, input: { keywords: ['剑'], top_k: 5 } });
    expect(refined.engine).toBe('cedict+llm');
    expect(refined.list[0]?.related.slice(0, 2)).toEqual(['剑联想一', '剑联想二']);
    expect(refined.list[0]?.related).toHaveLength(5);
  });

  it('translate_to_english_keywords: CC-CEDICT, jieba for phrases, false when nothing translates', async () => {
    const data = await okDef(app, keywordTranslateToEnglish, {
      token,
      input: { keywords: ['剑客', '皇帝', '月光下的剑客', 'cyberpunk'] },
    });
    expect(data).not.toBe(false);
    if (data === false) return;
    expect(data.list.map((k) => k.english)).toEqual([
      'swordsman',
      'emperor',
      expect.stringContaining('swordsman'),
      'cyberpunk',
    ]);
    expect(data.english).toContain('swordsman, emperor');
    const none = await callDef(app, keywordTranslateToEnglish, { token, input: { keywords: ['ㄅㄆㄇ'] } });
    expect([none.status, none.data]).toEqual([0, false]);
  });

  it('common/translator: the chat engine translates', async () => {
    const data = await okDef(app, commonTranslator, { token, input: { text: '月光下的剑客' } });
    expect(data).toEqual({ text: '[EN] 月光下的剑客', target: 'en' });
    expect(lastBody().messages.at(-1)?.content).toContain('【目标语言】英文');
  });

  it('error_correction: suggestions with offsets that hold the original words', async () => {
    const data = await okDef(app, aiErrorCorrection, { token, input: { text: PASSAGE } });
    expect(data.prompt).toBe('error_correction@v1');
    expect(data.suggestions.map((s) => [s.original, s.replacement])).toEqual([
      ['在次', '再次'],
      ['以经', '已经'],
    ]);
    for (const s of data.suggestions) expect(PASSAGE.slice(s.offset, s.offset + s.length)).toBe(s.original);
    const clean = await okDef(app, aiErrorCorrection, { token, input: { text: '一切正常的句子。' } });
    expect(clean.suggestions).toEqual([]);
  });

  it('generate_name, conflict_material, material_property answer the task shapes', async () => {
    const names = await okDef(app, aiGenerateName, {
      token,
      input: { genre: '古装', era: '唐', gender: 'female', count: 2 },
    });
    expect(names.names.map((n) => n.name)).toEqual(['沈清辞', '苏晚棠']);
    expect(lastBody().messages.at(-1)?.content).toContain('时代：唐');
    const conflicts = await okDef(app, aiConflictMaterial, { token, input: { text: PASSAGE, count: 1 } });
    expect(conflicts.list).toEqual([{ title: '身份暴露', description: expect.stringContaining('身份') }]);
    const props = await okDef(app, aiMaterialProperty, { token, input: { name: '靖安司' } });
    expect(props.properties[0]).toEqual({ name: '名称', value: '靖安司' });
  });

  it('engine failures: HTTP 500 is 5000 系统错误, prose without JSON is 5000 with its own words', async () => {
    const broken = await callDef(app, aiErrorCorrection, { token, input: { text: '引擎坏了' } });
    expect([broken.httpStatus < 500, broken.status, broken.msg]).toEqual([
      true,
      Status.SERVER_ERROR,
      '系统错误',
    ]);
    const prose = await callDef(app, aiGenerateName, { token, input: { role: '乱码' } });
    expect([prose.status, prose.msg]).toEqual([Status.SERVER_ERROR, 'AI返回的内容格式不对，请重试']);
    // A failed refinement keeps jieba's own list.
    const kept = await okDef(app, aiKeywordExtraction, { token, input: { text: `${PASSAGE}坏了` } });
    expect(kept.engine).toBe('jieba');
  });

  it('edit_element keeps the kind in one line; update_element_order answers a permutation', async () => {
    const edited = await okDef(app, aiEditElement, {
      token,
      input: { text: '张小敬：五尊阎罗在此。', kind: 'dialogue', instruction: '更凶狠' },
    });
    expect(edited).toEqual({
      text: '张小敬：五尊阎罗在此。（已修改）',
      kind: 'dialogue',
      prompt: 'edit_element@v1',
    });
    expect(lastBody().messages.at(-1)?.content).toContain('【元素类型】对白');
    const order = await okDef(app, aiUpdateElementOrder, {
      token,
      input: { lines: ['甲起身', '乙开门', '丙进屋'] },
    });
    expect([order.order, order.lines]).toEqual([
      [2, 1, 0],
      ['丙进屋', '乙开门', '甲起身'],
    ]);
    const one = await callDef(app, aiUpdateElementOrder, { token, input: { lines: ['甲'] } });
    expect([one.status !== 0, one.msg]).toEqual([true, expect.stringContaining('至少需要两行')]);
    const kind = await callDef(app, aiEditElement, { token, input: { text: '甲', kind: 'x' as never } });
    expect(kind.msg).toContain('kind 取值不合法');
  });

  it('segment_format: lines as script elements by the importer rules', async () => {
    const data = await okDef(app, aiSegmentFormat, {
      token,
      input: {
        text: '1-1 夜 外 长安城\n人物：张小敬、李必\n△张小敬拔刀。\n\n张小敬：五尊阎罗在此。\n切至：',
      },
    });
    expect(data.lines.map((l) => l.kind)).toEqual([
      'scene',
      'characters',
      'action',
      'dialogue',
      'transition',
    ]);
    expect(data.lines[2]?.text).toBe('张小敬拔刀。');
  });

  it('refuses bad input with a Chinese message and callers without a token', async () => {
    const cases = [
      [aiKeywordExtraction, { text: '  ' }, '请输入文字'],
      [aiKeywordExtraction, { text: '甲', top_k: 99 }, 'top_k 最多为50'],
      [aiKeywordExpansion, { keywords: [] }, '请至少给出一个关键词'],
      [keywordTranslateToEnglish, { keywords: 'x' }, 'keywords 须为关键词列表'],
      [aiGenerateName, { gender: 'x' }, 'gender 取值不合法'],
      [aiErrorCorrection, { text: '字'.repeat(5001) }, '文字不能超过5000个字'],
      [commonTranslator, { text: '你好', target: 'fr' }, 'target 只能是 en 或 zh'],
    ] as const;
    for (const [def, input, msg] of cases) {
      const res = await callDef(app, def, { token, input: input as never });
      expect([def.path, res.status !== 0, res.httpStatus < 500, res.msg]).toEqual([
        def.path,
        true,
        true,
        expect.stringContaining(msg),
      ]);
    }
    const anonymous = await callDef(app, aiErrorCorrection, { input: { text: '你好' } });
    expect(anonymous.status).not.toBe(0);
  });
});

describe('AI text tools without a chat engine', () => {
  let app: FastifyInstance;
  let token: string;
  beforeAll(async () => {
    app = await createTestApp({});
    token = (await signInBySms(app, '13615100101')).token;
  }, 180_000);
  afterAll(async () => app.close());

  it('the local engines answer; the LLM tasks answer 9001 AI引擎未配置', async () => {
    const keywords = await okDef(app, aiKeywordExtraction, { token, input: { text: PASSAGE } });
    expect(keywords.engine).toBe('jieba');
    const expanded = await okDef(app, aiKeywordExpansion, { token, input: { keywords: ['剑'] } });
    expect(expanded.engine).toBe('cedict');
    const english = await okDef(app, keywordTranslateToEnglish, { token, input: { keywords: ['剑客'] } });
    expect(english === false ? false : english.english).toBe('swordsman');
    for (const [def, input] of [
      [aiErrorCorrection, { text: PASSAGE }],
      [aiGenerateName, {}],
      [aiConflictMaterial, { text: PASSAGE }],
      [aiMaterialProperty, { name: '靖安司' }],
      [commonTranslator, { text: '你好' }],
      [aiEditElement, { text: '甲', kind: 'action' }],
      [aiUpdateElementOrder, { lines: ['甲', '乙'] }],
    ] as const) {
      const res = await callDef(app, def, { token, input: input as never });
      expect([def.path, res.status, res.msg]).toEqual([def.path, Status.AI_ENGINE_MISSING, 'AI引擎未配置']);
    }
  });
});
