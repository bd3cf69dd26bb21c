/** What the relay granted a connection: edit, or watch. */
export type DocumentAccess = 'read' | 'write';

/** The relay's `authenticated` scope as an access. */
export const accessOfScope = (scope: string): DocumentAccess => (scope === 'read-write' ? 'write' : 'read');

const ACCESS_KEY = 'juzuo.docAccess';

/** The few Storage methods the remembered access needs (localStorage in the browser). */
export type AccessStorage = Pick<Storage, 'getItem' | 'setItem'>;

const browserStorage = (): AccessStorage | null =>
  typeof localStorage === 'undefined' ? null : localStorage;

const entry = (userId: string, name: string) => `${userId}:${name}`;

/** The access the relay last granted this user on a document (used before connecting, e.g. offline). */
export function rememberedAccess(
  userId: string,
  name: string,
  storage: AccessStorage | null = browserStorage(),
): DocumentAccess | null {
  try {
    const all = JSON.parse(storage?.getItem(ACCESS_KEY) ?? '{}') as Record<string, string>;
    const v = all[entry(userId, name)];
    return v === 'read' || v === 'write' ? v : null;
  } catch {
    return null;
  }
}

/** Stores the access the relay granted, so an offline reload stays read-only for a reader. */
export function rememberAccess(
  userId: string,
  name: string,
  access: DocumentAccess,
  storage: AccessStorage | null = browserStorage(),
): void {
  try {
    const all = JSON.parse(storage?.getItem(ACCESS_KEY) ?? '{}') as Record<string, string>;
    all[entry(userId, name)] = access;
    storage?.setItem(ACCESS_KEY, JSON.stringify(all));
  } catch {
    // Storage full or disabled: the document still follows the live relay answer.
  }
}

/** What decides whether this tab may edit a document right now. */
export interface EditableInputs {
  /** The relay refused the connection. */
  refused: boolean;
  /** The relay's live answer on this connection; null before it (offline, connecting). */
  access: DocumentAccess | null;
  /** The last answer the relay gave this user for this document. */
  remembered: DocumentAccess | null;
  /** The page knows the user may only read (e.g. my_permissions lacks the kind's write permission). */
  readOnlyHint: boolean;
}

/**
 * The relay's live answer wins (it follows permission changes while the document is open); before
 * it, the page's hint and the last answer the relay gave this user. Refused is never editable.
 */
export function decideEditable({ refused, access, remembered, readOnlyHint }: EditableInputs): boolean {
  if (refused) return false;
  if (access) return access === 'write';
  return !readOnlyHint && remembered !== 'read';
}
