import {
  Status,
  teamGenerateInvitationCode,
  teamGetCurrent,
  teamInvitationInfo,
  teamJoin,
  teamQuit,
  teamRemoveMember,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { signInBySms } from '../account/testing';
import { TeamRuleMessage as M } from './refusals';
import { type TeamFixture, teamFixture } from './testing';

/** Issue 9 item 6: a removed member cannot come back with a code issued before the removal. */
describe('rejoining after removal', () => {
  let app: FastifyInstance;
  let f: TeamFixture;
  beforeAll(async () => {
    app = await createTestApp();
    f = await teamFixture(app, '35900000');
  });
  afterAll(async () => app.close());

  const generate = () =>
    okDef(app, teamGenerateInvitationCode, { token: f.owner.token, input: { team_id: f.teamId } });
  const join = (token: string, code: string) => callDef(app, teamJoin, { token, input: { code } });
  const info = (token: string, code: string) => callDef(app, teamInvitationInfo, { token, input: { code } });
  const remove = (userId: string) =>
    okDef(app, teamRemoveMember, { token: f.owner.token, input: { team_id: f.teamId, user_id: userId } });

  it('refuses the code the member joined with (join and info) but lets others use it', async () => {
    const { code } = await generate();
    const leaver = await signInBySms(app, '13590000101');
    expect((await join(leaver.token, code)).status).toBe(0);
    await remove(leaver.user_id);

    const again = await join(leaver.token, code);
    expect([again.status, again.msg]).toEqual([Status.NOT_FOUND, M.invitationInvalid]);
    const seen = await info(leaver.token, code);
    expect([seen.status, seen.msg]).toEqual([Status.NOT_FOUND, M.invitationInvalid]);
    const current = await callDef(app, teamGetCurrent, { token: leaver.token });
    expect(current.status).toBe(Status.NO_TEAM);

    // The code itself is still good for everybody else the manager shared it with.
    const newcomer = await signInBySms(app, '13590000102');
    expect((await join(newcomer.token, code)).status).toBe(0);
  });

  it('the manager re-invites with a fresh code, and a second removal bars that code too', async () => {
    const { code: first } = await generate();
    const leaver = await signInBySms(app, '13590000103');
    expect((await join(leaver.token, first)).status).toBe(0);
    await remove(leaver.user_id);

    const { code: fresh } = await generate();
    expect((await info(leaver.token, fresh)).status).toBe(0);
    expect(await okDef(app, teamJoin, { token: leaver.token, input: { code: fresh } })).toEqual({
      team_id: f.teamId,
    });

    await remove(leaver.user_id);
    const barred = await join(leaver.token, fresh);
    expect([barred.status, barred.msg]).toEqual([Status.NOT_FOUND, M.invitationInvalid]);
  });

  it('a member who quit by themselves may come back with the same code', async () => {
    const { code } = await generate();
    const quitter = await signInBySms(app, '13590000104');
    expect((await join(quitter.token, code)).status).toBe(0);
    await okDef(app, teamQuit, { token: quitter.token, input: { team_id: f.teamId } });
    expect((await join(quitter.token, code)).status).toBe(0);
  });
});
