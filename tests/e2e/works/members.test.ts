import path from 'node:path';
import type { TWorkDetail } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { artifactsDir } from '../support/paths';
import { useStory } from '../support/story';
import { createWork, grant, memberOf, ownerWithTeam, wait, workAction, workItem } from './helpers';

// Issue 4: work members and the work-level permission guard of the work shell.
describe('work members and permissions', () => {
  const story = useStory();

  it('the members dialog gives a second user WriteWork; without AiEvaluate evaluation is disabled with a tooltip, conception opens read-only', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '成员组');
    const writer = await memberOf(story, owner, teamId);
    const workId = await createWork(story, owner, { project_name: '长夜', project_type: 'SCRIPT' });

    const { page } = await story.signedIn({ who: owner, teamId });
    await page.goto('/workBench/worksManage');
    await workAction(page, '长夜', 'members');
    const dialog = page.getByTestId('members-dialog');
    await expect
      .poll(() => dialog.getByTestId('member-name').allTextContents(), wait)
      .toEqual([owner.user.name]);
    await page.getByTestId('member-add-select').selectOption(writer.userId);
    // WriteWork is ticked by default; nothing else.
    expect(await page.getByTestId('member-add-perm-WriteWork').isChecked()).toBe(true);
    expect(await page.getByTestId('member-add-perm-EditIdeas').isChecked()).toBe(false);
    await page.getByTestId('member-add-submit').click();
    await expect.poll(() => dialog.getByTestId('member-row').count(), wait).toBe(2);
    await page.screenshot({ path: path.join(artifactsDir, 'works-members-dialog.png') });

    const detail = await story.api.call<TWorkDetail>('GET', '/ixj_web/project/detail', {
      token: writer.token,
      query: { project_id: workId },
    });
    expect(detail.my_permissions).toEqual(['WriteWork']);

    // The writer's shell: script open, evaluation disabled (not hidden) with the permission named;
    // conception open read-only (EditIdeas writes ideas and cards, every member reads them).
    const { page: w } = await story.signedIn({ who: writer, teamId });
    await w.goto(`/workDetail/${workId}/SCRIPT`);
    await expect.poll(() => w.getByTestId('work-shell-name').textContent(), wait).toBe('长夜');
    // The landing child is the first one the writer may open.
    await w.getByTestId('script-page').waitFor(wait);
    expect(await w.getByTestId('work-nav-conception').getAttribute('aria-disabled')).not.toBe('true');
    const evaluate = w.getByTestId('work-nav-evaluate');
    expect(await evaluate.getAttribute('aria-disabled')).toBe('true');
    await evaluate.hover();
    const tip = w.getByRole('tooltip').filter({ hasText: 'AI评估' });
    await expect.poll(() => tip.isVisible(), wait).toBe(true);
    expect(await tip.textContent()).toBe('需要「AI评估」作品权限');
    // In the writer's list the managing actions are disabled, with the reason as a tooltip.
    await w.goto('/workBench/worksManage');
    await workItem(w, '长夜').getByTestId('work-menu').click();
    expect(await w.getByTestId('work-action-delete').getAttribute('aria-disabled')).toBe('true');
    await w.getByTestId('work-action-copy').hover();
    await expect
      .poll(() => w.getByRole('tooltip').filter({ hasText: '作品管理' }).first().isVisible(), wait)
      .toBe(true);
    await w.keyboard.press('Escape');
    // Work info opens for a writer (WriteWork may edit it).
    await workAction(w, '长夜', 'info');
    await w.getByTestId('base-info-name').waitFor(wait);
    expect(await w.getByTestId('work-info-read-only').count()).toBe(0);
    await w.keyboard.press('Escape');

    // Opening a child the writer may not open by URL shows the permission notice instead of the page.
    await w.goto(`/workDetail/${workId}/SCRIPT/evaluate`);
    await expect.poll(() => w.getByTestId('no-permission').textContent(), wait).toContain('AI评估');
    await w.goto(`/workDetail/${workId}/SCRIPT/conception`);
    await expect
      .poll(() => w.getByTestId('conception-page').getAttribute('data-read-only'), wait)
      .toBe('true');

    // The owner narrows the writer to Producer: the script opens read-only.
    await page.getByTestId(`member-perm-${writer.userId}-Producer`).check();
    await expect
      .poll(() => page.getByTestId(`member-perm-${writer.userId}-Producer`).isEnabled(), wait)
      .toBe(true);
    await page.getByTestId(`member-perm-${writer.userId}-WriteWork`).uncheck();
    await expect
      .poll(async () => {
        const d = await story.api.call<TWorkDetail>('GET', '/ixj_web/project/detail', {
          token: writer.token,
          query: { project_id: workId },
        });
        return d.my_permissions;
      }, wait)
      .toEqual(['Producer']);
    await w.goto(`/workDetail/${workId}/SCRIPT/script`);
    await expect.poll(() => w.getByTestId('script-page').getAttribute('data-read-only'), wait).toBe('true');
    expect(await w.getByTestId('tree-add-doc').getAttribute('aria-disabled')).toBe('true');

    // Removing the member takes the work away from them.
    await page
      .getByTestId('member-row')
      .filter({ hasText: writer.user.name })
      .getByTestId('member-remove')
      .click();
    await expect.poll(() => dialog.getByTestId('member-row').count(), wait).toBe(1);
    await expect(
      story.api.call('GET', '/ixj_web/project/detail', {
        token: writer.token,
        query: { project_id: workId },
      }),
    ).rejects.toThrow(/status 8003/);
  });

  it('a producer without WriteWork reads the script but cannot change the tree', async () => {
    const { owner, teamId } = await ownerWithTeam(story, '监制组');
    const producer = await memberOf(story, owner, teamId);
    const workId = await createWork(story, owner, { project_name: '回声', project_type: 'SCRIPT' });
    await story.api.call('POST', '/ixj_web/project/doc/add', {
      token: owner.token,
      body: { project_id: workId },
    });
    await grant(story, owner, workId, producer.userId, ['Producer']);

    const { page } = await story.signedIn({ who: producer, teamId });
    await page.goto(`/workDetail/${workId}/SCRIPT/script`);
    await expect.poll(() => page.getByTestId('tree-doc-name').allTextContents(), wait).toEqual(['第1集']);
    expect(await page.getByTestId('script-read-only').textContent()).toBe('只读');
    expect(await page.getByTestId('tree-add-volume').getAttribute('aria-disabled')).toBe('true');
    expect(await page.getByTestId('tree-doc-rename').count()).toBe(0);
    expect(await page.getByTestId('work-nav-script').textContent()).toContain('只读');
  });
});
