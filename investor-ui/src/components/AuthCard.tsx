import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@fund/contracts';

type AuthCardProps = {
  title: string;
  subtitle?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
};

/** The centred card every signed-out screen sits in: product name, screen title, content. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: 2,
        py: { xs: 3, sm: 6 },
        background: 'linear-gradient(160deg, #e8f1ec 0%, #f4f6f5 55%, #f7f2e6 100%)',
      }}
    >
      <Card
        variant="outlined"
        sx={{ width: '100%', maxWidth: 440, borderRadius: 3, boxShadow: '0 12px 32px rgba(15, 81, 50, 0.08)' }}
      >
        <CardContent sx={{ p: { xs: 3, sm: 4 }, '&:last-child': { pb: { xs: 3, sm: 4 } } }}>
          <Typography
            variant="h1"
            component="h1"
            color="primary"
            align="center"
            gutterBottom
            sx={{ fontSize: { xs: '1.5rem', sm: '1.75rem' } }}
          >
            {PRODUCT_NAME}
          </Typography>
          <Typography variant="h2" component="h2" align="center" sx={{ mb: subtitle ? 1 : 3 }}>
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary" align="center" sx={{ mb: 3 }}>
              {subtitle}
            </Typography>
          )}
          {children}
          {footer && (
            <Typography variant="body2" color="text.secondary" align="center" sx={{ mt: 3 }}>
              {footer}
            </Typography>
          )}
        </CardContent>
      </Card>
    </Box>
  );
}
