import { describe, expect, it } from 'vitest';
import { AckGate, type GatedSocket, syncStatusAddressAt, UPDATE_NOT_DURABLE } from './ackGate';

/** A Hocuspocus message: address (varint length + UTF-8), then the type and a varint body. */
const message = (address: string, type: number, body = 1) => {
  const name = Buffer.from(address, 'utf8');
  // The length as lib0 writes it (a varint): two bytes from 128 on.
  const length = name.length < 0x80 ? [name.length] : [(name.length & 0x7f) | 0x80, name.length >> 7];
  return new Uint8Array([...length, ...name, type, body]);
};
const ack = (address: string) => message(address, 8);
const update = (address: string) => message(address, 0);

function fakeSocket() {
  const sent: Uint8Array[] = [];
  const closed: Array<[number | undefined, string | undefined]> = [];
  const socket: GatedSocket & { readyState: number } = {
    readyState: 1,
    send: (data) => sent.push(data),
    close: (code, reason) => {
      closed.push([code, reason]);
      socket.readyState = 3;
    },
  };
  return { socket, sent, closed };
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};
const tick = () => new Promise((r) => setTimeout(r, 0));

describe('syncStatusAddressAt', () => {
  it('finds the address of a SyncStatus message (length * 8 + start) and nothing else', () => {
    expect(syncStatusAddressAt(ack('doc:1'))).toBe(5 * 8 + 1);
    expect(syncStatusAddressAt(ack('剧本'))).toBe(6 * 8 + 1);
    expect(syncStatusAddressAt(ack('x'.repeat(200)))).toBe(200 * 8 + 2);
    expect(syncStatusAddressAt(update('doc:1'))).toBe(-1);
    expect(syncStatusAddressAt(new Uint8Array([5, 1]))).toBe(-1);
    expect(syncStatusAddressAt(new Uint8Array([0, 8]))).toBe(-1);
    expect(syncStatusAddressAt(new Uint8Array([]))).toBe(-1);
  });
});

describe('AckGate', () => {
  it('holds an acknowledgement until its update is durable; other messages pass at once', async () => {
    const { socket, sent } = fakeSocket();
    const gate = new AckGate(socket);
    const durable = deferred();
    gate.hold('doc:1', durable.promise);
    gate.send(ack('doc:1'));
    gate.send(update('doc:1'));
    gate.send(ack('doc:2'));
    await tick();
    expect(sent).toEqual([update('doc:1'), ack('doc:2')]);
    durable.resolve();
    await tick();
    expect(sent).toEqual([update('doc:1'), ack('doc:2'), ack('doc:1')]);
  });

  it('tells the addresses of one socket apart, whatever their script or length', async () => {
    const { socket, sent } = fakeSocket();
    const gate = new AckGate(socket);
    const long = `doc:1\0${'会话'.repeat(40)}`;
    const addresses = ['doc:10', 'doc:1', '剧本', long];
    const held = addresses.map(() => deferred());
    for (const [i, address] of addresses.entries()) {
      gate.hold(address, (held[i] as ReturnType<typeof deferred>).promise);
      gate.send(ack(address));
    }
    gate.send(ack('doc:2'));
    await tick();
    expect(sent).toEqual([ack('doc:2')]);
    for (const i of [3, 1, 2, 0]) {
      (held[i] as ReturnType<typeof deferred>).resolve();
      await tick();
      expect(sent.at(-1)).toEqual(ack(addresses[i] as string));
    }
    expect(sent).toHaveLength(5);
  });

  it('sends an acknowledgement at once when every update held before it is durable', async () => {
    const { socket, sent } = fakeSocket();
    const gate = new AckGate(socket);
    const durable = deferred();
    gate.hold('doc:1', durable.promise);
    durable.resolve();
    await tick();
    gate.send(ack('doc:1'));
    expect(sent).toEqual([ack('doc:1')]);
  });

  it('sends acknowledgements in order, each after the update held before it', async () => {
    const { socket, sent } = fakeSocket();
    const gate = new AckGate(socket);
    const first = deferred();
    const second = deferred();
    gate.hold('doc:1', first.promise);
    gate.send(message('doc:1', 8, 1));
    gate.hold('doc:1', second.promise);
    gate.send(message('doc:1', 8, 2));
    second.resolve();
    await tick();
    expect(sent).toEqual([]);
    first.resolve();
    await tick();
    expect(sent).toEqual([message('doc:1', 8, 1), message('doc:1', 8, 2)]);
  });

  it('never acknowledges what could not be made durable, and closes the socket so the client resends', async () => {
    const { socket, sent, closed } = fakeSocket();
    const gate = new AckGate(socket);
    const lost = deferred();
    gate.hold('doc:1', lost.promise);
    gate.send(ack('doc:1'));
    gate.hold('doc:1', Promise.resolve());
    gate.send(ack('doc:1'));
    lost.reject(new Error('document gone'));
    await tick();
    await tick();
    expect(sent).toEqual([]);
    expect(closed).toEqual([[UPDATE_NOT_DURABLE.code, UPDATE_NOT_DURABLE.reason]]);
  });
});
