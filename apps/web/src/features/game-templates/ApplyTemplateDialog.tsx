import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { gameBoardList, gameNodeList, gameTemplateApply, type TGameTemplateItem } from '@juzuo/schemas';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button';
import { storyLinePath } from '../game-board/storyLinePath';
import { DialogFrame } from '../works/DialogFrame';
import { besideBoard } from './applySpot';
import { unmatchedNote } from './unmatchedNote';

/** Props of ApplyTemplateDialog. */
export interface ApplyTemplateDialogProps {
  workId: string;
  template: TGameTemplateItem | null;
  onClose: () => void;
}

/**
 * 应用到画布: choose a board of the work and where the template's top-left corner goes (by default
 * right of everything on that board); the service stamps it with fresh ids. Afterwards the board opens.
 */
export function ApplyTemplateDialog({ workId, template, onClose }: ApplyTemplateDialogProps) {
  const boards = useCall(gameBoardList, template ? { project_id: workId } : null);
  const list = boards.data?.list ?? [];
  const [boardId, setBoardId] = useState('');
  const chosen = boardId || list[0]?.board_id || '';
  const nodes = useCall(gameNodeList, chosen && template ? { board_id: chosen } : null);
  const [spot, setSpot] = useState<{ x: string; y: string } | null>(null);
  const [placed, setPlaced] = useState<{ boardId: string; count: number; note: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const apply = useCallMutation(gameTemplateApply);
  // The default spot follows the chosen board until the writer types their own.
  const suggested = besideBoard(nodes.data?.list ?? []);
  useEffect(() => {
    if (!template) {
      setPlaced(null);
      setBoardId('');
    }
  }, [template]);
  const x = spot?.x ?? String(suggested.x);
  const y = spot?.y ?? String(suggested.y);
  const submit = async () => {
    if (!template || !chosen) return;
    setBusy(true);
    try {
      const done = await apply({
        board_id: chosen,
        template_id: template.template_id,
        x: Number(x),
        y: Number(y),
      });
      setPlaced({
        boardId: chosen,
        count: done.node_ids.length,
        note: unmatchedNote(done.unmatched_variables),
      });
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setBusy(false);
    }
  };
  const field = 'h-9 w-full rounded-lg border border-slate-300 px-2 text-sm';
  return (
    <DialogFrame
      open={template !== null}
      title={`应用模板「${template?.template_name ?? ''}」`}
      onClose={onClose}
      testId="apply-template-dialog"
      footer={
        placed ? (
          <>
            <Button variant="secondary" onClick={onClose}>
              关闭
            </Button>
            <Link
              to={storyLinePath(workId, placed.boardId)}
              data-testid="apply-template-open"
              className="inline-flex h-10 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
            >
              打开画布
            </Link>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={onClose}>
              取消
            </Button>
            <Button onClick={submit} loading={busy} disabled={!chosen} data-testid="apply-template-ok">
              放到画布上
            </Button>
          </>
        )
      }
    >
      {placed ? (
        <p data-testid="apply-template-done" className="text-sm leading-6 text-slate-700">
          已在画布上放入 {placed.count} 个新节点（新的节点和连线编号，与模板和其他副本互不影响）。
          {placed.note}
        </p>
      ) : list.length === 0 && boards.data ? (
        <p className="text-sm text-slate-500">这部作品还没有画布，请先在「故事线」新建一个。</p>
      ) : (
        <div className="space-y-4 text-sm">
          <label className="block">
            <span className="mb-1 block text-slate-600">放到哪个画布</span>
            <select
              data-testid="apply-template-board"
              value={chosen}
              onChange={(e) => {
                setBoardId(e.target.value);
                setSpot(null);
              }}
              className={field}
            >
              {list.map((b) => (
                <option key={b.board_id} value={b.board_id}>
                  {b.board_name}
                </option>
              ))}
            </select>
          </label>
          <fieldset>
            <legend className="mb-1 text-slate-600">模板左上角的位置</legend>
            <div className="grid grid-cols-2 gap-3">
              {(['x', 'y'] as const).map((axis) => (
                <label key={axis} className="flex items-center gap-2">
                  <span className="w-4 text-slate-500">{axis.toUpperCase()}</span>
                  <input
                    type="number"
                    data-testid={`apply-template-${axis}`}
                    value={axis === 'x' ? x : y}
                    onChange={(e) => setSpot({ x, y, [axis]: e.target.value })}
                    className={field}
                  />
                </label>
              ))}
            </div>
            <p className="mt-1.5 text-xs text-slate-400">默认放在画布现有内容的右侧，不会遮住已有节点。</p>
          </fieldset>
        </div>
      )}
    </DialogFrame>
  );
}
