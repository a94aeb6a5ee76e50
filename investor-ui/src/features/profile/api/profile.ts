import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { InvestorProfileView, MessageAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export const profileQueryKey = (userId: string) => ['profile', userId] as const;

/** GET /api/profile/{userId}: the account's name, e-mail and photo, the rest from the KYC application. */
export function getProfile(userId: string): Promise<InvestorProfileView> {
  return apiClient.get<InvestorProfileView>(`/api/profile/${encodeURIComponent(userId)}`);
}

export function profileQueryOptions(userId: string) {
  return queryOptions({ queryKey: profileQueryKey(userId), queryFn: () => getProfile(userId) });
}

export function useProfile(userId: string | undefined) {
  return useQuery({ ...profileQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}

export type PersonalDetails = Pick<InvestorProfileView, 'fullName' | 'phone' | 'fullAddress'>;
export type BankDetails = Pick<
  InvestorProfileView,
  'accountName' | 'accountNumber' | 'sortCode' | 'swiftBic' | 'ibanNumber' | 'bankName' | 'bankAddress'
>;
/** A bank change carries the investor's current password: the payout account never changes on a session alone. */
export type BankChange = BankDetails & { currentPassword: string };
export type NextOfKinDetails = Pick<
  InvestorProfileView,
  'nokName' | 'nokContactNumber' | 'nokContactEmail' | 'nokPassportNumber' | 'nokRelationship'
>;

/** The three PATCH sections of spec/000 §7; each answers the whole profile. */
export type ProfileSection = 'personal' | 'bank' | 'next-of-kin';
type SectionValues = { personal: PersonalDetails; bank: BankChange; 'next-of-kin': NextOfKinDetails };

export function updateProfileSection<S extends ProfileSection>(
  userId: string,
  section: S,
  values: SectionValues[S],
): Promise<InvestorProfileView> {
  return apiClient.patch<InvestorProfileView>(`/api/profile/${encodeURIComponent(userId)}/${section}`, values);
}

/** Saves one section and keeps the answer as the profile; a new name also renews the header's greeting. */
export function useUpdateProfileSection<S extends ProfileSection>(userId: string, section: S) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: SectionValues[S]) => updateProfileSection(userId, section, values),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryKey(userId), profile);
      if (section === 'personal') void queryClient.invalidateQueries({ queryKey: ['me'] });
    },
  });
}

export type PasswordChange = { currentPassword: string; newPassword: string };

/** PATCH /api/users/{id}/password: the own change, which asks for the current password. */
export function changeOwnPassword(userId: string, change: PasswordChange): Promise<MessageAnswer> {
  return apiClient.patch<MessageAnswer>(`/api/users/${encodeURIComponent(userId)}/password`, change);
}

export function useChangeOwnPassword(userId: string) {
  return useMutation({ mutationFn: (change: PasswordChange) => changeOwnPassword(userId, change) });
}
