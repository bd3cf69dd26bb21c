import type { onAuthenticatePayload } from '@hocuspocus/server';
import { describe, expect, it } from 'vitest';
import { AuthenticationExtension } from './AuthenticationExtension';
import type { RelayContext } from './backend';
import { MemoryBackend } from './test/harness';

const backend = new MemoryBackend({
  w: { userId: 'u1', name: '甲', access: { 'idea:i1': 'write', 'outline:w1': 'read' } },
});
const extension = new AuthenticationExtension(backend);

function payload(token: string, documentName: string) {
  const connectionConfig = { readOnly: false, isAuthenticated: false };
  return { token, documentName, connectionConfig } as unknown as onAuthenticatePayload<RelayContext>;
}

describe('AuthenticationExtension', () => {
  it('accepts a writer with an editable connection and puts the user in the context', async () => {
    const p = payload('w', 'idea:i1');
    await expect(extension.onAuthenticate(p)).resolves.toEqual({
      user: { id: 'u1', name: '甲' },
      access: 'write',
      token: 'w',
    });
    expect(p.connectionConfig.readOnly).toBe(false);
  });

  it('makes a read-access connection read-only', async () => {
    const p = payload('w', 'outline:w1');
    await expect(extension.onAuthenticate(p)).resolves.toMatchObject({ access: 'read' });
    expect(p.connectionConfig.readOnly).toBe(true);
  });

  it('refuses no access, bad tokens, empty tokens and unknown names', async () => {
    await expect(extension.onAuthenticate(payload('w', 'game:g1'))).rejects.toEqual({
      code: 4403,
      reason: 'forbidden',
    });
    await expect(extension.onAuthenticate(payload('x', 'idea:i1'))).rejects.toMatchObject({
      reason: 'unauthorized',
    });
    await expect(extension.onAuthenticate(payload('', 'idea:i1'))).rejects.toMatchObject({
      reason: 'unauthorized',
    });
    await expect(extension.onAuthenticate(payload('w', 'idea:i1/..'))).rejects.toMatchObject({
      reason: 'invalid-document-name',
    });
  });
});
