import {
  TemplateDocTypeLabel,
  TemplateSourceLabel,
  TemplateWorkTypeLabel,
  type TTemplateItem,
} from '@juzuo/schemas';

const SOURCE_STYLE: Record<TTemplateItem['source'], string> = {
  system: 'bg-brand-50 text-brand-700',
  official: 'bg-amber-50 text-amber-700',
  team: 'bg-emerald-50 text-emerald-700',
  mine: 'bg-slate-100 text-slate-600',
};

/** Document type, work type, origin and (own templates) publication state of a template. */
export function TemplateBadges({ template }: { template: TTemplateItem }) {
  return (
    <div className="flex flex-wrap gap-1.5 text-xs">
      <span className={`rounded px-1.5 py-0.5 ${SOURCE_STYLE[template.source]}`}>
        {TemplateSourceLabel[template.source]}
      </span>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-600">
        {TemplateDocTypeLabel[template.doc_type]}
      </span>
      <span className="rounded bg-slate-100 px-1.5 py-0.5 text-slate-600">
        {template.work_type === 'ALL' ? '通用' : `适用${TemplateWorkTypeLabel[template.work_type]}`}
      </span>
      {template.source === 'mine' && (
        <span
          className={`rounded px-1.5 py-0.5 ${template.published ? 'bg-emerald-50 text-emerald-700' : 'bg-slate-50 text-slate-400'}`}
        >
          {template.published
            ? template.publish_scope === 'official'
              ? '已发布为官方'
              : '已发布到团队'
            : '未发布'}
        </span>
      )}
    </div>
  );
}
