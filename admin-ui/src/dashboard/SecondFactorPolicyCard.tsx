import PhonelinkLockOutlined from '@mui/icons-material/PhonelinkLockOutlined';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { Link, useTranslate } from 'react-admin';

import { useSecurityPolicy } from '../account/securityHooks';

/**
 * The dashboard's recommendation (issue 25 item 3), to super admins while the policy is off: admins'
 * mailboxes are what an attacker goes for; the setting is in Settings > Security.
 */
export const SecondFactorPolicyCard = ({ superAdmin }: { superAdmin: boolean }) => {
  const translate = useTranslate();
  const titleId = useId();
  const policy = useSecurityPolicy(superAdmin);
  if (!superAdmin || !policy.data || policy.data.adminsNeedSecondFactor) return null;
  return (
    <Card component="section" aria-labelledby={titleId} sx={{ borderColor: 'secondary.main', borderWidth: 1, borderStyle: 'solid' }}>
      <CardContent>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <PhonelinkLockOutlined sx={{ color: 'secondary.main', fontSize: 36 }} aria-hidden />
          <Stack spacing={0.5} sx={{ flex: 1 }}>
            <Typography variant="h2" id={titleId} sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
              {translate('app.security.recommendation.title')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('app.security.recommendation.text')}
            </Typography>
          </Stack>
          <Button component={Link} to="/settings?tab=security" variant="contained" color="primary">
            {translate('app.security.recommendation.action')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
