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

export const KNOWN_FAILURES: KnownFailure[] = [];
