import { TablePagination } from '@mui/material';
import { useState } from 'react';

// usePaging holds a table's page (0-based, as MUI counts) and page size;
// changing the size goes back to the first page.
export function usePaging() {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(20);
  return {
    page,
    perPage,
    setPage,
    setPerPage: (size: number) => {
      setPerPage(size);
      setPage(0);
    },
  };
}

type Props = { count: number; paging: ReturnType<typeof usePaging> };

// Pager is the pagination row under the platform's tables.
export function Pager({ count, paging }: Props) {
  return (
    <TablePagination
      component="div"
      count={count}
      page={paging.page}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={[20, 50, 100]}
      onPageChange={(_, value) => paging.setPage(value)}
      onRowsPerPageChange={(e) => paging.setPerPage(Number(e.target.value))}
    />
  );
}
