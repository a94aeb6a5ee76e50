import SearchIcon from '@mui/icons-material/Search';
import { Box, Checkbox, InputAdornment, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useMemo, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useTranslate } from 'react-admin';

import type { DistributionPreviewLine } from '@fund/contracts';
import { Money } from '@fund/ui';

import { PlainTable } from '../components/PlainTable';
import { TablePager, useTablePaging } from '../components/TablePager';
import { overrideAmount, type Adjustments } from './distributionTerms';
import { PAGE_SIZES, PAGINATION_SX } from './paging';

export interface PreviewTableProps {
  lines: DistributionPreviewLine[];
  adjustments: Adjustments;
  onExclude: (investorId: string, excluded: boolean) => void;
  onOverride: (investorId: string, typed: string) => void;
}

// Enter in an amount must not submit the form around the table (which previews from the form's fields).
const keepEnter = (event: KeyboardEvent) => {
  if (event.key === 'Enter') event.preventDefault();
};

/**
 * The preview's lines (issue 19 item 1): investor, invested, current value, share and amount as the
 * server computed them, with a per-row Exclude and Override Amount. Searched by name and shown a page
 * at a time, so 10,000 holders stay quick; on a phone the table scrolls sideways.
 */
export const PreviewTable = ({ lines, adjustments, onExclude, onOverride }: PreviewTableProps) => {
  const translate = useTranslate();
  const [query, setQuery] = useState('');
  const paging = useTablePaging(PAGE_SIZES);
  const { page, perPage, setPage } = paging;

  const matching = useMemo(() => {
    const q = query.trim().toLocaleLowerCase();
    return q ? lines.filter((line) => line.investorName.toLocaleLowerCase().includes(q)) : lines;
  }, [lines, query]);
  // A re-preview can shorten what matches: stay on a page that exists.
  const lastPage = Math.max(0, Math.ceil(matching.length / perPage) - 1);
  const shownPage = Math.min(page, lastPage);
  const rows = matching.slice(shownPage * perPage, shownPage * perPage + perPage);

  return (
    <Box>
      <TextField
        label={translate('app.distributions.preview.search')}
        placeholder={translate('app.distributions.preview.search_placeholder')}
        value={query}
        onChange={(event: ChangeEvent<HTMLInputElement>) => {
          setQuery(event.target.value);
          setPage(0);
        }}
        onKeyDown={keepEnter}
        size="small"
        type="search"
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
        sx={{ mb: 1.5, width: { xs: '100%', sm: 320 } }}
      />
      <PlainTable
        columns={[
          { label: translate('app.distributions.columns.investor') },
          { label: translate('app.distributions.columns.invested'), align: 'right' },
          { label: translate('app.distributions.columns.current_value'), align: 'right' },
          { label: translate('app.distributions.columns.share'), align: 'right' },
          { label: translate('app.distributions.columns.amount'), align: 'right' },
          { label: translate('app.distributions.columns.exclude'), align: 'center' },
          { label: translate('app.distributions.columns.override') },
        ]}
        aria-label={translate('app.distributions.preview.table_label')}
        minWidth={760}
        outlined
      >
        {rows.length === 0 && (
          <TableRow>
            <TableCell colSpan={7}>
              <Typography variant="body2" color="text.secondary">
                {translate('app.distributions.preview.no_match', { q: query.trim() })}
              </Typography>
            </TableCell>
          </TableRow>
        )}
        {rows.map((line) => {
          const excluded = adjustments.excluded.has(line.investorId);
          const typed = adjustments.overrides.get(line.investorId) ?? '';
          const invalid = typed.trim() !== '' && overrideAmount(typed) === undefined;
          return (
            <TableRow key={line.investorId} sx={excluded ? { '& > td, & > th': { color: 'text.secondary' } } : undefined}>
              <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {line.investorName}
              </TableCell>
              <TableCell align="right">
                <Money amount={line.invested} full />
              </TableCell>
              <TableCell align="right">
                <Money amount={line.currentValue} full />
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {`${line.share}%`}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600, textDecoration: excluded ? 'line-through' : undefined }}>
                <Money amount={line.amount} full />
              </TableCell>
              <TableCell align="center" padding="checkbox">
                <Checkbox
                  checked={excluded}
                  onChange={(_event, checked) => onExclude(line.investorId, checked)}
                  slotProps={{ input: { 'aria-label': translate('app.distributions.row.exclude', { name: line.investorName }) } }}
                />
              </TableCell>
              <TableCell sx={{ minWidth: 150 }}>
                <TextField
                  value={typed}
                  onChange={(event: ChangeEvent<HTMLInputElement>) => onOverride(line.investorId, event.target.value)}
                  onKeyDown={keepEnter}
                  disabled={excluded}
                  error={invalid}
                  helperText={invalid ? translate('app.distributions.validation.override') : undefined}
                  placeholder={String(line.amount)}
                  size="small"
                  type="number"
                  margin="none"
                  slotProps={{
                    htmlInput: {
                      min: 0,
                      step: 1,
                      inputMode: 'numeric',
                      className: 'tabular-nums',
                      'aria-label': translate('app.distributions.row.override', { name: line.investorName }),
                    },
                  }}
                  sx={{ width: 140 }}
                />
              </TableCell>
            </TableRow>
          );
        })}
      </PlainTable>
      <TablePager
        paging={paging}
        count={matching.length}
        label="app.distributions.preview.rows_per_page"
        page={shownPage}
        sx={PAGINATION_SX}
      />
    </Box>
  );
};
