import { Button } from '../../components/Button';

/** Props of Pager. */
export interface PagerProps {
  pageIndex: number;
  pageSize: number;
  total: number;
  onPage: (pageIndex: number) => void;
  testId: string;
}

/** 上一页 / 下一页 with "第 n / m 页，共 t 条". */
export function Pager({ pageIndex, pageSize, total, onPage, testId }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div
      data-testid={testId}
      className="flex items-center justify-end gap-3 px-4 py-3 text-sm text-slate-500"
    >
      <span>
        第 {pageIndex} / {pages} 页，共 {total} 条
      </span>
      <Button variant="secondary" size="sm" disabled={pageIndex <= 1} onClick={() => onPage(pageIndex - 1)}>
        上一页
      </Button>
      <Button
        variant="secondary"
        size="sm"
        disabled={pageIndex >= pages}
        onClick={() => onPage(pageIndex + 1)}
      >
        下一页
      </Button>
    </div>
  );
}
