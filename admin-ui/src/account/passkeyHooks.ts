import type { PublicKeyCredentialCreationOptionsJSON } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import type { IdentityProof } from '@fund/contracts';
import type { PasskeyListTexts } from '@fund/ui';

import { useAdminDataProvider, type AdminDataProvider } from '../providers/dataProvider';

// Passkeys (issue 25 item 2): the admin's own, on My account. The browser makes the key through
// @simplewebauthn/browser, loaded only when a passkey is added; the server keeps the challenge.

const PASSKEYS = ['passkeys'] as const;
/** Two-step sign-in's query (securityHooks.ts): it says "On: passkey" once there is one. */
const SECOND_FACTORS = ['second-factors'] as const;

/** Whether this browser can make a passkey. */
export const browserSupportsPasskeys = async () => (await import('@simplewebauthn/browser')).browserSupportsWebAuthn();

/** Options from the server, the browser's prompt, then the new passkey with its name. */
const addPasskey = async (api: AdminDataProvider, name: string) => {
  const [{ options }, { startRegistration }] = await Promise.all([api.getPasskeyOptions(), import('@simplewebauthn/browser')]);
  const response = await startRegistration({ optionsJSON: options as unknown as PublicKeyCredentialCreationOptionsJSON });
  return api.addPasskey(name, response);
};

export const useMyPasskeys = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: PASSKEYS, queryFn: ({ signal }) => api.getPasskeys(signal), staleTime: 0 });
};

/** Add, rename and remove; the list and the second factors are read again after each change. */
export const usePasskeyActions = () => {
  const api = useAdminDataProvider();
  const queryClient = useQueryClient();
  const onSettled = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: PASSKEYS }), queryClient.invalidateQueries({ queryKey: SECOND_FACTORS })]);
  return {
    add: useMutation({ mutationFn: (name: string) => addPasskey(api, name), onSettled }),
    rename: useMutation({ mutationFn: ({ id, name }: { id: string; name: string }) => api.renamePasskey(id, name), onSettled }),
    remove: useMutation({ mutationFn: ({ id, proof }: { id: string; proof: IdentityProof }) => api.removePasskey(id, proof), onSettled }),
  };
};

/** The section's words from the catalog (app.security.passkeys.*). */
export const usePasskeyTexts = (): PasskeyListTexts => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.security.passkeys.${key}`, options);
  return {
    title: t('title'),
    text: t('text'),
    none: t('none'),
    listLabel: t('list_label'),
    added: (at) => t('added', { at }),
    lastUsed: (at) => t('last_used', { at }),
    neverUsed: t('never_used'),
    add: t('add'),
    nameLabel: t('name_label'),
    nameHelp: t('name_help'),
    nameRequired: t('name_required'),
    create: t('create'),
    cancel: t('cancel'),
    save: t('save'),
    rename: t('rename'),
    renameNamed: (name) => t('rename_named', { name }),
    renameTitle: t('rename_title'),
    remove: t('remove'),
    removeNamed: (name) => t('remove_named', { name }),
    removeTitle: (name) => t('remove_title', { name }),
    proofText: t('proof_text'),
    proofLabel: t('proof_label'),
    addedTitle: t('added_title'),
    addedText: (name) => t('added_text', { name }),
    removedText: t('removed_text'),
    codesTitle: t('codes_title'),
    codesText: t('codes_text'),
    codesLabel: t('codes_label'),
    saved: t('saved'),
    cancelled: t('cancelled'),
    unsupported: t('unsupported'),
    failed: t('failed'),
    loading: t('loading'),
  };
};
