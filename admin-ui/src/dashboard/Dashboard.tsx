import { PRODUCT_NAME } from '@fund/contracts';
import { Card, CardContent, Typography } from '@mui/material';
import { Title, useAuthenticated, useGetIdentity } from 'react-admin';

/**
 * The landing page at /admin; its title shows in the app bar. The spec's stat cards and lists
 * arrive with the stats endpoint.
 */
export const Dashboard = () => {
  useAuthenticated();
  const { identity } = useGetIdentity();
  return (
    <Card sx={{ mt: 2 }}>
      <Title title="Dashboard" />
      <CardContent>
        <Typography color="text.secondary">
          {identity?.fullName
            ? `Signed in to the ${PRODUCT_NAME} back office as ${identity.fullName}.`
            : `${PRODUCT_NAME} back office.`}
        </Typography>
      </CardContent>
    </Card>
  );
};
