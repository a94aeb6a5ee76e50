import { Card, CardContent, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';

export interface AccountSectionProps {
  /** Catalog keys of the section's heading and its one line of context. */
  title: string;
  intro: string;
  children: ReactNode;
}

/** One section of My account: an outlined card named by its heading. */
export const AccountSection = ({ title, intro, children }: AccountSectionProps) => {
  const translate = useTranslate();
  const headingId = useId();
  return (
    <Card variant="outlined" component="section" aria-labelledby={headingId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" id={headingId} sx={{ fontSize: '1.15rem', fontWeight: 600 }}>
          {translate(title)}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {translate(intro)}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
};
