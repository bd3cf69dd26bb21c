import type { TDocItem } from '@juzuo/schemas';

const LAST_DOC_KEY = 'juzuo.lastDoc';

/** What decides which document a work opens at. */
export interface LandingInput {
  /** The document named in the URL (?doc=), if any. */
  wanted: string | null;
  /** The document this user last had open in this work in this browser. */
  remembered: string | null;
  /** The signed-in user's id. */
  me: string | null;
}

/**
 * The document a work opens at: the one the URL names; else the one this writer last had open here;
 * else the one they last edited (the server's last editor); else the one anyone edited last; else the
 * first (a work nobody has written in yet opens at its first episode or chapter). A URL naming a
 * document that is not in the list gets nothing (the page says so) rather than another document.
 */
export function landingDoc(
  list: readonly TDocItem[],
  { wanted, remembered, me }: LandingInput,
): TDocItem | undefined {
  if (wanted) return list.find((d) => d.doc_id === wanted);
  const kept = remembered ? list.find((d) => d.doc_id === remembered) : undefined;
  if (kept) return kept;
  const edited = list.filter((d) => d.version > 0);
  const latest = (docs: readonly TDocItem[]) =>
    docs.reduce<TDocItem | undefined>(
      (best, d) => (!best || d.update_time > best.update_time ? d : best),
      undefined,
    );
  return latest(edited.filter((d) => me !== null && d.last_editor_id === me)) ?? latest(edited) ?? list[0];
}

function readAll(): Record<string, string> {
  try {
    return JSON.parse(localStorage.getItem(LAST_DOC_KEY) ?? '{}') as Record<string, string>;
  } catch {
    return {};
  }
}

/** The document this user last had open in a work in this browser, or null. */
export function rememberedDoc(userId: string | null, workId: string): string | null {
  if (!userId) return null;
  return readAll()[`${userId}:${workId}`] ?? null;
}

/** Remembers the document open in a work, so the work opens there next time. */
export function rememberDoc(userId: string | null, workId: string, docId: string): void {
  if (!userId) return;
  try {
    const all = readAll();
    if (all[`${userId}:${workId}`] === docId) return;
    all[`${userId}:${workId}`] = docId;
    localStorage.setItem(LAST_DOC_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the work then opens at the document last edited on the server.
  }
}
