import { adminSetSpecialTags, materialAdd, materialPublish, type TCallInput } from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { okDef } from '../../test/call';
import { type TeamFixture, teamFixture } from '../team/testing';

/** The operator phone a materials test app lists in ADMIN_PHONES. */
export const MATERIALS_OPERATOR = '13700000009';

/** A team fixture whose owner is made an official user (is_official) by the operator. */
export async function materialsFixture(
  app: FastifyInstance,
  prefix: string,
): Promise<TeamFixture & { official: string }> {
  const f = await teamFixture(app, prefix);
  const { signInBySms } = await import('../account/testing');
  const operator = (await signInBySms(app, MATERIALS_OPERATOR)).token;
  await okDef(app, adminSetSpecialTags, {
    token: operator,
    input: { user_id: f.owner.user_id, special_tags: { is_official: 1 } },
  });
  return { ...f, official: f.owner.token };
}

/** Adds a material through the API; official ones are published unless told otherwise. */
export async function addMaterial(
  app: FastifyInstance,
  token: string,
  input: TCallInput<typeof materialAdd>,
  publish = true,
): Promise<string> {
  const { id } = await okDef(app, materialAdd, { token, input });
  if (input.scope === 2 && publish)
    await okDef(app, materialPublish, { token, input: { id, published: true } });
  return id;
}
