import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  GamePanelDisplayLabel,
  gamePanelAdd,
  gamePanelDelete,
  gamePanelList,
  gamePanelUpdate,
  type TGamePanelItem,
  type TGamePanelRow,
  type TGameVariable,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteDialog } from '../../components/DeleteDialog';
import { NewNameForm } from '../../components/NewNameForm';
import { PanelHud } from '../game-play/PanelHud';
import { varNameOf } from './describe';

const SELECT = 'h-8 rounded-md border border-slate-300 bg-white px-1.5 text-xs disabled:bg-slate-50';

/** Props of PanelsSection. */
export interface PanelsSectionProps {
  boardId: string;
  variables: readonly TGameVariable[];
  canWrite: boolean;
}

/** 控制面板: what the player sees of the variables while playing (e.g. a 好感度 bar), with a preview. */
export function PanelsSection({ boardId, variables, canWrite }: PanelsSectionProps) {
  const panels = useCall(gamePanelList, { board_id: boardId });
  const add = useCallMutation(gamePanelAdd);
  const list = panels.data?.list ?? [];
  return (
    <section data-testid="control-panels" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="border-b border-slate-100 px-4 py-3">
        <h3 className="text-sm font-semibold text-slate-900">控制面板</h3>
        <p className="mt-0.5 text-xs text-slate-500">玩家游玩时看到的变量面板，试玩控制台同样显示。</p>
      </header>
      {canWrite && (
        <NewNameForm
          label="新面板名称"
          placeholder="面板名称，如：人物状态"
          testId="new-panel"
          className="border-b border-slate-100"
          onCreate={async (name) => {
            await add({ board_id: boardId, panel_name: name });
          }}
        />
      )}
      {panels.data && list.length === 0 && (
        <p className="px-4 py-8 text-center text-xs text-slate-400">还没有控制面板。</p>
      )}
      <ul className="divide-y divide-slate-100">
        {list.map((p) => (
          <PanelRow key={p.panel_id} boardId={boardId} panel={p} variables={variables} canWrite={canWrite} />
        ))}
      </ul>
    </section>
  );
}

/** One panel: visibility, its rows (variable, label, display) and how it looks to the player. */
function PanelRow({
  boardId,
  panel,
  variables,
  canWrite,
}: {
  boardId: string;
  panel: TGamePanelRow;
  variables: readonly TGameVariable[];
  canWrite: boolean;
}) {
  const update = useCallMutation(gamePanelUpdate);
  const remove = useCallMutation(gamePanelDelete);
  const [deleting, setDeleting] = useState(false);
  const save = async (fields: { items?: TGamePanelItem[]; visible?: boolean }) => {
    try {
      await update({ board_id: boardId, panel_id: panel.panel_id, ...fields });
    } catch {
      // The client's error catalogue shows why.
    }
  };
  const setItem = (i: number, patch: Partial<TGamePanelItem>) =>
    save({ items: panel.items.map((it, j) => (j === i ? { ...it, ...patch } : it)) });
  const first = variables[0];
  return (
    <li data-testid="panel-row" data-panel-id={panel.panel_id} className="space-y-3 p-4">
      <div className="min-w-0 space-y-2">
        <div className="flex items-center gap-2">
          <h4 className="min-w-0 flex-1 truncate text-sm font-medium text-slate-800">{panel.panel_name}</h4>
          <label className="flex items-center gap-1 text-xs text-slate-600">
            <input
              type="checkbox"
              data-testid="panel-visible"
              checked={panel.visible}
              disabled={!canWrite}
              onChange={(e) => save({ visible: e.target.checked })}
            />
            对玩家显示
          </label>
          {canWrite && (
            <Button
              size="sm"
              variant="ghost"
              className="text-rose-600"
              onClick={() => setDeleting(true)}
              data-testid="panel-delete"
            >
              删除
            </Button>
          )}
        </div>
        <ol className="space-y-1.5">
          {panel.items.map((item, i) => (
            <li
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id; the index is their place
              key={i}
              data-testid="panel-item"
              className="flex flex-wrap items-center gap-1.5"
            >
              <select
                aria-label="变量"
                data-testid="panel-item-var"
                value={item.var_id}
                disabled={!canWrite}
                onChange={(e) => setItem(i, { var_id: e.target.value })}
                className={`${SELECT} w-32 shrink-0`}
              >
                {!variables.some((v) => v.var_id === item.var_id) && (
                  <option value={item.var_id}>（已删除的变量）</option>
                )}
                {variables.map((v) => (
                  <option key={v.var_id} value={v.var_id}>
                    {varNameOf(v)}
                  </option>
                ))}
              </select>
              <input
                aria-label="显示名称"
                data-testid="panel-item-label"
                defaultValue={item.label ?? ''}
                placeholder="显示名称（默认变量名）"
                maxLength={50}
                disabled={!canWrite}
                onBlur={(e) => {
                  if (e.target.value !== (item.label ?? '')) void setItem(i, { label: e.target.value });
                }}
                className={`${SELECT} min-w-24 flex-1 px-2`}
              />
              <select
                aria-label="显示方式"
                data-testid="panel-item-display"
                value={item.display ?? ''}
                disabled={!canWrite}
                onChange={(e) =>
                  setItem(
                    i,
                    e.target.value
                      ? { display: e.target.value as TGamePanelItem['display'] }
                      : { display: undefined },
                  )
                }
                className={SELECT}
              >
                <option value="">自动</option>
                {Object.entries(GamePanelDisplayLabel).map(([k, label]) => (
                  <option key={k} value={k}>
                    {label}
                  </option>
                ))}
              </select>
              {canWrite && (
                <button
                  type="button"
                  aria-label="移除"
                  className="px-1 text-xs text-slate-400 hover:text-rose-600"
                  onClick={() => save({ items: panel.items.filter((_, j) => j !== i) })}
                >
                  ✕
                </button>
              )}
            </li>
          ))}
        </ol>
        {canWrite &&
          (first ? (
            <Button
              size="sm"
              variant="secondary"
              data-testid="panel-add-item"
              onClick={() => save({ items: [...panel.items, { var_id: first.var_id }] })}
            >
              添加变量
            </Button>
          ) : (
            <p className="text-xs text-slate-500">画布还没有变量，先在故事线的「变量」里新建。</p>
          ))}
      </div>
      <div className="max-w-xs">
        <p className="mb-1 text-xs text-slate-400">
          预览（变量初始值）{panel.visible ? '' : ' · 已对玩家隐藏'}
        </p>
        <div className={panel.visible ? '' : 'opacity-50'}>
          <PanelHud panel={panel} variables={variables} readValue={() => undefined} />
        </div>
      </div>
      <DeleteDialog
        item={deleting ? panel : null}
        title="删除控制面板"
        message={(p) => `确定删除「${p.panel_name}」吗？`}
        onDelete={(p) => remove({ board_id: boardId, panel_id: p.panel_id })}
        onClose={() => setDeleting(false)}
      />
    </li>
  );
}
