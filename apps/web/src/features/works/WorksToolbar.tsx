import { Button } from '../../components/Button';
import type { WorkFilters } from './filters';
import { LENGTH_TYPE_OPTIONS, MEDIA_TYPE_OPTIONS, type Option, PROJECT_TYPE_OPTIONS } from './options';

/** List or grid presentation. */
export type WorksView = 'grid' | 'list';

const SELECT = 'jz-select';

type FilterKey = 'projectType' | 'mediaType' | 'lengthType';

/** The three filters in toolbar order; '' (the `all` choice) means no filter. */
const FILTERS: {
  key: FilterKey;
  label: string;
  all: string;
  options: readonly Option<string>[];
  testId: string;
}[] = [
  {
    key: 'projectType',
    label: '作品类型',
    all: '全部类型',
    options: PROJECT_TYPE_OPTIONS,
    testId: 'works-filter-project-type',
  },
  {
    key: 'mediaType',
    label: '媒介',
    all: '全部媒介',
    options: MEDIA_TYPE_OPTIONS,
    testId: 'works-filter-media-type',
  },
  {
    key: 'lengthType',
    label: '篇幅',
    all: '全部篇幅',
    options: LENGTH_TYPE_OPTIONS,
    testId: 'works-filter-length-type',
  },
];

/** Search box, the three filters and the view switch of the works page. */
export function WorksToolbar({
  filters,
  onFilters,
  view,
  onView,
}: {
  filters: WorkFilters;
  onFilters: (f: WorkFilters) => void;
  view: WorksView;
  onView: (v: WorksView) => void;
}) {
  const set = <K extends keyof WorkFilters>(key: K, value: WorkFilters[K]) =>
    onFilters({ ...filters, [key]: value });
  return (
    <div className="flex flex-wrap items-center gap-2">
      <input
        type="search"
        aria-label="搜索作品"
        placeholder="搜索作品名称、简介或标签"
        value={filters.keyword}
        onChange={(e) => set('keyword', e.target.value)}
        data-testid="works-search"
        className="h-9 w-64 rounded-lg border border-slate-300 bg-white px-3 text-sm outline-none placeholder:text-slate-400 focus:border-brand-500 focus:ring-2 focus:ring-brand-200"
      />
      {FILTERS.map((f) => (
        <select
          key={f.key}
          aria-label={f.label}
          value={filters[f.key]}
          onChange={(e) => set(f.key, e.target.value as WorkFilters[FilterKey])}
          data-testid={f.testId}
          className={SELECT}
        >
          <option value="">{f.all}</option>
          {f.options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      ))}
      <fieldset className="ml-auto flex rounded-lg border border-slate-300 bg-white p-0.5">
        <legend className="sr-only">视图</legend>
        {(['grid', 'list'] as const).map((v) => (
          <Button
            key={v}
            size="sm"
            variant={view === v ? 'primary' : 'ghost'}
            aria-pressed={view === v}
            onClick={() => onView(v)}
            data-testid={`works-view-${v}`}
            className="h-8!"
          >
            {v === 'grid' ? '卡片' : '列表'}
          </Button>
        ))}
      </fieldset>
    </div>
  );
}
