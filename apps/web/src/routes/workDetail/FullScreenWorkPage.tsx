import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';

/** Full-screen work pages: storyboard drawing and game template editing. */
export function FullScreenWorkPage({ kind }: { kind: 'storyboardDraw' | 'gameTemplateEdit' }) {
  const { workId, projectType } = useParams();
  const back = `/workDetail/${workId}/${projectType}`;
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex h-12 items-center border-b border-slate-200 bg-white px-4">
        <Link to={back} className="text-sm text-slate-600 hover:text-brand-600">
          ← 返回作品
        </Link>
      </div>
      {kind === 'storyboardDraw' ? (
        <ComingSoon area="分镜绘制" summary="全屏画布逐格绘制分镜：角色、场景、镜头与对白气泡。" />
      ) : (
        <ComingSoon area="模板编辑" summary="全屏编辑互动剧情模板的节点、分支与变量。" />
      )}
    </div>
  );
}
