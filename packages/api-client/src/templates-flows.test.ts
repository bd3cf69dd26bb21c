import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningApi, signInBySms, startApi, testClient } from './test/api-server';

// Calls: /ixj_web/works/template_work_type_list, /ixj_web/works/template_list, /ixj_web/works/template,
// /ixj_web/works/published_template, /ixj_web/works/apply_template, through the client's
// `templates` group against the real API (buildApp on PGlite); nothing of it is mocked.
let server: RunningApi;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());

describe('template library flows against the real API', () => {
  it('create, publish to the team, a teammate applies it to a work, withdraw, delete', async () => {
    const owner = testClient(server);
    await signInBySms(owner.api, '13730000001');
    const { team_id } = await owner.api.team.add({ team_name: '模板流程团队' });
    await owner.api.team.getCurrent();
    const { code } = await owner.api.teamManage.generateInvitationCode();
    const member = testClient(server);
    const me = await signInBySms(member.api, '13730000002');
    await member.api.team.joinTeam({ code });
    await member.api.team.getCurrent();

    const options = await owner.api.templates.typeOptions();
    expect(options.doc_types.map((d) => d.label)).toEqual([
      '人物设定',
      '故事大纲',
      '分集大纲',
      '剧本',
      '其他',
    ]);
    const { template_id } = await owner.api.templates.add({
      template_name: '客户端模板',
      doc_type: 5,
      content: '<p data-block="scene">日 内 客厅</p><p data-block="dialogue">甲：你来了。</p>',
    });
    await owner.api.templates.update({ template_id, description: '一场戏' });
    // A team the caller is not in is refused, whatever team_id says.
    const forged = await owner.api.templates
      .publish({ template_id, team_id: 'another-team' })
      .catch((e: unknown) => e);
    expect(forged).toMatchObject({ status: 7013, msg: '只能发布到你当前所在的团队' });
    expect(await owner.api.templates.publish({ template_id, team_id })).toEqual({
      template_id,
      published: true,
    });

    const seen = await member.api.templates.list({ source: 'team' });
    expect(seen.list.map((t) => [t.template_name, t.source, t.abilities.can_edit])).toEqual([
      ['客户端模板', 'team', false],
    ]);
    expect((await member.api.templates.get({ template_id })).lines).toEqual([
      { block: 'scene', text: '日 内 客厅' },
      { block: 'dialogue', text: '甲：你来了。' },
    ]);

    const { project_id } = await owner.api.works.add({
      project_name: '模板作品',
      project_type: 'SCRIPT',
      media_type: 'SCRIPT',
      length_type: 'SHORT',
    });
    await owner.api.works.setMember({ project_id, user_id: me.user_id, permissions: ['WriteWork'] });
    const applied = await member.api.templates.apply({ template_id, project_id, target: 'doc' });
    expect(applied).toMatchObject({ target: 'doc', project_id, name: '客户端模板' });
    const doc = await member.api.docs.detail({ doc_id: applied.id });
    expect(doc.text).toBe('日 内 客厅\n甲：你来了。');

    await owner.api.templates.withdraw({ template_id });
    expect((await member.api.templates.list({ source: 'team' })).total).toBe(0);
    await owner.api.templates.delete({ template_id });
    expect((await owner.api.templates.list({ source: 'mine' })).total).toBe(0);
  });
});
