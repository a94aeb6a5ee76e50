import { TablePagination, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';

/** A table's page and page size, the page back to the first when the size changes. */
export const useTablePaging = (sizes: readonly number[]) => {
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(sizes[0] ?? 25);
  return { page, perPage, setPage, setPerPage, sizes };
};

export type TablePaging = ReturnType<typeof useTablePaging>;

export interface TablePagerProps {
  paging: TablePaging;
  /** How many rows in all. */
  count: number;
  /** Catalog key of 'Rows per page'. */
  label: string;
  /** The page shown when it is not paging.page (e.g. kept within the rows left after a search). */
  page?: number;
  sx?: SxProps<Theme>;
}

/** MUI's TablePagination over useTablePaging's state: the pager under the back office's tables. */
export const TablePager = ({ paging, count, label, page = paging.page, sx }: TablePagerProps) => {
  const translate = useTranslate();
  return (
    <TablePagination
      component="div"
      count={count}
      page={page}
      rowsPerPage={paging.perPage}
      rowsPerPageOptions={[...paging.sizes]}
      onPageChange={(_event, next) => paging.setPage(next)}
      onRowsPerPageChange={(event) => {
        paging.setPerPage(Number(event.target.value));
        paging.setPage(0);
      }}
      labelRowsPerPage={translate(label)}
      sx={sx}
    />
  );
};
