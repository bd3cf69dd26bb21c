import { appHref } from '../../lib/config';

/** Path of the invitation landing page. */
export const INVITE_PATH = '/team/inviteLink';

/**
 * The invitation code in what a user typed or pasted: a bare code, or a whole invitation link
 * (whose `code` query parameter wins). Answers '' when nothing usable is there.
 */
export function parseInviteCode(input: string): string {
  const text = input.trim();
  if (!text) return '';
  const match = /[?&]code=([^&#\s]+)/.exec(text);
  if (match?.[1]) {
    try {
      return decodeURIComponent(match[1]).trim();
    } catch {
      return match[1].trim();
    }
  }
  // A pasted link without a code parameter is not a code.
  if (/^https?:\/\/|\//.test(text)) return '';
  return text;
}

/** The absolute invitation link of a code, on this origin and base path. */
export function inviteLink(code: string, origin: string = window.location.origin): string {
  return `${origin}${appHref(INVITE_PATH)}?code=${encodeURIComponent(code)}`;
}
