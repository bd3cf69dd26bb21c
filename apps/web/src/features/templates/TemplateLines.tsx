import { ScriptBlock } from '@juzuo/schemas';
import type { TemplateLine } from './templateText';

const STYLE: Record<string, string> = {
  [ScriptBlock.SCENE]: 'mt-3 font-semibold text-slate-900',
  [ScriptBlock.CHARACTERS]: 'text-slate-600',
  [ScriptBlock.ACTION]: 'text-slate-700',
  [ScriptBlock.DIALOGUE]: 'pl-8 text-slate-800',
  [ScriptBlock.TRANSITION]: 'text-right font-semibold text-slate-700',
};

/**
 * A template's lines as the editor shows them (drawn 人物： and △ included), built from text, never
 * from HTML, so a template's content cannot inject markup into the page.
 */
export function TemplateLines({ lines }: { lines: readonly TemplateLine[] }) {
  return (
    <div className="space-y-1 text-sm leading-7" data-testid="template-lines">
      {lines.map((l, i) => (
        <p
          // Lines have no identity of their own; their order is fixed while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: static list of lines
          key={i}
          data-block={l.block ?? 'plain'}
          className={`${STYLE[l.block ?? ''] ?? 'text-slate-700'} min-h-7 whitespace-pre-wrap`}
        >
          {l.block === ScriptBlock.CHARACTERS && <span className="text-slate-400">人物：</span>}
          {l.block === ScriptBlock.ACTION && <span className="mr-1 text-slate-400">△</span>}
          {l.text}
        </p>
      ))}
    </div>
  );
}
