import { TOOL_PAGES } from '../../app/tools';
import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';
import { NoPermission } from '../../components/NoPermission';
import { TAG_GATE_TITLE, tagGateDetail, useTagGate } from '../../lib/tagGate';

/** A top-level tool page (match picture, image fusion, compose, ...); a tag-gated one (comfyDraw) says why it is closed. */
export function ToolPage({ path }: { path: string }) {
  const tool = TOOL_PAGES.find((t) => t.path === path);
  const reason = useTagGate()(`/${path}`);
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section={tool?.label} />
      {reason ? (
        <NoPermission title={TAG_GATE_TITLE} detail={tagGateDetail(reason)} />
      ) : (
        <ComingSoon area={tool?.label ?? '工具'} summary={tool?.summary ?? ''} />
      )}
    </div>
  );
}
