/**
 * The double's answer to a character-analysis chunk (prompts/character-analyse.ts, label
 * 【人物分析文本】), read from the chunk like a model would: every `名字：台词` line names a speaker,
 * whose first line is the quote, plus one invented quote the API must drop. 人物故障 in the chunk ->
 * 'fail' (HTTP 503) every time. Null for any other request.
 */
export function characterAnswer(lastUser: string): string | 'fail' | null {
  if (!lastUser.includes('【人物分析文本】')) return null;
  const text = lastUser.split('【人物分析文本】\n').at(-1) ?? '';
  if (text.includes('人物故障')) return 'fail';
  const speakers = new Map<string, string>();
  for (const line of text.split('\n')) {
    const m = /^([\u4e00-\u9fa5]{2,4})：(.+)$/.exec(line.trim());
    if (m?.[1] && !speakers.has(m[1])) speakers.set(m[1], line.trim());
  }
  const names = [...speakers.keys()];
  return JSON.stringify({
    characters: names.map((name, i) => ({
      name,
      role: i === 0 ? '主角' : '配角',
      summary: `${name}是片段中的重要人物。`,
      traits: ['果断', '隐忍'],
      motivation: '查明真相',
      arc: '暂无明显变化',
      relations: names.filter((n) => n !== name).map((n) => ({ name: n, relation: '同伴' })),
      quotes: [speakers.get(name), '这句台词原文里没有'],
    })),
  });
}
