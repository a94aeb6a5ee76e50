import { Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { formatMoneyFull, type InvestorDeletionImpactView, type InvestorSummaryView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImpactStatus } from '../components/ImpactStatus';
import { useInvestorDeletionImpact } from './investorHooks';

/** What deleting an investor removes for good, each with its count (issue 19 item 5), translated, in the dialog's order. */
export const investorDeleteConsequences = (
  impact: InvestorDeletionImpactView,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string[] => [
  translate('app.investors.delete.login'),
  ...(impact.kycApplications > 0 ? [translate('app.investors.delete.kyc')] : []),
  translate('app.investors.delete.enrollments', { smart_count: impact.enrollments, invested: formatMoneyFull(impact.investedTotal) }),
  translate('app.investors.delete.activities', {
    activities: impact.activities,
    smart_count: impact.payouts,
    total: formatMoneyFull(impact.payoutTotal),
  }),
  translate('app.investors.delete.documents', { smart_count: impact.documents }),
  translate('app.investors.delete.tickets', { smart_count: impact.tickets }),
  translate('app.investors.delete.expressions', { smart_count: impact.expressionsOfInterest }),
  translate('app.investors.delete.allocations', { smart_count: impact.assetAllocations }),
];

export interface DeleteInvestorDialogProps {
  summary: InvestorSummaryView | null;
  deleting: boolean;
  onConfirm: (summary: InvestorSummaryView) => void;
  onClose: () => void;
}

/**
 * Delete an investor (issue 19 item 5): what goes, counted by the server, and 'Delete Permanently'
 * only once the investor's full name is typed exactly. Cancel has the focus.
 */
export const DeleteInvestorDialog = ({ summary, deleting, onConfirm, onClose }: DeleteInvestorDialogProps) => {
  const translate = useTranslate();
  const impact = useInvestorDeletionImpact(summary?.id);
  const name = summary?.investor.fullName ?? '';

  const content = (
    <>
      <Typography variant="body1" color="text.secondary">
        {translate('app.investors.delete.content')}
      </Typography>
      <ImpactStatus impact={impact} counting="app.investors.delete.counting" failed="app.investors.delete.impact_failed" />
    </>
  );

  return (
    <ConfirmDialog
      open={summary !== null}
      destructive
      irreversible
      title="app.investors.delete.title"
      translateOptions={{ name }}
      content={content}
      consequences={impact.data ? investorDeleteConsequences(impact.data, translate) : undefined}
      confirmLabel="app.common.action.delete_permanently"
      loading={deleting}
      confirmDisabled={!impact.data}
      typeToConfirm={
        summary ? { text: name, prompt: 'app.investors.delete.type_name', label: 'app.investors.delete.name_label' } : undefined
      }
      onConfirm={() => summary && onConfirm(summary)}
      onClose={onClose}
    />
  );
};
