import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { DateInput, Form, required, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';

import type { PayoutView } from '@fund/contracts';

import { MoneyInput } from '../components/MoneyInput';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { afterPayoutDate, dateInRange, notifyOf, payoutBody, today, wholeNumber, type PayoutValues } from './activityForms';
import { FormLayout, FULL_WIDTH } from './FormLayout';
import { EnrollmentInput, InvestorInput } from './InvestorInputs';
import { NotifyInput } from './NotifyInput';

const rules = {
  // One message for a missing, zero or fractional amount (spec/001 §5: at least 1).
  payoutAmount: [required('app.activity.validation.payout_amount'), wholeNumber(1, 'app.activity.validation.payout_amount')],
  payoutDate: [required('app.activity.validation.payout_date'), dateInRange('app.activity.validation.payout_date_range')],
  description: [required('app.activity.validation.description')],
  nextPayoutDate: [
    dateInRange('app.activity.validation.next_payout_date_range'),
    afterPayoutDate('app.activity.validation.next_payout_after'),
  ],
  nextPayoutAmount: [wholeNumber(0, 'app.activity.validation.not_negative')],
};

/**
 * Record Payout (spec/001 §3, §5): an investor, then one of their enrollments (listed once the
 * investor is chosen), the amount, the date (today by default), a description and, optionally, the
 * next payout. POST /api/payouts adds to the enrollment's total payouts and posts the Payout
 * transaction; everything that shows payouts is refreshed (spec/001 §7). It goes through the data
 * provider (useAdminDataProvider, so a 401 sends the admin to the login screen as every call does),
 * which sends the submission's Idempotency-Key: recording again after a failure cannot pay twice
 * (the answer, {enrollment, activity}, is no react-admin record, hence not useCreate). Notify
 * investors (issue 20) is sent as `notify`; the toast says whether the investor will be told.
 */
export const PayoutForm = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const api = useAdminDataProvider();
  const [generation, setGeneration] = useState(0);
  const { mutateAsync } = useMutation({
    mutationFn: async (values: PayoutValues) => (await api.create('payouts', { data: payoutBody(values) })).data as unknown as PayoutView,
  });

  const submit = async (values: PayoutValues) => {
    try {
      await mutateAsync(values);
      const posted = translate('app.notifications.toast.payout_recorded');
      notify(notifyOf(values.notify) ? 'app.notifications.toast.one_told' : 'app.notifications.toast.one_not_told', {
        type: 'success',
        messageArgs: { posted },
      });
      setGeneration((g) => g + 1);
      refresh();
    } catch (error) {
      notifyFailure(error, 'app.activity.toast.payout_failed');
    }
  };

  return (
    <Form
      key={generation}
      defaultValues={{ payoutDate: today(), notify: true }}
      onSubmit={(values: Record<string, unknown>) => submit(values as PayoutValues)}
      noValidate
    >
      <FormLayout
        intro="app.activity.intro.payout"
        actions={<SaveButton label="app.activity.submit.payout" icon={<PaymentsOutlinedIcon />} />}
      >
        <InvestorInput dependents={['enrollmentId']} />
        <EnrollmentInput />
        <MoneyInput source="payoutAmount" label="app.activity.fields.payout_amount" validate={rules.payoutAmount} />
        <DateInput source="payoutDate" label="app.activity.fields.payout_date" validate={rules.payoutDate} />
        <TextInput
          source="description"
          label="app.activity.fields.description"
          validate={rules.description}
          multiline
          minRows={3}
          maxRows={4}
          sx={FULL_WIDTH}
        />
        <DateInput source="nextPayoutDate" label="app.activity.fields.next_payout_date" validate={rules.nextPayoutDate} />
        <MoneyInput source="nextPayoutAmount" label="app.activity.fields.next_payout_amount" validate={rules.nextPayoutAmount} />
        <NotifyInput />
      </FormLayout>
    </Form>
  );
};
