import { describe, expect, it } from 'vitest';
import { layoutFor, paneOpen, parsePanePrefs, withPane } from './panes';

describe('work page panes', () => {
  it('fold under 1280 px by default, keeping the document tree', () => {
    expect(layoutFor(1024)).toBe('narrow');
    expect(layoutFor(1279)).toBe('narrow');
    expect(layoutFor(1280)).toBe('wide');
    expect(paneOpen({}, 'narrow', 'workNav')).toBe(false);
    expect(paneOpen({}, 'narrow', 'outline')).toBe(false);
    expect(paneOpen({}, 'narrow', 'docTree')).toBe(true);
    expect(paneOpen({}, 'wide', 'workNav')).toBe(true);
    expect(paneOpen({}, 'wide', 'outline')).toBe(true);
  });

  it('remember a choice per layout', () => {
    const prefs = withPane({}, 'wide', 'outline', false);
    expect(paneOpen(prefs, 'wide', 'outline')).toBe(false);
    expect(paneOpen(prefs, 'narrow', 'outline')).toBe(false);
    const both = withPane(prefs, 'narrow', 'outline', true);
    expect(paneOpen(both, 'wide', 'outline')).toBe(false);
    expect(paneOpen(both, 'narrow', 'outline')).toBe(true);
    expect(parsePanePrefs(JSON.stringify(both))).toEqual(both);
  });

  it("keep the scene list beside the review sidebar folded until opened there, apart from the editor's", () => {
    expect(paneOpen({}, 'wide', 'reviewOutline')).toBe(false);
    expect(paneOpen({}, 'narrow', 'reviewOutline')).toBe(false);
    const opened = withPane({}, 'wide', 'reviewOutline', true);
    expect(paneOpen(opened, 'wide', 'reviewOutline')).toBe(true);
    expect(paneOpen(opened, 'wide', 'outline')).toBe(true);
    const editorFolded = withPane(opened, 'wide', 'outline', false);
    expect(paneOpen(editorFolded, 'wide', 'reviewOutline')).toBe(true);
    expect(parsePanePrefs(JSON.stringify(editorFolded))).toEqual(editorFolded);
  });

  it('ignore stored values that are not choices', () => {
    expect(parsePanePrefs(null)).toEqual({});
    expect(parsePanePrefs('{')).toEqual({});
    expect(parsePanePrefs('[1]')).toEqual({});
    expect(parsePanePrefs('{"wide":{"outline":"no","docTree":false},"x":{}}')).toEqual({
      wide: { docTree: false },
    });
  });
});
