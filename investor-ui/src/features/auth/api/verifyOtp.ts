import { useMutation } from '@tanstack/react-query';

import type { LoginAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

/** The code step: the e-mailed or authenticator code, or one of the user's recovery codes. */
export type VerifyOtpInput = { userId: string; otpCode: string } | { userId: string; recoveryCode: string };

export function verifyOtp(input: VerifyOtpInput): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>('/api/verify-otp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
