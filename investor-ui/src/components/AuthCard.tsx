import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

import { usePageTitle } from '../lib/usePageTitle';
import { Logo } from './Logo';
import { PublicShell } from './PublicShell';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  /** An icon or illustration above the title (the result screens). */
  icon?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  maxWidth?: number;
};

/** The centred card every signed-out screen sits in: the logo, the screen title, content. */
export function AuthCard({ title, subtitle, icon, children, footer, maxWidth = 440 }: AuthCardProps) {
  usePageTitle(title);
  return (
    <PublicShell>
      <Card sx={{ width: '100%', maxWidth, borderRadius: 3, boxShadow: '0 12px 32px rgba(15, 81, 50, 0.08)' }}>
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Box sx={{ display: 'flex', justifyContent: 'center', mb: 3 }}>
            <Logo size={36} />
          </Box>
          {icon && <Box sx={{ display: 'flex', justifyContent: 'center', mb: 2 }}>{icon}</Box>}
          <Typography variant="h1" align="center" sx={{ fontSize: { xs: '1.4rem', sm: '1.6rem' }, mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography component="div" variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {footer && (
            <Typography component="div" variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
              {footer}
            </Typography>
          )}
        </CardContent>
      </Card>
    </PublicShell>
  );
}
