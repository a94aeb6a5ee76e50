import ArrowBackRounded from '@mui/icons-material/ArrowBackRounded';
import SearchOffRounded from '@mui/icons-material/SearchOffRounded';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { EmptyState } from '@fund/ui';

import { usePageTitle } from '../lib/usePageTitle';

type BackLinkProps = { to: string; label: string };

/** The way back from a detail page to its list (e.g. an investment to My Investments). */
export function DetailBackLink({ to, label }: BackLinkProps) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackRounded />} sx={{ mb: 2, marginInlineStart: -1 }}>
      {label}
    </Button>
  );
}

/** A detail page whose record does not exist (the API answered 404): say so and lead back to the list. */
export function DetailNotFound({ to, label, title, text }: BackLinkProps & { title: string; text: string }) {
  usePageTitle(title);
  return (
    <>
      <DetailBackLink to={to} label={label} />
      <EmptyState
        icon={<SearchOffRounded />}
        title={title}
        text={text}
        action={
          <Button component={RouterLink} to={to} variant="contained">
            {label}
          </Button>
        }
      />
    </>
  );
}
