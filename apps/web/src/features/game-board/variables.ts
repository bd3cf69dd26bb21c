import * as Y from 'yjs';

/** A variable of the board as the forms and the inspector list it. */
export interface BoardVariable {
  id: string;
  name: string;
  kind: 'numeric' | 'array';
  varType: string;
}

/** The board's variables (numeric `var_name`, array `name`), by name; nameless entries are skipped. */
export function readVariables(doc: Y.Doc): BoardVariable[] {
  const out: BoardVariable[] = [];
  for (const [id, entry] of doc.getMap<Y.Map<unknown>>('variables').entries()) {
    if (!(entry instanceof Y.Map)) continue;
    const kind = entry.get('kind') === 'array' ? 'array' : 'numeric';
    const name = kind === 'array' ? entry.get('name') : entry.get('var_name');
    if (typeof name !== 'string' || name === '') continue;
    out.push({ id, name, kind, varType: String(entry.get('var_type') ?? '') });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name, 'zh-CN'));
}
