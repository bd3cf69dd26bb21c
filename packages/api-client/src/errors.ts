/** A failed call: the envelope's status and Chinese msg, or a client-side code (55002-55005). */
export class ApiError extends Error {
  /** Envelope status, or a ClientStatus code when the server never answered usefully. */
  readonly status: number;
  /** Chinese message (the server's msg, or the client's own for 55002-55005 and HTTP failures). */
  readonly msg: string;
  /** The envelope's data, when the server sent one. */
  readonly data: unknown;
  /** HTTP status when a response arrived. */
  readonly httpStatus?: number;

  constructor(status: number, msg: string, data: unknown = null, httpStatus?: number) {
    super(msg);
    this.name = 'ApiError';
    this.status = status;
    this.msg = msg;
    this.data = data;
    if (httpStatus !== undefined) this.httpStatus = httpStatus;
  }
}

/** True when `e` is an ApiError with the given status (or any ApiError when status is omitted). */
export const isApiError = (e: unknown, status?: number): e is ApiError =>
  e instanceof ApiError && (status === undefined || e.status === status);
