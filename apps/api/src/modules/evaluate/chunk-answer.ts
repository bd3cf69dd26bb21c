import { z } from 'zod';

/**
 * What the engine answers for one chunk (prompts/evaluate.ts). Lenient where small models drift:
 * scores may come as numeric text, missing lists read as empty.
 */
const score = z.coerce.number().catch(0);
const text = z.string().catch('');
export const ZChunkAnswer = z.object({
  summary: text.default(''),
  dimensions: z
    .array(
      z.object({
        key: z.string(),
        score,
        reason: text.default(''),
        quotes: z.array(z.string()).catch([]).default([]),
      }),
    )
    .min(1),
  hook: z
    .object({ score, reason: text.default(''), quote: text.default('') })
    .nullable()
    .catch(null)
    .default(null),
  episodes: z
    .array(z.object({ episode: z.string(), cliffhanger: text.default(''), score, reason: text.default('') }))
    .catch([])
    .default([]),
  payoffs: z.array(z.string()).catch([]).default([]),
  paywall: z
    .object({ episode: text.default(''), reason: text.default('') })
    .nullable()
    .catch(null)
    .default(null),
});
export type TChunkAnswer = z.infer<typeof ZChunkAnswer>;
