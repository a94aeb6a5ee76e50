import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, CardContent, CardHeader, List, ListItem, ListItemText, Skeleton } from '@mui/material';
import { useId, type ReactElement, type ReactNode } from 'react';
import { Link, useTranslate } from 'react-admin';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';

export interface PendingItem {
  id: string;
  primary: ReactNode;
  secondary: ReactNode;
}

interface PendingListCardProps {
  /** Catalog key of the card title. */
  title: string;
  /** A line under the title (e.g. the count), or nothing. */
  subheader?: ReactNode;
  items: PendingItem[] | undefined;
  loading: boolean;
  error: unknown;
  /** Catalog key of the fetch failure title. */
  errorTitle: string;
  onRetry: () => void;
  emptyIcon: ReactElement;
  emptyText: string;
  /** Where the card leads, inside /admin, and the catalog key of the link. */
  to: string;
  linkLabel: string;
  /** Skeleton rows while loading. */
  rows: number;
}

/** A dashboard card listing the newest pending records, with a link to the page that handles them. */
export const PendingListCard = ({
  title,
  subheader,
  items,
  loading,
  error,
  errorTitle,
  onRetry,
  emptyIcon,
  emptyText,
  to,
  linkLabel,
  rows,
}: PendingListCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
      <CardHeader
        title={translate(title)}
        subheader={subheader}
        slotProps={{ title: { id: titleId, component: 'h2' }, subheader: { variant: 'body2', className: 'tabular-nums' } }}
        action={
          <Button
            component={Link}
            to={to}
            size="small"
            endIcon={<ArrowForwardIcon sx={(theme) => ({ transform: theme.direction === 'rtl' ? 'scaleX(-1)' : undefined })} />}
          >
            {translate(linkLabel)}
          </Button>
        }
        sx={{ flexWrap: 'wrap', gap: 1, '& .MuiCardHeader-action': { alignSelf: 'center', m: 0 } }}
      />
      <CardContent sx={{ pt: 0, flexGrow: 1 }}>
        {error ? (
          <ErrorState title={errorTitle} error={error} onRetry={onRetry} />
        ) : loading ? (
          <Box aria-busy>
            {Array.from({ length: rows }, (_, i) => (
              <Box key={i} sx={{ py: 1 }}>
                <Skeleton width="60%" />
                <Skeleton width="35%" />
              </Box>
            ))}
          </Box>
        ) : !items || items.length === 0 ? (
          <EmptyState dense icon={emptyIcon} text={emptyText} />
        ) : (
          <List disablePadding aria-labelledby={titleId}>
            {items.map((item) => (
              <ListItem key={item.id} divider disableGutters>
                <ListItemText
                  primary={item.primary}
                  secondary={item.secondary}
                  slotProps={{ primary: { sx: { fontWeight: 600 }, noWrap: true }, secondary: { noWrap: true } }}
                />
              </ListItem>
            ))}
          </List>
        )}
      </CardContent>
    </Card>
  );
};
