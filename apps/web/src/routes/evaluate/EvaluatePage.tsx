import { useParams } from 'react-router-dom';
import { AppHeader } from '../../components/AppHeader';
import { EvaluateGate } from '../../features/evaluate/EngineGate';
import { ReportView, SnapshotText } from '../../features/evaluate/ReportView';

const AREA = { detail: '评估详情', record: '评估记录', snapshot: '评估快照' } as const;

/** /evaluate/{detail|record|snapshot}/{eid}/{work_id}/{work_from}/{work_name}. */
export function EvaluatePage({ kind }: { kind: keyof typeof AREA }) {
  const { eid = '', work_name } = useParams();
  return (
    <div className="min-h-screen bg-slate-50">
      <AppHeader section="AI评估" />
      <h1 className="px-6 pt-4 text-lg font-semibold">
        《{work_name ?? ''}》{AREA[kind]}
      </h1>
      <EvaluateGate>
        {kind === 'snapshot' ? (
          <div className="p-6">
            <SnapshotText eid={eid} />
          </div>
        ) : (
          <ReportView eid={eid} />
        )}
      </EvaluateGate>
    </div>
  );
}
