import type { TTeamAbilities } from '@juzuo/schemas';
import { describe, expect, it } from 'vitest';
import {
  mayOpen,
  menuSections,
  missingPermissionText,
  WORKBENCH_CHILDREN,
  workbenchChild,
  workbenchLanding,
} from './nav';

const none: TTeamAbilities = {
  can_manage_team: false,
  can_manage_works: false,
  can_use_materials: false,
  can_evaluate: false,
  can_use_templates: false,
  can_quit: true,
};
const holding = (...abilities: (keyof TTeamAbilities)[]): TTeamAbilities => ({
  ...none,
  ...Object.fromEntries(abilities.map((a) => [a, true])),
});

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
    expect(Object.fromEntries(WORKBENCH_CHILDREN.map((c) => [c.path, c.ability]))).toEqual({
      worksManage: 'can_manage_works',
      sucai: 'can_use_materials',
      'sucai/search': 'can_use_materials',
      evaluate: 'can_evaluate',
      novelToScript: 'can_evaluate',
      ai: 'can_use_templates',
      team: 'can_manage_team',
      templateLibray: 'can_use_templates',
    });
    expect(workbenchChild('team')?.ability).toBe('can_manage_team');
    expect(workbenchChild('nope')).toBeNull();
  });

  it('opens only the ai child in a new tab', () => {
    expect(WORKBENCH_CHILDREN.filter((c) => c.newTab).map((c) => c.path)).toEqual(['ai']);
  });

  it('lands on worksManage, or the first allowed child without mWorkManage', () => {
    expect(workbenchLanding(undefined)).toBe('worksManage');
    expect(workbenchLanding(holding('can_manage_works'))).toBe('worksManage');
    // A built area first (issue 10); AI评估 and 小说转剧本 are built (issue 15).
    expect(workbenchLanding(holding('can_evaluate', 'can_manage_team'))).toBe('evaluate');
    expect(workbenchLanding(holding('can_evaluate'))).toBe('evaluate');
    expect(workbenchLanding(holding('can_use_templates'))).toBe('templateLibray');
    expect(workbenchLanding(none)).toBe('worksManage');
  });

  it('groups what is not built yet under one 即将推出 section of the menu', () => {
    const { built, coming } = menuSections();
    expect(built.map((c) => c.path)).toEqual([
      'worksManage',
      'sucai',
      'evaluate',
      'novelToScript',
      'team',
      'templateLibray',
    ]);
    expect(coming.map((c) => c.path)).toEqual(['ai']);
  });

  it('opens a child by the presented ability (everything until it loads) and names the missing permission', () => {
    const team = workbenchChild('team');
    expect(team && mayOpen(holding('can_manage_team'), team)).toBe(true);
    expect(team && mayOpen(none, team)).toBe(false);
    expect(team && mayOpen(undefined, team)).toBe(true);
    expect(missingPermissionText('mTeamManage')).toContain('团队管理');
  });
});
