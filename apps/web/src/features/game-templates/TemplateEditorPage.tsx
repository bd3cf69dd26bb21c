import { useCall, useCallMutation } from '@juzuo/api-client/react';
import { gameBoardList, gameDigraph, gameTemplateList, gameTemplateUpdate } from '@juzuo/schemas';
import { ReactFlowProvider } from '@xyflow/react';
import { useEffect, useMemo, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { Spinner } from '../../components/Spinner';
import { edgesOf, nodesOf } from '../game-board/boardModel';
import { templateEditorPath, templateListPath } from './path';
import { TemplateCanvas } from './TemplateCanvas';
import { lendVariables, templateContent, templateDoc, unknownVariables } from './templateDoc';

/**
 * /workDetail/{id}/GAME/gameTemplate/{templateId}/{editType}: one template full screen, edited with
 * the board's canvas and node forms in a document of this tab, saved with 保存 (a template is REST
 * JSON, not a shared live document). `view`, or a member without the write ability, opens it read-only.
 */
export function TemplateEditorPage() {
  const { workId = '', templateId = '', editType = 'view' } = useParams();
  const navigate = useNavigate();
  const templates = useCall(gameTemplateList, { project_id: workId });
  const template = templates.data?.list.find((t) => t.template_id === templateId);
  const canWrite = templates.data?.abilities.can_write ?? false;
  const readOnly = editType !== 'edit' || !canWrite;
  const back = templateListPath(workId);
  // One document per template version read; a save re-reads the list but keeps the open document.
  const [doc, setDoc] = useState<ReturnType<typeof templateDoc> | null>(null);
  useEffect(() => {
    if (template && !doc) setDoc(templateDoc(template.content));
  }, [template, doc]);
  const [dirty, setDirty] = useState(false);
  useEffect(() => {
    if (!doc) return;
    const mark = () => setDirty(true);
    nodesOf(doc).observeDeep(mark);
    edgesOf(doc).observeDeep(mark);
    return () => {
      nodesOf(doc).unobserveDeep(mark);
      edgesOf(doc).unobserveDeep(mark);
    };
  }, [doc]);
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  // The variables the node forms offer come from a board of the work (a template holds none).
  const boards = useCall(gameBoardList, { project_id: workId });
  const [boardId, setBoardId] = useState('');
  const lender = boardId || boards.data?.list[0]?.board_id || '';
  const digraph = useCall(gameDigraph, lender ? { board_id: lender } : null);
  const variables = useMemo(() => digraph.data?.variables ?? [], [digraph.data]);
  useEffect(() => {
    if (doc) lendVariables(doc, variables);
  }, [doc, variables]);
  const missing = template ? unknownVariables(template.content, variables).length : 0;

  const update = useCallMutation(gameTemplateUpdate);
  const [saving, setSaving] = useState(false);
  const [leaving, setLeaving] = useState(false);
  const save = async () => {
    if (!doc) return false;
    setSaving(true);
    try {
      await update({ template_id: templateId, content: templateContent(doc, template?.content.variables) });
      setDirty(false);
      return true;
    } catch {
      // The client's error catalogue shows why (模板最多500个节点 ...).
      return false;
    } finally {
      setSaving(false);
    }
  };

  return (
    <div
      data-testid="template-editor"
      data-read-only={readOnly}
      data-dirty={dirty}
      className="flex h-screen flex-col bg-slate-50"
    >
      <header className="flex h-12 shrink-0 items-center gap-3 border-b border-slate-200 bg-white px-4">
        <Link
          to={back}
          data-testid="template-back"
          onClick={(e) => {
            if (!dirty) return;
            e.preventDefault();
            setLeaving(true);
          }}
          className="text-sm text-slate-600 hover:text-brand-600"
        >
          ← 返回模板列表
        </Link>
        <h1
          className="min-w-0 truncate text-sm font-semibold text-slate-900"
          data-testid="template-editor-name"
        >
          {template ? `模板「${template.template_name}」` : '模板编辑'}
        </h1>
        {readOnly && template && (
          <span
            data-testid="template-read-only"
            className="rounded bg-amber-50 px-2 py-0.5 text-xs text-amber-700"
          >
            {canWrite ? '查看模式' : '只读：需要「编辑作品」权限才能修改模板'}
          </span>
        )}
        <div className="ml-auto flex items-center gap-3">
          {(boards.data?.list.length ?? 0) > 0 && (
            <label className="flex items-center gap-1.5 text-xs text-slate-500">
              变量取自画布
              <select
                data-testid="template-variable-board"
                value={lender}
                onChange={(e) => setBoardId(e.target.value)}
                className="h-7 rounded-md border border-slate-300 px-1 text-xs text-slate-700"
              >
                {boards.data?.list.map((b) => (
                  <option key={b.board_id} value={b.board_id}>
                    {b.board_name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {missing > 0 && (
            <span className="text-xs text-amber-600" title="条件或赋值引用的变量在所选画布上不存在">
              {missing} 个变量不在此画布
            </span>
          )}
          {readOnly && canWrite && template && (
            <Button
              size="sm"
              variant="secondary"
              onClick={() => navigate(templateEditorPath(workId, templateId, 'edit'))}
            >
              编辑
            </Button>
          )}
          {!readOnly && (
            <>
              <span data-testid="template-save-state" className="text-xs text-slate-400">
                {dirty ? '有未保存的修改' : '已保存'}
              </span>
              <Button size="sm" onClick={save} loading={saving} disabled={!dirty} data-testid="template-save">
                保存
              </Button>
            </>
          )}
        </div>
      </header>
      {(templates.data && !template) || templates.error ? (
        <div data-testid="template-missing" className="grid flex-1 place-items-center text-center">
          <div>
            <p className="text-sm text-slate-600">
              {templates.error ? '暂时无法读取模板，请稍后刷新。' : '模板不存在或已删除。'}
            </p>
            <Link to={back} className="mt-3 inline-block text-sm text-brand-600 hover:underline">
              返回模板列表
            </Link>
          </div>
        </div>
      ) : !doc ? (
        <div className="grid flex-1 place-items-center">
          <Spinner />
        </div>
      ) : (
        <ReactFlowProvider>
          <TemplateCanvas ydoc={doc} workId={workId} boardId={lender} readOnly={readOnly} />
        </ReactFlowProvider>
      )}
      <ConfirmDialog
        open={leaving}
        title="离开模板编辑"
        message="有未保存的修改，离开后这些修改会丢失。"
        confirmLabel="放弃修改并离开"
        danger
        onConfirm={() => {
          setLeaving(false);
          setDirty(false);
          navigate(back);
        }}
        onCancel={() => setLeaving(false)}
      />
    </div>
  );
}
