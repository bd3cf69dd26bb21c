import { WorkPermissionLabel } from '@juzuo/schemas';
import { lazy } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { NotFoundPage } from '../NotFoundPage';
import { childAccess, findWorkChild, parseProjectType } from './children';
import { useWorkAccess } from './useWorkAccess';

const ScriptPage = lazy(async () => ({ default: (await import('./script/ScriptPage')).ScriptPage }));

/** One child of a work; a child the project kind does not have is a 404. */
export function WorkChildPage() {
  const { workId, projectType } = useParams();
  const { pathname } = useLocation();
  const access = useWorkAccess(workId);
  const type = parseProjectType(projectType);
  const childPath = pathname.split('/').filter(Boolean)[3] ?? '';
  const child = type ? findWorkChild(type, childPath) : null;
  if (!child) return <NotFoundPage />;
  if (!access.work) {
    return (
      <div className="grid h-64 place-items-center">
        <Spinner />
      </div>
    );
  }
  const mode = access.abilities ? childAccess(child, access.abilities) : null;
  if (!mode && child.permission) {
    return (
      <section data-testid="no-permission" className="px-6 py-24 text-center text-sm text-slate-500">
        需要「{WorkPermissionLabel[child.permission]}」作品权限才能查看此页面，请联系作品创建者开通。
      </section>
    );
  }
  if (type === 'SCRIPT' && child.path === 'script') {
    return <ScriptPage work={access.work} readOnly={mode === 'read'} />;
  }
  return <ComingSoon area={child.label} summary={child.summary} />;
}

/** Evaluation record / snapshot inside a script work. */
export function WorkEvaluateReport({ kind }: { kind: 'record' | 'snapshot' }) {
  const { work_name } = useParams();
  return (
    <ComingSoon
      area={kind === 'record' ? '评估记录' : '评估快照'}
      summary={`查看《${work_name ?? ''}》的 AI 评估${kind === 'record' ? '记录与报告' : '时的文档快照'}。`}
    />
  );
}
