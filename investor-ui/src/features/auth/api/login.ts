import { useMutation } from '@tanstack/react-query';

import type { SecondFactorsView, SignInStepAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type LoginInput = { username: string; password: string };

export function login(input: LoginInput): Promise<SignInStepAnswer> {
  return apiClient.post<SignInStepAnswer>('/api/login', input);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

/** After an admin signs in: whether the fund's policy asks them to set up a second factor first. */
export async function enrolmentRequired(): Promise<boolean> {
  return (await apiClient.get<SecondFactorsView>('/api/security/second-factors')).enrolmentRequired;
}
