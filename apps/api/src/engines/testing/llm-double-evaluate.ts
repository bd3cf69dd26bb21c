/** Texts whose first evaluation request already failed once (偶发故障: fail once, then answer). */
const failedOnce = new Set<string>();

/**
 * The double's answer to an evaluation chunk (prompts/evaluate.ts, label 【待评估文本】), built from
 * the chunk like a model reading it: quotes are the chunk's own first lines plus one invented line
 * (which the API must drop), every 第N集 heading gets its last line as the cliffhanger. The chunk
 * text picks a behaviour: 乱码 -> prose without JSON; 偶发故障 -> 'fail' the first time (the double
 * answers HTTP 500), the JSON after. Null for any other request.
 */
export function evaluateAnswer(lastUser: string): string | 'fail' | null {
  if (!lastUser.includes('【待评估文本】')) return null;
  const text = lastUser.split('【待评估文本】\n').at(-1) ?? '';
  if (text.includes('偶发故障') && !failedOnce.has(text)) {
    failedOnce.add(text);
    return 'fail';
  }
  if (text.includes('乱码')) return '这部作品整体不错，但我无法按要求的格式回答。';
  const lines = text.split('\n').filter((l) => l.trim());
  const quote = (i: number) => lines[Math.min(i, lines.length - 1)]?.trim() ?? '';
  const keys = ['story', 'character', 'conflict', 'dialogue', 'hook', 'originality', 'marketability'];
  const episodes: Array<{ episode: string; cliffhanger: string; score: number; reason: string }> = [];
  let current: { episode: string; last: string } | null = null;
  const close = () => {
    if (current?.last)
      episodes.push({
        episode: current.episode,
        cliffhanger: current.last,
        score: 7,
        reason: '结尾留下悬念',
      });
  };
  for (const line of lines) {
    const heading = /^(第[0-9一二三四五六七八九十百]+集)/.exec(line.trim());
    if (heading?.[1]) {
      close();
      current = { episode: heading[1], last: '' };
    } else if (current) current.last = line.trim();
  }
  close();
  const answer = {
    summary: `片段共${lines.length}行，节奏紧凑。`,
    dimensions: keys.map((key, i) => ({
      key,
      score: 6 + (i % 3),
      reason: `${key}：测试引擎的评语`,
      quotes: [quote(i % Math.max(1, lines.length)), '这句话原文里并没有出现过'],
    })),
    hook: { score: 8, reason: '开场即有冲突', quote: `“${quote(0)}”` },
    episodes,
    payoffs: lines.filter((l) => l.includes('反转') || l.includes('打脸')).map((l) => l.trim()),
    paywall: { episode: episodes.at(-1)?.episode ?? '', reason: '悬念最强处' },
  };
  return JSON.stringify(answer);
}
