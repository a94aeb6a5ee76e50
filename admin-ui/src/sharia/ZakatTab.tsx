import PriceChangeOutlinedIcon from '@mui/icons-material/PriceChangeOutlined';
import { Alert, Box, Button, Card, CardContent, Skeleton, Stack, TableCell, TableRow, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import {
  BooleanInput,
  DateInput,
  Form,
  RadioButtonGroupInput,
  SaveButton,
  SelectInput,
  TextInput,
  useNotify,
  useTranslate,
} from 'react-admin';

import {
  NISAB_METALS,
  SHARIA_GATE_MODES,
  ZAKAT_METHOD_TEXTS,
  ZAKAT_YEARS,
  type NisabPriceView,
  type SchemeShariaStatusView,
  type ShariaSettingsUpdate,
  type ShariaSettingsView,
} from '@fund/contracts';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PlainTable } from '../components/PlainTable';
import { useAdminDataProvider } from '../providers/dataProvider';
import { serverMessage } from '../providers/http';
import { nisabPriceErrors, nisabPricePayload, zakatPercentError, type NisabPriceValues } from './shariaForms';
import { NISAB_PRICES, useNisabPrices, useRefreshSharia, useShariaSettings, useShariaStatuses } from './shariaHooks';
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

const choices = (values: readonly string[], group: string) => values.map((id) => ({ id, name: `app.sharia.zakat.${group}.${id}` }));

const SettingsForm = ({ settings }: { settings: ShariaSettingsView }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAdminDataProvider();
  const refreshSharia = useRefreshSharia();
  const [error, setError] = useState<string | null>(null);
  const submit = async (values: Record<string, unknown>) => {
    const { gateMode, certificateRequired, nisabMetal, zakatYear } = values as ShariaSettingsUpdate;
    setError(null);
    try {
      await api.updateShariaSettings({ gateMode, certificateRequired, nisabMetal, zakatYear });
      await refreshSharia();
      notify('app.sharia.toast.settings_saved', { type: 'success' });
    } catch (failure) {
      setError(serverMessage(failure) ?? translate('app.sharia.toast.save_failed'));
    }
  };
  return (
    <Form defaultValues={settings} onSubmit={submit} key={settings.updatedAt ?? 'never'}>
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {error}
        </Alert>
      )}
      <RadioButtonGroupInput
        source="gateMode"
        label="app.sharia.zakat.gate_mode"
        choices={choices(SHARIA_GATE_MODES, 'gate_modes')}
        helperText={false}
      />
      <BooleanInput
        source="certificateRequired"
        label="app.sharia.zakat.certificate_required"
        helperText="app.sharia.zakat.certificate_required_hint"
      />
      <RadioButtonGroupInput
        source="nisabMetal"
        label="app.sharia.zakat.nisab_metal"
        choices={choices(NISAB_METALS, 'nisab_metals')}
        row
        helperText={false}
      />
      <RadioButtonGroupInput
        source="zakatYear"
        label="app.sharia.zakat.zakat_year"
        choices={choices(ZAKAT_YEARS, 'zakat_years')}
        row
        helperText={false}
      />
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <SaveButton label="app.sharia.action.save" />
        {settings.updatedAt && (
          <Typography variant="caption" color="text.secondary">
            {translate('app.sharia.zakat.updated', { date: dateText(settings.updatedAt) })}
          </Typography>
        )}
      </Stack>
    </Form>
  );
};

const Settings = () => {
  const { data, error, isPending, refetch } = useShariaSettings();
  return (
    <Card component="section" sx={{ mb: 4 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionHeading title="app.sharia.zakat.settings_title" intro="app.sharia.zakat.settings_intro" />
        {error ? (
          <ErrorState title="app.sharia.zakat.settings_failed" error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton variant="rounded" height={240} />
        ) : (
          <SettingsForm settings={data} />
        )}
      </CardContent>
    </Card>
  );
};

const PriceDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => (
  <ShariaAddDialog
    open={open}
    onClose={onClose}
    resource={NISAB_PRICES}
    saved="app.sharia.toast.price_saved"
    payload={(values) => nisabPricePayload(values as NisabPriceValues)}
    title="app.sharia.zakat.create_price_title"
    defaultValues={{ metal: 'gold', pricePerGram: '', effectiveOn: new Date().toISOString().slice(0, 10) }}
    validate={(values) => nisabPriceErrors(values as NisabPriceValues) as Record<string, string>}
  >
    <SelectInput source="metal" label="app.sharia.zakat.metal" choices={choices(NISAB_METALS, 'metals')} fullWidth helperText={false} />
    <TextInput
      source="pricePerGram"
      label="app.sharia.zakat.price"
      helperText="app.sharia.zakat.price_hint"
      fullWidth
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
    <DateInput source="effectiveOn" label="app.sharia.zakat.effective_on" fullWidth />
  </ShariaAddDialog>
);

const Prices = () => {
  const translate = useTranslate();
  const prices = useNisabPrices();
  const [adding, setAdding] = useState(false);
  const removal = useShariaRemoval<NisabPriceView>(NISAB_PRICES, 'app.sharia.toast.price_deleted');
  /** 'the gold price from Nov 1, 2026': the row's name for its delete button and the confirmation. */
  const priceName = (price: NisabPriceView) =>
    translate('app.sharia.zakat.price_of', {
      metal: translate(`app.sharia.zakat.metal_names.${price.metal}`),
      date: dateText(price.effectiveOn),
    });
  const t = (key: string) => translate(`app.sharia.zakat.columns.${key}`);
  return (
    <Box component="section" sx={{ mb: 4 }}>
      <SectionHeading
        title="app.sharia.zakat.prices_title"
        intro="app.sharia.zakat.prices_intro"
        action={<AddButton label="app.sharia.action.add_price" onClick={() => setAdding(true)} />}
      />
      <ShariaTableCard
        query={prices}
        fetchFailed="app.sharia.zakat.prices_failed"
        emptyIcon={<PriceChangeOutlinedIcon />}
        emptyText="app.sharia.zakat.prices_empty"
      >
        <PlainTable
          aria-label={translate('app.sharia.zakat.prices_label')}
          columns={[
            { label: t('metal') },
            { label: t('price'), align: 'right' },
            { label: t('effective_on') },
            { label: t('actions'), align: 'right' },
          ]}
        >
          {(prices.data ?? []).map((price) => (
            <TableRow key={price.id}>
              <TableCell>{translate(`app.sharia.zakat.metals.${price.metal}`)}</TableCell>
              <TableCell align="right" className="tabular-nums">
                {price.pricePerGram}
              </TableCell>
              <TableCell className="tabular-nums">{dateText(price.effectiveOn)}</TableCell>
              <TableCell align="right">
                <DeleteButton name={priceName(price)} onClick={() => removal.setTarget(price)} />
              </TableCell>
            </TableRow>
          ))}
        </PlainTable>
      </ShariaTableCard>
      <PriceDialog open={adding} onClose={() => setAdding(false)} />
      <DeleteConfirm
        removal={removal}
        title="app.sharia.zakat.delete_price_title"
        content="app.sharia.zakat.delete_price_content"
        translateOptions={{ name: removal.target ? priceName(removal.target) : '' }}
      />
    </Box>
  );
};

/**
 * One musharakah scheme's zakatable share of assets (read from the badges' call, GET /api/sharia/schemes),
 * saved on its own (PUT /api/admin/sharia/schemes/{id}/zakat).
 */
const SchemeZakatRow = ({ scheme }: { scheme: SchemeShariaStatusView }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const api = useAdminDataProvider();
  const refreshSharia = useRefreshSharia();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const shown = value ?? scheme.zakatAssetsPercent ?? '';
  const save = async () => {
    const invalid = zakatPercentError(shown);
    if (invalid) return setError(translate(invalid));
    setSaving(true);
    setError(null);
    try {
      await api.setSchemeZakat(scheme.schemeId, { zakatAssetsPercent: shown.trim() === '' ? null : shown.trim() });
      await refreshSharia();
      setValue(null);
      notify('app.sharia.toast.zakat_saved', { type: 'success', messageArgs: { name: scheme.schemeName } });
    } catch (failure) {
      setError(serverMessage(failure) ?? translate('app.sharia.toast.save_failed'));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        gap: 2,
        alignItems: 'flex-start',
        py: 1.5,
        borderBlockEnd: 1,
        borderColor: 'divider',
        '&:last-of-type': { borderBlockEnd: 0 },
      }}
    >
      <Typography variant="body1" sx={{ fontWeight: 600, flex: '1 1 12rem', minWidth: 0, pt: 1 }}>
        {scheme.schemeName}
      </Typography>
      <TextField
        size="small"
        label={translate('app.sharia.zakat.percent_of', { name: scheme.schemeName })}
        value={shown}
        disabled={saving}
        onChange={(event) => setValue(event.target.value)}
        error={error !== null}
        helperText={error ?? (shown.trim() === '' ? translate('app.sharia.zakat.percent_hint') : undefined)}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        sx={{ flex: '1 1 14rem' }}
      />
      <Button variant="outlined" onClick={() => void save()} disabled={saving || value === null} sx={{ mt: 0.25 }}>
        {translate('app.sharia.action.save')}
      </Button>
    </Box>
  );
};

const Musharakah = () => {
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useShariaStatuses();
  const schemes = (data ?? []).filter((status) => status.productId === 'musharakah');
  return (
    <Card component="section">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <SectionHeading title="app.sharia.zakat.musharakah_title" intro="app.sharia.zakat.musharakah_intro" />
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {translate('app.sharia.zakat.method')}:
          </Box>{' '}
          {ZAKAT_METHOD_TEXTS.musharakah}
        </Typography>
        {error ? (
          <ErrorState title="app.sharia.zakat.musharakah_failed" error={error} onRetry={() => void refetch()} />
        ) : isPending ? (
          <Skeleton height={60} />
        ) : schemes.length === 0 ? (
          <EmptyState icon={<PriceChangeOutlinedIcon />} text="app.sharia.zakat.musharakah_empty" dense />
        ) : (
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {schemes.map((scheme) => (
              <SchemeZakatRow key={scheme.schemeId} scheme={scheme} />
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
};

/** Zakat & settings: the gate and zakat basis, the nisab prices, and each musharakah scheme's zakatable share. */
export const ZakatTab = () => (
  <>
    <Settings />
    <Prices />
    <Musharakah />
  </>
);
