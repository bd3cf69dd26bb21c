// Genre slang a writer types for the same idea: a query for one finds the others. Groups are folded
// (simplified, lower case) already; keep each group to words that mean the same thing.
const GROUPS: readonly (readonly string[])[] = [
  ['霸总', '霸道总裁'],
  ['女主', '女主角'],
  ['男主', '男主角'],
  ['女配', '女配角'],
  ['男配', '男配角'],
  ['甜宠', '宠文'],
  ['虐恋', '虐文'],
  ['金手指', '外挂'],
  ['逆袭', '翻身'],
  ['穿书', '书穿'],
  ['重生', '重活一世'],
  ['马甲', '隐藏身份'],
  ['先婚后爱', '契约婚姻'],
  ['追妻火葬场', '火葬场'],
  ['萌宝', '萌娃'],
  ['反派', '大反派'],
  ['高潮', '爆点'],
  ['对白', '台词'],
];

const BY_WORD = new Map<string, readonly string[]>();
for (const group of GROUPS) for (const word of group) BY_WORD.set(word, group);

/** The word and its synonyms (the word first); just the word when it has none. */
export function withSynonyms(word: string): string[] {
  const group = BY_WORD.get(word);
  return group ? [word, ...group.filter((w) => w !== word)] : [word];
}
