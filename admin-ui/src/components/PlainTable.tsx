import {
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  type SxProps,
  type TableCellProps,
  type Theme,
} from '@mui/material';
import type { ReactNode } from 'react';

export interface PlainTableColumn {
  /** The header's text, already translated. */
  label: ReactNode;
  align?: TableCellProps['align'];
  /** Fixed tables: the column's width ('18%'). */
  width?: string | number;
}

export interface PlainTableProps {
  columns: readonly PlainTableColumn[];
  /** The rows (TableRow each). */
  children: ReactNode;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Below this width the table scrolls sideways inside its container. */
  minWidth?: number;
  /** Fixed layout with bold headers (the audit log, the mail queue). */
  fixed?: boolean;
  /** A thin rounded border around it (the distribution tables). */
  outlined?: boolean;
  /** A focusable scroll region with this name, so a keyboard can scroll it. */
  region?: string;
}

const OUTLINED: SxProps<Theme> = { overflowX: 'auto', border: 1, borderColor: 'divider', borderRadius: 2 };

/**
 * The back office's small read-only tables (distribution runs and lines, posts, an investor's
 * investments and activity, the audit log, the mail queue): a dense MUI table in a container that
 * scrolls sideways on a phone, its header from `columns` (issue 22 item 1).
 */
export const PlainTable = ({ columns, children, minWidth, fixed = false, outlined = false, region, ...label }: PlainTableProps) => (
  <TableContainer {...(region && { tabIndex: 0, role: 'region', 'aria-label': region })} sx={outlined ? OUTLINED : { overflowX: 'auto' }}>
    <Table size="small" {...label} sx={{ ...(fixed && { tableLayout: 'fixed' }), ...(minWidth !== undefined && { minWidth }) }}>
      <TableHead>
        <TableRow>
          {columns.map((column, i) => (
            <TableCell key={i} align={column.align} sx={fixed ? { fontWeight: 600, width: column.width } : undefined}>
              {column.label}
            </TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  </TableContainer>
);
