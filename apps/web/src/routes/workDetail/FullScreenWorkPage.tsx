import { lazy, Suspense } from 'react';
import { Link, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';

const TemplateEditorPage = lazy(async () => ({
  default: (await import('../../features/game-templates/TemplateEditorPage')).TemplateEditorPage,
}));

/** Full-screen work pages: storyboard drawing and game template editing. */
export function FullScreenWorkPage({ kind }: { kind: 'storyboardDraw' | 'gameTemplateEdit' }) {
  const { workId, projectType } = useParams();
  const back = `/workDetail/${workId}/${projectType}`;
  if (kind === 'gameTemplateEdit')
    return (
      <Suspense
        fallback={
          <div className="grid h-screen place-items-center">
            <Spinner />
          </div>
        }
      >
        <TemplateEditorPage />
      </Suspense>
    );
  return (
    <div className="min-h-screen bg-slate-50">
      <div className="flex h-12 items-center border-b border-slate-200 bg-white px-4">
        <Link to={back} className="text-sm text-slate-600 hover:text-brand-600">
          ← 返回作品
        </Link>
      </div>
      <ComingSoon area="分镜绘制" summary="全屏画布逐格绘制分镜：角色、场景、镜头与对白气泡。" />
    </div>
  );
}
