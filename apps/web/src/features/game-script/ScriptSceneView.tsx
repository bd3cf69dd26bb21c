import { GameNodeKindLabel, type TGamePlotAction } from '@juzuo/schemas';
import { Link } from 'react-router-dom';
import type * as Y from 'yjs';
import { newPlotAction, plotLineProblem, withRole } from '../game-board/formRules';
import { appendEntries, setEntryField } from '../game-board/listModel';
import { storyLinePath } from '../game-board/storyLinePath';
import { type GameRole, roleLabel } from '../game-roles/roleModel';
import { InlineText } from './InlineText';
import type { ScriptScene } from './scriptModel';

/** Props of one scene of the script page. */
export interface ScriptSceneViewProps {
  workId: string;
  boardId: string;
  ydoc: Y.Doc;
  scene: ScriptScene;
  roles: readonly GameRole[];
  readOnly: boolean;
}

/** One node of the script: its heading, its lines (role, text, dubbing check) and where it leads. */
export function ScriptSceneView({ workId, boardId, ydoc, scene, roles, readOnly }: ScriptSceneViewProps) {
  const { node } = scene;
  const set = (i: number, key: string, value: unknown) =>
    setEntryField(ydoc, node.id, 'actions', i, key, value);
  const setRole = (i: number, action: TGamePlotAction, roleId: string) => {
    const next = withRole(action, roles.find((r) => r.id === roleId) ?? null);
    set(i, 'role_id', next.role_id);
    set(i, 'role_name', next.role_name ?? action.role_name);
  };
  return (
    <section
      className="rounded-xl bg-white px-5 py-4 ring-1 ring-slate-200"
      data-testid="script-scene"
      data-node-id={node.id}
    >
      <header className="mb-2 flex items-baseline gap-2">
        <h3 className="text-sm font-semibold text-slate-900">【{scene.name}】</h3>
        <span className="text-xs text-slate-400">{GameNodeKindLabel[node.kind]}</span>
        {scene.fresh && (
          <span className="text-xs text-amber-600" data-testid="script-scene-fresh">
            新节点，顺序稍后更新
          </span>
        )}
        <Link
          to={storyLinePath(workId, boardId, node.id)}
          className="ml-auto text-xs text-brand-600 hover:underline"
        >
          在故事线中打开
        </Link>
      </header>
      {node.kind === 'PLOT' && scene.actions.length === 0 && (
        <p className="text-sm text-slate-400">还没有台词</p>
      )}
      <ol className="space-y-1">
        {scene.actions.map((action, i) => (
          <li
            key={action.line_id ?? i}
            data-testid="script-line"
            data-line-id={action.line_id}
            className="grid grid-cols-[8.5rem_1fr_auto] items-start gap-2"
          >
            <Speaker
              action={action}
              roles={roles}
              readOnly={readOnly}
              onRole={(id) => setRole(i, action, id)}
            />
            <InlineText
              label="台词内容"
              value={action.msg ?? ''}
              onChange={(v) => set(i, 'msg', v)}
              readOnly={readOnly}
              placeholder="输入台词"
              testId="script-line-msg"
            />
            <Dubbing
              problem={plotLineProblem(
                action,
                roles.find((r) => r.id === action.role_id),
              )}
            />
          </li>
        ))}
      </ol>
      {scene.notes.length > 0 && (
        <ul className="mt-2 space-y-0.5 text-sm text-slate-500">
          {scene.notes.map((n, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: notes are plain text in reading order
            <li key={i} className="whitespace-pre-wrap">
              {n}
            </li>
          ))}
        </ul>
      )}
      {node.kind === 'PLOT' && !readOnly && (
        <button
          type="button"
          className="mt-2 text-xs text-brand-600 hover:underline"
          data-testid="script-add-line"
          onClick={() => appendEntries(ydoc, node.id, 'actions', [newPlotAction('DIALOG')])}
        >
          ＋添加对话
        </button>
      )}
    </section>
  );
}

/** Who says a line: a role to choose for dialogue, 描述 (△) or 旁白 for the others. */
function Speaker({
  action,
  roles,
  readOnly,
  onRole,
}: {
  action: TGamePlotAction;
  roles: readonly GameRole[];
  readOnly: boolean;
  onRole: (roleId: string) => void;
}) {
  if (action.action_type === 'DESC')
    return <span className="py-0.5 text-sm leading-6 text-slate-400">△ 描述</span>;
  if (action.action_type === 'CHORUS')
    return <span className="py-0.5 text-sm leading-6 text-slate-500">旁白</span>;
  const known = roles.some((r) => r.id === action.role_id);
  return (
    <select
      aria-label="说话角色"
      data-testid="script-line-role"
      disabled={readOnly}
      value={known ? action.role_id : ''}
      onChange={(e) => onRole(e.target.value)}
      className="w-full truncate rounded border border-transparent bg-transparent py-0.5 text-sm font-medium leading-6 text-slate-900 hover:border-slate-200 disabled:opacity-100"
    >
      <option value="">{action.role_name ? `${action.role_name}（无角色）` : '选择角色'}</option>
      {roles.map((r) => (
        <option key={r.id} value={r.id}>
          {roleLabel(r)}
        </option>
      ))}
    </select>
  );
}

/** The line's dubbing check (spec 02 section 5): the message, or that it can be dubbed. */
function Dubbing({ problem }: { problem: string | null }) {
  return (
    <span
      data-testid="script-line-dubbing"
      data-ready={problem === null}
      className={`whitespace-nowrap py-0.5 text-xs leading-6 ${problem ? 'text-amber-700' : 'text-emerald-600'}`}
    >
      {problem ?? '可配音'}
    </span>
  );
}
