/** Typos the double's proofreader knows (wrong -> right), like a model that spots them. */
export const DOUBLE_TYPOS: Record<string, string> = {
  在次: '再次',
  以经: '已经',
  即然: '既然',
  必竟: '毕竟',
  迷题: '谜题',
};

const after = (text: string, label: string): string => text.split(label).at(-1) ?? '';

/**
 * The double's answers to the structured AI text tasks, found by the label their prompt puts in the
 * user turn; JSON as a json_schema engine answers it (the error-correction answer wrapped in a
 * ```json fence and prose, as small local models do). Null for any other request. A request that
 * contains 乱码 gets prose without JSON.
 */
export function taskAnswer(lastUser: string): string | null {
  const labelled =
    /【(待纠错文字|起名要求|剧情|素材|待翻译文字|候选关键词|关键词|待标注文字|剧本行|待修改元素|待排序行)】/.test(
      lastUser,
    );
  if (!labelled) return null;
  if (lastUser.includes('乱码')) return '抱歉，我无法按要求的格式回答。';
  if (lastUser.includes('【待纠错文字】')) {
    const text = after(lastUser, '【待纠错文字】\n');
    const suggestions = Object.entries(DOUBLE_TYPOS)
      .filter(([wrong]) => text.includes(wrong))
      .map(([original, replacement]) => ({
        original,
        replacement,
        reason: `“${original}”应为“${replacement}”`,
      }));
    return `以下是校对结果：\n\`\`\`json\n${JSON.stringify({ suggestions })}\n\`\`\``;
  }
  if (lastUser.includes('【起名要求】')) {
    const female = lastUser.includes('性别：女');
    const names = female ? ['沈清辞', '苏晚棠', '林知意'] : ['顾长渊', '陆怀瑾', '萧景行'];
    return JSON.stringify({ names: names.map((name) => ({ name, reason: `${name}：测试引擎起的名字` })) });
  }
  if (lastUser.includes('【剧情】')) {
    return JSON.stringify({
      list: [
        { title: '身份暴露', description: '主角的真实身份被对手识破，必须在天亮前做出选择。' },
        { title: '盟友反目', description: '最信任的伙伴为了家人倒向对手。' },
      ],
    });
  }
  if (lastUser.includes('【素材】')) {
    const name = after(lastUser, '【素材】').split('\n')[0] ?? '';
    return JSON.stringify({
      properties: [
        { name: '名称', value: name },
        { name: '氛围', value: '阴冷潮湿' },
      ],
    });
  }
  if (lastUser.includes('【待修改元素】')) {
    return JSON.stringify({
      text: `${(after(lastUser, '【待修改元素】\n').split('\n')[0] ?? '').trim()}（已修改）`,
    });
  }
  if (lastUser.includes('【待排序行】')) {
    // The lines reversed: a real order the caller can check.
    const count = after(lastUser, '【待排序行】\n')
      .split('\n')
      .filter((l) => /^\d+\. /.test(l)).length;
    return JSON.stringify({ order: Array.from({ length: count }, (_, i) => count - 1 - i) });
  }
  if (lastUser.includes('【剧本行】')) {
    // Numbered lines: a 字幕 line is plain text, anything else action.
    const lines = after(lastUser, '【剧本行】\n')
      .split('\n')
      .map((l) => /^(\d+)\. (.*)$/.exec(l))
      .filter((m): m is RegExpExecArray => m !== null)
      .map((m) => ({ index: Number(m[1]), kind: m[2]?.startsWith('字幕') ? 'plain' : 'action' }));
    return JSON.stringify({ lines });
  }
  if (lastUser.includes('【待标注文字】')) return '复仇\n悬疑\n古装';
  if (lastUser.includes('【待翻译文字】')) {
    return `[EN] ${after(lastUser, '【待翻译文字】\n').trim()}`;
  }
  if (lastUser.includes('【候选关键词】')) {
    const words = (after(lastUser, '【候选关键词】').split('\n')[0] ?? '').split('、').filter(Boolean);
    return JSON.stringify({ keywords: [...words.slice(0, 3).reverse(), '测试补充词'] });
  }
  const keyword = (after(lastUser, '【关键词】').split('\n')[0] ?? '').trim();
  return JSON.stringify({ related: [`${keyword}联想一`, `${keyword}联想二`] });
}
