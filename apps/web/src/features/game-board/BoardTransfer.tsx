import { useApi, useCallMutation } from '@juzuo/api-client/react';
import { type GameBoardFormat, gameBoardExport, gameBoardImport } from '@juzuo/schemas';
import { useRef, useState } from 'react';
import { toast } from '../../stores/toast';
import { safeFileName, saveBlob } from '../export/download';

type TGameBoardFormat = (typeof GameBoardFormat)[keyof typeof GameBoardFormat];

/** The file's format from its name: .json is the game v3 JSON, anything else is read as Twee 3. */
export const formatOfFile = (fileName: string): TGameBoardFormat =>
  fileName.toLowerCase().endsWith('.json') ? 'json' : 'twee';

/**
 * Export of the open board as Twee 3 (Twine opens it) or game v3 JSON, and import of either as a
 * new board of the work (the service names any problem line; warnings are shown after).
 */
export function BoardTransfer({
  workId,
  board,
  canWrite,
  onImported,
}: {
  workId: string;
  board: { board_id: string; board_name: string } | undefined;
  canWrite: boolean;
  onImported: (boardId: string) => void;
}) {
  const api = useApi();
  const importBoard = useCallMutation(gameBoardImport);
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const download = async (format: TGameBoardFormat) => {
    if (!board) return;
    try {
      const blob = (await api.call(gameBoardExport, { board_id: board.board_id, format })) as unknown as Blob;
      saveBlob(blob, `${safeFileName(board.board_name)}.${format === 'json' ? 'json' : 'twee'}`);
    } catch {
      // The client's error catalogue shows why.
    }
  };
  const upload = async (file: File) => {
    setBusy(true);
    try {
      const done = await importBoard({
        project_id: workId,
        format: formatOfFile(file.name),
        content: await file.text(),
      });
      toast.success(`已导入「${done.board_name}」：${done.node_count} 个节点、${done.edge_count} 条连线`);
      if (done.warnings.length > 0)
        toast.warning(`有 ${done.warnings.length} 处未能保留：${done.warnings[0]}`);
      onImported(done.board_id);
    } catch {
      // The client's error catalogue shows the line the service named.
    } finally {
      setBusy(false);
    }
  };
  const link = 'text-brand-600 hover:underline disabled:text-slate-300 disabled:no-underline';
  return (
    <div
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-t border-slate-100 px-4 py-2 text-xs"
      data-testid="board-transfer"
    >
      <span className="text-slate-400">导出</span>
      <button
        type="button"
        className={link}
        disabled={!board}
        onClick={() => download('twee')}
        data-testid="board-export-twee"
      >
        Twee
      </button>
      <button
        type="button"
        className={link}
        disabled={!board}
        onClick={() => download('json')}
        data-testid="board-export-json"
      >
        JSON
      </button>
      {canWrite && (
        <>
          <button
            type="button"
            className={`${link} ml-auto`}
            disabled={busy}
            onClick={() => input.current?.click()}
            data-testid="board-import"
            title="从 Twee 3（.twee / .tw）或 JSON 文件新建画布"
          >
            {busy ? '导入中…' : '导入画布'}
          </button>
          <input
            ref={input}
            type="file"
            accept=".twee,.tw,.txt,.json"
            className="sr-only"
            aria-label="导入画布文件"
            data-testid="board-import-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) void upload(file);
            }}
          />
        </>
      )}
    </div>
  );
}
