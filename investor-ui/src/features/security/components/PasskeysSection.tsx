import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { useTranslation } from 'react-i18next';

import { ErrorState, PasskeyList, type PasskeyListTexts } from '@fund/ui';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { usePasskeyActions, usePasskeys } from '../api/passkeys';

/** Profile > Security: the user's passkeys (issue 25 item 2), next to the authenticator app. */
export function PasskeysSection() {
  const { t } = useTranslation('passkeys');
  const { toast } = useToast();
  const list = usePasskeys();
  const actions = usePasskeyActions();

  const texts: PasskeyListTexts = {
    title: t('title'),
    text: t('text'),
    none: t('none'),
    listLabel: t('listLabel'),
    added: (at) => t('added', { at }),
    lastUsed: (at) => t('lastUsed', { at }),
    neverUsed: t('neverUsed'),
    add: t('add'),
    nameLabel: t('nameLabel'),
    nameHelp: t('nameHelp'),
    nameRequired: t('nameRequired'),
    create: t('create'),
    cancel: t('cancel'),
    save: t('save'),
    rename: t('rename'),
    renameNamed: (name) => t('renameNamed', { name }),
    renameTitle: t('renameTitle'),
    remove: t('remove'),
    removeNamed: (name) => t('removeNamed', { name }),
    removeTitle: (name) => t('removeTitle', { name }),
    proofText: t('proofText'),
    proofLabel: t('proofLabel'),
    addedTitle: t('addedTitle'),
    addedText: (name) => t('addedText', { name }),
    removedText: t('removedText'),
    codesTitle: t('codesTitle'),
    codesText: t('codesText'),
    codesLabel: t('codesLabel'),
    saved: t('saved'),
    cancelled: t('cancelled'),
    unsupported: t('unsupported'),
    failed: t('failed'),
    loading: t('loading'),
  };

  return (
    <PasskeyList
      sx={{ mt: 5, pt: 4, borderTop: 1, borderColor: 'divider' }}
      passkeys={list.data?.passkeys}
      error={
        list.isError && (
          <ErrorState
            message={getServerMessage(list.error, t('loadFailed'))}
            retryLabel={t('tryAgain', { ns: 'common' })}
            onRetry={() => void list.refetch()}
          />
        )
      }
      texts={texts}
      errorMessage={getServerMessage}
      notify={toast}
      supportsPasskeys={browserSupportsWebAuthn}
      onAdd={(name) => actions.add.mutateAsync(name)}
      onRename={(id, name) => actions.rename.mutateAsync({ id, name })}
      onRemove={(id, proof) => actions.remove.mutateAsync({ id, proof })}
    />
  );
}
