import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { SignedIn } from '../support/api';
import type { Story } from '../support/story';

/** Page state arrives asynchronously; relay round trips on a busy 2-core machine take a while. */
export const wait = { timeout: 20_000, interval: 200 };

/** A team with one script work and one document, the owner, and helpers to bring members in. */
export interface ScriptFixture {
  owner: SignedIn;
  teamId: string;
  workId: string;
  docId: string;
  /** Signs a new user in, joins them to the team by invitation code and sets their work permissions. */
  member(permissions: string[]): Promise<SignedIn>;
}

/** Creates the team, the work (POST project/add) and its first document (POST project/doc/add). */
export async function scriptFixture(story: Story): Promise<ScriptFixture> {
  const owner = await story.api.signInBySms();
  const teamId = await story.api.createTeam(owner, '编辑器剧组');
  const { project_id: workId } = await story.api.call<{ project_id: string }>(
    'POST',
    '/ixj_web/project/add',
    {
      token: owner.token,
      body: { project_name: '客栈风云', project_type: 'SCRIPT', media_type: 'SCRIPT', length_type: 'SHORT' },
    },
  );
  const { doc_id: docId } = await story.api.call<{ doc_id: string }>('POST', '/ixj_web/project/doc/add', {
    token: owner.token,
    body: { project_id: workId, doc_name: '第1集' },
  });
  const member = async (permissions: string[]) => {
    const { code } = await story.api.call<{ code: string }>(
      'POST',
      '/ixj_web/team_manage/generate_invitation_code',
      {
        token: owner.token,
        body: { team_id: teamId },
      },
    );
    const who = await story.api.signInBySms();
    await story.api.call('POST', '/ixj_web/team/join_team', { token: who.token, body: { code } });
    await story.api.call('PUT', '/ixj_web/project/member', {
      token: owner.token,
      body: { project_id: workId, user_id: who.userId, permissions },
    });
    return who;
  };
  return { owner, teamId, workId, docId, member };
}

/** Opens the full-page editor of a document (under a base path like '/juzuo') and waits for the editor. */
export async function openEditor(page: Page, docId: string, basePath = ''): Promise<void> {
  await page.goto(`${basePath}/editor/edit/${docId}`);
  await page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
}

/** The sync badge's text (已同步 / 仅保存在本地 / 离线). */
export function syncText(page: Page): Promise<string | null> {
  return page.getByTestId('sync-state').textContent();
}

/** The editor's text as the writer sees it (decorations such as scene numbers included). */
export async function editorText(page: Page): Promise<string> {
  return (await page.getByTestId('script-editor').textContent()) ?? '';
}

/**
 * Selects `words` in the open editor as a mouse would (a DOM range; evaluated as a string: no DOM
 * typings here); with `collapseAtStart` the caret is put before them instead. False when not found.
 */
export function selectWords(page: Page, words: string, collapseAtStart = false): Promise<boolean> {
  return page.evaluate(`(() => {
    const root = document.querySelector('[data-testid="script-editor"]');
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    let n;
    while ((n = walker.nextNode())) {
      const i = n.data.indexOf(${JSON.stringify(words)});
      if (i < 0) continue;
      const r = document.createRange();
      r.setStart(n, i);
      r.setEnd(n, ${collapseAtStart} ? i : i + ${words.length});
      const s = window.getSelection();
      s.removeAllRanges();
      s.addRange(r);
      return true;
    }
    return false;
  })()`) as Promise<boolean>;
}

/** The editor's text without the collaborators' caret labels. */
export function textWithoutCarets(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const copy = document.querySelector('[data-testid="script-editor"]').cloneNode(true);
    for (const caret of copy.querySelectorAll('.collaboration-carets__caret')) caret.remove();
    return copy.textContent;
  })()`) as Promise<string>;
}

/** The words each review highlight covers in a page's editor. */
export function highlighted(page: Page): Promise<string[]> {
  return page.locator('[data-testid="script-editor"] .review-highlight').allInnerTexts();
}

/** Waits until the badge says 已同步. */
export async function waitSynced(page: Page): Promise<void> {
  await expect.poll(() => syncText(page), wait).toContain('已同步');
}

/** Whether the browser's caret is in the editor's last line (evaluated as a string: no DOM typings here). */
// In the DOM and in the editor's own state: ProseMirror reads a DOM selection change a moment later,
// and a key pressed before it has is handled at the state's caret.
const caretInLastLine = `(() => {
  const root = document.querySelector('[data-testid="script-editor"]');
  const sel = window.getSelection();
  const last = root && root.lastElementChild;
  const state = root && root.editor && root.editor.state;
  const inState = !!state && state.selection.$head.index(0) === state.doc.childCount - 1;
  return !!(sel && sel.anchorNode && last && last.contains(sel.anchorNode)) && inState;
})()`;

/**
 * Puts the caret at the very end of the document, and makes sure it is there before the test types:
 * while the other writer's lines keep arriving, a Control+End pressed in the instant the click's
 * focus settles was seen to leave the caret at the start (1 run in 4 on a busy machine), and the
 * test then typed its line into the scene heading.
 */
export async function caretToEnd(page: Page): Promise<void> {
  await page.getByTestId('script-editor').click();
  await expect
    .poll(async () => {
      await page.keyboard.press('Control+End');
      return page.evaluate(caretInLastLine);
    }, wait)
    .toBe(true);
}

/** The service-worker part of the browser's navigator (the tests compile without the DOM library). */
export interface SwNavigator {
  serviceWorker: { ready: Promise<unknown>; controller: { scriptURL: string } | null };
}

/** Reloads once online after the service worker took control, so it keeps the page and the reads. */
export async function primeServiceWorker(page: Page): Promise<void> {
  // `ready` never settles without a registration: say why instead of running into the test timeout.
  const ready = await page.evaluate(async (ms) => {
    const sw = (navigator as unknown as SwNavigator).serviceWorker;
    return Promise.race([sw.ready.then(() => true), new Promise((r) => setTimeout(() => r(false), ms))]);
  }, wait.timeout);
  if (!ready)
    throw new Error("no service worker: the story needs useStory(opts, { serviceWorkers: 'allow' })");
  await page.reload();
  await page.getByTestId('script-editor').waitFor({ state: 'visible', timeout: wait.timeout });
  expect(await page.evaluate(() => !!(navigator as unknown as SwNavigator).serviceWorker.controller)).toBe(
    true,
  );
}

/** The server's plain text of a document (project/doc/detail). */
export async function serverText(story: Story, token: string, docId: string): Promise<string> {
  const detail = await story.api.call<{ text: string }>('GET', '/ixj_web/project/doc/detail', {
    token,
    query: { doc_id: docId },
  });
  return detail.text;
}

/** The owner and a writer (WriteWork) of a new fixture, each with its editor open and synced. */
export async function twoWritersEditing(story: Story) {
  const fx = await scriptFixture(story);
  const writer = await fx.member(['WriteWork']);
  const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
  const b = await story.signedIn({ who: writer, teamId: fx.teamId });
  await Promise.all([openEditor(a.page, fx.docId), openEditor(b.page, fx.docId)]);
  await Promise.all([waitSynced(a.page), waitSynced(b.page)]);
  return { fx, writer, a, b };
}

/** The owner of a new fixture writes `line` (synced); then a producer (no WriteWork) opens it and sees it. */
export async function producerSeesOwnerLine(story: Story, line: string) {
  const fx = await scriptFixture(story);
  const producer = await fx.member(['Producer']);
  const a = await story.signedIn({ who: fx.owner, teamId: fx.teamId });
  await openEditor(a.page, fx.docId);
  await waitSynced(a.page);
  await caretToEnd(a.page);
  await a.page.keyboard.type(line);
  await waitSynced(a.page);
  const p = await story.signedIn({ who: producer, teamId: fx.teamId });
  await openEditor(p.page, fx.docId);
  await expect.poll(() => editorText(p.page), wait).toContain(line);
  return { fx, a, p };
}

/** Imports a TXT script into the work as a new document (multipart, as the import dialog sends it). */
export async function importTxtScript(
  origin: string,
  token: string,
  workId: string,
  text: string,
  fileName: string,
): Promise<string> {
  const form = new FormData();
  form.append('project_id', workId);
  form.append('file', new Blob([text], { type: 'text/plain' }), fileName);
  const res = await fetch(new URL('/ixj_web/project/doc/import', origin), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, device_id: 'e2e-harness' },
    body: form,
  });
  const answer = (await res.json()) as { status: number; msg: string; data: { doc_ids: string[] } };
  if (answer.status !== 0) throw new Error(`import: status ${answer.status} ${answer.msg}`);
  return answer.data.doc_ids[0] as string;
}
