import { NovelScriptMessage, type TNovelTarget } from '@juzuo/schemas';
import { z } from 'zod';
import { isEngineError } from '../../engines/errors';
import type { ChatEngine } from '../../engines/openai/types';
import { completeJson, LlmShapeError } from '../../lib/llm-json';
import { novelToScriptPrompt } from '../../prompts/novel-to-script';
import { JobError } from '../define';
import type { NovelChunk } from './chapters';
import { canonicalName, memoryText, mergeMemory, type NovelMemory } from './memory';

const name = z.string().trim().max(30);
/** A chunk's answer as the script model accepts it: every line one of its elements, nothing empty. */
const ZChunkAnswer = z.object({
  scenes: z
    .array(
      z.object({
        heading: z.string().trim().min(1).max(60),
        characters: z.array(name),
        lines: z
          .array(
            z
              .object({
                type: z.enum(['action', 'dialogue', 'transition']),
                speaker: name.default(''),
                parenthetical: z.string().trim().max(40).default(''),
                text: z.string().trim().min(1).max(2000),
              })
              .refine((l) => l.type !== 'dialogue' || l.speaker.length > 0),
          )
          .min(1),
      }),
    )
    .min(1),
  memory: z.object({
    characters: z.array(z.object({ name, aliases: z.array(name).default([]), note: z.string().default('') })),
    summary: z.string().default(''),
    threads: z.array(z.string()).default([]),
  }),
});
export type TChunkScene = z.infer<typeof ZChunkAnswer>['scenes'][number];

const TARGET_WORDS: Record<TNovelTarget, string> = {
  short_drama: '竖屏短剧：节奏快，每场短，冲突前置，台词口语化',
  series: '剧集：场景可以完整展开，保留人物关系与细节',
};

/** Note added to the one retry after an answer that was not the script shape. */
const RETRY_NOTE = '【上次回答无效】上次的回答不是要求的 JSON 格式，请严格按格式重新回答。';

/** The user turn of one chunk. */
export function chunkPrompt(
  chunk: NovelChunk,
  index: number,
  total: number,
  memory: NovelMemory,
  target: TNovelTarget,
): string {
  return [
    `【改编要求】${TARGET_WORDS[target]}。这是第${index + 1}段（共${total}段）${chunk.chapterTitle ? `，属于「${chunk.chapterTitle}」` : ''}。`,
    `【前情】\n${memoryText(memory)}`,
    `【小说片段】\n${chunk.text}`,
  ].join('\n');
}

/**
 * Adapts one chunk: the prompt file's json_schema request (the answer read by extractJson where an
 * engine ignores the schema), checked against the script model. One retry on an answer of the wrong
 * shape, then the chunk fails for good (no retry can make a model answer differently by itself); an
 * engine failure fails the attempt so the queue retries with backoff. Names are mapped to the
 * memory's canonical ones, so an alias the model slipped into a line still reads as one character.
 */
export async function convertChunk(
  engine: ChatEngine,
  args: {
    chunk: NovelChunk;
    index: number;
    total: number;
    memory: NovelMemory;
    target: TNovelTarget;
    signal: AbortSignal;
  },
): Promise<{ scenes: TChunkScene[]; memory: NovelMemory }> {
  const user = chunkPrompt(args.chunk, args.index, args.total, args.memory, args.target);
  const n = args.index + 1;
  let answer: z.infer<typeof ZChunkAnswer> | null = null;
  for (const prompt of [user, `${user}\n${RETRY_NOTE}`]) {
    try {
      answer = await completeJson(engine, novelToScriptPrompt, prompt, ZChunkAnswer, { signal: args.signal });
      break;
    } catch (error) {
      if (error instanceof LlmShapeError) continue;
      if (isEngineError(error) && !args.signal.aborted)
        throw new JobError(NovelScriptMessage.engineFailed(n), { cause: error });
      throw error;
    }
  }
  if (!answer) throw new JobError(NovelScriptMessage.badChunk(n), { retry: false });
  const memory = mergeMemory(args.memory, answer.memory);
  const named = (s: string) => canonicalName(memory, s);
  const scenes = answer.scenes.map((scene) => ({
    heading: scene.heading,
    characters: [...new Set(scene.characters.map(named).filter(Boolean))],
    lines: scene.lines.map((l) => ({ ...l, speaker: l.speaker ? named(l.speaker) : '' })),
  }));
  return { scenes, memory };
}
