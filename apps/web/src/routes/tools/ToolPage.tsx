import { TOOL_PAGES } from '../../app/tools';
import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';

/** A top-level tool page (match picture, image fusion, compose, ...). */
export function ToolPage({ path }: { path: string }) {
  const tool = TOOL_PAGES.find((t) => t.path === path);
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section={tool?.label} />
      <ComingSoon area={tool?.label ?? '工具'} summary={tool?.summary ?? ''} />
    </div>
  );
}
