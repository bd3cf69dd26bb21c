import { describe, expect, it } from 'vitest';
import { newPhone } from '../support/api';
import { useStory } from '../support/story';
import { waitForLoginMode, waitForPath } from '../support/ui';

const OPERATOR = '13912340077';
const wait = { timeout: 20_000, interval: 200 };

// Issue 14 (web): a visitor searches from the public materials page, opens a result, and saves it;
// saving asks them to sign in and, once they have, the material is in their collection.
describe('materials centre: public search, detail, save after signing in', () => {
  const story = useStory({ env: { ADMIN_PHONES: OPERATOR } });

  it('finds a published official material, opens it, and saves it after signing in', async () => {
    // An official editor (special_tags.is_official, set by an operator) publishes two materials.
    const operator = await story.api.signInBySms(OPERATOR);
    const editor = await story.api.signInBySms();
    await story.api.call('PUT', '/ixj_web/admin/user/special_tags', {
      token: operator.token,
      body: { user_id: editor.userId, special_tags: { is_official: 1 } },
    });
    const publish = async (body: Record<string, unknown>) => {
      const { id } = await story.api.call<{ id: string }>('POST', '/mt_web/material/manage/add', {
        token: editor.token,
        body: { ...body, scope: 2 },
      });
      await story.api.call('PUT', '/mt_web/material/manage/publish', {
        token: editor.token,
        body: { id, published: true },
      });
      return id;
    };
    const id = await publish({
      title: '雪夜驿站的反转桥段',
      content: '驿站老板原来是失踪多年的将军。\n暴雪封路，众人被困，真相在一碗热汤里揭开。',
      cat1: 'qiaoduan',
      cat2: '反转',
      tags: ['反转', '古装'],
    });
    await publish({
      title: '古装反转的另一种写法',
      content: '先让观众相信老板是凶手，再用一个旧物件推翻。',
      cat1: 'qiaoduan',
      cat2: '反转',
      tags: ['反转', '古装'],
    });

    // A visitor searches from the public page: the URL holds the search and the hit is highlighted.
    const { page } = await story.visitor();
    await page.goto('/sucai');
    await page.getByTestId('material-category-qiaoduan').waitFor(wait);
    await page.getByTestId('material-search-input').fill('驿站');
    await page.getByTestId('material-search-submit').click();
    await waitForPath(page, /^\/sucai\/search\?/);
    expect(new URL(page.url()).searchParams.get('keyword')).toBe('驿站');
    const hit = page.locator(`[data-testid="material-item"][data-id="${id}"]`);
    await hit.waitFor(wait);
    expect(await hit.getByTestId('material-hit').first().textContent()).toBe('驿站');

    // The detail: full content and the similar material beside it.
    await hit.getByTestId('material-title').click();
    await waitForPath(page, `/sucai/detail/${id}`);
    await expect.poll(() => page.getByTestId('material-content').textContent(), wait).toContain('一碗热汤');
    await expect.poll(() => page.getByTestId('material-similar-item').count(), wait).toBeGreaterThan(0);

    // Back returns to the same search.
    await page.goBack();
    await waitForPath(page, /^\/sucai\/search\?/);
    await hit.waitFor(wait);
    expect(await page.getByTestId('material-search-input').inputValue()).toBe('驿站');
    await hit.getByTestId('material-title').click();
    await waitForPath(page, `/sucai/detail/${id}`);

    // Saving asks the visitor to sign in; once signed in, the save happens.
    const reader = await story.api.signInBySms(newPhone());
    await story.api.setPassword(reader, 'Reader12345');
    await story.api.createTeam(reader, '读者剧组');
    await page.getByTestId('material-collect').click();
    await waitForLoginMode(page, 'Phone');
    // By password: the reader's SMS code was just used to create the account (a new one must wait).
    await page.getByTestId('login-tab-password').click();
    await waitForLoginMode(page, 'Password');
    await page.getByTestId('phone-input').fill(reader.phone);
    await page.getByTestId('password-input').fill('Reader12345');
    await page.getByTestId('agreement-checkbox').check();
    await page.getByTestId('login-button').click();
    await page.getByTestId('login-dialog').waitFor({ state: 'detached', timeout: wait.timeout });
    await page.getByTestId('material-collected').waitFor(wait);
    expect(page.url()).toContain(`/sucai/detail/${id}`);

    const saved = await story.api.call<{ list: Array<{ id: string }> }>(
      'GET',
      '/ixj_web/material/collection_list',
      {
        token: reader.token,
      },
    );
    expect(saved.list.map((m) => m.id)).toContain(id);
  }, 120_000);
});
