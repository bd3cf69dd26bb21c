import { WorkPermissionLabel } from '@juzuo/schemas';
import { lazy, useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ComingSoon } from '../../components/EmptyState';
import { Spinner } from '../../components/Spinner';
import { isOffline } from '../../lib/useOnline';
import { useTitleStore } from '../../stores/title';
import { childAccess, childLabel, findWorkChild, parseProjectType } from './children';
import { useWorkAccess } from './useWorkAccess';

const ScriptPage = lazy(async () => ({ default: (await import('./script/ScriptPage')).ScriptPage }));
const ConceptionPage = lazy(async () => ({
  default: (await import('../../features/cards/ConceptionPage')).ConceptionPage,
}));
const SupervisePage = lazy(async () => ({
  default: (await import('./supervise/SupervisePage')).SupervisePage,
}));
const StoryLinePage = lazy(async () => ({
  default: (await import('../../features/game-board/StoryLinePage')).StoryLinePage,
}));
const WorkEvaluatePage = lazy(async () => ({
  default: (await import('../../features/evaluate/WorkEvaluate')).WorkEvaluate,
}));
const WorkEvaluateView = lazy(async () => ({
  default: (await import('../../features/evaluate/WorkEvaluate')).WorkEvaluateView,
}));
const MediaLibraryPage = lazy(async () => ({
  default: (await import('../../features/game-resources/MediaLibraryPage')).MediaLibraryPage,
}));
const RoleSettingPage = lazy(async () => ({
  default: (await import('../../features/game-roles/RoleSettingPage')).RoleSettingPage,
}));
const GameScriptPage = lazy(async () => ({
  default: (await import('../../features/game-script/ScriptPage')).ScriptPage,
}));
const VariablesPage = lazy(async () => ({
  default: (await import('../../features/game-catalog/VariablesPage')).VariablesPage,
}));
const GoodsPage = lazy(async () => ({
  default: (await import('../../features/game-catalog/GoodsPage')).GoodsPage,
}));
const StoresPage = lazy(async () => ({
  default: (await import('../../features/game-catalog/StoresPage')).StoresPage,
}));
const TemplatesPage = lazy(async () => ({
  default: (await import('../../features/game-templates/TemplatesPage')).TemplatesPage,
}));
const ControlBoardPage = lazy(async () => ({
  default: (await import('../../features/game-control/ControlBoardPage')).ControlBoardPage,
}));

/** One child of a work; a child the project kind does not have is not found, inside the work shell. */
export function WorkChildPage() {
  const { workId, projectType } = useParams();
  const { pathname } = useLocation();
  const access = useWorkAccess(workId);
  const type = parseProjectType(projectType);
  const childPath = pathname.split('/').filter(Boolean)[3] ?? '';
  const child = type ? findWorkChild(type, childPath) : null;
  // The tab says 小说 on a novel's writing page (the route's title is 剧本).
  const label = child ? childLabel(child, access.mediaType) : null;
  const setPageTitle = useTitleStore((s) => s.setPageTitle);
  useEffect(() => {
    setPageTitle(child && label !== child.label ? label : null);
    return () => setPageTitle(null);
  }, [child, label, setPageTitle]);
  if (!child) return <WorkChildNotFound home={`/workDetail/${workId}/${projectType}`} />;
  if (!access.work && access.failed) {
    return (
      <section data-testid="work-unavailable" className="px-6 py-24 text-center text-sm text-slate-500">
        {isOffline()
          ? '网络已断开，本机还没有保存这部作品，联网后自动打开。'
          : '暂时无法读取这部作品，请稍后刷新。'}
      </section>
    );
  }
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
  if (type === 'SCRIPT' && child.path === 'conception') {
    return (
      <ConceptionPage workId={access.work.id} readOnly={mode === 'read'} mediaType={access.work.media_type} />
    );
  }
  if (type === 'SCRIPT' && child.path === 'supervise' && access.abilities) {
    return <SupervisePage work={access.work} abilities={access.abilities} />;
  }
  if (type === 'SCRIPT' && child.path === 'evaluate') {
    return <WorkEvaluatePage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameStoryLine') {
    return <StoryLinePage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameMediaLibrary') {
    return <MediaLibraryPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameRoleSetting') {
    return <RoleSettingPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameScript') {
    return <GameScriptPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameStoryVariable') {
    return <VariablesPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameStoryGood') {
    return <GoodsPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameStore') {
    return <StoresPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameTemplate') {
    return <TemplatesPage workId={access.work.id} />;
  }
  if (type === 'GAME' && child.path === 'gameControlBoard') {
    return <ControlBoardPage workId={access.work.id} />;
  }
  return <ComingSoon area={child.label} summary={child.summary} />;
}

/** A path the work has no page for: said inside the shell, with the way back to the work. */
function WorkChildNotFound({ home }: { home: string }) {
  return (
    <section data-testid="work-not-found" className="mx-auto max-w-md px-6 py-24 text-center">
      <h1 className="text-lg font-semibold text-slate-900">作品中没有这个页面</h1>
      <p className="mt-2 text-sm leading-6 text-slate-500">地址可能有误，或该页面属于其他类型的作品。</p>
      <Link
        to={home}
        className="mt-6 inline-flex h-9 items-center rounded-lg bg-brand-600 px-4 text-sm font-medium text-white hover:bg-brand-700"
      >
        返回作品
      </Link>
    </section>
  );
}

/** Evaluation record / snapshot inside a script work. */
export function WorkEvaluateReport({ kind }: { kind: 'record' | 'snapshot' }) {
  const { eid = '' } = useParams();
  return <WorkEvaluateView kind={kind} eid={eid} />;
}
