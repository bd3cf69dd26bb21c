import type { FastifyInstance } from 'fastify';

/** Freezes the app clock at its current time (fake or real); returns how to move it. */
export function fakeClock(app: FastifyInstance): { advance(ms: number): void; now(): number } {
  let t = app.clock.now();
  app.clock.now = () => t;
  return {
    advance: (ms) => {
      t += ms;
    },
    now: () => t,
  };
}
