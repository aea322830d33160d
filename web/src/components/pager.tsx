import { TablePagination } from '@mui/material';
import { useState } from 'react';

type Props = {
  // count is the number of rows in every page together.
  count: number;
  // page counts from 1, as the API and the URLs do.
  page: number;
  perPage: number;
  onPageChange: (page: number) => void;
  // With onPerPageChange the reader may choose the page size among these.
  perPageOptions?: number[];
  onPerPageChange?: (perPage: number) => void;
};

// Pager is the one pagination row under a list: the range shown, first,
// previous, next and last, and the page size when the list lets it change.
// A page past the end shows as the last one.
export function Pager({ count, page, perPage, onPageChange, perPageOptions = [20, 50, 100], onPerPageChange }: Props) {
  const last = Math.max(1, Math.ceil(count / perPage));
  return (
    <TablePagination
      component="div"
      count={count}
      page={Math.min(Math.max(page, 1), last) - 1}
      rowsPerPage={perPage}
      rowsPerPageOptions={onPerPageChange ? perPageOptions : [perPage]}
      onPageChange={(_, next) => onPageChange(next + 1)}
      onRowsPerPageChange={(event) => onPerPageChange?.(Number(event.target.value))}
      showFirstButton
      showLastButton
    />
  );
}

// usePaging holds a page and a page size for a list whose place is not in
// the URL; a new page size starts again at the first page.
export function usePaging(initialPerPage = 20) {
  const [page, setPage] = useState(1);
  const [perPage, setPerPage] = useState(initialPerPage);
  return {
    page,
    perPage,
    onPageChange: setPage,
    onPerPageChange: (size: number) => {
      setPerPage(size);
      setPage(1);
    },
  };
}
