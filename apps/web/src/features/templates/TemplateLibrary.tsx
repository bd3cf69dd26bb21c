import { useCall } from '@juzuo/api-client/react';
import {
  TemplateDocType,
  TemplateDocTypeLabel,
  TemplateSourceLabel,
  TemplateWorkTypeLabel,
  type TTemplateDetail,
  type TTemplateDocType,
  type TTemplateItem,
  type TTemplateSource,
  type TTemplateWorkType,
  templateList,
} from '@juzuo/schemas';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '../../components/Button';
import { Spinner } from '../../components/Spinner';
import { ApplyDialog } from './ApplyDialog';
import { TemplateCard } from './TemplateCard';
import { TemplateForm } from './TemplateForm';
import { TemplatePreview } from './TemplatePreview';

const PAGE_SIZE = 24;
const DOC_TYPES = Object.values(TemplateDocType);
const chip = (on: boolean) =>
  `shrink-0 rounded-full px-3 py-1 text-sm transition-colors ${on ? 'bg-brand-600 text-white' : 'bg-slate-100 text-slate-600 hover:bg-slate-200'}`;
const SELECT = 'h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-700';

/**
 * /workBench/templateLibray: browse templates by document type, work type and origin, search,
 * preview, create and edit one's own, publish to the team or withdraw, and apply one to a work.
 * The filters live in the URL (doc_type, work_type, source, keyword, page, preview).
 */
export function TemplateLibrary() {
  const [params, setParams] = useSearchParams();
  const docType = params.get('doc_type') ? (Number(params.get('doc_type')) as TTemplateDocType) : undefined;
  const workType = (params.get('work_type') || undefined) as TTemplateWorkType | undefined;
  const source = (params.get('source') || undefined) as TTemplateSource | undefined;
  const keyword = params.get('keyword') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const previewId = params.get('preview');
  const [typed, setTyped] = useState(keyword);
  const [applying, setApplying] = useState<TTemplateItem | null>(null);
  const [editing, setEditing] = useState<TTemplateDetail | 'new' | null>(null);

  const { data, error, isLoading } = useCall(templateList, {
    doc_type: docType,
    work_type: workType,
    source,
    keyword: keyword || undefined,
    page_index: page,
    page_size: PAGE_SIZE,
  });
  const set = (change: Record<string, string | undefined>, keepPage = false) =>
    setParams((p) => {
      for (const [k, v] of Object.entries(change)) {
        if (v) p.set(k, v);
        else p.delete(k);
      }
      if (!keepPage) p.delete('page');
      return p;
    });
  const filtered = docType !== undefined || !!workType || !!source || !!keyword;
  const pages = data ? Math.max(1, Math.ceil(data.total / PAGE_SIZE)) : 1;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 p-6" data-testid="template-library">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-xl font-semibold text-slate-900">模板库</h1>
          <p className="mt-0.5 text-sm text-slate-500">
            人物设定、故事大纲、分集大纲与剧本模板，套用后直接在作品中继续写。
          </p>
        </div>
        {data?.abilities.can_create && (
          <Button onClick={() => setEditing('new')} data-testid="template-new">
            新建模板
          </Button>
        )}
      </header>

      <div className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4">
        <div className="flex gap-2 overflow-x-auto" role="tablist" aria-label="文档类型">
          <button
            type="button"
            role="tab"
            aria-selected={docType === undefined}
            className={chip(docType === undefined)}
            onClick={() => set({ doc_type: undefined })}
          >
            全部
          </button>
          {DOC_TYPES.map((t) => (
            <button
              key={t}
              type="button"
              role="tab"
              aria-selected={docType === t}
              className={chip(docType === t)}
              onClick={() => set({ doc_type: String(t) })}
            >
              {TemplateDocTypeLabel[t]}
            </button>
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm text-slate-600">
            适用作品
            <select
              className={SELECT}
              value={workType ?? ''}
              onChange={(e) => set({ work_type: e.target.value })}
              data-testid="template-filter-work-type"
            >
              <option value="">全部</option>
              {(Object.keys(TemplateWorkTypeLabel) as TTemplateWorkType[]).map((t) => (
                <option key={t} value={t}>
                  {TemplateWorkTypeLabel[t]}
                </option>
              ))}
            </select>
          </label>
          <label className="flex items-center gap-2 text-sm text-slate-600">
            来源
            <select
              className={SELECT}
              value={source ?? ''}
              onChange={(e) => set({ source: e.target.value })}
              data-testid="template-filter-source"
            >
              <option value="">全部</option>
              {(Object.keys(TemplateSourceLabel) as TTemplateSource[]).map((s) => (
                <option key={s} value={s}>
                  {TemplateSourceLabel[s]}
                </option>
              ))}
            </select>
          </label>
          <form
            className="ml-auto flex min-w-0 items-center gap-2"
            aria-label="搜索模板"
            onSubmit={(e) => {
              e.preventDefault();
              set({ keyword: typed.trim() });
            }}
          >
            <input
              type="search"
              value={typed}
              maxLength={50}
              onChange={(e) => setTyped(e.target.value)}
              placeholder="搜索模板名称或内容"
              aria-label="搜索模板"
              className="h-9 w-56 min-w-0 rounded-lg border border-slate-300 px-3 text-sm"
            />
            <Button size="sm" variant="secondary" type="submit">
              搜索
            </Button>
          </form>
        </div>
      </div>

      {isLoading ? (
        <div className="grid h-48 place-items-center">
          <Spinner />
        </div>
      ) : error ? (
        <p className="py-16 text-center text-sm text-slate-500">模板加载失败，请稍后重试。</p>
      ) : data && data.list.length === 0 ? (
        <div className="py-16 text-center" data-testid="template-empty">
          <p className="text-sm text-slate-500">
            {filtered ? '没有符合条件的模板，换个筛选条件或关键词试试。' : '模板库还是空的。'}
          </p>
          {source === 'mine' && data.abilities.can_create && (
            <Button className="mt-4" onClick={() => setEditing('new')}>
              新建我的第一个模板
            </Button>
          )}
        </div>
      ) : (
        <>
          <p className="text-xs text-slate-400">共 {data?.total ?? 0} 个模板</p>
          <div className="grid grid-cols-3 gap-4 xl:grid-cols-4">
            {data?.list.map((t) => (
              <TemplateCard
                key={t.template_id}
                template={t}
                onPreview={() => set({ preview: t.template_id }, true)}
                onApply={() => setApplying(t)}
              />
            ))}
          </div>
          {pages > 1 && (
            <nav className="flex items-center justify-center gap-3 text-sm" aria-label="分页">
              <Button
                size="sm"
                variant="secondary"
                disabled={page <= 1}
                onClick={() => set({ page: String(page - 1) }, true)}
              >
                上一页
              </Button>
              <span className="text-slate-500">
                第 {page} / {pages} 页
              </span>
              <Button
                size="sm"
                variant="secondary"
                disabled={page >= pages}
                onClick={() => set({ page: String(page + 1) }, true)}
              >
                下一页
              </Button>
            </nav>
          )}
        </>
      )}

      {previewId && (
        <TemplatePreview
          templateId={previewId}
          library={data?.abilities}
          onClose={() => set({ preview: undefined }, true)}
          onApply={(t) => setApplying(t)}
          onEdit={(t) => setEditing(t)}
        />
      )}
      {editing && (
        <TemplateForm
          template={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            set({ preview: id }, true);
          }}
        />
      )}
      {applying && <ApplyDialog template={applying} onClose={() => setApplying(null)} />}
    </div>
  );
}
