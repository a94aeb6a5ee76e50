import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PRODUCT_NAME } from '@fund/contracts';

import { firstName, useLogout, useMe } from '../../lib/session';

/** The investor portal's landing route; dashboard, sidebar and the other pages come later. */
export function InvestorHome() {
  const me = useMe();
  const logout = useLogout();

  return (
    <Box component="main" sx={{ minHeight: '100dvh', bgcolor: 'background.default' }}>
      <Stack
        component="header"
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, px: { xs: 2, sm: 4 }, py: 2, bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography color="primary" sx={{ fontWeight: 700 }}>
          {PRODUCT_NAME}
        </Typography>
        <Button variant="outlined" size="small" loading={logout.isPending} onClick={() => logout.mutate()}>
          Logout
        </Button>
      </Stack>
      <Box sx={{ px: { xs: 2, sm: 4 }, py: 4 }}>
        <Typography variant="h1" component="h1">
          Welcome, {firstName(me.data) ?? 'Investor'}
        </Typography>
      </Box>
    </Box>
  );
}
