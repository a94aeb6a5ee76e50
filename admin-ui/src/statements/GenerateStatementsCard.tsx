import PostAddOutlinedIcon from '@mui/icons-material/PostAddOutlined';
import { Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import {
  AutocompleteArrayInput,
  DateInput,
  Form,
  RadioButtonGroupInput,
  ReferenceArrayInput,
  SaveButton,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useWatch } from 'react-hook-form';

import { todayUtc, type InvestorSummaryView, type StatementRunRequest, type StatementRunView } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { STATEMENT_RUNS } from './statementHooks';
import { periodText } from './statementParts';
import { PERIOD_PRESETS, periodErrors, presetPeriod, type Period, type PeriodPreset } from './statementPeriods';

type Scope = 'all' | 'selected';

interface GenerateValues {
  preset: PeriodPreset;
  periodStart?: string;
  periodEnd?: string;
  scope: Scope;
  investorIds?: string[];
}

const DEFAULTS: GenerateValues = { preset: 'last_quarter', scope: 'all', investorIds: [] };

const PRESET_CHOICES = PERIOD_PRESETS.map((preset) => ({ id: preset, name: `app.statements.generate.presets.${preset}` }));
const SCOPE_CHOICES = (['all', 'selected'] as const).map((scope) => ({ id: scope, name: `app.statements.generate.scopes.${scope}` }));

/** The period the values ask for on `today`, or null while custom dates are incomplete or wrong. */
const periodOf = (values: Partial<GenerateValues>, today: string): Period | null => {
  const preset = values.preset ?? DEFAULTS.preset;
  if (preset !== 'custom') return presetPeriod(preset, today);
  const custom = { periodStart: values.periodStart ?? '', periodEnd: values.periodEnd ?? '' };
  return Object.keys(periodErrors(custom, today)).length === 0 ? custom : null;
};

const validate = (values: Partial<GenerateValues>) => ({
  ...(values.preset === 'custom' && periodErrors(values, todayUtc())),
  ...(values.scope === 'selected' && !values.investorIds?.length && { investorIds: 'app.statements.validation.investors' }),
});

/** The body of POST /api/admin/statement-runs: the period, and the chosen investors unless every investor is asked for. */
const runRequestOf = (values: GenerateValues, today: string): StatementRunRequest => {
  const period = periodOf(values, today) ?? { periodStart: values.periodStart ?? '', periodEnd: values.periodEnd ?? '' };
  return values.scope === 'selected' ? { ...period, investorIds: (values.investorIds ?? []).map(String) } : period;
};

const investorText = (summary: InvestorSummaryView) => `${summary.investor.fullName} (${summary.investor.email})`;

/** The chosen period in words under the choices, read out when it changes. */
const ChosenPeriod = () => {
  const translate = useTranslate();
  const values = useWatch() as Partial<GenerateValues>;
  const period = periodOf(values, todayUtc());
  return (
    <Typography variant="body2" aria-live="polite" sx={{ fontWeight: 600 }} className="tabular-nums">
      {period
        ? translate('app.statements.generate.chosen_period', { period: periodText(translate, period.periodStart, period.periodEnd) })
        : translate('app.statements.generate.choose_dates')}
    </Typography>
  );
};

const PeriodInputs = () => {
  const preset = useWatch({ name: 'preset' }) as PeriodPreset;
  return (
    <>
      <RadioButtonGroupInput source="preset" label="app.statements.generate.period" choices={PRESET_CHOICES} row helperText={false} />
      {preset === 'custom' && (
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
          <DateInput source="periodStart" label="app.statements.generate.period_start" />
          <DateInput source="periodEnd" label="app.statements.generate.period_end" />
        </Box>
      )}
      <ChosenPeriod />
    </>
  );
};

const InvestorsInput = () => {
  const translate = useTranslate();
  const scope = useWatch({ name: 'scope' }) as Scope;
  return (
    <>
      <RadioButtonGroupInput source="scope" label="app.statements.generate.investors" choices={SCOPE_CHOICES} row helperText={false} />
      {scope === 'selected' && (
        // The Investors page's list (GET /api/admin/investor-summaries), searched on the server.
        <ReferenceArrayInput
          source="investorIds"
          reference="active-investors"
          sort={{ field: 'investor.fullName', order: 'ASC' }}
          perPage={25}
        >
          <AutocompleteArrayInput
            label="app.statements.generate.chosen_investors"
            optionText={investorText}
            filterToQuery={(q) => ({ q })}
            TextFieldProps={{ placeholder: translate('app.statements.generate.investors_placeholder') }}
          />
        </ReferenceArrayInput>
      )}
    </>
  );
};

export interface GenerateStatementsCardProps {
  /** The run the server started (201). */
  onStarted: (run: StatementRunView) => void;
}

/**
 * Generate statements (issue 23): a period (last quarter by default, this year to date, last year or
 * custom dates) and every investor or chosen ones; Generate starts a background run
 * (POST /api/admin/statement-runs). A refusal (a bad period, a run of the same period still under way)
 * is told with the server's message.
 */
export const GenerateStatementsCard = ({ onStarted }: GenerateStatementsCardProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { mutateAsync } = useMutation({
    mutationFn: async (body: StatementRunRequest) => (await api.create(STATEMENT_RUNS, { data: body })).data as unknown as StatementRunView,
  });

  const submit = async (values: GenerateValues) => {
    try {
      const run = await mutateAsync(runRequestOf(values, todayUtc()));
      notify('app.statements.toast.started', {
        type: 'success',
        messageArgs: { smart_count: run.total, period: periodText(translate, run.periodStart, run.periodEnd) },
      });
      onStarted(run);
    } catch (error) {
      notifyFailure(error, 'app.statements.toast.failed');
    }
  };

  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={titleId} variant="h2" sx={{ mb: 1 }}>
          {translate('app.statements.generate.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.statements.generate.intro')}
        </Typography>
        <Form
          defaultValues={DEFAULTS}
          validate={validate}
          onSubmit={(values: Record<string, unknown>) => submit(values as unknown as GenerateValues)}
          noValidate
        >
          <Stack spacing={2}>
            <PeriodInputs />
            <InvestorsInput />
            <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
              <SaveButton label="app.statements.generate.submit" icon={<PostAddOutlinedIcon />} alwaysEnable />
            </Stack>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
