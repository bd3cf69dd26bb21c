// The LLM double's answers to novel-to-script chunks (prompt file novel_to_script), like a model that
// follows the json_schema: one scene per chunk, a line per paragraph (said lines as dialogue, the rest
// as action), and the rolling memory it was given carried forward. Words in the chunk pick a behaviour:
// - 乱码: prose without JSON, unless the prompt carries the retry note (一直乱码: also then);
// - 故障: HTTP 500 the first time this chunk is asked, then a normal answer (retry with backoff);
// - 慢慢: the answer after a pause (cancel while a chunk runs);
// - 围栏: the JSON inside a ```json fence with prose around it (engines without json_schema).
// A speaker the memory lists under an alias is still written by that alias, as a sloppy model does;
// the memory answer names the alias, so the product has to map it back.

/** How the double answers one chunk. */
export interface NovelDoubleAnswer {
  status: number;
  content: string;
  delayMs: number;
}

const failedOnce = new Set<string>();
const SAID = /^(.+?)(低声|笑着|冷冷地|抬头)?(?:说|道|问|喊)：[“"](.+?)[”"]$/;
const PLACES = ['客栈', '码头', '山门', '书房', '街口'];

const after = (text: string, label: string) => text.split(label).at(-1) ?? '';

/** Canonical names and aliases from the prompt's 【前情】 人物表 lines `- 林秋（别称：秋儿）：…`. */
function knownCharacters(lastUser: string): Array<{ name: string; aliases: string[] }> {
  const memory = lastUser.split('【前情】\n')[1]?.split('剧情梗概：')[0] ?? '';
  return [...memory.matchAll(/^- ([^（：\n]+)(?:（别称：([^）]*)）)?/gm)].map((m) => ({
    name: (m[1] ?? '').trim(),
    aliases: m[2] ? m[2].split('、') : [],
  }));
}

/** The double's answer to a novel chunk, or null when the request is something else. */
export function novelAnswer(lastUser: string): NovelDoubleAnswer | null {
  if (!lastUser.includes('【小说片段】')) return null;
  const chunk = after(lastUser, '【小说片段】\n').split('【上次回答无效】')[0]?.trim() ?? '';
  const retried = lastUser.includes('【上次回答无效】');
  if (chunk.includes('故障') && !failedOnce.has(chunk)) {
    failedOnce.add(chunk);
    return {
      status: 500,
      content: JSON.stringify({ error: { message: 'overloaded', type: 'server_error', code: 500 } }),
      delayMs: 0,
    };
  }
  if ((chunk.includes('乱码') && !retried) || chunk.includes('一直乱码')) {
    return { status: 200, content: '好的，这是改编后的剧本：林秋走进客栈……（略）', delayMs: 0 };
  }
  const known = knownCharacters(lastUser);
  const characters = known.map((k) => ({ ...k, note: '' }));
  const lines: Array<{ type: string; speaker: string; parenthetical: string; text: string }> = [];
  const present: string[] = [];
  for (const paragraph of chunk
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)) {
    const said = SAID.exec(paragraph);
    if (said) {
      const speaker = (said[1] ?? '').trim();
      lines.push({
        type: 'dialogue',
        speaker,
        parenthetical: said[2] === '低声' ? '压低声音' : '',
        text: said[3] ?? '',
      });
      if (!present.includes(speaker)) present.push(speaker);
      if (!characters.some((c) => c.name === speaker || c.aliases.includes(speaker))) {
        // 秋儿 is what 沈青 calls 林秋: a model that knows 林秋 records the alias.
        const owner = speaker === '秋儿' ? characters.find((c) => c.name === '林秋') : undefined;
        if (owner) owner.aliases.push(speaker);
        else characters.push({ name: speaker, aliases: [], note: '' });
      }
    } else {
      lines.push({ type: 'action', speaker: '', parenthetical: '', text: paragraph });
    }
  }
  const place = PLACES.find((p) => chunk.includes(p)) ?? '某处';
  const time = /夜|晚/.test(chunk.slice(0, 20)) ? '夜' : '日';
  const answer = {
    scenes: [{ heading: `${time} 内 ${place}`, characters: present, lines }],
    memory: { characters, summary: `${chunk.slice(0, 30)}……`, threads: ['谁在追杀林秋'] },
  };
  const json = JSON.stringify(answer);
  return {
    status: 200,
    content: chunk.includes('围栏') ? `改编如下：\n\`\`\`json\n${json}\n\`\`\`\n请查收。` : json,
    delayMs: chunk.includes('慢慢') ? 1_500 : 0,
  };
}
