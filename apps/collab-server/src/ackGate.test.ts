import { describe, expect, it } from 'vitest';
import { AckGate, type GatedSocket, syncStatusAddress, UPDATE_NOT_DURABLE } from './ackGate';

/** A Hocuspocus message: address (varint length + UTF-8), then the type and a varint body. */
const message = (address: string, type: number, body = 1) => {
  const name = Buffer.from(address, 'utf8');
  return new Uint8Array([name.length, ...name, type, body]);
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

describe('syncStatusAddress', () => {
  it('names the document of a SyncStatus message and nothing else', () => {
    expect(syncStatusAddress(ack('doc:1'))).toBe('doc:1');
    expect(syncStatusAddress(ack('doc:1\0session'))).toBe('doc:1\0session');
    expect(syncStatusAddress(ack('剧本'))).toBe('剧本');
    expect(syncStatusAddress(update('doc:1'))).toBeNull();
    expect(syncStatusAddress(new Uint8Array([5, 1]))).toBeNull();
    expect(syncStatusAddress(new Uint8Array([]))).toBeNull();
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
