import type { TLengthType, TMediaType, TProjectType, TWorkPermission } from '@juzuo/schemas';
import type { Page } from 'playwright-core';
import type { SignedIn } from '../support/api';
import type { Story } from '../support/story';

/** Page state arrives asynchronously; vitest's default poll of 1 s is too short for a browser. */
export const wait = { timeout: 15_000 };

/** An owner with a fresh team (current), signed in through the API. */
export async function ownerWithTeam(story: Story, teamName = '作品测试组') {
  const owner = await story.api.signInBySms();
  const teamId = await story.api.createTeam(owner, teamName);
  return { owner, teamId };
}

/** A second person who joins the owner's team through an invitation code. */
export async function memberOf(story: Story, owner: SignedIn, teamId: string): Promise<SignedIn> {
  const { code } = await story.api.call<{ code: string }>(
    'POST',
    '/ixj_web/team_manage/generate_invitation_code',
    {
      token: owner.token,
      body: { team_id: teamId },
    },
  );
  const member = await story.api.signInBySms();
  await story.api.call('POST', '/ixj_web/team/join_team', { token: member.token, body: { code } });
  return member;
}

/** Creates a work through the API (project/add) and answers its id. */
export async function createWork(
  story: Story,
  who: SignedIn,
  body: {
    project_name: string;
    project_type: TProjectType;
    media_type?: TMediaType;
    length_type?: TLengthType;
    tags?: string[];
  },
): Promise<string> {
  const data = await story.api.call<{ project_id: string }>('POST', '/ixj_web/project/add', {
    token: who.token,
    body,
  });
  return String(data.project_id);
}

/** Sets a member's work permissions through the API (project/member). */
export async function grant(
  story: Story,
  owner: SignedIn,
  workId: string,
  userId: string,
  permissions: TWorkPermission[],
): Promise<void> {
  await story.api.call('PUT', '/ixj_web/project/member', {
    token: owner.token,
    body: { project_id: workId, user_id: userId, permissions },
  });
}

/** The names of the works the page shows, in order. */
export function shownNames(page: Page): Promise<string[]> {
  return page.getByTestId('work-item').getByTestId('work-name').allTextContents();
}

/** The work item (card or row) with exactly this name. */
export function workItem(page: Page, name: string) {
  return page
    .getByTestId('work-item')
    .filter({ has: page.getByTestId('work-name').getByText(name, { exact: true }) });
}

/** Opens the ⋯ menu of a work and picks an action. */
export async function workAction(page: Page, name: string, action: string): Promise<void> {
  await workItem(page, name).getByTestId('work-menu').click();
  await page.getByTestId(`work-action-${action}`).click();
}
