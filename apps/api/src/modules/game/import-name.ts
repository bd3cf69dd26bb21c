/** Longest board name (the board calls' own limit). */
const MAX_NAME = 50;

/**
 * The name of an imported board: the file's name when no live board of the work has it, else
 * "<name>（导入）", then "<name>（导入 2）", "<name>（导入 3）"... (a board exported and imported back
 * into its own work is told apart from the original). The name is cut so the suffix fits in 50.
 */
export function importedBoardName(wanted: string, taken: ReadonlySet<string>): string {
  if (!taken.has(wanted)) return wanted;
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? '（导入）' : `（导入 ${n}）`;
    const name = `${[...wanted].slice(0, MAX_NAME - [...suffix].length).join('')}${suffix}`;
    if (!taken.has(name)) return name;
  }
}
