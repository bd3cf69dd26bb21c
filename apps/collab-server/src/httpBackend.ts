import type { TEnvelope } from '@juzuo/schemas';
import { EnvelopeRelayBackend, type InternalTransport, RelayBackendError } from './envelopeBackend';

/** Options of the HTTP backend used by a standalone relay process. */
export interface HttpRelayBackendOptions {
  /** Base URL of the API, e.g. http://127.0.0.1:8080. */
  apiUrl: string;
  /** The API's INTERNAL_SECRET. */
  secret: string;
  /** Per-call timeout in milliseconds. */
  timeoutMs?: number;
}

/** RelayBackend that calls the API's internal routes over HTTP with the shared secret. */
export class HttpRelayBackend extends EnvelopeRelayBackend {
  constructor({ apiUrl, secret, timeoutMs = 15_000 }: HttpRelayBackendOptions) {
    const base = apiUrl.replace(/\/+$/, '');
    const transport: InternalTransport = async ({ method, url, headers, body }) => {
      const response = await fetch(`${base}${url}`, {
        method,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      try {
        return JSON.parse(text) as TEnvelope<unknown>;
      } catch {
        throw new RelayBackendError(response.status, `API answered ${response.status} without an envelope`);
      }
    };
    super(transport, secret);
  }
}
