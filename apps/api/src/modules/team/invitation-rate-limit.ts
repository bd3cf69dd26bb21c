import type { FastifyInstance } from 'fastify';

/**
 * Per-IP rate limit of the calls that say whether an invitation code is live (join_team and
 * get_team_invitation_info): codes are 12 random characters, and this keeps guessing them from
 * being even a matter of throughput. Off with DISABLE_RATE_LIMIT like the sign-in limits.
 */
export function invitationGuessLimit(app: FastifyInstance) {
  return app.config.DISABLE_RATE_LIMIT ? false : { max: 30, timeWindow: '1 minute' };
}
