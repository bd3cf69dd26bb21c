import { z } from 'zod';

const text = z.string().catch('');
const texts = z.array(z.string()).catch([]).default([]);

/**
 * What the engine answers for one chunk (prompts/character-analyse.ts). Lenient where small models
 * drift: missing fields read as empty; a character without a name is dropped when merging.
 */
export const ZCharacterChunkAnswer = z.object({
  characters: z
    .array(
      z.object({
        name: text.default(''),
        role: text.default(''),
        summary: text.default(''),
        traits: texts,
        motivation: text.default(''),
        arc: text.default(''),
        relations: z
          .array(z.object({ name: text.default(''), relation: text.default('') }))
          .catch([])
          .default([]),
        quotes: texts,
      }),
    )
    .catch([]),
});
export type TCharacterChunkAnswer = z.infer<typeof ZCharacterChunkAnswer>;
