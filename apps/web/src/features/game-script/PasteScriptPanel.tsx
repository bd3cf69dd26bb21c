import { useCallMutation } from '@juzuo/api-client/react';
import { gameParsePlotAction } from '@juzuo/schemas';
import { useState } from 'react';
import type * as Y from 'yjs';
import { Button } from '../../components/Button';
import { toast } from '../../stores/toast';
import type { BoardNode } from '../game-board/boardModel';
import { Choice } from '../game-board/formParts';
import { nodeTitle } from '../game-board/nodeTitle';
import { addScriptNode, type ScriptScene } from './scriptModel';

/**
 * 粘贴剧本: script text split into lines by parse_plot_action (角色：台词, △描述, 旁白：…) and added as
 * a new PLOT node, after a chosen node of the story (connected from it) or on its own.
 */
export function PasteScriptPanel({
  boardId,
  ydoc,
  nodes,
  roles,
  scenes,
}: {
  boardId: string;
  ydoc: Y.Doc;
  nodes: readonly BoardNode[];
  roles: readonly { id: string; name: string }[];
  scenes: readonly ScriptScene[];
}) {
  const parse = useCallMutation(gameParsePlotAction);
  const [text, setText] = useState('');
  const [name, setName] = useState('');
  const [after, setAfter] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const parsed = await parse({ board_id: boardId, text });
      if (parsed.list.length === 0) {
        toast.error('没有识别出台词');
        return;
      }
      // The next paste continues the story from this one.
      setAfter(addScriptNode(ydoc, nodes, parsed.list, roles, name, after || null));
      toast.success(`已添加剧情节点（${parsed.list.length}句）`);
      setText('');
      setName('');
    } catch {
      // The client's error catalogue shows why.
    } finally {
      setBusy(false);
    }
  };
  // Any node the story reads, START included, can lead into the new one.
  const targets = nodes
    .filter((n) => n.kind !== 'ROLE_DESIGN' && n.kind !== 'END')
    .map((n) => ({ value: n.id, label: scenes.find((s) => s.node.id === n.id)?.name ?? nodeTitle(n) }));
  return (
    <aside
      className="flex w-80 shrink-0 flex-col gap-3 border-l border-slate-200 bg-white p-4"
      data-testid="paste-script"
    >
      <div>
        <h3 className="text-sm font-semibold text-slate-900">粘贴剧本</h3>
        <p className="mt-0.5 text-xs text-slate-400">
          每行一句：「角色：台词」是对话，「△」开头是描述，「旁白：」是旁白。会新建一个剧情节点。
        </p>
      </div>
      <textarea
        aria-label="剧本内容"
        data-testid="paste-script-text"
        value={text}
        rows={10}
        maxLength={50_000}
        onChange={(e) => setText(e.target.value)}
        placeholder={'△夜，客栈。\n林秋：（压低声音）别出声。\n旁白：那一夜，雨没有停。'}
        className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-brand-500 focus:outline-none"
      />
      <label className="block">
        <span className="mb-1 block text-xs text-slate-500">节点名称</span>
        <input
          aria-label="节点名称"
          data-testid="paste-script-name"
          value={name}
          maxLength={100}
          onChange={(e) => setName(e.target.value)}
          placeholder="如：第一幕 客栈"
          className="w-full rounded-md border border-slate-300 px-2 py-1 text-sm focus:border-brand-500 focus:outline-none"
        />
      </label>
      <Choice
        label="接在哪个节点之后"
        value={after}
        empty="不连接（稍后在故事线中连线）"
        options={targets}
        onChange={setAfter}
        readOnly={false}
        testId="paste-script-after"
      />
      <Button loading={busy} disabled={text.trim() === ''} onClick={run} data-testid="paste-script-run">
        拆分为新剧情节点
      </Button>
    </aside>
  );
}
