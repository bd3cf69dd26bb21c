/** The relay's refusal reason when a token is not, or no longer, a valid session. */
export const SESSION_REFUSAL = 'unauthorized';

/**
 * The relay refused this tab's token: its session may have ended (signed out in another tab or
 * device, password changed or reset, an operator revoked the account; the relay closes such
 * connections at once). Ask the API whether the session still stands: if it ended, the API's 4000
 * runs the client's session-expired flow (session cleared, toast, sign-in page), the same path every
 * REST call takes. The old token of a token refresh is refused too, but the check then goes out with
 * the new token and answers 0: nothing happens, and the provider reconnects with the new token.
 * Other refusals (forbidden: no access to this document) are the page's business, not the session's.
 */
export function checkSessionAfterRefusal(reason: string, checkSession: () => Promise<unknown>): void {
  if (reason !== SESSION_REFUSAL) return;
  // Whatever the answer, the client's catalogue already acted on it.
  checkSession().catch(() => {});
}
