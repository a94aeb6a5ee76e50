import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import { AutocompleteInput, Form, ReferenceInput, required, useCreate, useGetOne, useNotify, useRefresh, useTranslate } from 'react-admin';
import { useFormState, useWatch } from 'react-hook-form';

import { formatMoneyFull, type EnrollmentView, type SchemeView } from '@fund/contracts';

import { MoneyInput } from '../components/MoneyInput';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { InvestorInput } from './InvestorInputs';

interface EnrollValues {
  investorId?: string;
  schemeId?: string;
  investmentAmount?: number | string | null;
}

/** The amount must be a whole number of at least the scheme's minimum investment (spec/001 §5). */
const atLeastMinimum = (minimum: number | undefined) => (value: unknown) => {
  if (value === null || value === undefined || value === '') return undefined;
  const n = Number(value);
  const floor = minimum ?? 1;
  if (Number.isInteger(n) && n >= Math.max(floor, 1)) return undefined;
  return { message: 'app.activity.enroll.below_minimum', args: { amount: formatMoneyFull(Math.max(floor, 1)) } };
};

const AmountInput = () => {
  const translate = useTranslate();
  const schemeId = useWatch({ name: 'schemeId' }) as string | undefined;
  const { data: scheme } = useGetOne<SchemeView>('schemes', { id: schemeId ?? '' }, { enabled: Boolean(schemeId) });
  const minimum = schemeId ? scheme?.minimumInvestment : undefined;
  return (
    <MoneyInput
      source="investmentAmount"
      label="app.activity.enroll.amount"
      validate={[required('app.activity.validation.amount'), atLeastMinimum(minimum)]}
      helperText={minimum !== undefined ? translate('app.activity.enroll.minimum', { amount: formatMoneyFull(minimum) }) : false}
    />
  );
};

/** spec/001 §2: the confirm button is disabled while the amount is empty. */
const Actions = ({ formId, onCancel }: { formId: string; onCancel: () => void }) => {
  const translate = useTranslate();
  const amount = useWatch({ name: 'investmentAmount' }) as unknown;
  const { isSubmitting } = useFormState();
  const empty = amount === null || amount === undefined || amount === '';
  return (
    <DialogActions sx={{ paddingInline: 3, paddingBlock: 2 }}>
      <Button onClick={onCancel} disabled={isSubmitting}>
        {translate('app.activity.enroll.cancel')}
      </Button>
      <Button
        type="submit"
        form={formId}
        variant="contained"
        disabled={empty || isSubmitting}
        startIcon={isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined}
      >
        {translate('app.activity.enroll.confirm')}
      </Button>
    </DialogActions>
  );
};

export interface EnrollInvestorDialogProps {
  open: boolean;
  onClose: () => void;
  /** Starts with these chosen (e.g. from an expression of interest). */
  defaults?: { investorId?: string; schemeId?: string };
  /** Called with the new enrollment after the toast. */
  onEnrolled?: (enrollment: EnrollmentView) => void;
}

/**
 * Enroll Investor (spec/001 §2, §5, §7): an approved investor, a scheme and the investment amount
 * (at least the scheme's minimum, sent as a whole number with currentValue equal to it).
 */
export const EnrollInvestorDialog = ({ open, onClose, defaults, onEnrolled }: EnrollInvestorDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [create] = useCreate<EnrollmentView>();
  const formId = useId();
  const titleId = useId();

  const submit = async ({ investorId, schemeId, investmentAmount }: EnrollValues) => {
    const amount = Math.trunc(Number(investmentAmount));
    try {
      const enrollment = (await create(
        'enrollments',
        { data: { investorId, schemeId, investmentAmount: amount, currentValue: amount } },
        { returnPromise: true },
      )) as EnrollmentView;
      notify('app.activity.enroll.success', { type: 'success' });
      refresh();
      onEnrolled?.(enrollment);
      onClose();
    } catch (error) {
      notifyFailure(error, 'app.activity.enroll.failed');
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{translate('app.activity.enroll.title')}</DialogTitle>
      {open && (
        <Form
          id={formId}
          defaultValues={defaults}
          onSubmit={(values: Record<string, unknown>) => submit(values as EnrollValues)}
          noValidate
        >
          <DialogContent sx={{ paddingBlockStart: 0 }}>
            <DialogContentText sx={{ mb: 1 }}>{translate('app.activity.enroll.subtitle')}</DialogContentText>
            <Stack>
              <InvestorInput />
              <ReferenceInput
                source="schemeId"
                reference="schemes"
                filter={{ archived: false }}
                sort={{ field: 'name', order: 'ASC' }}
                perPage={20}
              >
                <AutocompleteInput
                  label="app.activity.enroll.scheme"
                  optionText="name"
                  validate={required('app.activity.validation.scheme')}
                  filterToQuery={(q) => ({ q })}
                />
              </ReferenceInput>
              <AmountInput />
            </Stack>
          </DialogContent>
          <Actions formId={formId} onCancel={onClose} />
        </Form>
      )}
    </Dialog>
  );
};
