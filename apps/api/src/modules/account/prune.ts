import { lt, or } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { qrSessions, signInAttempts, smsCodes, tokens } from '../../db/schema/index';
import { PasswordLimits } from './password-guard';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Deletes sign-in rows nobody needs any more: SMS codes older than 2 h (the hourly caps look back 1 h),
 * QR sessions older than a day, tokens expired or revoked more than 7 days ago, and password attempt
 * counts past the age at which they are forgotten anyway.
 */
export async function pruneAccountData(app: FastifyInstance): Promise<void> {
  const now = app.clock.now();
  const db = app.database.db;
  await db.delete(smsCodes).where(lt(smsCodes.createdAt, new Date(now - 2 * HOUR_MS)));
  await db.delete(qrSessions).where(lt(qrSessions.createdAt, new Date(now - DAY_MS)));
  await db
    .delete(signInAttempts)
    .where(lt(signInAttempts.lastAttemptAt, new Date(now - PasswordLimits.forgetAfterMs)));
  const weekAgo = new Date(now - 7 * DAY_MS);
  await db.delete(tokens).where(or(lt(tokens.expiresAt, weekAgo), lt(tokens.revokedAt, weekAgo)));
}

/** Runs the prune hourly while the app is up; the timer never keeps the process alive. */
export function schedulePrune(app: FastifyInstance): void {
  const timer = setInterval(() => {
    pruneAccountData(app).catch((err) => app.log.warn({ err }, 'account prune failed'));
  }, HOUR_MS);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
