import { useMutation } from '@tanstack/react-query';

import { apiClient } from '../../../lib/apiClient';
import type { Flag } from './login';

export type VerifyOtpInput = { userId: string; otpCode: string };

export type VerifyOtpResponse = {
  mustChangePassword?: Flag;
  role?: string;
  id?: string;
};

export function verifyOtp(input: VerifyOtpInput): Promise<VerifyOtpResponse> {
  return apiClient.post<VerifyOtpResponse>('/api/verify-otp', input);
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
