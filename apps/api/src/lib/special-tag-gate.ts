import { gateOfCall, SpecialTagGate, Status, type TGatedTag } from '@juzuo/schemas';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { users } from '../db/schema/index';
import { AppError } from './errors';
import { tokenInvalid } from './status';

const GATE = Symbol('specialTagGate');
type GateHandler = preHandlerHookHandler & { [GATE]?: TGatedTag };

/**
 * preHandler (after authentication): the caller's special tags must open `tag`'s feature, else
 * status 7013 with the gate's Chinese reason (该功能需开通「…」权限). Reads the row on every call, so
 * an operator's change applies at once.
 */
export function requireSpecialTag(tag: TGatedTag): preHandlerHookHandler {
  const handler: GateHandler = async function specialTagGate(request: FastifyRequest, _reply: FastifyReply) {
    const userId = request.auth?.userId;
    if (!userId) throw tokenInvalid();
    const [row] = await request.server.database.db
      .select({ specialTags: users.specialTags })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw tokenInvalid();
    const gate = SpecialTagGate[tag];
    if (!gate.allows(row.specialTags)) throw new AppError(Status.NO_PERMISSION, gate.reason);
  };
  handler[GATE] = tag;
  return handler;
}

const asList = (v: unknown): GateHandler[] => (Array.isArray(v) ? v : v ? [v as GateHandler] : []);

/**
 * Puts requireSpecialTag on every route whose path the gate map lists (packages/schemas
 * special-tags.ts), so an AI call is guarded the moment it is registered, with no second list to keep.
 * Call it before any module registers routes; a route that already carries the gate keeps one.
 */
export function enforceSpecialTagGates(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const tag = gateOfCall(route.url);
    if (!tag) return;
    const existing = asList(route.preHandler);
    if (existing.some((h) => h[GATE] === tag)) return;
    route.preHandler = [...existing, requireSpecialTag(tag)];
  });
}
