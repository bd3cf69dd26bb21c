import { adminSetSpecialTags, aiEvaluateUploadFile } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { HttpDouble } from '../../engines/testing/http-double';
import { startLlmDouble } from '../../engines/testing/llm-double';
import { createTestApp } from '../../test/app';
import { okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { type DocsFixture, docsFixture } from '../docs/testing';
import { multipartBody } from '../files/testing';

// Shared set-up of the AI evaluation tests (evaluation, character analysis, posting to review).

/** A test API for the evaluation calls, a docs fixture on it and an operator who sets special tags. */
export interface EvaluateFixture {
  app: FastifyInstance;
  /** The OpenAI-compatible double the API calls, or null when the API has no engine. */
  llm: HttpDouble | null;
  f: DocsFixture;
  /** The operator's token. */
  operator: string;
  /** Sets a user's ai_evaluate special tag (1 lets them evaluate). */
  setTag: (userId: string, ai_evaluate?: number) => Promise<unknown>;
  /** Closes the API and the double. */
  close: () => Promise<void>;
}

/**
 * Opens the API (with the LLM double unless `engine` is false; the operator is `adminPhone`) and
 * a docs fixture (`prefix`, 8 digits), then gives `tagged` (default the owner) the ai_evaluate tag.
 */
export async function evaluateFixture(opts: {
  adminPhone: string;
  prefix: string;
  engine?: boolean;
  tagged?: (f: DocsFixture) => readonly { user_id: string }[];
}): Promise<EvaluateFixture> {
  const llm = opts.engine === false ? null : await startLlmDouble();
  const app = await createTestApp({
    ...(llm ? { LLM_BASE_URL: `${llm.url}/v1`, LLM_MODELS: 'qwen-double' } : {}),
    ADMIN_PHONES: opts.adminPhone,
  });
  const operator = (await signInBySms(app, opts.adminPhone)).token;
  const f = await docsFixture(app, opts.prefix);
  const setTag = (userId: string, ai_evaluate = 1) =>
    okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: userId, special_tags: { ai_evaluate } },
    });
  for (const u of opts.tagged?.(f) ?? [f.owner]) await setTag(u.user_id);
  const close = async () => {
    await app.close();
    await llm?.close();
  };
  return { app, llm, f, operator, setTag, close };
}

/** The answer of an evaluation upload (POST /ai_web/ai/upload_file); never a 5xx. */
export async function uploadEvaluateFile(app: FastifyInstance, token: string, name: string, text: string) {
  const body = multipartBody([{ name: 'file', filename: name, data: Buffer.from(text, 'utf8') }]);
  const res = await app.inject({
    method: 'POST',
    url: aiEvaluateUploadFile.path,
    headers: { ...body.headers, authorization: `Bearer ${token}` },
    payload: body.payload,
  });
  expect(res.statusCode).toBeLessThan(500);
  return res.json() as { status: number; msg: string; data: { file_id: string; char_count: number } };
}
