import type { TTemplateItem } from '@juzuo/schemas';
import { Button } from '../../components/Button';
import { TemplateBadges } from './TemplateBadges';

/** One template in the grid: name, badges, summary, 预览 and 套用. */
export function TemplateCard({
  template,
  onPreview,
  onApply,
}: {
  template: TTemplateItem;
  onPreview: () => void;
  onApply: () => void;
}) {
  return (
    <article
      data-testid="template-card"
      data-template-id={template.template_id}
      className="flex min-w-0 flex-col rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md"
    >
      <button type="button" onClick={onPreview} className="text-left">
        <h3 className="truncate text-sm font-semibold text-slate-900" title={template.template_name}>
          {template.template_name}
        </h3>
      </button>
      <div className="mt-2">
        <TemplateBadges template={template} />
      </div>
      <p className="mt-2 line-clamp-3 min-h-[3.75rem] text-xs leading-5 text-slate-500">
        {template.description || template.summary}
      </p>
      <div className="mt-3 flex items-center justify-between gap-2">
        <span className="truncate text-xs text-slate-400">{template.author_name}</span>
        <div className="flex shrink-0 gap-1">
          <Button size="sm" variant="ghost" onClick={onPreview}>
            预览
          </Button>
          {template.abilities.can_apply && (
            <Button size="sm" variant="secondary" onClick={onApply}>
              套用
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}
