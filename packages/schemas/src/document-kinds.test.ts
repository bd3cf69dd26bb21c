import { describe, expect, it } from 'vitest';
import {
  canWriteKind,
  DOCUMENT_KINDS,
  parseRelayDocumentName,
  RELAY_DOCUMENT_KINDS,
  relayDocumentId,
  relayDocumentName,
} from './document-kinds';
import { WORK_PERMISSIONS } from './permissions';
import { ZCollabAuthRequest } from './relay';

describe('collaborative document kinds', () => {
  it('lists the six kinds of ARCHITECTURE.md, each with its own prefix', () => {
    expect(RELAY_DOCUMENT_KINDS).toEqual(['doc', 'idea', 'cards', 'outline', 'comments', 'game']);
    expect(Object.keys(DOCUMENT_KINDS).sort()).toEqual([...RELAY_DOCUMENT_KINDS].sort());
    for (const kind of RELAY_DOCUMENT_KINDS) expect(DOCUMENT_KINDS[kind].prefix).toBe(`${kind}:`);
  });

  it('says what each id names', () => {
    const owners = Object.fromEntries(RELAY_DOCUMENT_KINDS.map((k) => [k, DOCUMENT_KINDS[k].owner]));
    expect(owners).toEqual({
      doc: 'document',
      idea: 'idea',
      cards: 'idea',
      outline: 'work',
      comments: 'reviewed',
      game: 'board',
    });
  });

  it('builds and parses every kind the same way', () => {
    for (const kind of RELAY_DOCUMENT_KINDS) {
      const name = relayDocumentName(kind, 'a1_B-2');
      expect(name).toBe(`${kind}:a1_B-2`);
      expect(parseRelayDocumentName(name)).toEqual({ kind, id: 'a1_B-2' });
      expect(relayDocumentId(name, kind)).toBe('a1_B-2');
    }
    expect(relayDocumentId('idea:x', 'doc')).toBeNull();
    expect(relayDocumentId('nonsense', 'doc')).toBeNull();
  });

  it('refuses names outside the registry or with ids the API never issues', () => {
    for (const name of [
      '',
      'doc',
      'doc:',
      'wiki:abc',
      'DOC:abc',
      'constructor:abc',
      'toString:abc',
      '__proto__:abc',
      'doc:../x',
      'doc:a:b',
      'doc:a b',
      `doc:${'x'.repeat(65)}`,
    ]) {
      expect(parseRelayDocumentName(name), name).toBeNull();
    }
    expect(parseRelayDocumentName(`game:${'x'.repeat(64)}`)).toEqual({ kind: 'game', id: 'x'.repeat(64) });
    expect(ZCollabAuthRequest.safeParse({ token: 't', document: 'game:b1' }).success).toBe(true);
    expect(ZCollabAuthRequest.safeParse({ token: 't', document: 'wiki:b1' }).success).toBe(false);
  });

  it('decides who writes each kind (ARCHITECTURE.md access rules)', () => {
    const writableBy = (kind: (typeof RELAY_DOCUMENT_KINDS)[number]) =>
      WORK_PERMISSIONS.filter((p) => canWriteKind(kind, [p]));
    expect(writableBy('doc')).toEqual(['WriteWork']);
    expect(writableBy('idea')).toEqual(['EditIdeas']);
    expect(writableBy('cards')).toEqual(['EditIdeas']);
    expect(writableBy('outline')).toEqual(['EditIdeas']);
    expect(writableBy('comments').sort()).toEqual(['Producer', 'WriteWork']);
    expect(writableBy('game')).toEqual(['WriteWork']);
    for (const kind of RELAY_DOCUMENT_KINDS) {
      expect(canWriteKind(kind, [])).toBe(false);
      expect(canWriteKind(kind, WORK_PERMISSIONS)).toBe(true);
    }
  });
});
