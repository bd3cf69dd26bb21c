/**
 * SQLSTATE classes that say the data itself is refused: 22 data exception (a character the
 * encoding cannot hold, a value out of range), 23 integrity constraint violation, 54 program limit
 * exceeded (a row, index entry or tsvector too large). Running the same statement again fails the
 * same way; anything else (lost connection, deadlock, serialization, shutdown) may pass later.
 */
const REFUSED_DATA_CLASSES = new Set(['22', '23', '54']);

/**
 * The SQLSTATE of a database error, looked for along the `cause` chain (drizzle wraps the driver's
 * error; node-postgres and PGlite both put the code in `code`); null when there is none.
 */
export function sqlStateOf(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return null;
}

/** Whether the database refused the data of a statement, so no retry of it can succeed. */
export function isRefusedData(error: unknown): boolean {
  const state = sqlStateOf(error);
  return state !== null && REFUSED_DATA_CLASSES.has(state.slice(0, 2));
}
