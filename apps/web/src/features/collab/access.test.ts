import { describe, expect, it } from 'vitest';
import {
  type AccessStorage,
  accessOfScope,
  decideEditable,
  rememberAccess,
  rememberedAccess,
} from './access';

const memoryStorage = (): AccessStorage & { data: Map<string, string> } => {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => {
      data.set(k, v);
    },
  };
};

describe('document access in the browser', () => {
  it('reads the relay scope', () => {
    expect(accessOfScope('read-write')).toBe('write');
    expect(accessOfScope('readonly')).toBe('read');
  });

  it('remembers the relay answer per user and document name, of any kind', () => {
    const storage = memoryStorage();
    expect(rememberedAccess('u1', 'doc:d1', storage)).toBeNull();
    rememberAccess('u1', 'doc:d1', 'read', storage);
    rememberAccess('u1', 'game:b1', 'write', storage);
    expect(rememberedAccess('u1', 'doc:d1', storage)).toBe('read');
    expect(rememberedAccess('u1', 'game:b1', storage)).toBe('write');
    // Same id, other kind or other user: nothing remembered.
    expect(rememberedAccess('u1', 'comments:d1', storage)).toBeNull();
    expect(rememberedAccess('u2', 'doc:d1', storage)).toBeNull();
  });

  it('survives broken or missing storage', () => {
    const storage = memoryStorage();
    storage.data.set('juzuo.docAccess', '{not json');
    expect(rememberedAccess('u1', 'doc:d1', storage)).toBeNull();
    expect(rememberedAccess('u1', 'doc:d1', null)).toBeNull();
    const full: AccessStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => rememberAccess('u1', 'doc:d1', 'write', full)).not.toThrow();
  });

  it("lets the relay's live answer win, then the page's hint and the last answer", () => {
    const base = { refused: false, access: null, remembered: null, readOnlyHint: false } as const;
    expect(decideEditable(base)).toBe(true);
    expect(decideEditable({ ...base, access: 'write', readOnlyHint: true, remembered: 'read' })).toBe(true);
    expect(decideEditable({ ...base, access: 'read' })).toBe(false);
    expect(decideEditable({ ...base, readOnlyHint: true })).toBe(false);
    expect(decideEditable({ ...base, remembered: 'read' })).toBe(false);
    expect(decideEditable({ ...base, remembered: 'write' })).toBe(true);
    expect(decideEditable({ ...base, refused: true, access: 'write' })).toBe(false);
  });
});
