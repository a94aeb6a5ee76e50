import { useMutation } from '@tanstack/react-query';

import type { LoginAnswer } from '@fund/contracts';

import { apiClient } from '../../../lib/apiClient';

export type VerifyOtpInput = { userId: string; otpCode: string };

export function verifyOtp(input: VerifyOtpInput): Promise<LoginAnswer> {
  return apiClient.post<LoginAnswer>('/api/verify-otp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
