import DownloadIcon from '@mui/icons-material/GetApp';
import VolunteerActivismOutlinedIcon from '@mui/icons-material/VolunteerActivismOutlined';
import { Box, Button, CardContent, CircularProgress, MenuItem, TableCell, TableRow, TextField } from '@mui/material';
import { useState } from 'react';
import { DateInput, RadioButtonGroupInput, SelectInput, TextInput, useTranslate, type TranslateFunction } from 'react-admin';
import { useWatch } from 'react-hook-form';

import { formatMoneyFull, PURIFICATION_BASES, type PurificationRateView, type SchemeShariaStatusView } from '@fund/contracts';

import { saveFile } from '../components/csvExport';
import { EmptyState } from '../components/EmptyState';
import { MoneyInput } from '../components/MoneyInput';
import { PlainTable } from '../components/PlainTable';
import { TableCard } from '../components/TableCard';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { purificationTotalsCsvUrl } from '../providers/shariaMethods';
import { purificationRateErrors, purificationRatePayload, type PurificationRateValues } from './shariaForms';
import { PURIFICATION_RATES, usePurificationRates, usePurificationTotals, useShariaStatuses } from './shariaHooks';
import {
  AddButton,
  dateText,
  DeleteButton,
  DeleteConfirm,
  SectionHeading,
  ShariaAddDialog,
  ShariaTableCard,
  useShariaRemoval,
} from './shariaParts';

const BASIS_CHOICES = PURIFICATION_BASES.map((basis) => ({ id: basis, name: `app.sharia.purification.bases.${basis}` }));

/** The years the totals can be asked for: this year and the four before. */
const yearsUpTo = (year: number) => Array.from({ length: 5 }, (_, i) => year - i);

const periodOf = (translate: TranslateFunction, start: string | null, end: string | null) =>
  start && end ? translate('app.sharia.purification.period', { start: dateText(start), end: dateText(end) }) : '—';

/** "3.25%" or "$150 per payout": the decimal shown as the API gave it. */
const rateText = (translate: TranslateFunction, rate: PurificationRateView) =>
  rate.basis === 'percent'
    ? translate('app.sharia.purification.percent_rate', { percent: rate.percent ?? '' })
    : translate('app.sharia.purification.amount_rate', { amount: formatMoneyFull(rate.amount) });

const BasisFigure = () => {
  const basis = useWatch({ name: 'basis' }) as PurificationRateValues['basis'];
  return basis === 'amount' ? (
    <MoneyInput source="amount" label="app.sharia.purification.amount" />
  ) : (
    <TextInput
      source="percent"
      label="app.sharia.purification.percent"
      helperText="app.sharia.purification.percent_hint"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
};

const ShareDialog = ({ open, schemes, onClose }: { open: boolean; schemes: SchemeShariaStatusView[]; onClose: () => void }) => (
  <ShariaAddDialog
    open={open}
    onClose={onClose}
    resource={PURIFICATION_RATES}
    saved="app.sharia.toast.share_saved"
    payload={(values) => purificationRatePayload(values as PurificationRateValues)}
    title="app.sharia.purification.create_title"
    defaultValues={{ schemeId: '', periodStart: '', periodEnd: '', basis: 'percent', percent: '', amount: null, note: '' }}
    validate={(values) => purificationRateErrors(values as PurificationRateValues) as Record<string, string>}
  >
    <SelectInput
      source="schemeId"
      label="app.sharia.purification.scheme"
      choices={schemes.map((scheme) => ({ id: scheme.schemeId, name: scheme.schemeName }))}
      translateChoice={false}
      fullWidth
      helperText={false}
    />
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' }, columnGap: 2 }}>
      <DateInput source="periodStart" label="app.sharia.purification.period_start" />
      <DateInput source="periodEnd" label="app.sharia.purification.period_end" />
    </Box>
    <RadioButtonGroupInput source="basis" label="app.sharia.purification.basis" choices={BASIS_CHOICES} helperText={false} />
    <BasisFigure />
    <TextInput source="note" label="app.sharia.purification.note" multiline minRows={2} fullWidth />
  </ShariaAddDialog>
);

const Shares = () => {
  const translate = useTranslate();
  const statuses = useShariaStatuses();
  const rates = usePurificationRates();
  const [adding, setAdding] = useState(false);
  const removal = useShariaRemoval<PurificationRateView>(PURIFICATION_RATES, 'app.sharia.toast.share_deleted');
  const t = (key: string) => translate(`app.sharia.purification.columns.${key}`);
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <SectionHeading
        title="app.sharia.purification.shares_title"
        intro="app.sharia.purification.shares_intro"
        action={<AddButton label="app.sharia.action.add_share" onClick={() => setAdding(true)} disabled={!statuses.data?.length} />}
      />
      <ShariaTableCard
        query={rates}
        fetchFailed="app.sharia.purification.shares_failed"
        emptyIcon={<VolunteerActivismOutlinedIcon />}
        emptyText="app.sharia.purification.shares_empty"
      >
        <PlainTable
          minWidth={640}
          aria-label={translate('app.sharia.purification.shares_label')}
          columns={[
            { label: t('scheme') },
            { label: t('period') },
            { label: t('rate'), align: 'right' },
            { label: t('note') },
            { label: t('actions'), align: 'right' },
          ]}
        >
          {(rates.data ?? []).map((rate) => {
            const period = periodOf(translate, rate.periodStart, rate.periodEnd);
            return (
              <TableRow key={rate.id}>
                <TableCell sx={{ fontWeight: 600 }}>{rate.schemeName}</TableCell>
                <TableCell className="tabular-nums">{period}</TableCell>
                <TableCell align="right" className="tabular-nums" sx={{ whiteSpace: 'nowrap' }}>
                  {rateText(translate, rate)}
                </TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{rate.note || '—'}</TableCell>
                <TableCell align="right">
                  <DeleteButton
                    name={translate('app.sharia.purification.delete_label', { name: rate.schemeName, period })}
                    onClick={() => removal.setTarget(rate)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </PlainTable>
      </ShariaTableCard>
      <ShareDialog open={adding} schemes={statuses.data ?? []} onClose={() => setAdding(false)} />
      <DeleteConfirm
        removal={removal}
        title="app.sharia.purification.delete_title"
        content="app.sharia.purification.delete_content"
        translateOptions={{ name: removal.target?.schemeName }}
      />
    </Box>
  );
};

const Totals = () => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notifyFailure = useNotifyFailure();
  const thisYear = new Date().getUTCFullYear();
  const [year, setYear] = useState(thisYear);
  const { data, isPending, error, refetch } = usePurificationTotals(year);
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { blob, filename } = await api.fetchCsv(purificationTotalsCsvUrl({ year }));
      saveFile(blob, filename ?? `purification-totals-${year}.csv`);
    } catch (failure) {
      notifyFailure(failure, 'app.sharia.toast.export_failed');
    } finally {
      setExporting(false);
    }
  };
  const t = (key: string) => translate(`app.sharia.purification.columns.${key}`);
  return (
    <Box component="section">
      <SectionHeading
        title="app.sharia.purification.totals_title"
        intro="app.sharia.purification.totals_intro"
        action={
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              label={translate('app.sharia.purification.year')}
              value={year}
              onChange={(event) => setYear(Number(event.target.value))}
              fullWidth={false}
              sx={{ minWidth: 110 }}
            >
              {yearsUpTo(thisYear).map((option) => (
                <MenuItem key={option} value={option}>
                  {option}
                </MenuItem>
              ))}
            </TextField>
            <Button
              variant="outlined"
              onClick={() => void exportCsv()}
              disabled={exporting || !data?.length}
              startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <DownloadIcon />}
            >
              {translate(exporting ? 'app.sharia.action.exporting' : 'app.sharia.action.export_csv')}
            </Button>
          </Box>
        }
      />
      <TableCard
        error={error}
        fetchFailed="app.sharia.purification.totals_failed"
        onRetry={() => void refetch()}
        loading={isPending}
        empty={
          data?.length === 0 && (
            <CardContent>
              <EmptyState
                icon={<VolunteerActivismOutlinedIcon />}
                text="app.sharia.purification.totals_empty"
                textOptions={{ year }}
                dense
              />
            </CardContent>
          )
        }
      >
        <PlainTable
          minWidth={860}
          aria-label={translate('app.sharia.purification.totals_label', { year })}
          region={translate('app.sharia.purification.totals_label', { year })}
          columns={[
            { label: t('scheme') },
            { label: t('period') },
            { label: t('rate'), align: 'right' },
            { label: t('payouts'), align: 'right' },
            { label: t('payout_total'), align: 'right' },
            { label: t('purification'), align: 'right' },
            { label: t('given'), align: 'right' },
          ]}
        >
          {(data ?? []).map((total) => (
            <TableRow key={`${total.schemeId}-${total.periodStart ?? 'none'}`}>
              <TableCell sx={{ fontWeight: 600 }}>{total.schemeName}</TableCell>
              <TableCell className="tabular-nums">{periodOf(translate, total.periodStart, total.periodEnd)}</TableCell>
              <TableCell align="right" className="tabular-nums">
                {total.rate ?? translate('app.sharia.purification.no_share')}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {total.payouts}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {formatMoneyFull(total.payoutTotal)}
              </TableCell>
              <TableCell align="right" className="tabular-nums" sx={{ fontWeight: 600 }}>
                {formatMoneyFull(total.purification)}
              </TableCell>
              <TableCell align="right" className="tabular-nums">
                {formatMoneyFull(total.given)}
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </TableCard>
    </Box>
  );
};

/** Purification: the board's shares per scheme and period, and the totals per scheme and period for a year (CSV). */
export const PurificationTab = () => (
  <>
    <Shares />
    <Totals />
  </>
);
