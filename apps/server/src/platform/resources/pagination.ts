import type { ListContext } from '@proboard/domain';

/** The Laravel-style envelope of API.md, with page URLs that carry the same context. */
export function paginationEnvelope<T>(options: {
  data: T[];
  total: number;
  context: ListContext;
  path: string;
}) {
  const { data, total, context, path } = options;
  const all = context.currentPage === -1;
  const perPage = all ? Math.max(total, 1) : context.perPage;
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const current = all ? 1 : context.currentPage;
  const url = (page: number) =>
    `${path}?context=${encodeURIComponent(JSON.stringify({ ...context, currentPage: page }))}`;
  const from = data.length ? (current - 1) * perPage + 1 : null;
  const to = data.length ? (current - 1) * perPage + data.length : null;
  return {
    data,
    current_page: current,
    first_page_url: url(1),
    from,
    last_page: lastPage,
    last_page_url: url(lastPage),
    next_page_url: current < lastPage ? url(current + 1) : null,
    per_page: perPage,
    prev_page_url: current > 1 ? url(current - 1) : null,
    to,
    total,
  };
}
