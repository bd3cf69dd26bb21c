// Reads an operator's material file into entries (with the line each starts on, for error reports).
// Formats (docs/materials-import.md):
// - JSON: an array of {key?, title, content, cat1, cat2?, tags?} (the seed file's shape).
// - CSV: a header row naming key,title,content,cat1,cat2,tags (any order; key, cat2 and tags may be
//   left out); RFC 4180 quoting ("" inside quotes, newlines inside quotes); tags split on | ， or ,.
// - Markdown: one material per `## title` heading; optional `key:`, `cat1:`, `cat2:`, `tags:` lines
//   right under it; everything after is the content.

/** One material as read from a file, before validation. */
export interface RawEntry {
  /** 1-based line (JSON: the array index + 1 as "entry"). */
  line: number;
  fields: Record<string, unknown>;
}

export type ImportFormat = 'json' | 'csv' | 'md';

export function formatOf(file: string): ImportFormat | null {
  const ext = file.toLowerCase().split('.').pop();
  if (ext === 'json') return 'json';
  if (ext === 'csv') return 'csv';
  if (ext === 'md' || ext === 'markdown') return 'md';
  return null;
}

export function parseEntries(text: string, format: ImportFormat): RawEntry[] {
  const body = text.replace(/^\uFEFF/, '');
  if (format === 'json') return parseJson(body);
  if (format === 'csv') return parseCsv(body);
  return parseMarkdown(body);
}

function parseJson(text: string): RawEntry[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new Error(`JSON 格式错误 / invalid JSON: ${(error as Error).message}`);
  }
  if (!Array.isArray(data))
    throw new Error('JSON 文件须是素材数组 / the JSON file must be an array of materials');
  return data.map((fields, i) => ({
    line: i + 1,
    fields: fields && typeof fields === 'object' ? (fields as Record<string, unknown>) : {},
  }));
}

/** Splits CSV into rows of cells, remembering the line each row starts on. */
function csvRows(text: string): { line: number; cells: string[] }[] {
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else {
        if (ch === '\n') line++;
        cell += ch;
      }
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      cells.push(cell);
      if (cells.some((c) => c.trim())) rows.push({ line: rowLine, cells });
      cells = [];
      cell = '';
      line++;
      rowLine = line;
    } else cell += ch;
  }
  cells.push(cell);
  if (cells.some((c) => c.trim())) rows.push({ line: rowLine, cells });
  return rows;
}

const splitTags = (value: string): string[] =>
  value
    .split(/[|,，、]/)
    .map((t) => t.trim())
    .filter(Boolean);

function parseCsv(text: string): RawEntry[] {
  const [header, ...rows] = csvRows(text);
  if (!header) return [];
  const names = header.cells.map((c) => c.trim().toLowerCase());
  for (const need of ['title', 'content', 'cat1']) {
    if (!names.includes(need))
      throw new Error(`CSV 表头缺少 ${need} 列 / the CSV header lacks a ${need} column`);
  }
  return rows.map(({ line, cells }) => {
    const fields: Record<string, unknown> = {};
    names.forEach((name, i) => {
      const value = cells[i] ?? '';
      if (name === 'tags') fields.tags = splitTags(value);
      else if (value.trim() || name === 'title' || name === 'content') fields[name] = value;
    });
    return { line, fields };
  });
}

const META = /^(key|cat1|cat2|tags)\s*[:：]\s*(.*)$/i;

function parseMarkdown(text: string): RawEntry[] {
  const lines = text.split(/\r?\n/);
  const out: RawEntry[] = [];
  let current: { line: number; fields: Record<string, unknown>; body: string[]; inMeta: boolean } | null =
    null;
  const finish = () => {
    if (!current) return;
    current.fields.content = current.body.join('\n').trim();
    out.push({ line: current.line, fields: current.fields });
  };
  lines.forEach((raw, i) => {
    const heading = /^##\s+(.*)$/.exec(raw);
    if (heading) {
      finish();
      current = { line: i + 1, fields: { title: (heading[1] ?? '').trim() }, body: [], inMeta: true };
      return;
    }
    if (!current) return;
    const meta = current.inMeta ? META.exec(raw.trim()) : null;
    if (meta) {
      const name = (meta[1] as string).toLowerCase();
      const value = (meta[2] as string).trim();
      current.fields[name] = name === 'tags' ? splitTags(value) : value;
    } else if (current.inMeta && !raw.trim() && current.body.length === 0) {
      // Blank lines between the heading, its metadata and the content.
    } else {
      current.inMeta = false;
      current.body.push(raw);
    }
  });
  finish();
  return out;
}
