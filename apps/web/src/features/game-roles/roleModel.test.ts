import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { addNode, readNodes, setNodeFields } from '../game-board/boardModel';
import { appendEntries } from '../game-board/listModel';
import {
  createRole,
  deleteRole,
  linesByRole,
  linkSpeaker,
  renameRole,
  roleNameTaken,
  rolesOf,
  speakersWithoutRole,
} from './roleModel';

const board = () => {
  const doc = new Y.Doc();
  const plot = addNode(doc, 'PLOT', 300, 0, '客栈');
  appendEntries(doc, plot, 'actions', [
    { action_type: 'DIALOG', role_name: '林秋', msg: '别出声。', line_id: 'l1' },
    { action_type: 'DESC', msg: '门外传来马蹄声。', line_id: 'l2' },
    { action_type: 'DIALOG', role_name: '林秋', msg: '走。', line_id: 'l3' },
    { action_type: 'DIALOG', role_name: '掌柜', msg: '客官慢走。', line_id: 'l4' },
  ]);
  return { doc, plot };
};
const name = (n: { fields: Record<string, unknown> }) => String(n.fields.name ?? '');

describe('game roles (角色设定) on the live board', () => {
  it('a new role takes the lines that already name its speaker; the others stay without a role', () => {
    const { doc, plot } = board();
    expect(speakersWithoutRole(readNodes(doc), [])).toEqual([
      { name: '林秋', count: 2 },
      { name: '掌柜', count: 1 },
    ]);
    const id = createRole(doc, readNodes(doc), '林秋');
    const nodes = readNodes(doc);
    const roles = rolesOf(nodes);
    expect(roles).toMatchObject([{ id, name: '林秋', hasVoice: false }]);
    // Placed left of the story, not on top of it.
    expect(nodes.find((n) => n.id === id)?.x).toBeLessThan(300);
    const lines = linesByRole(nodes, name).get(id) ?? [];
    expect(lines.map((l) => [l.nodeId, l.index, l.lineId, l.msg])).toEqual([
      [plot, 0, 'l1', '别出声。'],
      [plot, 2, 'l3', '走。'],
    ]);
    expect(speakersWithoutRole(nodes, roles)).toEqual([{ name: '掌柜', count: 1 }]);
    // A second role goes under the first.
    const second = createRole(doc, nodes, '掌柜');
    const placed = readNodes(doc);
    const [a, b] = [placed.find((n) => n.id === id), placed.find((n) => n.id === second)];
    expect(b?.x).toBe(a?.x);
    expect(b?.y).toBeGreaterThan(a?.y ?? 0);

    // A line written later with only the speaker's name is linked to the existing role.
    appendEntries(doc, plot, 'actions', [
      { action_type: 'DIALOG', role_name: '掌柜', msg: '慢走。', line_id: 'l5' },
    ]);
    expect(speakersWithoutRole(readNodes(doc), rolesOf(readNodes(doc)))).toEqual([
      { name: '掌柜', count: 1 },
    ]);
    linkSpeaker(doc, readNodes(doc), second, '掌柜');
    expect(speakersWithoutRole(readNodes(doc), rolesOf(readNodes(doc)))).toEqual([]);
    expect(
      linesByRole(readNodes(doc), name)
        .get(second)
        ?.map((l) => l.lineId),
    ).toEqual(['l4', 'l5']);
  });

  it('a timbre makes the role voiced; renaming follows into its lines; deleting leaves the name but no role', () => {
    const { doc } = board();
    const id = createRole(doc, readNodes(doc), '林秋');
    setNodeFields(doc, id, { v_model: 'warm-01', v_speed: 1.1 });
    expect(rolesOf(readNodes(doc))[0]).toMatchObject({
      hasVoice: true,
      voice: { v_model: 'warm-01', v_speed: 1.1 },
    });

    renameRole(doc, id, '林秋月');
    const renamed = readNodes(doc);
    expect(rolesOf(renamed)[0]?.name).toBe('林秋月');
    const plot = renamed.find((n) => n.kind === 'PLOT');
    const actions = plot?.fields.actions as { role_id?: string; role_name?: string }[];
    expect(actions.filter((a) => a.role_id === id).map((a) => a.role_name)).toEqual(['林秋月', '林秋月']);

    deleteRole(doc, id);
    const after = readNodes(doc);
    expect(rolesOf(after)).toEqual([]);
    const left = after.find((n) => n.kind === 'PLOT')?.fields.actions as {
      role_id?: string;
      role_name?: string;
    }[];
    expect(left[0]).toMatchObject({ role_name: '林秋月' });
    expect(left[0]).not.toHaveProperty('role_id');
  });

  it('renaming a role to the name another role has is refused and writes nothing', () => {
    const { doc } = board();
    const lin = createRole(doc, readNodes(doc), '林秋');
    const boss = createRole(doc, readNodes(doc), '掌柜');
    expect(renameRole(doc, boss, ' 林秋 ')).toBe(false);
    expect(roleNameTaken(' 林秋 ')).toBe('已有角色「林秋」');
    const after = readNodes(doc);
    expect(rolesOf(after).find((r) => r.id === boss)?.name).toBe('掌柜');
    const plot = after.find((n) => n.kind === 'PLOT');
    const actions = plot?.fields.actions as { role_id?: string; role_name?: string }[];
    expect(actions.filter((a) => a.role_id === boss).map((a) => a.role_name)).toEqual(['掌柜']);
    // Its own name, an empty name while retyping and a free name are all accepted.
    expect(renameRole(doc, lin, '林秋')).toBe(true);
    expect(renameRole(doc, boss, '')).toBe(true);
    expect(renameRole(doc, boss, '店小二')).toBe(true);
    expect(rolesOf(readNodes(doc)).find((r) => r.id === boss)?.name).toBe('店小二');
  });
});
