import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';

/** /editor/edit/{id} and /editor/history/{id}. */
export function EditorPage({ kind }: { kind: 'edit' | 'history' }) {
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section={kind === 'edit' ? '文档编辑' : '历史版本'} />
      {kind === 'edit' ? (
        <ComingSoon area="文档编辑" summary="多人实时协同编辑剧本与小说章节，支持离线写作与自动合并。" />
      ) : (
        <ComingSoon area="历史版本" summary="查看文档的自动与命名版本，对比任意两个版本并一键恢复。" />
      )}
    </div>
  );
}
