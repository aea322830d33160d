import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { decodeFilter, encodeFilter, type CandidateFilter } from '../../api/navigation-token';
import type { ApplicationSort } from '../../api/queries/applications';

// Every sort of the contract: a sort the server adds and this list lacks
// fails tsc (the Record needs every key).
const sortKeys: Record<ApplicationSort, true> = { newest: true, oldest: true, name: true, updated: true, match: true };
const sorts = Object.keys(sortKeys) as ApplicationSort[];

// useListLocation keeps the list's view in the URL: the filter as
// ?navigation_token=, the sort and the page, so a copied link reopens it.
export function useListLocation() {
  const [params, setParams] = useSearchParams();
  const token = params.get('navigation_token') ?? '';
  const sortParam = params.get('sort') as ApplicationSort | null;
  const sort: ApplicationSort = sortParam && sorts.includes(sortParam) ? sortParam : 'newest';
  const page = Math.max(1, Number(params.get('page')) || 1);

  const update = useCallback(
    (change: { token?: string; sort?: ApplicationSort; page?: number }, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (name: string, value: string | undefined) => (value ? next.set(name, value) : next.delete(name));
          if (change.token !== undefined) put('navigation_token', change.token);
          if (change.sort !== undefined) put('sort', change.sort === 'newest' ? undefined : change.sort);
          if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : undefined);
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  const setFilter = useCallback((filter: CandidateFilter) => update({ token: encodeFilter(filter), page: 1 }), [update]);

  return { token, filter: decodeFilter(token), sort, page, update, setFilter };
}
