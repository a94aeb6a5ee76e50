// The distribution tables' pages (a preview or a run can have 10,000 lines; the history grows each quarter).

export const PAGE_SIZES = [25, 50, 100];

/** A pager that wraps onto two lines on a phone instead of cutting off its arrows. */
export const PAGINATION_SX = {
  '& .MuiTablePagination-toolbar': { flexWrap: 'wrap', justifyContent: 'flex-end', paddingInline: 1 },
  '& .MuiTablePagination-spacer': { display: { xs: 'none', sm: 'block' } },
} as const;
