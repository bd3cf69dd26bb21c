import { useParams } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { ComingSoon } from '../../components/EmptyState';

const AREA = { detail: '评估详情', record: '评估记录', snapshot: '评估快照' } as const;

/** /evaluate/{detail|record|snapshot}/{eid}/{work_id}/{work_from}/{work_name}. */
export function EvaluatePage({ kind }: { kind: keyof typeof AREA }) {
  const { work_name } = useParams();
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section="AI评估" />
      <ComingSoon
        area={AREA[kind]}
        summary={`《${work_name ?? ''}》的 AI 评估报告：总评、分项得分与修改建议。`}
      />
    </div>
  );
}
