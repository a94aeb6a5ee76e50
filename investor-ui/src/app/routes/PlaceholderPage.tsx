import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';

import { AuthCard } from '../../components/AuthCard';

/** A public route whose screen is built in a later issue; it keeps the route reachable meanwhile. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <AuthCard title={title} subtitle="This page is not available yet.">
      <Button component={RouterLink} to="/login" variant="outlined" fullWidth>
        Back to login
      </Button>
    </AuthCard>
  );
}
