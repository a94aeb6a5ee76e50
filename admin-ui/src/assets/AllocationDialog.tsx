import type { AdminAssetView, AllocationView } from '@fund/contracts';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery, type Theme } from '@mui/material';
import { useId } from 'react';
import { AutocompleteInput, Form, ReferenceInput, SaveButton, required, useCreate, useNotify, useTranslate } from 'react-admin';

import { EnrollmentInput, InvestorInput } from '../activity/InvestorInputs';
import { serverMessage } from '../components/ErrorState';
import { gbp } from './AssetsPage';

export interface AllocationValues {
  assetId: string;
  investorId: string;
  enrollmentId: string;
}

/** POST /api/admin/asset-enrollments {assetId, enrollmentId, investorId}: the API checks the enrollment is the investor's. */
export const allocationPayload = ({ assetId, investorId, enrollmentId }: AllocationValues) => ({ assetId, enrollmentId, investorId });

const assetText = (asset: AdminAssetView) => `${asset.name} · ${asset.propertyType} · ${gbp(asset.purchaseValue) ?? ''}`;

export interface AllocationDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * Allocate an asset to an investor's scheme enrollment (spec/001 §2, §5): the asset, then the
 * investor, then that investor's enrollments (disabled until an investor is chosen, reset when it
 * changes); 'Asset is required', 'Investor is required', 'Enrollment is required'.
 */
export const AllocationDialog = ({ open, onClose }: AllocationDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create, { isPending }] = useCreate<AllocationView>();

  const submit = (values: Record<string, unknown>) => {
    void create(
      'asset-allocations',
      { data: allocationPayload(values as unknown as AllocationValues) },
      {
        onSuccess: () => {
          notify('app.assets.allocations.notify.created', { type: 'success' });
          onClose();
        },
        onError: error => notify(serverMessage(error) ?? 'app.assets.allocations.notify.create_failed', { type: 'error' }),
      },
    );
  };

  return (
    <Dialog open={open} onClose={isPending ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="sm" fullScreen={fullScreen}>
      {/* A fresh form per opening: nothing chosen last time lingers. */}
      {open && (
        <Form onSubmit={submit} defaultValues={{ assetId: null, investorId: null, enrollmentId: null }}>
          <DialogTitle id={titleId}>{translate('app.assets.allocations.dialog.title')}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gap: 1, pt: 1 }}>
              <ReferenceInput source="assetId" reference="assets" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
                <AutocompleteInput
                  label="app.assets.allocations.dialog.asset"
                  optionText={assetText}
                  inputText={(asset: AdminAssetView) => asset.name}
                  validate={required('app.assets.allocations.asset_required')}
                  filterToQuery={q => ({ q })}
                />
              </ReferenceInput>
              <InvestorInput dependents={['enrollmentId']} />
              <EnrollmentInput />
            </Box>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={isPending}>
              {translate('app.assets.allocations.dialog.cancel')}
            </Button>
            <SaveButton label="app.assets.allocations.dialog.submit" icon={<></>} alwaysEnable={!isPending} disabled={isPending} />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
