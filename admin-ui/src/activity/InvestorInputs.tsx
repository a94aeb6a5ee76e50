import { formatMoney, type EnrollmentView, type PostingInvestorView } from '@fund/contracts';
import { useEffect, useMemo, useRef } from 'react';
import { AutocompleteInput, ReferenceInput, required, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

// The Activity Center's pickers: an approved investor (GET /api/admin/investors, searched on the
// server), then what belongs to that investor (their schemes or enrollments), loaded once an investor
// is chosen and cleared when the investor changes (spec/001 §5).

const investorText = (investor: PostingInvestorView) => `${investor.fullName} (${investor.email})`;

/** spec/001 §3: only approved investors with an investorId are offered. */
const isPostable = (investor: PostingInvestorView) => Boolean(investor.investorId) && investor.kycStatus === 'approved';

/** The list answer with only the postable investors (the API already lists approved ones only). */
const onlyPostable = <Result extends PostingInvestorView[] | { data: PostingInvestorView[] }>(result: Result): Result =>
  Array.isArray(result) ? (result.filter(isPostable) as Result) : { ...result, data: result.data.filter(isPostable) };

export interface InvestorInputProps {
  source?: string;
  /** Fields that depend on the investor; cleared when it changes. */
  dependents?: string[];
}

/** Approved investors, searched by name or e-mail on the server. */
export const InvestorInput = ({ source = 'investorId', dependents = [] }: InvestorInputProps) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const investorId = useWatch({ name: source }) as string | undefined;
  const previous = useRef(investorId);
  useEffect(() => {
    if (previous.current === investorId) return;
    previous.current = investorId;
    for (const field of dependents) setValue(field, null, { shouldDirty: true });
    // dependents is a short constant list per form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [investorId, setValue]);

  return (
    <ReferenceInput
      source={source}
      reference="investors"
      sort={{ field: 'fullName', order: 'ASC' }}
      perPage={20}
      queryOptions={{ select: onlyPostable }}
    >
      <AutocompleteInput
        label="app.activity.fields.investor"
        optionText={investorText}
        inputText={investorText}
        TextFieldProps={{ placeholder: translate('app.activity.fields.investor_placeholder') }}
        validate={required('app.activity.validation.investor')}
        filterToQuery={q => ({ q })}
      />
    </ReferenceInput>
  );
};

/** The chosen investor's enrollments (GET /api/enrollments?filter={investorId}), or none before a choice. */
export const useInvestorEnrollments = (investorId: string | undefined) =>
  useGetList<EnrollmentView>(
    'enrollments',
    { filter: { investorId }, pagination: { page: 1, perPage: 200 }, sort: { field: 'schemeName', order: 'ASC' } },
    { enabled: Boolean(investorId), staleTime: 0 },
  );

// The hint under a select still waiting for an investor says what to do: it keeps the readable
// secondary colour instead of the disabled grey (which fails WCAG contrast).
const readableHint = { '& .MuiFormHelperText-root.Mui-disabled': { color: 'text.secondary' } };

const helperOf = (investorId: string | undefined, count: number | undefined) =>
  !investorId ? 'app.activity.hints.choose_investor_first' : count === 0 ? 'app.activity.hints.not_enrolled' : false;

/** The schemes the chosen investor is enrolled in: posts go to one of those (the API refuses others). */
export const InvestorSchemeInput = ({ investorSource = 'investorId' }: { investorSource?: string }) => {
  const investorId = (useWatch({ name: investorSource }) as string | null | undefined) ?? undefined;
  const { data, isFetching } = useInvestorEnrollments(investorId);
  const choices = useMemo(() => {
    const seen = new Map<string, { id: string; name: string }>();
    for (const enrollment of data ?? []) seen.set(enrollment.schemeId, { id: enrollment.schemeId, name: enrollment.schemeName });
    return [...seen.values()];
  }, [data]);
  return (
    <SelectInput
      source="schemeId"
      label="app.activity.fields.scheme"
      choices={choices}
      translateChoice={false}
      disabled={!investorId}
      isPending={Boolean(investorId) && isFetching}
      helperText={helperOf(investorId, data?.length)}
      validate={required('app.activity.validation.scheme')}
      sx={readableHint}
    />
  );
};

/** The chosen investor's enrollments, each with its scheme, invested amount and payouts so far. */
export const EnrollmentInput = ({ investorSource = 'investorId' }: { investorSource?: string }) => {
  const translate = useTranslate();
  const investorId = (useWatch({ name: investorSource }) as string | null | undefined) ?? undefined;
  const { data, isFetching } = useInvestorEnrollments(investorId);
  const choices = useMemo(
    () =>
      (data ?? []).map(enrollment => ({
        id: enrollment.id,
        name: translate('app.activity.hints.enrollment_option', {
          scheme: enrollment.schemeName,
          amount: formatMoney(enrollment.investmentAmount),
          payouts: formatMoney(enrollment.totalPayouts),
        }),
      })),
    [data, translate],
  );
  return (
    <SelectInput
      source="enrollmentId"
      label="app.activity.fields.enrollment"
      choices={choices}
      translateChoice={false}
      disabled={!investorId}
      isPending={Boolean(investorId) && isFetching}
      helperText={helperOf(investorId, data?.length)}
      validate={required('app.activity.validation.enrollment')}
      sx={readableHint}
    />
  );
};
