import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface FactProps {
  /** Catalog key (or text) of the term. */
  label: string;
  children: ReactNode;
  /** Spans every column of its grid. */
  wide?: boolean;
  /** The value's type: body2 on cards and dialogs, h3 for a headline figure. */
  variant?: 'body2' | 'h3';
  fontWeight?: 500 | 600;
  /** Tabular figures (money, counts). */
  tabular?: boolean;
  /** Long values break anywhere rather than overflow (true unless false). */
  wrap?: boolean;
}

/**
 * One term and its value of a definition list (`dl` grid): a card's facts (KYC application,
 * investor, scheme), a dialog's (ticket), a preview's figures (issue 22 item 1).
 */
export const Fact = ({ label, children, wide = false, variant = 'body2', fontWeight, tabular = false, wrap = true }: FactProps) => {
  const translate = useTranslate();
  return (
    <Box sx={{ minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {translate(label, { _: label })}
      </Typography>
      <Typography
        component="dd"
        variant={variant}
        className={tabular ? 'tabular-nums' : undefined}
        sx={{ m: 0, fontWeight, ...(wrap && { overflowWrap: 'anywhere' }) }}
      >
        {children}
      </Typography>
    </Box>
  );
};
