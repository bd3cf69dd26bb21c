// Token estimates and chunking of long texts for LLM prompts (chat now; evaluation and
// novel-to-script reuse it). No tokenizer of the engine's model is available here, so the estimate
// is deliberately generous: a CJK character counts as one token (Qwen, Llama and GPT tokenizers give
// 0.6-1.5 per character), any other text four characters a token.

const CJK = /[\u3000-\u303f\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uff00-\uffef]/g;

/** Estimated tokens of a text. */
export function estimateTokens(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  return cjk + Math.ceil((text.length - cjk) / 4);
}

/**
 * Splits a text into chunks of at most `maxTokens` estimated tokens, breaking at line ends where it
 * can (a paragraph or script line is never cut unless it alone is too long). Chunks keep their order.
 */
export function chunkText(text: string, maxTokens: number): string[] {
  if (maxTokens < 1) throw new Error('chunkText: maxTokens must be at least 1');
  const chunks: string[] = [];
  let current = '';
  let currentTokens = 0;
  const flush = () => {
    if (current) chunks.push(current);
    current = '';
    currentTokens = 0;
  };
  for (const line of text.split('\n')) {
    const tokens = estimateTokens(line) + 1;
    if (tokens > maxTokens) {
      flush();
      for (const piece of splitLong(line, maxTokens)) chunks.push(piece);
      continue;
    }
    if (currentTokens + tokens > maxTokens) flush();
    current = current ? `${current}\n${line}` : line;
    currentTokens += tokens;
  }
  flush();
  return chunks;
}

/** A line longer than the budget, cut by characters. */
function splitLong(line: string, maxTokens: number): string[] {
  const out: string[] = [];
  let piece = '';
  for (const ch of line) {
    if (estimateTokens(piece + ch) > maxTokens) {
      out.push(piece);
      piece = '';
    }
    piece += ch;
  }
  if (piece) out.push(piece);
  return out;
}

/**
 * The part of a text that fits `maxTokens`, for context around a question: the END of the text when
 * `keep` is 'tail' (the lines before the writer's caret matter most), else its start.
 */
export function fitText(
  text: string,
  maxTokens: number,
  keep: 'head' | 'tail',
): { text: string; truncated: boolean } {
  if (estimateTokens(text) <= maxTokens) return { text, truncated: false };
  const chunks = chunkText(text, Math.max(1, Math.floor(maxTokens / 4)));
  const ordered = keep === 'tail' ? [...chunks].reverse() : chunks;
  const kept: string[] = [];
  let used = 0;
  for (const chunk of ordered) {
    const t = estimateTokens(chunk) + 1;
    if (used + t > maxTokens) break;
    kept.push(chunk);
    used += t;
  }
  if (keep === 'tail') kept.reverse();
  return { text: kept.join('\n'), truncated: true };
}
