import { PRODUCT_NAME } from '@fund/contracts';
import { Box, Chip, Stack, Typography } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface PageHeaderProps {
  /** Catalog key (or text) of the page's one h1; also names the browser tab. */
  title: string;
  /** A count shown beside the title, e.g. the number of records on a list page. */
  count?: number;
  /** A line under the title (already translated). */
  subtitle?: ReactNode;
  /** Buttons at the inline end (Create, Export CSV, ...); they wrap under the title on narrow screens. */
  actions?: ReactNode;
}

/**
 * The top of every back-office page: the h1 title with an optional count badge, an optional
 * subtitle and the page's actions.
 *
 * @example <PageHeader title="app.audit.title" count={total} actions={<ExportButton />} />
 */
export const PageHeader = ({ title, count, subtitle, actions }: PageHeaderProps) => {
  const translate = useTranslate();
  const text = translate(title, { _: title });
  useEffect(() => {
    document.title = translate('app.document_title', { page: text, product: PRODUCT_NAME });
  }, [text, translate]);
  return (
    <Box
      component="header"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 3 }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Typography variant="h1">{text}</Typography>
          {count !== undefined && (
            <Chip label={count.toLocaleString('en-US')} size="small" color="primary" variant="outlined" className="tabular-nums" />
          )}
        </Stack>
        {subtitle && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {subtitle}
          </Typography>
        )}
      </Box>
      {actions && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          {actions}
        </Stack>
      )}
    </Box>
  );
};
