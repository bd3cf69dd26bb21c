import { TeamPermission } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import {
  hasPermission,
  menuSections,
  missingPermissionText,
  WORKBENCH_CHILDREN,
  workbenchLanding,
  workbenchPermission,
} from './nav';

describe('workbench children and their permissions (spec 01 section 2.2)', () => {
  it('maps every child to its permission', () => {
    expect(Object.fromEntries(WORKBENCH_CHILDREN.map((c) => [c.path, c.permission]))).toEqual({
      worksManage: 'mWorkManage',
      sucai: 'mMaterialCenter',
      'sucai/search': 'mMaterialCenter',
      evaluate: 'mAiEvaluate',
      novelToScript: 'mAiEvaluate',
      ai: 'mTemplateLib',
      team: 'mTeamManage',
      templateLibray: 'mTemplateLib',
    });
    expect(workbenchPermission('team')).toBe(TeamPermission.TeamManage);
    expect(workbenchPermission('nope')).toBeNull();
  });

  it('opens only the ai child in a new tab', () => {
    expect(WORKBENCH_CHILDREN.filter((c) => c.newTab).map((c) => c.path)).toEqual(['ai']);
  });

  it('lands on worksManage, or the first allowed child without mWorkManage', () => {
    expect(workbenchLanding(undefined)).toBe('worksManage');
    expect(workbenchLanding(['mWorkManage'])).toBe('worksManage');
    expect(workbenchLanding(['mAiEvaluate', 'mTeamManage'])).toBe('team');
    expect(workbenchLanding(['mAiEvaluate'])).toBe('evaluate');
    expect(workbenchLanding(['mTemplateLib'])).toBe('templateLibray');
    expect(workbenchLanding([])).toBe('worksManage');
  });

  it('groups what is not built yet under one 即将推出 section of the menu', () => {
    const { built, coming } = menuSections();
    expect(built.map((c) => c.path)).toEqual(['worksManage', 'team']);
    expect(coming.map((c) => c.path)).toEqual(['sucai', 'evaluate', 'novelToScript', 'ai', 'templateLibray']);
  });

  it('checks permissions and names the missing one', () => {
    expect(hasPermission(['mWorkManage'], 'mWorkManage')).toBe(true);
    expect(hasPermission(undefined, 'mWorkManage')).toBe(false);
    expect(missingPermissionText('mTeamManage')).toContain('团队管理');
  });
});
