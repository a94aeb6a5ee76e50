import TableRowsOutlinedIcon from '@mui/icons-material/TableRowsOutlined';
import ViewModuleOutlinedIcon from '@mui/icons-material/ViewModuleOutlined';
import { Box, MenuItem, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { useGetList, useListContext, useTranslate } from 'react-admin';

import { COUNTRIES, USER_STATUSES, type SchemeView } from '@fund/contracts';

import { SearchField } from '../components/SearchField';
import type { InvestorsView } from './investorsView';

const ANY = '';

/** The filter fields of GET /api/admin/investor-summaries the selects set (issue 21 item 6). */
const FIELDS = { scheme: 'schemeId', country: 'investor.country', status: 'investor.status' } as const;
type FilterName = keyof typeof FIELDS;

const FilterSelect = ({ name, options }: { name: FilterName; options: { value: string; label: string }[] }) => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const field = FIELDS[name];
  const value = typeof filterValues[field] === 'string' ? (filterValues[field] as string) : ANY;
  const change = (next: string) => {
    const { [field]: _previous, ...rest } = filterValues;
    setFilters(next === ANY ? rest : { ...rest, [field]: next }, displayedFilters, false);
  };
  return (
    <TextField
      select
      size="small"
      label={translate(`app.investors.filters.${name}`)}
      value={value}
      onChange={(event) => change(event.target.value)}
      // The label stays above the box so "Any scheme" (no filter) shows in it.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: { xs: '100%', sm: 180 }, flex: { sm: '0 1 220px' } }}
    >
      <MenuItem value={ANY}>{translate(`app.investors.filters.any_${name}`)}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
};

/** Every scheme (current and archived), by name: the first 1,000, as the posting pickers read them. */
const useSchemeOptions = () => {
  const { data } = useGetList<SchemeView>('schemes', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'name', order: 'ASC' } });
  return (data ?? []).map((scheme) => ({ value: String(scheme.id), label: scheme.name }));
};

export interface InvestorFiltersProps {
  view: InvestorsView;
  onViewChange: (view: InvestorsView) => void;
  /** Investors has All / Active tabs for the status; Active Investors has this select. */
  withStatus?: boolean;
}

/** Search, the scheme, country and status filters (server-side) and the Cards / Table switch of both investor pages. */
export const InvestorFilters = ({ view, onViewChange, withStatus = true }: InvestorFiltersProps) => {
  const translate = useTranslate();
  const schemes = useSchemeOptions();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center', mb: 2 }}>
      <Box sx={{ flex: { xs: '1 1 100%', md: '1 1 18rem' }, maxWidth: { md: '30rem' } }}>
        <SearchField label={translate('app.investors.search')} />
      </Box>
      <FilterSelect name="scheme" options={schemes} />
      <FilterSelect name="country" options={COUNTRIES.map((country) => ({ value: country, label: country }))} />
      {withStatus && (
        <FilterSelect
          name="status"
          options={USER_STATUSES.map((status) => ({ value: status, label: translate(`app.investors.filters.statuses.${status}`) }))}
        />
      )}
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_, next: InvestorsView | null) => next && onViewChange(next)}
        aria-label={translate('app.investors.view.label')}
        sx={{ marginInlineStart: 'auto' }}
      >
        <ToggleButton value="cards" aria-label={translate('app.investors.view.cards')}>
          <ViewModuleOutlinedIcon fontSize="small" sx={{ marginInlineEnd: 0.75 }} />
          {translate('app.investors.view.cards')}
        </ToggleButton>
        <ToggleButton value="table" aria-label={translate('app.investors.view.table')}>
          <TableRowsOutlinedIcon fontSize="small" sx={{ marginInlineEnd: 0.75 }} />
          {translate('app.investors.view.table')}
        </ToggleButton>
      </ToggleButtonGroup>
    </Box>
  );
};
