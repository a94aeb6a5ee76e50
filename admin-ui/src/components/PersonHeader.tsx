import { Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export interface PersonHeaderProps {
  /** The person's avatar (PersonAvatar). */
  avatar: ReactNode;
  name: string;
  /** The id of the name, which names the card (aria-labelledby). */
  nameId: string;
  /** The full name on hover, for names cut short. */
  nameTitle?: boolean;
  email: string;
  /** The status chip at the end. */
  status: ReactNode;
}

/** The top of a person's card (KYC application, investor): avatar, name and e-mail cut to one line each, the status. */
export const PersonHeader = ({ avatar, name, nameId, nameTitle = false, email, status }: PersonHeaderProps) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', mb: 2 }}>
    {avatar}
    <Box sx={{ minWidth: 0, flexGrow: 1 }}>
      <Typography id={nameId} variant="h3" component="h2" noWrap title={nameTitle ? name : undefined}>
        {name}
      </Typography>
      <Typography variant="body2" color="text.secondary" noWrap title={email}>
        {email}
      </Typography>
    </Box>
    {status}
  </Stack>
);

/** PersonHeader's placeholder while the cards load (a round avatar, two lines). */
export const PersonHeaderSkeleton = ({ spaced = true }: { spaced?: boolean }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', ...(spaced && { mb: 2 }) }}>
    <Skeleton variant="circular" width={40} height={40} />
    <Box sx={{ flexGrow: 1 }}>
      <Skeleton width="60%" />
      <Skeleton width="80%" />
    </Box>
  </Stack>
);
