import type { FastifyInstance } from 'fastify';

/** The time source of every account rule (expiry, resend windows); tests replace `now` instead of sleeping. */
export interface Clock {
  now(): number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Current time in epoch ms; overridable in tests (`app.clock.now = () => t`). */
    clock: Clock;
  }
}

/** Decorates the app with a wall clock. */
export function registerClock(app: FastifyInstance): void {
  if (!app.hasDecorator('clock')) app.decorate('clock', { now: () => Date.now() });
}
