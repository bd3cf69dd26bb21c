import { EvaluateGate } from './EngineGate';
import { EvaluateList } from './EvaluateWorkbench';
import { ReportView, SnapshotText } from './ReportView';

/** /workDetail/{id}/SCRIPT/evaluate: this work's evaluations (add, start, progress, reports). */
export function WorkEvaluate({ workId }: { workId: string }) {
  return (
    <EvaluateGate>
      <EvaluateList workId={workId} />
    </EvaluateGate>
  );
}

/** evaluate/record|snapshot/{eid}/… inside the work: the report, or the evaluated text. */
export function WorkEvaluateView({ kind, eid }: { kind: 'record' | 'snapshot'; eid: string }) {
  return (
    <EvaluateGate>
      {kind === 'record' ? (
        <ReportView eid={eid} />
      ) : (
        <div className="p-6">
          <SnapshotText eid={eid} />
        </div>
      )}
    </EvaluateGate>
  );
}
