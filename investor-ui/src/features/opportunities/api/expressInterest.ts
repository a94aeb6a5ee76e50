import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import {
  isOpenForInvestment,
  MAX_PAGE_SIZE,
  MESSAGES,
  OPEN_EXPRESSION_STATUSES,
  type ExpressionView,
  type InvestorExpressionView,
  type SchemeStatus,
} from '@fund/contracts';

import { apiClient, isApiError } from '../../../lib/apiClient';
import { shariaKeys } from '../../../lib/sharia';

/** Only a scheme open for investment (live or closing) takes interest; earning and matured ones do not. */
export const acceptsInterest = (scheme: { status: SchemeStatus }) => isOpenForInvestment(scheme.status);

/**
 * Whether a 409's message is the Sharia gate's refusal (issue 24: the certificate expired or is
 * missing) rather than an interest already open: both of the gate's messages start with the same words.
 */
export function isShariaRefusal(message: string, schemeName: string): boolean {
  const expired = MESSAGES.shariaCertificateExpired(schemeName, '');
  return message === MESSAGES.shariaCertificateMissing(schemeName) || message.startsWith(expired.slice(0, expired.lastIndexOf(':')));
}

/** POST /api/expressions-of-interest {investorId, schemeId}. */
export function expressInterest(investorId: string, schemeId: string): Promise<ExpressionView> {
  return apiClient.post<ExpressionView>('/api/expressions-of-interest', { investorId, schemeId });
}

/**
 * GET /api/investor/expressions-of-interest: the investor's open expressions (pending or contacted).
 * One per scheme at most, so one page holds them all.
 */
export function getOpenExpressions(): Promise<InvestorExpressionView[]> {
  const params = new URLSearchParams({
    filter: JSON.stringify({ status: OPEN_EXPRESSION_STATUSES }),
    range: JSON.stringify([0, MAX_PAGE_SIZE - 1]),
  });
  return apiClient.get<InvestorExpressionView[]>(`/api/investor/expressions-of-interest?${params.toString()}`);
}

const openExpressionsKey = ['investor', 'expressions-of-interest', 'open'] as const;

export function useOpenExpressions() {
  return useQuery({ queryKey: openExpressionsKey, queryFn: getOpenExpressions });
}

/**
 * Whether the investor's interest in the scheme is registered, from the server (so it holds after a
 * reload): 'unknown' while the list loads, when the button is not offered yet.
 */
export function useInterestSent(schemeId: string): boolean | 'unknown' {
  const { data, isPending, isError } = useOpenExpressions();
  if (isPending) return 'unknown';
  if (isError) return false; // The POST still answers 409 if one is open.
  return data.some((e) => e.schemeId === schemeId);
}

export function useExpressInterest(schemeId: string) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: openExpressionsKey });
  return useMutation({
    mutationFn: (investorId: string) => expressInterest(investorId, schemeId),
    onSuccess: (created) => {
      const { id, schemeName, status, submittedAt } = created;
      queryClient.setQueryData<InvestorExpressionView[]>(openExpressionsKey, (list = []) => [
        { id, schemeId, schemeName, status, submittedAt },
        ...list,
      ]);
      return refresh();
    },
    // 409: one is already open (sent from another tab), the investor is enrolled, or the Sharia gate
    // refused (the badges are stale): read the truth again.
    onError: (error) =>
      isApiError(error, 409) ? Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: shariaKeys.statuses })]) : undefined,
  });
}
