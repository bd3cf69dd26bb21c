import type { KeyValueStorage } from '@juzuo/api-client';

/** sessionStorage key of the notice (per tab, so it survives a reload of that tab and nothing else). */
export const SESSION_NOTICE_KEY = 'jz_session_notice';

/** What is kept: the message and the page (document) that already showed it as a toast. */
interface StoredNotice {
  message: string;
  page: string;
}

/** This document's id: a notice kept by this page was already shown here. */
const THIS_PAGE = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

/** The tab's sessionStorage, or null where storage is unavailable (private modes, sandboxes). */
function tabStorage(): KeyValueStorage | null {
  try {
    return (globalThis as { sessionStorage?: KeyValueStorage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/**
 * Keeps why the session ended (spec 01 section 8, status 4000) until a login page has shown it. The
 * toast alone lived in the page that met the 4000: when that page ended before the login page showed
 * (a reload, or the tab loading again while the login page's chunk was on its way), the login page
 * that came next had no session and no reason, and the user never learnt why they were signed out.
 */
export function keepSessionNotice(
  message: string,
  storage: KeyValueStorage | null = tabStorage(),
  page = THIS_PAGE,
): void {
  try {
    storage?.setItem(SESSION_NOTICE_KEY, JSON.stringify({ message, page } satisfies StoredNotice));
  } catch {
    // Storage full or refused: the toast of this page is all the user gets, as before.
  }
}

/**
 * What a login page shows when it opens: the kept notice's message when another page kept it (this
 * page already showed its own as a toast), else null. The notice is then this page's: a later page
 * shows it again only if this one ends before spendSessionNotice spends it.
 */
export function noticeForLoginPage(
  storage: KeyValueStorage | null = tabStorage(),
  page = THIS_PAGE,
): string | null {
  const notice = readNotice(storage);
  if (!notice || notice.page === page) return null;
  keepSessionNotice(notice.message, storage, page);
  return notice.message;
}

/**
 * Spends this page's notice once it has been on screen for `afterMs` (a toast's time) on a login
 * page. A page that ends sooner (a reload a moment after the login page opened) leaves it to the next.
 */
export function spendSessionNotice(
  afterMs: number,
  storage: KeyValueStorage | null = tabStorage(),
  page = THIS_PAGE,
): void {
  setTimeout(() => {
    if (readNotice(storage)?.page === page) dropSessionNotice(storage);
  }, afterMs);
}

function readNotice(storage: KeyValueStorage | null): StoredNotice | null {
  try {
    const raw = storage?.getItem(SESSION_NOTICE_KEY);
    if (!raw) return null;
    const notice = JSON.parse(raw) as Partial<StoredNotice>;
    if (typeof notice.message === 'string' && typeof notice.page === 'string') {
      return { message: notice.message, page: notice.page };
    }
  } catch {
    // Unreadable: treated as none, and removed below.
  }
  dropSessionNotice(storage);
  return null;
}

/** Forgets the kept notice: a new session began (or what is kept cannot be read). */
export function dropSessionNotice(storage: KeyValueStorage | null = tabStorage()): void {
  try {
    storage?.removeItem(SESSION_NOTICE_KEY);
  } catch {
    // Nothing kept that could be read either.
  }
}
