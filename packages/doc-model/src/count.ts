/**
 * Characters that count one each: CJK ideographs (with extension A and compatibility forms), kana,
 * hangul, and full-width / CJK punctuation, as Chinese word processors count 字数.
 */
const CJK =
  /[\u3000-\u303f\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uac00-\ud7af\uf900-\ufaff\uff01-\uff60\uffe0-\uffee]/gu;
/** A Latin word or number (apostrophes and inner hyphens keep it one word). */
const WORD = /[A-Za-z0-9\u00c0-\u024f]+(?:['’\-.][A-Za-z0-9\u00c0-\u024f]+)*/g;

/**
 * Word count of Chinese text: every CJK character or CJK punctuation mark counts one, every Latin
 * word or number counts one; spaces and ASCII punctuation count nothing. Editor and API share it.
 */
export function countWords(text: string): number {
  const cjk = text.match(CJK)?.length ?? 0;
  const latin = text.replace(CJK, ' ').match(WORD)?.length ?? 0;
  return cjk + latin;
}
