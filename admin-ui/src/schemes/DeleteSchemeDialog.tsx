import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import { Box, Button, DialogContentText, Typography } from '@mui/material';
import { useDelete, useNotify, useRefresh, useTranslate } from 'react-admin';

import { formatMoneyFull, type SchemeDeletionImpactView, type SchemeView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { ImpactStatus } from '../components/ImpactStatus';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useSchemeArchive, useSchemeDeletionImpact } from './useSchemeActions';

/** What a scheme delete removes for good (spec/001 §2's list, each with its count; issue 19 item 5), translated, in the dialog's order. */
export const deleteConsequences = (
  impact: SchemeDeletionImpactView,
  translate: (key: string, options?: Record<string, unknown>) => string,
): string[] => [
  translate('app.schemes.delete.configuration'),
  translate('app.schemes.delete.enrollments', { smart_count: impact.investors, invested: formatMoneyFull(impact.investedTotal) }),
  translate('app.schemes.delete.activities', {
    activities: impact.activities,
    smart_count: impact.payouts,
    total: formatMoneyFull(impact.payoutTotal),
  }),
  translate('app.schemes.delete.expressions', { smart_count: impact.expressionsOfInterest }),
  translate('app.schemes.delete.documents', { smart_count: impact.documents }),
  translate('app.schemes.delete.allocations', { smart_count: impact.assetAllocations }),
  translate('app.schemes.delete.distribution_runs', { smart_count: impact.distributionRuns }),
];

export interface DeleteSchemeDialogProps {
  scheme: SchemeView | null;
  onClose: () => void;
}

/**
 * The Delete Scheme dialog (issue 19 item 5): first Archive instead (kept with its history, hidden
 * from opportunities and new enrollments), then what deleting permanently removes, counted by the
 * server, and 'Delete Permanently' only once the scheme's exact name is typed. Cancel has the focus.
 */
export const DeleteSchemeDialog = ({ scheme, onClose }: DeleteSchemeDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [remove, { isPending }] = useDelete();
  const { archive, pending: archiving } = useSchemeArchive();
  const impact = useSchemeDeletionImpact(scheme?.id);
  const busy = isPending || archiving !== null;

  const confirm = () => {
    if (!scheme) return;
    void remove(
      'schemes',
      { id: scheme.id, previousData: scheme },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.schemes.toast.deleted', { type: 'success' });
          refresh();
          onClose();
        },
        onError: (error) => notifyFailure(error, 'app.schemes.toast.delete_failed'),
      },
    );
  };

  const archiveBox = scheme && (
    <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, mb: 2, bgcolor: 'action.hover' }}>
      <Typography variant="subtitle2" component="h3" sx={{ mb: 0.5 }}>
        {translate('app.schemes.delete.archive_heading')}
      </Typography>
      {scheme.archivedAt ? (
        <Typography variant="body2" color="text.secondary">
          {translate('app.schemes.delete.already_archived')}
        </Typography>
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('app.schemes.delete.archive_text', { name: scheme.name })}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<Inventory2OutlinedIcon />}
            sx={{ mt: 1.5 }}
            disabled={busy}
            onClick={() => void archive(scheme, onClose)}
          >
            {translate('app.schemes.delete.archive')}
          </Button>
        </>
      )}
    </Box>
  );

  const content = scheme && (
    <>
      {archiveBox}
      <DialogContentText>{translate('app.schemes.delete.question', { name: scheme.name })}</DialogContentText>
      <ImpactStatus impact={impact} counting="app.schemes.delete.counting" failed="app.schemes.delete.impact_failed" />
    </>
  );

  return (
    <ConfirmDialog
      open={scheme !== null}
      destructive
      irreversible
      title="app.schemes.delete.title"
      content={content}
      consequences={impact.data ? deleteConsequences(impact.data, translate) : undefined}
      confirmLabel="app.schemes.delete.confirm"
      loading={busy}
      confirmDisabled={!impact.data}
      typeToConfirm={
        scheme ? { text: scheme.name, prompt: 'app.schemes.delete.type_name', label: 'app.schemes.delete.name_label' } : undefined
      }
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
