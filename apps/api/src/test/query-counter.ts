import type { FastifyInstance } from 'fastify';

/** Query builders of the Drizzle handle: each call starts one statement (or a transaction). */
const STATEMENTS = new Set([
  'select',
  'selectDistinct',
  'insert',
  'update',
  'delete',
  'execute',
  'transaction',
]);

/**
 * Counts the statements the app starts through `app.database.db` (select, insert, update, delete,
 * raw execute, transactions) until `stop()`. Every repository reads `app.database.db` when it runs,
 * so swapping it for a counting proxy sees every query of a request without touching the driver
 * (PGlite or node-postgres, in-process or not).
 */
export function countQueries(app: FastifyInstance): { count(): number; names(): string[]; stop(): void } {
  const database = app.database;
  const original = database.db;
  const seen: string[] = [];
  database.db = new Proxy(original, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver);
      if (typeof property !== 'string' || !STATEMENTS.has(property) || typeof value !== 'function')
        return value;
      return (...args: unknown[]) => {
        seen.push(property);
        return value.apply(target, args);
      };
    },
  });
  return {
    count: () => seen.length,
    names: () => [...seen],
    stop: () => {
      database.db = original;
    },
  };
}
