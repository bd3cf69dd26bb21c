import { EvaluateDimensions, type TEvaluateQuote, type TEvaluateReport } from '@juzuo/schemas';
import type { TChunkAnswer } from './chunk-answer';

/** Quotes kept per dimension after merging all chunks. */
const QUOTES_PER_DIMENSION = 3;
const clamp = (n: number) => Math.min(10, Math.max(0, Math.round(n * 10) / 10));
/** Quote marks and ellipses models add around a quote. */
const TRIM = /^[\s“”"'‘’「」『』…。.]+|[\s“”"'‘’「」『』…]+$/g;

/**
 * Finds a quote in the snapshot: verbatim, else without the quote marks and trailing dots models add.
 * Null when the text does not contain it (the engine invented or paraphrased it).
 */
export function verifyQuote(snapshot: string, quote: string): TEvaluateQuote | null {
  for (const candidate of [quote, quote.replace(TRIM, '')]) {
    const text = candidate.trim();
    if (text.length < 2) continue;
    const start = snapshot.indexOf(text);
    if (start >= 0) return { text, start };
  }
  return null;
}

/** One chunk's answer with where the chunk sits in the snapshot and how long it is. */
export interface PlacedChunk {
  answer: TChunkAnswer;
  length: number;
}

export type MergedReport = Omit<
  TEvaluateReport,
  'report_id' | 'eid' | 'snapshot_id' | 'create_time' | 'prompt'
>;

/**
 * Merges the chunk answers into one report. Each dimension's score is the average over the chunks
 * weighted by chunk length (a short tail chunk does not outweigh the body); reasons are the distinct
 * chunk reasons in order; quotes are kept only when found in the snapshot. For short drama: the hook
 * of the first chunk, every episode's cliffhanger, the paywall the engine proposed for the episode
 * with the strongest cliffhanger among its proposals, and verified payoffs per 1000 characters.
 */
export function mergeChunks(
  snapshot: string,
  chunks: PlacedChunk[],
  genre: 'script' | 'novel',
): MergedReport {
  let dropped = 0;
  const verify = (q: string): TEvaluateQuote | null => {
    if (!q.trim()) return null;
    const found = verifyQuote(snapshot, q);
    if (!found) dropped += 1;
    return found;
  };

  const dimensions = EvaluateDimensions.map((d) => {
    let weighted = 0;
    let weight = 0;
    const reasons: string[] = [];
    const quotes: TEvaluateQuote[] = [];
    for (const chunk of chunks) {
      const answer = chunk.answer.dimensions.find((x) => x.key === d.key);
      if (!answer) continue;
      const w = Math.max(1, chunk.length);
      weighted += clamp(answer.score) * w;
      weight += w;
      const reason = answer.reason.trim();
      if (reason && !reasons.includes(reason)) reasons.push(reason);
      for (const q of answer.quotes) {
        const found = verify(q);
        if (found && quotes.length < QUOTES_PER_DIMENSION && !quotes.some((x) => x.start === found.start))
          quotes.push(found);
      }
    }
    return {
      key: d.key,
      name: d.name,
      score: weight ? clamp(weighted / weight) : 0,
      reason: reasons.join('\n'),
      quotes,
    };
  });
  const scored = dimensions.filter((d) => d.reason || d.score);
  const overall = scored.length ? clamp(scored.reduce((n, d) => n + d.score, 0) / scored.length) : 0;
  const summary = chunks
    .map((c) => c.answer.summary.trim())
    .filter(Boolean)
    .join('\n');

  let drama: TEvaluateReport['drama'] = null;
  if (genre === 'script') {
    const hook = chunks[0]?.answer.hook;
    const cliffhangers = chunks.flatMap((c) =>
      c.answer.episodes.map((e) => ({
        episode: e.episode.trim(),
        score: clamp(e.score),
        reason: e.reason.trim(),
        quote: verify(e.cliffhanger),
      })),
    );
    const proposals = chunks
      .map((c) => c.answer.paywall)
      .filter((p): p is { episode: string; reason: string } => Boolean(p?.episode.trim()));
    const strength = (episode: string) => cliffhangers.find((c) => c.episode === episode.trim())?.score ?? -1;
    const paywall = [...proposals].sort((a, b) => strength(b.episode) - strength(a.episode))[0] ?? null;
    const payoffs: TEvaluateQuote[] = [];
    for (const p of chunks.flatMap((c) => c.answer.payoffs)) {
      const found = verify(p);
      if (found && !payoffs.some((x) => x.start === found.start)) payoffs.push(found);
    }
    drama = {
      first_episode_hook: {
        score: clamp(hook?.score ?? 0),
        reason: hook?.reason.trim() ?? '',
        quote: hook ? verify(hook.quote) : null,
      },
      cliffhangers,
      paywall: paywall ? { episode: paywall.episode.trim(), reason: paywall.reason.trim() } : null,
      payoff_density: {
        per_thousand: snapshot.length ? Math.round((payoffs.length / snapshot.length) * 1000 * 100) / 100 : 0,
        count: payoffs.length,
        quotes: payoffs,
      },
    };
  }
  return {
    genre,
    overall_score: overall,
    summary,
    dimensions,
    drama,
    chunks: chunks.length,
    char_count: snapshot.replace(/\s/g, '').length,
    dropped_quotes: dropped,
  };
}
