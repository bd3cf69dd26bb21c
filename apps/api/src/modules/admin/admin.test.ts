import {
  AdminAction,
  AdminMessage,
  adminAuditLog,
  adminEngines,
  adminJobs,
  adminOverview,
  adminSetApproval,
  adminSetSpecialTags,
  adminUnsavedDocuments,
  adminUserDetail,
  adminUserList,
  ENGINE_CAPABILITIES,
  Status,
  StatusMessage,
  type TUser,
} from '@juzuo/schemas';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../db/schema/index';
import { createTestApp } from '../../test/app';
import { callDef, okDef } from '../../test/call';
import { fakeClock } from '../../test/clock';
import { call } from '../../test/inject';
import { signInBySms, smsCode } from '../account/testing';

const OPERATOR = '13900000001';
const noPermission = [Status.NO_PERMISSION, StatusMessage[Status.NO_PERMISSION]];

describe('operator area', () => {
  let app: FastifyInstance;
  let operator: string;
  let writer: { token: string; userId: string };

  beforeAll(async () => {
    app = await createTestApp({ ADMIN_PHONES: `${OPERATOR}, 13900000009` });
    operator = (await signInBySms(app, OPERATOR)).token;
    const w = await signInBySms(app, '13900000002');
    writer = { token: w.token, userId: w.user_id };
  });
  afterAll(async () => app.close());

  it('get_my_info says who is an operator and which gated features the user may open', async () => {
    const me = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: operator });
    expect(me.data.is_admin).toBe(true);
    const other = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: writer.token });
    expect(other.data.is_admin).toBe(false);
    expect(other.data.features).toEqual({
      ai_chat: false,
      ai_evaluate: false,
      novel_to_script: false,
      comfy_ui: false,
      model_up: false,
      train_lora: false,
      batch_subtitle: false,
    });
  });

  it('answers 7013 to a non-operator and 4000 to a signed-out caller on every admin call', async () => {
    const defs = [
      adminOverview,
      adminUserList,
      adminUserDetail,
      adminSetSpecialTags,
      adminSetApproval,
      adminAuditLog,
      adminEngines,
      adminJobs,
      adminUnsavedDocuments,
    ];
    for (const def of defs) {
      // Input a non-operator sends is not even validated: they learn nothing but 7013.
      const input = { user_id: writer.userId, special_tags: { nope: 1 } } as never;
      const denied = await callDef(app, def, { token: writer.token, input });
      expect([def.path, denied.status, denied.msg]).toEqual([def.path, ...noPermission]);
      const anonymous = await callDef(app, def, { input });
      expect([def.path, anonymous.status]).toEqual([def.path, Status.TOKEN_INVALID]);
    }
    const tags = await okDef(app, adminUserDetail, { token: operator, input: { user_id: writer.userId } });
    expect(tags.special_tags.ai_evaluate).toBe(0);
  });

  it('finds users by phone or name, paged', async () => {
    await signInBySms(app, '13900000003');
    const byPhone = await okDef(app, adminUserList, { token: operator, input: { keyword: '0000000' } });
    expect(byPhone.total).toBe(3);
    const paged = await okDef(app, adminUserList, {
      token: operator,
      input: { keyword: '1390000000', page_index: 2, page_size: 2 },
    });
    expect([paged.total, paged.list.length]).toEqual([3, 1]);
    await call(app, 'PUT', '/ixj_web/user/update_user', { token: writer.token, body: { name: '编剧小王' } });
    const byName = await okDef(app, adminUserList, { token: operator, input: { keyword: '小王' } });
    expect(byName.list.map((u) => [u.user_id, u.phone, u.is_admin])).toEqual([
      [writer.userId, '13900000002', false],
    ]);
    // LIKE wildcards in the keyword are plain characters.
    expect((await okDef(app, adminUserList, { token: operator, input: { keyword: '%' } })).total).toBe(0);
  });

  it('sets special_tags by phone or user_id, reads them back, keeps unsent keys, and audits each change', async () => {
    const set = await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { phone: '13900000002', special_tags: { ai_evaluate: 1, comfy_ui: 1 } },
    });
    expect(set.special_tags).toMatchObject({ ai_evaluate: 1, comfy_ui: 1, ai_chat: 0 });
    expect(set.features).toMatchObject({ ai_evaluate: true, comfy_ui: true, novel_to_script: false });

    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.userId, special_tags: { ai_chat: 3, novel_to_script: '1', comfy_ui: false } },
    });
    const read = await okDef(app, adminUserDetail, { token: operator, input: { phone: '13900000002' } });
    expect(read.special_tags).toMatchObject({ ai_evaluate: 1, comfy_ui: 0, ai_chat: 3, novel_to_script: 1 });
    const me = await call<TUser>(app, 'GET', '/ixj_web/user/get_my_info', { token: writer.token });
    expect(me.data.special_tags).toEqual(read.special_tags);
    expect(me.data.features).toMatchObject({ ai_chat: true, novel_to_script: true, comfy_ui: false });

    // The same values again change nothing, so nothing more is audited.
    await okDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.userId, special_tags: { ai_chat: 3 } },
    });
    const log = await okDef(app, adminAuditLog, {
      token: operator,
      input: { target_user_id: writer.userId },
    });
    expect(log.total).toBe(2);
    const [latest, first] = log.list;
    expect(first).toMatchObject({
      action: AdminAction.SPECIAL_TAGS,
      target_user_id: writer.userId,
      target_label: '编剧小王 13900000002',
      actor_label: `用户0001 ${OPERATOR}`,
      before: expect.objectContaining({ ai_evaluate: 0, comfy_ui: 0 }),
      after: expect.objectContaining({ ai_evaluate: 1, comfy_ui: 1 }),
    });
    expect(latest?.before).toMatchObject({ comfy_ui: 1, ai_chat: 0 });
    expect(latest?.after).toMatchObject({ comfy_ui: 0, ai_chat: 3, novel_to_script: 1 });
    expect(Date.parse(latest?.created_at ?? '')).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses unknown tags, bad values and missing targets in Chinese, changing nothing', async () => {
    const unknown = await callDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.userId, special_tags: { ai_evaluate: 0, super_power: 1 } },
    });
    expect([unknown.status, unknown.msg]).toEqual([
      Status.VALIDATION,
      AdminMessage.unknownTag('super_power'),
    ]);
    expect(unknown.msg).toBe('未知的特殊标签：super_power');
    const badValue = await callDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.userId, special_tags: { ai_evaluate: 2 } },
    });
    expect([badValue.status, badValue.msg]).toEqual([
      Status.VALIDATION,
      '特殊标签 ai_evaluate 的取值必须为 0 或 1',
    ]);
    const badChat = await callDef(app, adminSetSpecialTags, {
      token: operator,
      input: { user_id: writer.userId, special_tags: { ai_chat: 2 } },
    });
    expect(badChat.msg).toBe('特殊标签 ai_chat 的取值必须为 0、1、3 或 4');
    const noTarget = await callDef(app, adminSetSpecialTags, {
      token: operator,
      input: { special_tags: { ai_evaluate: 1 } },
    });
    expect([noTarget.status, noTarget.msg]).toEqual([Status.VALIDATION, AdminMessage.targetMissing]);
    const missing = await callDef(app, adminSetSpecialTags, {
      token: operator,
      input: { phone: '13999999999', special_tags: { ai_evaluate: 1 } },
    });
    expect([missing.status, missing.msg]).toEqual([Status.NOT_FOUND, AdminMessage.userMissing]);
    const read = await okDef(app, adminUserDetail, { token: operator, input: { user_id: writer.userId } });
    expect(read.special_tags.ai_evaluate).toBe(1);
  });

  it('shows every engine capability and every user job with counts per state', async () => {
    const engines = await okDef(app, adminEngines, { token: operator });
    expect(engines.list.map((e) => e.capability).sort()).toEqual([...ENGINE_CAPABILITIES].sort());
    const now = new Date();
    await app.database.db.insert(jobs).values([
      {
        id: 'job-a',
        userId: writer.userId,
        kind: 'works.export',
        title: '导出《甲》',
        state: 'done',
        progress: 100,
        createdAt: now,
      },
      {
        id: 'job-b',
        userId: writer.userId,
        kind: 'works.export',
        title: '导出《乙》',
        state: 'failed',
        error: '失败了',
        createdAt: new Date(now.getTime() + 1),
      },
    ]);
    const all = await okDef(app, adminJobs, { token: operator });
    expect(all.total).toBe(2);
    expect(all.counts).toEqual({ done: 1, failed: 1 });
    expect(all.list.map((j) => [j.job_id, j.user_label])).toEqual([
      ['job-b', '编剧小王 13900000002'],
      ['job-a', '编剧小王 13900000002'],
    ]);
    const failed = await okDef(app, adminJobs, { token: operator, input: { state: 'failed' } });
    expect(failed.list.map((j) => j.error)).toEqual(['失败了']);
  });
});

describe('operator approvals in internal-only mode', () => {
  let app: FastifyInstance;
  let operator: { token: string; userId: string };
  const NEWCOMER = '13800000002';

  let clock: ReturnType<typeof fakeClock>;
  // Each attempt asks for a new code, so the clock moves past the resend wait first.
  const tryLogin = async (phone: string) => {
    clock.advance(61_000);
    return call<{ token: string; user_id: string }>(app, 'POST', '/ixj_web/user/login', {
      body: { login_type: 2, phone, sms_code: await smsCode(app, phone) },
    });
  };

  beforeAll(async () => {
    app = await createTestApp({
      INTERNAL_ONLY: '1',
      ADMIN_PHONES: '13800000001',
      APPROVED_PHONES: '13800000005',
    });
    clock = fakeClock(app);
    const o = await signInBySms(app, '13800000001');
    operator = { token: o.token, userId: o.user_id };
  });
  afterAll(async () => app.close());

  it('an operator signs in without approval and sees the mode', async () => {
    expect(await okDef(app, adminOverview, { token: operator.token })).toEqual({ internal_only: true });
    const me = await okDef(app, adminUserDetail, {
      token: operator.token,
      input: { user_id: operator.userId },
    });
    expect([me.approved, me.approved_by_config, me.is_admin]).toEqual([1, 1, true]);
  });

  it('approving lets a waiting account sign in; revoking signs it out and shuts it out again', async () => {
    const refused = await tryLogin(NEWCOMER);
    expect(refused.status).toBe(Status.NOT_APPROVED);
    const waiting = await okDef(app, adminUserList, { token: operator.token, input: { keyword: NEWCOMER } });
    expect(waiting.list.map((u) => u.approved)).toEqual([0]);

    const approved = await okDef(app, adminSetApproval, {
      token: operator.token,
      input: { phone: NEWCOMER, approved: 1 },
    });
    expect(approved.approved).toBe(1);
    const signedIn = await tryLogin(NEWCOMER);
    expect([signedIn.status, signedIn.data.user_id]).toEqual([0, approved.user_id]);
    const info = await call(app, 'GET', '/ixj_web/user/get_my_info', { token: signedIn.data.token });
    expect(info.status).toBe(0);

    await okDef(app, adminSetApproval, {
      token: operator.token,
      input: { user_id: approved.user_id, approved: 0 },
    });
    const after = await call(app, 'GET', '/ixj_web/user/get_my_info', { token: signedIn.data.token });
    expect(after.status).toBe(Status.TOKEN_INVALID);
    expect((await tryLogin(NEWCOMER)).status).toBe(Status.NOT_APPROVED);

    const log = await okDef(app, adminAuditLog, {
      token: operator.token,
      input: { target_user_id: approved.user_id },
    });
    expect(log.list.map((e) => [e.action, e.before, e.after, e.actor_id])).toEqual([
      [AdminAction.REVOKE, { approved: 1 }, { approved: 0 }, operator.userId],
      [AdminAction.APPROVE, { approved: 0 }, { approved: 1 }, operator.userId],
    ]);
  });

  it('does not revoke an approval that config gives', async () => {
    await signInBySms(app, '13800000005');
    const res = await callDef(app, adminSetApproval, {
      token: operator.token,
      input: { phone: '13800000005', approved: 0 },
    });
    expect([res.status, res.msg]).toEqual([Status.CONFLICT, AdminMessage.revokeByConfig]);
    const self = await callDef(app, adminSetApproval, {
      token: operator.token,
      input: { user_id: operator.userId, approved: 0 },
    });
    expect(self.status).toBe(Status.CONFLICT);
  });
});
