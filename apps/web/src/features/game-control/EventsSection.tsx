import { useCall, useCallMutation } from '@juzuo/api-client/react';
import {
  gameEventAdd,
  gameEventDelete,
  gameEventList,
  gameEventUpdate,
  type TGameEventItem,
  type TGameNode,
  type TGameVariable,
} from '@juzuo/schemas';
import { useState } from 'react';
import { Button } from '../../components/Button';
import { DeleteDialog } from '../../components/DeleteDialog';
import { describeEvent } from './describe';
import { type EventDraft, EventForm } from './EventForm';

/** Props of EventsSection. */
export interface EventsSectionProps {
  boardId: string;
  nodes: readonly TGameNode[];
  variables: readonly TGameVariable[];
  nodeName: (id: string) => string;
  canWrite: boolean;
}

/** 事件: what happens when the player enters or leaves a node, or a variable meets a condition. */
export function EventsSection({ boardId, nodes, variables, nodeName, canWrite }: EventsSectionProps) {
  const events = useCall(gameEventList, { board_id: boardId });
  const add = useCallMutation(gameEventAdd);
  const update = useCallMutation(gameEventUpdate);
  const remove = useCallMutation(gameEventDelete);
  // 'new', an event being edited, or nothing.
  const [editing, setEditing] = useState<'new' | TGameEventItem | null>(null);
  const [deleting, setDeleting] = useState<TGameEventItem | null>(null);
  const list = events.data?.list ?? [];
  const save = async (draft: EventDraft) => {
    try {
      if (editing === 'new') await add({ board_id: boardId, ...draft });
      else if (editing) await update({ board_id: boardId, event_id: editing.event_id, ...draft });
      setEditing(null);
    } catch {
      // The client's error catalogue shows why (请输入事件名称 ...); the form stays open.
    }
  };
  const form = (initial?: TGameEventItem) => (
    <EventForm
      initial={initial}
      nodes={nodes}
      variables={variables}
      nodeName={nodeName}
      onSave={save}
      onCancel={() => setEditing(null)}
    />
  );
  return (
    <section data-testid="control-events" className="rounded-xl border border-slate-200 bg-white shadow-sm">
      <header className="flex items-center gap-2 border-b border-slate-100 px-4 py-3">
        <div className="flex-1">
          <h3 className="text-sm font-semibold text-slate-900">事件</h3>
          <p className="mt-0.5 text-xs text-slate-500">
            进入或离开节点、变量满足条件时，修改变量、提示玩家或跳转剧情。
          </p>
        </div>
        {canWrite && editing === null && (
          <Button size="sm" onClick={() => setEditing('new')} data-testid="event-new">
            新建事件
          </Button>
        )}
      </header>
      {editing === 'new' && form()}
      {events.data && list.length === 0 && editing !== 'new' && (
        <p className="px-4 py-8 text-center text-xs text-slate-400">还没有事件。</p>
      )}
      <ul className="divide-y divide-slate-100">
        {list.map((ev) =>
          editing !== 'new' && editing?.event_id === ev.event_id ? (
            <li key={ev.event_id}>{form(ev)}</li>
          ) : (
            <li
              key={ev.event_id}
              data-testid="event-row"
              data-event-id={ev.event_id}
              className="flex items-start gap-3 px-4 py-3"
            >
              <div className="min-w-0 flex-1">
                <p className="text-sm font-medium text-slate-800">{ev.event_name}</p>
                <p data-testid="event-summary" className="mt-0.5 text-xs leading-5 text-slate-500">
                  {describeEvent(ev, nodeName, variables)}
                </p>
              </div>
              {canWrite && (
                <span className="flex shrink-0 gap-1">
                  <Button size="sm" variant="ghost" onClick={() => setEditing(ev)} data-testid="event-edit">
                    编辑
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    className="text-rose-600"
                    onClick={() => setDeleting(ev)}
                    data-testid="event-delete"
                  >
                    删除
                  </Button>
                </span>
              )}
            </li>
          ),
        )}
      </ul>
      <DeleteDialog
        item={deleting}
        title="删除事件"
        message={(ev) => `确定删除「${ev.event_name}」吗？`}
        onDelete={(ev) => remove({ board_id: boardId, event_id: ev.event_id })}
        onClose={() => setDeleting(null)}
      />
    </section>
  );
}
