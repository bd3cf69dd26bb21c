import type { TDocItem } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { useSession } from '../../../lib/session';
import { landingDoc, rememberDoc, rememberedDoc } from './landingDoc';

/**
 * The document the script page shows: the URL's, or where this writer works (see landingDoc); the
 * document shown is remembered for the next visit.
 */
export function useLandingDoc(
  workId: string,
  list: readonly TDocItem[],
  wanted: string | null,
): TDocItem | undefined {
  const { userId } = useSession();
  // Read once per visit: what this visit opens stays put while the writer moves around.
  const [remembered] = useState(() => rememberedDoc(userId, workId));
  const doc = landingDoc(list, { wanted, remembered, me: userId });
  const docId = doc?.doc_id;
  useEffect(() => {
    if (docId) rememberDoc(userId, workId, docId);
  }, [userId, workId, docId]);
  return doc;
}
