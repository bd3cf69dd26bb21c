import { IncomingMessage } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import { refuseNulAddress } from './routingKey';

/** A LEB128 varint, as lib0 writes lengths and message types. */
const varUint = (n: number): number[] => (n < 0x80 ? [n] : [(n & 0x7f) | 0x80, ...varUint(n >>> 7)]);

/** A Hocuspocus message: the address (varint byte length, UTF-8), then the type and one body byte. */
const message = (address: string, type: number) => {
  const name = Buffer.from(address, 'utf8');
  return new Uint8Array([...varUint(name.length), ...name, ...varUint(type), 1]);
};

describe('refuseNulAddress', () => {
  it('lets every address without a NUL through, including long and non-ASCII ones', () => {
    expect(refuseNulAddress(message('doc:1', 0))).toBeNull();
    expect(refuseNulAddress(message('剧本', 2))).toBeNull();
    expect(refuseNulAddress(message(`doc:${'x'.repeat(300)}`, 0))).toBeNull();
    // Undecodable bytes are Hocuspocus's to answer.
    expect(refuseNulAddress(new Uint8Array([0x85]))).toBeNull();
    expect(refuseNulAddress(new Uint8Array([]))).toBeNull();
  });

  it('refuses an auth message whose address has a NUL, and drops any other', () => {
    // A length of two varint bytes: the NUL sits past the first 128 bytes of the address.
    const long = `doc:${'x'.repeat(200)}\0s`;
    const refusal = refuseNulAddress(message(long, 2));
    expect(refusal).toBeInstanceOf(Uint8Array);
    expect(new IncomingMessage(refusal as Uint8Array).readVarString()).toBe(long);
    expect(refuseNulAddress(message('doc:1\0x', 0))).toBe('drop');
  });
});
