import type { Extension, onAuthenticatePayload } from '@hocuspocus/server';
import { parseRelayDocumentName } from '@juzuo/schemas';
import type { RelayBackend, RelayContext } from './backend';
import { refuse } from './refusal';

/**
 * Decides per connection whether a document is editable, read-only or refused, by asking the API
 * who the token belongs to and what that user may do with this document.
 */
export class AuthenticationExtension implements Extension {
  extensionName = 'AuthenticationExtension';

  constructor(private readonly backend: RelayBackend) {}

  async onAuthenticate({ token, documentName, connectionConfig }: onAuthenticatePayload<RelayContext>) {
    // Unknown names are refused before any API call, so a client cannot make the API (or later the
    // store) deal with documents that have no owner.
    if (!parseRelayDocumentName(documentName)) throw refuse(4403, 'invalid-document-name');
    if (!token) throw refuse(4401, 'unauthorized');

    const identity = await this.backend.authenticate({ token, documentName });
    if (!identity) throw refuse(4401, 'unauthorized');
    if (identity.access === 'none') throw refuse(4403, 'forbidden');

    // Hocuspocus copies this flag onto the connection; its message receiver then drops the
    // connection's document updates (and tells the provider they were not applied).
    connectionConfig.readOnly = identity.access === 'read';
    const context: RelayContext = {
      user: { id: identity.userId, name: identity.name },
      access: identity.access,
      // Kept server-side only, so a permission refresh can re-ask the API for this very connection.
      token,
      workId: identity.workId,
    };
    return context;
  }
}
