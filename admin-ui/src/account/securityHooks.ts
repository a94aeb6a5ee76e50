import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';

import type { IdentityProof } from '@fund/contracts';
import type { TwoStepSignInTexts } from '@fund/ui';

import { useAdminDataProvider } from '../providers/dataProvider';

// Second factors (issue 25 items 2, 3): the admin's own, and the super admins' policy.

const MY_FACTORS = ['second-factors'] as const;
export const SECURITY_POLICY = ['security-policy'] as const;

export const useMySecondFactors = () => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: MY_FACTORS, queryFn: ({ signal }) => api.getSecondFactors(signal), staleTime: 0 });
};

/** Start, confirm, regenerate and remove; the status is read again after each change. */
export const useSecondFactorActions = () => {
  const api = useAdminDataProvider();
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: MY_FACTORS });
  return {
    start: useMutation({ mutationFn: () => api.startAuthenticator() }),
    confirm: useMutation({ mutationFn: (code: string) => api.confirmAuthenticator(code), onSettled }),
    regenerate: useMutation({ mutationFn: (proof: IdentityProof) => api.regenerateRecoveryCodes(proof), onSettled }),
    remove: useMutation({ mutationFn: (proof: IdentityProof) => api.removeAuthenticator(proof), onSettled }),
  };
};

/** GET /api/admin/security-policy: super admins only (`enabled`). */
export const useSecurityPolicy = (enabled: boolean) => {
  const api = useAdminDataProvider();
  return useQuery({ queryKey: SECURITY_POLICY, queryFn: ({ signal }) => api.getSecurityPolicy(signal), enabled });
};

export const useSetSecurityPolicy = () => {
  const api = useAdminDataProvider();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: Parameters<typeof api.setSecurityPolicy>[0]) => api.setSecurityPolicy(changes),
    onSuccess: (policy) => queryClient.setQueryData(SECURITY_POLICY, policy),
  });
};

/** The section's words from the catalog (app.security.two_step.*). */
export const useTwoStepTexts = (): TwoStepSignInTexts => {
  const translate = useTranslate();
  const t = (key: string, options?: object) => translate(`app.security.two_step.${key}`, options);
  return {
    title: t('title'),
    text: t('text'),
    on: t('on'),
    onPasskey: t('on_passkey'),
    off: t('off'),
    offText: t('off_text'),
    codesLeft: (count) => t('codes_left', { smart_count: count }),
    setUp: t('set_up'),
    scanTitle: t('scan_title'),
    qrAlt: t('qr_alt'),
    keyTitle: t('key_title'),
    codeLabel: t('code_label'),
    confirm: t('confirm'),
    cancel: t('cancel'),
    codesTitle: t('codes_title'),
    codesText: t('codes_text'),
    codesLabel: t('codes_label'),
    copy: t('copy'),
    copied: t('copied'),
    download: t('download'),
    saved: t('saved'),
    regenerate: t('regenerate'),
    remove: t('remove'),
    proofRegenerateTitle: t('proof_regenerate_title'),
    proofRemoveTitle: t('proof_remove_title'),
    proofText: t('proof_text'),
    proofLabel: t('proof_label'),
    showPassword: t('show_password'),
    hidePassword: t('hide_password'),
    codeFormat: t('code_format'),
    failed: t('failed'),
  };
};
