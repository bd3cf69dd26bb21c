/** What an apply says about the template's variables the board has no variable of the same name for. */
export const unmatchedNote = (names: readonly string[]): string =>
  names.length === 0
    ? ''
    : `画布上没有同名变量：${names.map((n) => `「${n}」`).join('、')}，相关条件和赋值需要重新选择变量。`;
