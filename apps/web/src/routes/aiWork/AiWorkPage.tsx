import { ComingSoon } from '../../components/EmptyState';
import { LaboratoryPage } from './LaboratoryPage';
import { AI_DRAW_MODES, AI_WORK_GROUPS } from './menu';

/** One /aiWork page; the AI issues build them, so each shows its empty state until then. */
export function AiWorkPage({ path }: { path: string }) {
  if (path === 'laboratory') return <LaboratoryPage />;
  const page = path.startsWith('aiDraw/')
    ? AI_DRAW_MODES.find((m) => `aiDraw/${m.path}` === path)
    : AI_WORK_GROUPS.flatMap((g) => g.pages).find((p) => p.path === path);
  return <ComingSoon area={page?.label ?? 'AI创作'} summary={page?.summary ?? ''} />;
}
