import SearchIcon from '@mui/icons-material/Search';
import { InputAdornment, type SxProps, type Theme } from '@mui/material';
import { FilterLiveSearch, type FilterLiveSearchProps } from 'react-admin';

export interface SearchFieldProps {
  /** The visible label (already translated): it names the field for screen readers too. */
  label: string;
  /** The filter field searched; `q` (every list's free-text search) by default. */
  source?: string;
  sx?: SxProps<Theme>;
}

/**
 * The back office's list search (issue 21 item 11): react-admin's FilterLiveSearch (debounced,
 * server-side), with the search icon at the start of the box instead of the end. An icon at the
 * start keeps the label floated above the box (MUI shrinks the label of a field adorned at its
 * start), so neither the label nor the typed text ever runs under the icon, at any width; the end
 * is left to the clear button.
 */
export const SearchField = ({ label, source = 'q', sx }: SearchFieldProps) => (
  <FilterLiveSearch source={source} label={label} fullWidth sx={[{ m: 0 }, ...(Array.isArray(sx) ? sx : [sx])]} {...START_ICON} />
);

/**
 * FilterLiveSearch sets InputProps (its icon at the end) before spreading its own props, so these
 * replace them; its props' type leaves InputProps out, though its TextInput takes them (react-admin
 * hands them to MUI as slotProps.input).
 */
const START_ICON = {
  InputProps: {
    startAdornment: (
      <InputAdornment position="start">
        <SearchIcon fontSize="small" color="action" />
      </InputAdornment>
    ),
  },
} as Partial<FilterLiveSearchProps>;
