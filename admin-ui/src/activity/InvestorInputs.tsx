import { useEffect, useMemo, useRef } from 'react';
import { AutocompleteArrayInput, AutocompleteInput, ReferenceInput, required, SelectInput, useGetList, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';

import { formatMoney, MAX_PAGE_SIZE, type EnrollmentView, type PostingInvestorView } from '@fund/contracts';

// The Activity Center's pickers: an approved investor (GET /api/admin/investors, searched on the
// server), then what belongs to that investor (their schemes or enrollments), loaded once an investor
// is chosen and cleared when the investor changes (spec/001 §5). For a posting or an allocation to a
// scheme's holders (issue 19 item 4): a scheme, then its holders (its enrollments).

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

/** Clears the `dependents` fields whenever the `source` field changes (not on the first render). */
export const useClearOnChange = (source: string, dependents: readonly string[], empty: unknown = null) => {
  const { setValue } = useFormContext();
  const value = useWatch({ name: source }) as unknown;
  const previous = useRef(value);
  useEffect(() => {
    if (previous.current === value) return;
    previous.current = value;
    for (const field of dependents) setValue(field, empty, { shouldDirty: true });
    // dependents and empty are constants per form
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [value, setValue]);
  return value;
};

/** Approved investors, searched by name or e-mail on the server. */
export const InvestorInput = ({ source = 'investorId', dependents = [] }: InvestorInputProps) => {
  const translate = useTranslate();
  useClearOnChange(source, dependents);

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
        filterToQuery={(q) => ({ q })}
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
      (data ?? []).map((enrollment) => ({
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

/**
 * A scheme's holders: its enrollments (GET /api/enrollments?filter={schemeId}) by investor name, the
 * first MAX_PAGE_SIZE of them; `total` counts them all.
 */
export const useSchemeHolders = (schemeId: string | null | undefined) =>
  useGetList<EnrollmentView>(
    'enrollments',
    { filter: { schemeId }, pagination: { page: 1, perPage: MAX_PAGE_SIZE }, sort: { field: 'investorName', order: 'ASC' } },
    { enabled: Boolean(schemeId), staleTime: 0 },
  );

/** What the chosen scheme's holder count means for a posting to all of them, under the scheme picker. */
export const holdersHint = (schemeId: string | null | undefined, total: number | undefined, noun: 'investors' | 'enrollments') => {
  if (!schemeId) return 'app.activity.hints.choose_scheme_first';
  if (total === undefined) return false;
  return total === 0 ? 'app.activity.hints.no_holders' : `app.activity.hints.holders_${noun}`;
};

export interface SchemeInputProps {
  /** Fields that depend on the scheme; cleared when it changes. */
  dependents?: string[];
  /** Say under the picker how many holders (investors, or enrollments) the chosen scheme has. */
  countHolders?: 'investors' | 'enrollments';
}

/** Schemes by name (GET /api/schemes, searched on the server). */
export const SchemeInput = ({ dependents = [], countHolders }: SchemeInputProps) => {
  const translate = useTranslate();
  const schemeId = useClearOnChange('schemeId', dependents, []) as string | null | undefined;
  const { total, isFetching } = useSchemeHolders(countHolders ? schemeId : null);
  const hint = countHolders ? holdersHint(schemeId, isFetching ? undefined : total, countHolders) : false;
  return (
    <ReferenceInput source="schemeId" reference="schemes" sort={{ field: 'name', order: 'ASC' }} perPage={25}>
      <AutocompleteInput
        label="app.activity.fields.scheme"
        optionText="name"
        validate={required('app.activity.validation.scheme')}
        filterToQuery={(q) => ({ q })}
        helperText={hint ? translate(hint, { smart_count: total ?? 0 }) : undefined}
      />
    </ReferenceInput>
  );
};

/** Chosen holders of the chosen scheme (investor ids), typed to search; disabled until a scheme is chosen. */
export const SchemeHoldersInput = () => {
  const translate = useTranslate();
  const schemeId = useWatch({ name: 'schemeId' }) as string | null | undefined;
  const { data, total, isFetching } = useSchemeHolders(schemeId);
  const choices = useMemo(() => (data ?? []).map((enrollment) => ({ id: enrollment.investorId, name: enrollment.investorName })), [data]);
  const shown = data?.length ?? 0;
  const helper = !schemeId
    ? 'app.activity.hints.choose_scheme_first'
    : total === 0
      ? 'app.activity.hints.no_holders'
      : total !== undefined && total > shown
        ? translate('app.activity.hints.holders_first', { shown, total })
        : undefined;
  return (
    <AutocompleteArrayInput
      source="investorIds"
      label="app.activity.fields.investors"
      choices={choices}
      translateChoice={false}
      disabled={!schemeId}
      isPending={Boolean(schemeId) && isFetching}
      helperText={helper}
      validate={required('app.activity.validation.investors')}
      sx={readableHint}
    />
  );
};
