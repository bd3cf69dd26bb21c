import { Button } from '../../components/Button';

/** Previous / next with the page number; hidden when everything fits on one page. */
export function Pagination({
  page,
  pages,
  onPage,
}: {
  page: number;
  pages: number;
  onPage: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav
      aria-label="分页"
      data-testid="material-pagination"
      className="mt-6 flex items-center justify-center gap-3"
    >
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        上一页
      </Button>
      <span className="text-sm text-slate-500" data-testid="material-page">
        第 {page} / {pages} 页
      </span>
      <Button variant="secondary" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        下一页
      </Button>
    </nav>
  );
}
