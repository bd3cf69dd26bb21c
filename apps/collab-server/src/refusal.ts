/**
 * What an extension throws to refuse a connection. Hocuspocus sends `reason` to the provider
 * (onAuthenticationFailed) and, because this is not an Error with a message, does not log it as a
 * server fault: a refused token is normal traffic.
 */
export interface RelayRefusal {
  code: number;
  reason: string;
}

/**
 * Builds a refusal; codes follow @hocuspocus/common (4401 unauthorized, 4403 forbidden), plus 4503
 * when the API could not serve the document (a temporary failure the client may retry).
 */
export function refuse(code: 4401 | 4403 | 4503, reason: string): RelayRefusal {
  return { code, reason };
}
