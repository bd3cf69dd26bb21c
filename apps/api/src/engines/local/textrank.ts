/** A segmented word with its jieba part-of-speech tag. */
export interface TaggedWord {
  word: string;
  tag: string;
}

/** Parts of speech jieba's own TextRank keeps by default: place names, nouns, verbal nouns, verbs. */
const DEFAULT_POS = ['ns', 'n', 'vn', 'v'];
/** Co-occurrence window and PageRank settings of jieba's TextRank. */
const WINDOW = 5;
const DAMPING = 0.85;
const ITERATIONS = 10;

/**
 * TextRank keywords (Mihalcea & Tarau 2004, as in jieba.analyse.textrank): candidate words are
 * linked when they occur within a 5-word window; PageRank over that graph ranks them. Weights are
 * scaled so the best keyword has weight 1.
 */
export function textRank(
  words: readonly TaggedWord[],
  options: { topK: number; allowedPos?: string[] },
): Array<{ keyword: string; weight: number }> {
  const allowed = new Set(options.allowedPos?.length ? options.allowedPos : DEFAULT_POS);
  const isCandidate = (w: TaggedWord) => allowed.has(w.tag) && w.word.trim().length >= 2;
  const edges = new Map<string, Map<string, number>>();
  const link = (a: string, b: string) => {
    if (!edges.has(a)) edges.set(a, new Map());
    const m = edges.get(a)!;
    m.set(b, (m.get(b) ?? 0) + 1);
  };
  for (let i = 0; i < words.length; i++) {
    const a = words[i]!;
    if (!isCandidate(a)) continue;
    for (let j = i + 1; j < Math.min(words.length, i + WINDOW); j++) {
      const b = words[j]!;
      if (!isCandidate(b) || b.word === a.word) continue;
      link(a.word, b.word);
      link(b.word, a.word);
    }
  }
  const nodes = [...edges.keys()];
  if (!nodes.length) return [];
  const outWeight = new Map(nodes.map((n) => [n, [...edges.get(n)!.values()].reduce((s, w) => s + w, 0)]));
  let score = new Map(nodes.map((n) => [n, 1 / nodes.length]));
  for (let it = 0; it < ITERATIONS; it++) {
    const next = new Map<string, number>();
    for (const n of nodes) {
      let sum = 0;
      for (const [m, w] of edges.get(n)!) sum += (w / outWeight.get(m)!) * score.get(m)!;
      next.set(n, 1 - DAMPING + DAMPING * sum);
    }
    score = next;
  }
  const ranked = [...score.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const top = ranked[0]![1];
  return ranked.slice(0, options.topK).map(([keyword, s]) => ({ keyword, weight: s / top }));
}
