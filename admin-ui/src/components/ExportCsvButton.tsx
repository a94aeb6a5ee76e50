import DownloadIcon from '@mui/icons-material/GetApp';
import { CircularProgress } from '@mui/material';
import { Button, useListContextWithProps, type ButtonProps, type SortPayload } from 'react-admin';

import type { ExportResource } from '@fund/contracts';

import { useServerCsvExport, type ServerCsvColumn } from './csvExport';

export interface ExportCsvButtonProps extends Omit<ButtonProps, 'onClick' | 'label' | 'children'> {
  resource: ExportResource;
  columns: ServerCsvColumn[];
  /** The file name's stem (the server adds the day); the resource's name when not given. */
  name?: string;
  /** Outside a react-admin list: the filter and sort to export. Inside one, the list's own. */
  filter?: Record<string, unknown>;
  sort?: SortPayload;
}

/**
 * Export CSV for the lists that grow without bound: the server writes every row matching the list's
 * current filter (its permanent filter included) in its sort, and the browser downloads the file.
 */
export const ExportCsvButton = ({ resource, columns, name, filter, sort, disabled, ...props }: ExportCsvButtonProps) => {
  const list = useListContextWithProps();
  const { exporting, exportCsv } = useServerCsvExport(resource, columns, name);
  const listFilter = { ...list.filterValues, ...list.filter };
  return (
    <Button
      {...props}
      label={exporting ? 'app.common.action.exporting' : 'app.common.action.export_csv'}
      onClick={() => void exportCsv(filter ?? listFilter, sort ?? list.sort)}
      disabled={disabled || exporting || list.total === 0}
    >
      {exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
    </Button>
  );
};
