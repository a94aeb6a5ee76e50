import { Card, CardContent } from '@mui/material';
import { useNotify } from 'react-admin';

import { PasskeyList } from '@fund/ui';

import { ErrorState } from '../components/ErrorState';
import { serverMessage } from '../providers/http';
import { browserSupportsPasskeys, useMyPasskeys, usePasskeyActions, usePasskeyTexts } from './passkeyHooks';

/** My account > Passkeys (issue 25 item 2): the admin's own passkeys, below Two-step sign-in. */
export const PasskeysAccountSection = () => {
  const notify = useNotify();
  const list = useMyPasskeys();
  const actions = usePasskeyActions();
  const texts = usePasskeyTexts();
  return (
    <Card variant="outlined">
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '& h2': { fontSize: '1.15rem', fontWeight: 600 } }}>
        <PasskeyList
          passkeys={list.data?.passkeys}
          error={
            list.isError && <ErrorState title="app.security.passkeys.load_failed" error={list.error} onRetry={() => void list.refetch()} />
          }
          texts={texts}
          errorMessage={(error, fallback) => serverMessage(error) ?? fallback}
          // react-admin's notification is one line: the notice's sentence (its title is for the portal's toast).
          notify={({ severity, description }) => notify(description, { type: severity })}
          supportsPasskeys={browserSupportsPasskeys}
          onAdd={(name) => actions.add.mutateAsync(name)}
          onRename={(id, name) => actions.rename.mutateAsync({ id, name })}
          onRemove={(id, proof) => actions.remove.mutateAsync({ id, proof })}
        />
      </CardContent>
    </Card>
  );
};
