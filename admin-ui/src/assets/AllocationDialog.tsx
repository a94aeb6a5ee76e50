import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useId, useState } from 'react';
import {
  AutocompleteInput,
  Form,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  useCreate,
  useGetOne,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

import type { AdminAssetView, AllocationView } from '@fund/contracts';

import { EnrollmentInput, InvestorInput, SchemeInput, useClearOnChange, useSchemeHolders } from '../activity/InvestorInputs';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { gbp } from './AssetsPage';

export interface AllocationValues {
  /** One investor's enrollment, or every enrollment of a scheme (issue 19 item 4). */
  target?: AllocationTarget;
  assetId: string;
  investorId: string;
  enrollmentId: string;
  schemeId?: string;
}

export const ALLOCATION_TARGETS = ['enrollment', 'scheme'] as const;
export type AllocationTarget = (typeof ALLOCATION_TARGETS)[number];
const TARGET_CHOICES = ALLOCATION_TARGETS.map((id) => ({ id, name: `app.assets.allocations.dialog.target_${id}` }));

/** POST /api/admin/asset-enrollments {assetId, enrollmentId, investorId}: the API checks the enrollment is the investor's. */
export const allocationPayload = ({ assetId, investorId, enrollmentId }: AllocationValues) => ({ assetId, enrollmentId, investorId });

const assetText = (asset: AdminAssetView) => `${asset.name} · ${asset.propertyType} · ${gbp(asset.purchaseValue) ?? ''}`;

/** The pickers of the chosen target; a change of target starts them over. */
const TargetFields = () => {
  const target = useClearOnChange('target', ['investorId', 'enrollmentId', 'schemeId']) as AllocationTarget | undefined;
  return target === 'scheme' ? (
    <SchemeInput countHolders="enrollments" />
  ) : (
    <>
      <InvestorInput dependents={['enrollmentId']} />
      <EnrollmentInput />
    </>
  );
};

/** Allocating to a scheme waits for its enrollments to be counted, and there must be some. */
const SubmitButton = ({ busy }: { busy: boolean }) => {
  const [target, schemeId] = useWatch({ name: ['target', 'schemeId'] }) as [AllocationTarget | undefined, string | null | undefined];
  const { total, isFetching } = useSchemeHolders(target === 'scheme' ? schemeId : null);
  const ready = target !== 'scheme' || (!isFetching && total !== undefined && total > 0);
  return <SaveButton label="app.assets.allocations.dialog.submit" icon={<></>} alwaysEnable={!busy && ready} disabled={busy || !ready} />;
};

export interface AllocationDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Allocate an asset (spec/001 §2, §5): to one investor's scheme enrollment (the asset, then the
 * investor, then that investor's enrollments, disabled until an investor is chosen and reset when it
 * changes; 'Asset is required', 'Investor is required', 'Enrollment is required'), or to every
 * enrollment of a scheme (issue 19 item 4): confirmed with the number of enrollments first, sent as a
 * money write (`moneyWrite`: allocating the same again after a failure is a retry of the same
 * allocation), and answered 'Allocated to N enrollments (M already had it)'.
 */
export const AllocationDialog = ({ open, onClose }: AllocationDialogProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create, { isPending }] = useCreate<AllocationView>();
  const [pending, setPending] = useState<AllocationValues | null>(null);
  const [allocating, setAllocating] = useState(false);
  const holders = useSchemeHolders(pending?.schemeId);
  const { data: asset } = useGetOne<AdminAssetView>('assets', { id: pending?.assetId ?? '' }, { enabled: Boolean(pending?.assetId) });
  const busy = isPending || allocating;

  const submit = (values: Record<string, unknown>) => {
    const allocation = values as unknown as AllocationValues;
    if (allocation.target === 'scheme') {
      setPending(allocation);
      return;
    }
    void create(
      'asset-allocations',
      { data: allocationPayload(allocation) },
      {
        onSuccess: () => {
          notify('app.assets.allocations.notify.created', { type: 'success' });
          onClose();
        },
        onError: (error) => notifyFailure(error, 'app.assets.allocations.notify.create_failed'),
      },
    );
  };

  const confirm = async () => {
    if (!pending?.schemeId) return;
    setAllocating(true);
    try {
      const answer = await api.allocateAssetToScheme({ assetId: pending.assetId, schemeId: pending.schemeId });
      notify('app.assets.allocations.notify.allocated_to_scheme', {
        type: 'success',
        messageArgs: { smart_count: answer.allocated, already: answer.alreadyAllocated },
      });
      setPending(null);
      onClose();
      refresh();
    } catch (error) {
      setPending(null);
      notifyFailure(error, 'app.assets.allocations.notify.create_failed');
    } finally {
      setAllocating(false);
    }
  };

  return (
    <>
      <Dialog open={open} onClose={busy ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
        {/* A fresh form per opening: nothing chosen last time lingers. */}
        {open && (
          <Form
            onSubmit={submit}
            defaultValues={{ target: 'enrollment', assetId: null, investorId: null, enrollmentId: null, schemeId: null }}
          >
            <DialogTitle id={titleId}>{translate('app.assets.allocations.dialog.title')}</DialogTitle>
            <DialogContent>
              <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
                <ReferenceInput source="assetId" reference="assets" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
                  <AutocompleteInput
                    label="app.assets.allocations.dialog.asset"
                    optionText={assetText}
                    inputText={(option: AdminAssetView) => option.name}
                    validate={required('app.assets.allocations.asset_required')}
                    filterToQuery={(q) => ({ q })}
                  />
                </ReferenceInput>
                <RadioButtonGroupInput source="target" label="app.assets.allocations.dialog.target" choices={TARGET_CHOICES} row />
                <TargetFields />
              </Box>
            </DialogContent>
            <DialogActions sx={{ px: 3, pb: 2 }}>
              <Button onClick={onClose} disabled={busy}>
                {translate('app.assets.allocations.dialog.cancel')}
              </Button>
              <SubmitButton busy={busy || pending !== null} />
            </DialogActions>
          </Form>
        )}
      </Dialog>
      <ConfirmDialog
        open={pending !== null}
        title="app.assets.allocations.dialog.confirm_title"
        content="app.assets.allocations.dialog.confirm_content"
        translateOptions={{ smart_count: holders.total ?? 0, asset: asset?.name ?? '', scheme: holders.data?.[0]?.schemeName ?? '' }}
        confirmLabel="app.assets.allocations.dialog.submit"
        loading={allocating}
        onConfirm={() => void confirm()}
        onClose={() => setPending(null)}
      />
    </>
  );
};
