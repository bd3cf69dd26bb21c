import type { TGameTemplateContent } from '@juzuo/schemas';
import { useMemo } from 'react';
import { KIND_LOOK } from '../game-board/nodeKinds';
import { previewOf } from './previewGeometry';

const WIDTH = 280;
const HEIGHT = 120;

/** A thumbnail of a template's layout: its nodes in their kinds' colours and the edges between them. */
export function TemplatePreview({ content }: { content: TGameTemplateContent }) {
  const preview = useMemo(() => previewOf(content, WIDTH, HEIGHT), [content]);
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      className="h-28 w-full rounded-lg bg-slate-50"
      role="img"
      aria-label={`模板缩略图，${content.nodes.length} 个节点`}
      data-testid="template-preview"
    >
      {preview.lines.map((l) => (
        <line key={l.id} x1={l.x1} y1={l.y1} x2={l.x2} y2={l.y2} stroke="#94a3b8" strokeWidth={1} />
      ))}
      {preview.boxes.map((b) => (
        <rect
          key={b.id}
          x={b.x}
          y={b.y}
          width={b.width}
          height={b.height}
          rx={3}
          fill="white"
          stroke={KIND_LOOK[b.kind].color}
          strokeWidth={1.5}
        />
      ))}
    </svg>
  );
}
