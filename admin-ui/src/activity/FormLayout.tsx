import { Box, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';

/** A grid cell spanning both columns. */
export const FULL_WIDTH = { gridColumn: '1 / -1' } as const;

export interface FormLayoutProps {
  /** Catalog key of the sentence saying what the form does. */
  intro: string;
  children: ReactNode;
  /** The submit button (and anything beside it), at the inline end. */
  actions: ReactNode;
}

/** The shape every Activity Center form shares: what it does, two columns of fields, the submit at the end. */
export const FormLayout = ({ intro, children, actions }: FormLayoutProps) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {translate(intro)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>{children}</Box>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {actions}
      </Stack>
    </Stack>
  );
};
