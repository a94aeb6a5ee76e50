import { Box, type Breakpoint } from '@mui/material';
import type { ElementType, ReactNode } from 'react';

export type GridColumns = Partial<Record<Breakpoint, number>>;

/** One column on phones, two from md (900 px), three from lg (1200 px): the spec's 1/2/3 grid. */
export const DEFAULT_COLUMNS: GridColumns = { xs: 1, md: 2, lg: 3 };

export interface CardGridProps {
  children: ReactNode;
  /** Columns per MUI breakpoint; DEFAULT_COLUMNS unless given (the dashboard's stat row uses 5 at lg). */
  columns?: GridColumns;
  /** Space between cards, in theme spacing units. */
  gap?: number;
  /** 'ul' when the cards are a list (children are then `li`). */
  component?: ElementType;
  'aria-label'?: string;
  'aria-busy'?: boolean;
}

const templateOf = (columns: GridColumns) =>
  Object.fromEntries(Object.entries(columns).map(([breakpoint, count]) => [breakpoint, `repeat(${count}, minmax(0, 1fr))`]));

/**
 * A responsive grid of cards of equal width: every card list (KYC applications, schemes, investors,
 * dashboard figures) sits in one.
 *
 * @example <CardGrid>{applications.map(a => <KycCard key={a.id} application={a} />)}</CardGrid>
 */
export const CardGrid = ({ children, columns = DEFAULT_COLUMNS, gap = 2, component = 'div', ...rest }: CardGridProps) => (
  <Box
    component={component}
    sx={{ display: 'grid', gridTemplateColumns: templateOf(columns), gap, listStyle: 'none', p: 0, m: 0 }}
    {...rest}
  >
    {children}
  </Box>
);
