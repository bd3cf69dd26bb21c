import type { FuzzOperation } from './operations';

/** An answer as inject gives it. */
export interface FuzzAnswer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
}

/**
 * Words that only appear when internals leak: stack frames, error class names, framework codes,
 * SQL and driver text, file paths, the validation library's English.
 */
const LEAKS: Array<[string, RegExp]> = [
  ['stack trace', /\bat [\w$.<>]+ \(|\bat (file|node):|\bat async\b/],
  ['error class', /\b(Type|Range|Syntax|Reference)?Error:|\bZodError\b|\bAppError\b|\bFastifyError\b/],
  ['framework code', /\bFST_[A-Z_]+|\bERR_[A-Z_]{4,}/],
  ['file path', /(\/work\/|\/home\/|\/tmp\/|node_modules|\.ts:\d+|\.js:\d+)/],
  [
    'database text',
    /\bpglite\b|\bpostgres\b|\bdrizzle\b|\bSQLSTATE\b|\brelation "|violates|duplicate key|syntax error at|\bselect .* from\b|invalid byte sequence|\bnull value in column/i,
  ],
  [
    'library English',
    /\b(Invalid input|Expected|expected|Unexpected|Required|Unrecognized|must be|is not|Cannot|Bad Request|Internal Server Error|Not Found|Unsupported)\b/,
  ],
];

/** An English sentence: two words of Latin letters in a row (field names are single tokens). */
const ENGLISH = /[A-Za-z]{2,}[ ,:]+[A-Za-z]{2,}/;
const CHINESE = /[\u4e00-\u9fff]/;

/** What is wrong with one answer (empty when nothing is). */
export function problemsOf(op: FuzzOperation, answer: FuzzAnswer): string[] {
  const problems: string[] = [];
  if (answer.statusCode >= 500) problems.push(`HTTP ${answer.statusCode}`);
  const type = String(answer.headers['content-type'] ?? '');
  const success = answer.statusCode < 300;
  // Binary, HTML, SSE and plain-JSON answers (files, the reference page, openapi.json) are only
  // envelopes when they refuse.
  if (success && op.answerType !== 'application/json') return problems;
  if (success && op.path === '/ixj_web/openapi.json') return problems;
  if (answer.statusCode >= 300 && answer.statusCode < 400) return problems;
  if (!type.includes('application/json')) {
    problems.push(`answer is ${type || 'without a content type'}, not the JSON envelope`);
    return problems;
  }
  let envelope: { status?: unknown; msg?: unknown; data?: unknown };
  try {
    envelope = JSON.parse(answer.body);
  } catch {
    problems.push('answer is not JSON');
    return problems;
  }
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    typeof envelope.status !== 'number' ||
    typeof envelope.msg !== 'string' ||
    !('data' in envelope)
  ) {
    problems.push('answer is not the {status, data, msg} envelope');
    return problems;
  }
  const refused = envelope.status !== 0 && !op.successStatuses.includes(envelope.status);
  if (!success && envelope.status === 0) problems.push(`HTTP ${answer.statusCode} with status 0`);
  if (refused || !success) {
    if (!CHINESE.test(envelope.msg))
      problems.push(`refusal without a Chinese msg: ${JSON.stringify(envelope.msg)}`);
    if (ENGLISH.test(envelope.msg)) problems.push(`English in msg: ${JSON.stringify(envelope.msg)}`);
  }
  // Data a user wrote may contain anything, so successful answers are checked by their msg only.
  const scanned = refused || !success ? answer.body : envelope.msg;
  for (const [name, pattern] of LEAKS) {
    const hit = pattern.exec(scanned);
    if (hit) problems.push(`${name} in the answer: ${JSON.stringify(hit[0])}`);
  }
  return problems;
}
