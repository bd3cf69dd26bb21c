import type { Finding } from './run';

/**
 * Failures the fuzz finds that belong to a fix another change is making right now. Each entry names
 * its issue item; its findings are printed on every run (never dropped silently) but do not fail the
 * build. An entry whose findings are gone is reported as such: delete it then.
 */
export interface KnownFailure {
  item: string;
  matches(finding: Finding): boolean;
}

export const KNOWN_FAILURES: KnownFailure[] = [
  {
    // Fastify's own 400 for a path that does not decode (`/x%ff`), outside the envelope, in English.
    // The fix (plugins/framework-errors.ts) was in the working tree but not yet committed when this
    // fuzz landed; once it is, this entry reports itself gone.
    item: 'issue 9 item 7 (framework errors outside the envelope)',
    matches: (f) => f.mutation.startsWith('path + ') && f.answer.includes('FST_ERR_BAD_URL'),
  },
];
