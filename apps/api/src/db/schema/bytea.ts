import { customType } from 'drizzle-orm/pg-core';

/** Binary column (PostgreSQL bytea) read and written as a Node Buffer; used for Yjs states. */
export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => value,
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});
