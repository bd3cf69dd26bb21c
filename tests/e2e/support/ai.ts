import { startLlmDouble } from '@juzuo/api';
import { afterAll, expect, inject } from 'vitest';
import {
  editorText,
  openEditor,
  type ScriptFixture,
  scriptFixture,
  wait,
  waitSynced,
} from '../editor/support';
import type { SignedIn } from './api';
import { AI_MODELS, LLM_DOUBLE_OPTIONS } from './shared';
import { type Story, useStory } from './story';

/** The AI stories' product: LLM_BASE_URL at an OpenAI-compatible double in this process, an operator. */
export interface AiStory {
  story: Story;
  /** Sets the user's special_tags.ai_chat through the operator (1: the qwen family). */
  grantAiChat(userId: string, level?: number): Promise<void>;
}

/**
 * The env of a product whose chat engine is the LLM double (a real HTTP server speaking the
 * OpenAI-compatible protocol, SSE chunks split across packets), with `operator` in ADMIN_PHONES.
 * This is the run's shared double, so a file whose operator is in AI_SHARED_OPERATORS runs on the
 * shared AI product (support/shared.ts); without a shared AI product (E2E_SHARED_AI=0) the file
 * starts a double like it in this process for its own product. Call at the top of a file.
 */
export async function llmEnv(operator: string): Promise<Record<string, string>> {
  let url = inject('e2eShared')?.ai?.llmUrl;
  if (!url) {
    const llm = await startLlmDouble(LLM_DOUBLE_OPTIONS);
    afterAll(() => llm.close());
    url = llm.url;
  }
  return { LLM_BASE_URL: `${url}/v1`, LLM_MODELS: AI_MODELS, ADMIN_PHONES: operator };
}

/**
 * Registers a story file whose product talks to the LLM double (llmEnv) with `operator` in
 * ADMIN_PHONES. Call at the top of the file: the double is known before the product starts.
 */
export async function useAiStory(operator: string): Promise<AiStory> {
  const story = useStory({ env: await llmEnv(operator) });
  // One sign-in per file: a second SMS code for the same phone within 60 s is refused (4029).
  let signedIn: Promise<SignedIn> | undefined;
  return {
    story,
    async grantAiChat(userId, level = 1) {
      signedIn ??= story.api.signInBySms(operator);
      const op = await signedIn;
      await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
        token: op.token,
        body: { user_id: userId, special_tags: { ai_chat: level } },
      });
    },
  };
}

/**
 * A script work whose episode holds `html`; a writer with the AI chat tag and a second writer
 * (both WriteWork), each with the editor open, showing `shows` and synced.
 */
export async function twoWritersWithAi(ai: AiStory, html: string, shows: string) {
  const { story } = ai;
  const fx: ScriptFixture = await scriptFixture(story);
  const writerWho: SignedIn = await fx.member(['WriteWork']);
  const otherWho: SignedIn = await fx.member(['WriteWork']);
  await ai.grantAiChat(writerWho.userId);
  await story.api.call('PUT', '/ixj_web/project/doc/update_version', {
    token: fx.owner.token,
    body: { doc_id: fx.docId, content: html },
  });
  const writer = await story.signedIn({ who: writerWho, teamId: fx.teamId });
  const other = await story.signedIn({ who: otherWho, teamId: fx.teamId });
  for (const v of [writer, other]) {
    await openEditor(v.page, fx.docId);
    await expect.poll(() => editorText(v.page), wait).toContain(shows);
    await waitSynced(v.page);
  }
  return { fx, writer, other };
}
