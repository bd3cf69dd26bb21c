import { IncomingMessage, OutgoingMessage } from '@hocuspocus/server';

/** Hocuspocus message type of authentication messages (its MessageType.Auth). */
const AUTH_MESSAGE = 2;

/**
 * Hocuspocus 4 reads the first string of every message as `documentName\0sessionId` and keeps only
 * the part before the first NUL. A name that contains NUL (`doc:d1\0x`) was therefore authenticated
 * as another document (`doc:d1`) and answered under a key the provider does not know, so the client
 * waited for its own timeout. Document names never contain NUL and our providers do not use session
 * multiplexing, so any message whose address has a NUL is refused here, before Hocuspocus splits it.
 *
 * Answers the refusal to send (for an auth message) or `drop` (for any other message of such an
 * address), or null when the message is for Hocuspocus to handle (including undecodable bytes,
 * which it answers by closing the socket).
 */
export function refuseNulAddress(data: Uint8Array): Uint8Array | 'drop' | null {
  // Every message passes here: decode only an address that has a NUL byte (UTF-8 encodes U+0000
  // as that byte alone), not each address of each update.
  if (!addressHasNul(data)) return null;
  let address: string;
  let type: number;
  try {
    const message = new IncomingMessage(data);
    address = message.readVarString();
    type = message.readVarUint();
  } catch {
    return null;
  }
  if (!address.includes('\0')) return null;
  if (type !== AUTH_MESSAGE) return 'drop';
  return new OutgoingMessage(address).writePermissionDenied('invalid-document-name').toUint8Array();
}

/** Whether the message's address (a varint byte length, then UTF-8) contains a NUL byte. */
function addressHasNul(data: Uint8Array): boolean {
  let length = 0;
  let shift = 0;
  let at = 0;
  for (;;) {
    if (at >= data.length || shift > 28) return false;
    const byte = data[at++] as number;
    length += (byte & 0x7f) * 2 ** shift;
    if (byte < 0x80) break;
    shift += 7;
  }
  const end = Math.min(data.length, at + length);
  for (let i = at; i < end; i++) if (data[i] === 0) return true;
  return false;
}
