import { useMemo } from 'react';
import { coverageReport, nodeTitle, type PlayBoard, type PlayCoverage } from './model';

/** Which nodes and edges the play-throughs reached, and which they have not yet. */
export function CoveragePanel({ board, coverage }: { board: PlayBoard; coverage: PlayCoverage }) {
  const report = useMemo(() => coverageReport(board, coverage), [board, coverage]);
  const title = (id: string) => nodeTitle(board.nodes.get(id));
  const edgeName = (id: string) => {
    const e = board.content.edges.find((x) => x.edge_id === id);
    return e ? `${title(e.source)} → ${title(e.target)}${e.label ? `（${e.label}）` : ''}` : id;
  };
  return (
    <section data-testid="play-coverage" className="rounded-xl border border-slate-200 bg-white p-4 text-sm">
      <h2 className="mb-2 font-semibold text-slate-900">覆盖率（本次打开后的所有试玩）</h2>
      <p>
        节点 <span data-testid="play-coverage-nodes">{report.nodePercent}%</span>（
        {report.reachedNodes.length}/{report.reachedNodes.length + report.missedNodes.length}），连线{' '}
        <span data-testid="play-coverage-edges">{report.edgePercent}%</span>（{report.reachedEdges.length}/
        {report.reachedEdges.length + report.missedEdges.length}）
      </p>
      <details className="mt-2" open>
        <summary className="cursor-pointer text-slate-600">
          未到达的节点（{report.missedNodes.length}）
        </summary>
        <ul data-testid="play-coverage-missed" className="mt-1 list-disc pl-5 text-slate-500">
          {report.missedNodes.map((id) => (
            <li key={id}>{title(id)}</li>
          ))}
        </ul>
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-600">
          未走过的连线（{report.missedEdges.length}）
        </summary>
        <ul className="mt-1 list-disc pl-5 text-slate-500">
          {report.missedEdges.map((id) => (
            <li key={id}>{edgeName(id)}</li>
          ))}
        </ul>
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-600">
          已到达的节点（{report.reachedNodes.length}）
        </summary>
        <ul data-testid="play-coverage-reached" className="mt-1 list-disc pl-5 text-slate-500">
          {report.reachedNodes.map((id) => (
            <li key={id}>{title(id)}</li>
          ))}
        </ul>
      </details>
      <details className="mt-2">
        <summary className="cursor-pointer text-slate-600">
          走过的连线（{report.reachedEdges.length}）
        </summary>
        <ul data-testid="play-coverage-reached-edges" className="mt-1 list-disc pl-5 text-slate-500">
          {report.reachedEdges.map((id) => (
            <li key={id}>{edgeName(id)}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
