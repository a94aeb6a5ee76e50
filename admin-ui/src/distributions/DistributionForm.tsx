import CalculateOutlinedIcon from '@mui/icons-material/CalculateOutlined';
import HistoryIcon from '@mui/icons-material/History';
import PaymentsOutlinedIcon from '@mui/icons-material/PaymentsOutlined';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  CircularProgress,
  DialogContentText,
  Divider,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import {
  AutocompleteInput,
  DateInput,
  Form,
  maxLength,
  NumberInput,
  RadioButtonGroupInput,
  ReferenceInput,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
  type TranslateFunction,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';

import {
  DISTRIBUTION_DESCRIPTION_MAX,
  formatDate,
  formatMoneyFull,
  type DistributionPreview,
  type DistributionRunView,
  type DistributionTerms,
} from '@fund/contracts';
import { Money } from '@fund/ui';

import { afterPayoutDate, notifyOf, today } from '../activity/activityForms';
import { FormLayout, FULL_WIDTH } from '../activity/FormLayout';
import { NotifyInput } from '../activity/NotifyInput';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { Fact } from '../components/Fact';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';
import {
  baseTermsOf,
  confirmBodyOf,
  dateRule,
  NO_ADJUSTMENTS,
  overrideAmount,
  rateRule,
  termsOf,
  totalAmountRule,
  type Adjustments,
  type DistributionValues,
} from './distributionTerms';
import { historyPath } from './paths';
import { PreviewTable } from './PreviewTable';
import { useRefreshDistributions } from './useRefreshDistributions';

/** How long the table waits after an Exclude or Override before asking the server again. */
export const REPREVIEW_DELAY_MS = 400;

const MODE_CHOICES = [
  { id: 'total', name: 'app.distributions.modes.total' },
  { id: 'per_unit', name: 'app.distributions.modes.per_unit' },
];
const BASIS_CHOICES = [
  { id: 'invested', name: 'app.distributions.bases.invested' },
  { id: 'value', name: 'app.distributions.bases.value' },
  { id: 'equal', name: 'app.distributions.bases.equal' },
];

const rules = {
  schemeId: [required('app.distributions.validation.scheme')],
  totalAmount: [required('app.distributions.validation.total_amount'), totalAmountRule('app.distributions.validation.total_amount')],
  ratePerUnit: [required('app.distributions.validation.rate'), rateRule('app.distributions.validation.rate')],
  payoutDate: [required('app.distributions.validation.payout_date'), dateRule('app.activity.validation.payout_date_range')],
  description: [
    required('app.distributions.validation.description'),
    maxLength(DISTRIBUTION_DESCRIPTION_MAX, 'app.distributions.validation.description_length'),
  ],
  nextPayoutDate: [
    dateRule('app.activity.validation.next_payout_date_range'),
    afterPayoutDate('app.activity.validation.next_payout_after'),
  ],
};

/** What a preview was asked for: the scheme and the amount terms (the table's choices are kept apart). */
interface Previewed {
  schemeId: string;
  base: DistributionTerms;
}

const sameTerms = (a: Previewed | null, schemeId: unknown, base: DistributionTerms) =>
  a !== null && a.schemeId === schemeId && JSON.stringify(a.base) === JSON.stringify(base);

/**
 * The preview's state: the last answer, the terms it was for, the table's exclusions and overrides,
 * and the re-preview they start (debounced; an older answer arriving late is dropped).
 */
const usePreview = () => {
  const api = useAdminDataProvider();
  const notifyFailure = useNotifyFailure();
  const [previewed, setPreviewed] = useState<Previewed | null>(null);
  const [adjustments, setAdjustments] = useState<Adjustments>(NO_ADJUSTMENTS);
  const [answer, setAnswer] = useState<DistributionPreview | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const sequence = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      clearTimeout(timer.current);
      inFlight.current?.abort();
    },
    [],
  );

  const run = async (target: Previewed, next: Adjustments) => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    const controller = new AbortController();
    inFlight.current = controller;
    const mine = ++sequence.current;
    setPending(true);
    try {
      const result = await api.previewDistribution(target.schemeId, termsOf(target.base, next), controller.signal);
      if (mine !== sequence.current) return;
      setAnswer(result);
      setError(null);
    } catch (failure) {
      if (mine !== sequence.current) return;
      setError(failure);
      notifyFailure(failure, 'app.distributions.toast.preview_failed');
    } finally {
      if (mine === sequence.current) setPending(false);
    }
  };

  /** The Preview button: new terms start from a clean table unless the scheme is the same. */
  const preview = (target: Previewed) => {
    const next = previewed?.schemeId === target.schemeId ? adjustments : NO_ADJUSTMENTS;
    setPreviewed(target);
    setAdjustments(next);
    return run(target, next);
  };

  /** An Exclude or Override: the table shows the server's figures again once the typing stops. */
  const adjust = (next: Adjustments) => {
    setAdjustments(next);
    if (!previewed) return;
    const target = previewed;
    ++sequence.current;
    inFlight.current?.abort();
    setPending(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void run(target, next), REPREVIEW_DELAY_MS);
  };

  const clear = () => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    ++sequence.current;
    setPreviewed(null);
    setAdjustments(NO_ADJUSTMENTS);
    setAnswer(null);
    setError(null);
    setPending(false);
  };

  return { previewed, adjustments, answer, error, pending, preview, adjust, clear };
};

type PreviewState = ReturnType<typeof usePreview>;

/** Total amount or a rate per unit invested, and the split (an amount per unit is always pro rata to invested). */
const AmountInputs = () => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const mode = useWatch({ name: 'mode' }) as DistributionValues['mode'];
  const perUnit = mode === 'per_unit';
  useEffect(() => {
    if (perUnit) setValue('basis', 'invested');
  }, [perUnit, setValue]);
  return (
    <>
      <RadioButtonGroupInput source="mode" label="app.distributions.fields.mode" choices={MODE_CHOICES} row sx={FULL_WIDTH} />
      {perUnit ? (
        <TextInput
          key="rate"
          source="ratePerUnit"
          label="app.distributions.fields.rate_per_unit"
          placeholder={translate('app.distributions.fields.rate_example')}
          helperText="app.distributions.fields.rate_hint"
          validate={rules.ratePerUnit}
          slotProps={{ htmlInput: { inputMode: 'decimal', className: 'tabular-nums' } }}
        />
      ) : (
        <NumberInput
          key="total"
          source="totalAmount"
          label="app.distributions.fields.total_amount"
          min={1}
          step={1}
          validate={rules.totalAmount}
        />
      )}
      <SelectInput
        source="basis"
        label="app.distributions.fields.basis"
        choices={BASIS_CHOICES}
        disabled={perUnit}
        helperText={perUnit ? 'app.distributions.fields.basis_per_unit_hint' : undefined}
        sx={{ '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } }}
      />
    </>
  );
};

/**
 * The toast of a paid run (issue 20 item 2): "Distribution paid: $900 to 3 investors; 2 investors will
 * be told" (the server's notifiedCount), or that they were not notified when the switch was off.
 */
const paidToast = (translate: TranslateFunction, run: DistributionRunView, told: boolean) => {
  const posted = translate('app.distributions.toast.paid', { total: formatMoneyFull(run.totalAmount), smart_count: run.investorCount });
  if (!told) return translate('app.notifications.toast.many_not_told', { posted });
  if (run.notifiedCount === undefined) return posted;
  return translate('app.notifications.toast.investors_told', { posted, smart_count: run.notifiedCount });
};

/** The preview under the form: its figures and rounding rule, the lines, and Confirm Distribution. */
const PreviewSection = ({ state, onPaid }: { state: PreviewState; onPaid: (run: DistributionRunView) => void }) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refreshDistributions = useRefreshDistributions();
  const { getValues, trigger } = useFormContext<DistributionValues>();
  const values = useWatch() as DistributionValues;
  const [asking, setAsking] = useState(false);
  const [paying, setPaying] = useState(false);
  const { previewed, adjustments, answer, error, pending } = state;

  if (!previewed) return null;
  const stale = !sameTerms(previewed, values.schemeId, baseTermsOf(values));
  const badOverride = [...adjustments.overrides].some(
    ([investorId, typed]) => !adjustments.excluded.has(investorId) && typed.trim() !== '' && overrideAmount(typed) === undefined,
  );
  const canConfirm = answer !== null && !stale && !pending && !error && !badOverride && answer.investorCount > 0;

  const ask = async () => {
    if (await trigger()) setAsking(true);
  };

  const pay = async () => {
    if (paying) return;
    setPaying(true);
    try {
      // The same confirm sent again after a failure carries the same Idempotency-Key: it pays once.
      const confirmed = getValues();
      const run = await api.confirmDistribution(previewed.schemeId, confirmBodyOf(termsOf(previewed.base, adjustments), confirmed));
      notify(paidToast(translate, run, notifyOf(confirmed.notify)), { type: 'success' });
      setAsking(false);
      void refreshDistributions();
      onPaid(run);
    } catch (failure) {
      setAsking(false);
      notifyFailure(failure, 'app.distributions.toast.failed');
    } finally {
      setPaying(false);
    }
  };

  const excludedCount = adjustments.excluded.size;
  const overriddenCount = answer?.lines.filter((line) => line.overridden).length ?? 0;

  return (
    <Stack spacing={2} component="section" aria-labelledby="distribution-preview-title">
      <Divider />
      <Typography id="distribution-preview-title" variant="h2">
        {translate('app.distributions.preview.title')}
        {answer && ` · ${answer.schemeName}`}
      </Typography>
      <Box aria-live="polite" sx={{ minHeight: 4 }}>
        {pending && <LinearProgress aria-label={translate('app.distributions.preview.updating')} />}
      </Box>
      {stale && <Alert severity="warning">{translate('app.distributions.preview.stale')}</Alert>}
      {error !== null && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate('app.distributions.toast.preview_failed')}</AlertTitle>
          {serverMessage(error)}
        </Alert>
      )}
      {answer && (
        <>
          <Box
            component="dl"
            sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'auto auto 1fr' }, gap: 2, m: 0, alignItems: 'start' }}
          >
            <Fact variant="h3" tabular wrap={false} label="app.distributions.preview.total">
              <Money amount={answer.totalAmount} full />
            </Fact>
            <Fact variant="h3" tabular wrap={false} label="app.distributions.preview.investors_paid">
              {answer.investorCount.toLocaleString('en-US')}
            </Fact>
            <Box sx={{ minWidth: 0, gridColumn: { xs: '1 / -1', md: 'auto' } }}>
              <Typography variant="caption" color="text.secondary" component="dt">
                {translate('app.distributions.preview.rounding_rule')}
              </Typography>
              <Typography variant="body2" component="dd" sx={{ m: 0 }}>
                {answer.roundingRule}
              </Typography>
            </Box>
          </Box>
          {(excludedCount > 0 || overriddenCount > 0) && (
            <Typography variant="body2" color="text.secondary">
              {[
                excludedCount > 0 && translate('app.distributions.preview.excluded_count', { smart_count: excludedCount }),
                overriddenCount > 0 && translate('app.distributions.preview.overridden_count', { smart_count: overriddenCount }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
          <PreviewTable
            lines={answer.lines}
            adjustments={adjustments}
            onExclude={(investorId, excluded) => {
              const next = new Set(adjustments.excluded);
              if (excluded) next.add(investorId);
              else next.delete(investorId);
              state.adjust({ ...adjustments, excluded: next });
            }}
            onOverride={(investorId, typed) => {
              const next = new Map(adjustments.overrides);
              if (typed.trim() === '') next.delete(investorId);
              else next.set(investorId, typed);
              state.adjust({ ...adjustments, overrides: next });
            }}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button
              variant="contained"
              startIcon={paying ? <CircularProgress size={16} color="inherit" /> : <PaymentsOutlinedIcon />}
              disabled={!canConfirm || paying}
              onClick={() => void ask()}
            >
              {translate('app.distributions.action.confirm')}
            </Button>
          </Stack>
          <ConfirmDialog
            open={asking}
            title="app.distributions.confirm.title"
            content={
              <>
                <DialogContentText sx={{ fontWeight: 600, color: 'text.primary' }}>
                  {translate('app.distributions.confirm.question', {
                    total: formatMoneyFull(answer.totalAmount),
                    smart_count: answer.investorCount,
                    scheme: answer.schemeName,
                    date: formatDate(getValues('payoutDate')),
                  })}
                </DialogContentText>
                <DialogContentText sx={{ mt: 1 }}>{translate('app.distributions.confirm.what_happens')}</DialogContentText>
              </>
            }
            confirmLabel="app.distributions.action.pay"
            loading={paying}
            onConfirm={() => void pay()}
            onClose={() => setAsking(false)}
          />
        </>
      )}
    </Stack>
  );
};

/** The run just paid, with the way to its scheme's history. */
const PaidNotice = ({ run, onClose }: { run: DistributionRunView; onClose: () => void }) => {
  const translate = useTranslate();
  return (
    <Alert
      severity="success"
      onClose={onClose}
      action={
        <Button color="inherit" size="small" startIcon={<HistoryIcon />} component={RouterLink} to={historyPath(run.schemeId)}>
          {translate('app.distributions.action.view_history')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      <AlertTitle>{translate('app.distributions.paid.title')}</AlertTitle>
      <span className="tabular-nums">
        {translate('app.distributions.paid.summary', {
          total: formatMoneyFull(run.totalAmount),
          smart_count: run.investorCount,
          scheme: run.schemeName,
          date: formatDate(run.payoutDate),
        })}
      </span>
    </Alert>
  );
};

/**
 * Distribute (issue 19 item 1), the Activity Center's Distribution tab: a scheme (from ?schemeId= when
 * opened from a scheme's card), a total or a rate per unit invested, the split, the payout's date,
 * description and next expected date. Preview asks the server what each holder gets (nothing is
 * written); the table's Exclude and Override ask again. Confirm Distribution pays them all in one
 * request whose Idempotency-Key stays the same for a retry of the same confirm.
 */
export const DistributionForm = () => {
  const translate = useTranslate();
  const [params] = useSearchParams();
  const schemeFromAddress = params.get('schemeId') ?? undefined;
  const [generation, setGeneration] = useState(0);
  const [paid, setPaid] = useState<DistributionRunView | null>(null);
  const state = usePreview();

  const submit = (values: DistributionValues) => {
    setPaid(null);
    return state.preview({ schemeId: String(values.schemeId), base: baseTermsOf(values) });
  };

  return (
    <Stack spacing={2}>
      {paid && <PaidNotice run={paid} onClose={() => setPaid(null)} />}
      <Form
        key={generation}
        defaultValues={{ schemeId: schemeFromAddress, mode: 'total', basis: 'invested', payoutDate: today(), notify: true }}
        onSubmit={(values: Record<string, unknown>) => submit(values as DistributionValues)}
        noValidate
      >
        <Stack spacing={2}>
          <FormLayout
            intro="app.distributions.intro"
            actions={
              <SaveButton
                label="app.distributions.action.preview"
                icon={<CalculateOutlinedIcon />}
                variant={state.previewed ? 'outlined' : 'contained'}
                alwaysEnable
              />
            }
          >
            <ReferenceInput source="schemeId" reference="schemes" sort={{ field: 'name', order: 'ASC' }} perPage={20}>
              <AutocompleteInput
                label="app.distributions.fields.scheme"
                optionText="name"
                validate={rules.schemeId}
                filterToQuery={(q) => ({ q })}
                sx={FULL_WIDTH}
              />
            </ReferenceInput>
            <AmountInputs />
            <DateInput source="payoutDate" label="app.distributions.fields.payout_date" validate={rules.payoutDate} />
            <DateInput source="nextPayoutDate" label="app.distributions.fields.next_payout_date" validate={rules.nextPayoutDate} />
            <TextInput
              source="description"
              label="app.distributions.fields.description"
              placeholder={translate('app.distributions.fields.description_placeholder')}
              validate={rules.description}
              multiline
              minRows={2}
              maxRows={4}
              sx={FULL_WIDTH}
            />
            <NotifyInput />
          </FormLayout>
          <PreviewSection
            state={state}
            onPaid={(run) => {
              state.clear();
              setPaid(run);
              setGeneration((g) => g + 1);
            }}
          />
        </Stack>
      </Form>
    </Stack>
  );
};
