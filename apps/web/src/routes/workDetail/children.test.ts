import type { TWorkAbilities } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import { allAiWorkPaths } from '../aiWork/menu';
import {
  childAccess,
  childLabel,
  decideWorkPath,
  findWorkChild,
  landingChild,
  parseProjectType,
  WORK_CHILDREN,
  workKindLabel,
} from './children';

describe('work detail children (spec 01 section 2.3)', () => {
  it('gives script works their permissions', () => {
    expect(WORK_CHILDREN.SCRIPT.map((c) => [c.path, c.permission])).toEqual([
      ['conception', 'EditIdeas'],
      ['script', 'WriteWork'],
      ['supervise', 'Producer'],
      ['evaluate', 'AiEvaluate'],
    ]);
  });

  it('shares children between comics and animation and lists the game children', () => {
    expect(WORK_CHILDREN.CARTOON).toBe(WORK_CHILDREN.ANIMATION);
    expect(WORK_CHILDREN.GAME.map((c) => c.path)).toEqual([
      'gameRoleSetting',
      'gameScript',
      'gameStoryLine',
      'gameStoryGood',
      'gameStoryVariable',
      'gameStore',
      'gameTemplate',
      'gameControlBoard',
      'gameMediaLibrary',
    ]);
  });

  it('parses project kinds and rejects children of other kinds', () => {
    expect(parseProjectType('game')).toBe('GAME');
    expect(parseProjectType('NOVEL')).toBeNull();
    expect(findWorkChild('SCRIPT', 'gameStore')).toBeNull();
    expect(findWorkChild('GAME', 'gameStore')?.label).toBe('商店');
  });
});

describe('aiWork pages (spec 01 section 2.4)', () => {
  it('has every aiDraw mode and every group child', () => {
    const paths = allAiWorkPaths();
    for (const p of [
      'aiDraw/txt2img',
      'aiDraw/img2img',
      'aiDraw/sketch2img',
      'aiDraw/partDraw',
      'aiDraw/threeView',
      'aiDraw/playDraw',
      'aiDraw/hd2img',
      'aiDraw/imageMatting',
      'aiDraw/batchDrawImg',
      'aiDraw/imgReverse',
      'aiDraw/imagesJoint',
      'aiDraw/blank',
      'comfyList',
      'comfyListCate',
      'comfyDetail',
      'comfyNative',
      'aiModel/homePage',
      'aiModel/customModel',
      'aiModel/customTrainList',
      'uploadModel',
      'officialImgs/index',
      'officialImgs/manage',
      'dubbing/voice',
      'dubbing/voiceDetail',
      'dubbing/voiceList',
      'dubbing/music',
      'dubbing/musicList',
      'subtitling',
      'subtitling-batch/list',
      'subtitling-batch/subtitles-detail',
      'subtitling-batch/subtitling',
      'userAiWorkHistroyPage',
      'laboratory',
    ]) {
      expect(paths).toContain(p);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });
});

describe('childAccess', () => {
  const script = WORK_CHILDREN.SCRIPT;
  const find = (path: string) => script.find((c) => c.path === path) as (typeof script)[number];
  const none: TWorkAbilities = {
    can_write: false,
    can_read_docs: false,
    can_edit_ideas: false,
    can_supervise: false,
    can_evaluate: false,
    can_edit_info: false,
    can_manage_members: false,
    can_copy: false,
    can_delete: false,
  };
  const holding = (...abilities: (keyof TWorkAbilities)[]): TWorkAbilities => ({
    ...none,
    ...Object.fromEntries(abilities.map((a) => [a, true])),
  });

  it('opens the script for writers, read-only for those who may read the documents, else not at all', () => {
    expect(childAccess(find('script'), holding('can_write', 'can_read_docs'))).toBe('write');
    expect(childAccess(find('script'), holding('can_supervise', 'can_read_docs'))).toBe('read');
    expect(childAccess(find('script'), holding('can_edit_ideas'))).toBeNull();
  });

  it('needs the exact ability for the other children', () => {
    // Ideas and cards: EditIdeas writes, every other member reads.
    expect(childAccess(find('conception'), holding('can_write', 'can_supervise', 'can_read_docs'))).toBe(
      'read',
    );
    expect(childAccess(find('conception'), holding())).toBe('read');
    expect(childAccess(find('conception'), holding('can_edit_ideas'))).toBe('write');
    expect(childAccess(find('evaluate'), holding('can_write'))).toBeNull();
    expect(childAccess(find('supervise'), holding('can_supervise'))).toBe('write');
    expect(childAccess(WORK_CHILDREN.GAME[0] as (typeof script)[number], holding())).toBe('write');
  });

  // Issue 10 defect 3: a work opened on 构思 even while it was empty.
  it('opens a script work at its script page when the member may open it', () => {
    expect(landingChild('SCRIPT', holding('can_edit_ideas', 'can_write'))?.path).toBe('script');
    // A producer reads the script.
    expect(landingChild('SCRIPT', holding('can_supervise', 'can_read_docs'))?.path).toBe('script');
    expect(landingChild('SCRIPT', holding('can_edit_ideas'))?.path).toBe('conception');
    expect(landingChild('GAME', holding())?.path).toBe('gameRoleSetting');
  });

  // Issue 10 defect 10: novel works were labelled 剧本.
  it('labels a novel work 小说 in the shell and its writing page', () => {
    const script = WORK_CHILDREN.SCRIPT[1];
    expect(script && childLabel(script, 'NOVEL')).toBe('小说');
    expect(script && childLabel(script, 'SCRIPT')).toBe('剧本');
    expect(workKindLabel('SCRIPT', 'NOVEL')).toBe('小说');
    expect(workKindLabel('GAME', 'GAME')).toBe('互动游戏');
  });

  // Issue 10 defect 5: a child of another kind rendered the public 404 inside the shell, and a
  // script work under /GAME/ showed the game menu.
  it('moves a work to its real kind and keeps unknown children inside the shell', () => {
    const at = (urlType: string, rest: string, realType?: 'SCRIPT' | 'GAME') =>
      decideWorkPath({ workId: 'w1', urlType, rest, search: '?doc=d1', realType });
    expect(at('GAME', 'script', 'SCRIPT')).toEqual({
      type: 'redirect',
      to: '/workDetail/w1/SCRIPT/script?doc=d1',
    });
    expect(at('GAME', 'gameStore', 'SCRIPT')).toEqual({ type: 'redirect', to: '/workDetail/w1/SCRIPT' });
    expect(at('GAME', '', 'SCRIPT')).toEqual({ type: 'redirect', to: '/workDetail/w1/SCRIPT?doc=d1' });
    expect(at('script', 'script', 'SCRIPT')).toEqual({
      type: 'redirect',
      to: '/workDetail/w1/SCRIPT/script?doc=d1',
    });
    expect(at('SCRIPT', 'gameStore', 'SCRIPT')).toEqual({ type: 'notFound' });
    expect(at('SCRIPT', 'nothing', 'SCRIPT')).toEqual({ type: 'notFound' });
    expect(at('SCRIPT', 'script', 'SCRIPT')).toEqual({ type: 'ok' });
    expect(at('SCRIPT', 'evaluate/record/1/2/0/x', 'SCRIPT')).toEqual({ type: 'ok' });
    // Before the work loads: the URL's kind decides, and a kind that is none waits for the work.
    expect(at('SCRIPT', 'gameStore')).toEqual({ type: 'notFound' });
    expect(at('SCRIPT', 'script')).toEqual({ type: 'ok' });
    expect(
      decideWorkPath({ workId: 'w1', urlType: 'FOO', rest: '', search: '', realType: undefined }),
    ).toEqual({
      type: 'wait',
    });
  });
});
