import ApartmentOutlinedIcon from '@mui/icons-material/ApartmentOutlined';
import InsightsOutlinedIcon from '@mui/icons-material/InsightsOutlined';
import { Button, Skeleton } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import {
  AutocompleteInput,
  Form,
  Link,
  ReferenceInput,
  required,
  SaveButton,
  TextInput,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';

import type { AdminAssetView } from '@fund/contracts';

import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { MoneyInput } from '../components/MoneyInput';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { assetPerformanceBody, notifyOf, percentText, wholeNumber, type AssetPerformanceValues } from './activityForms';
import { FormLayout, FULL_WIDTH } from './FormLayout';
import { NotifyInput } from './NotifyInput';

const rules = {
  asset: [required('app.activity.validation.asset')],
  notes: [required('app.activity.validation.notes')],
  currentValue: [wholeNumber(0, 'app.activity.validation.not_negative')],
  netProfits: [wholeNumber(Number.MIN_SAFE_INTEGER, 'app.activity.validation.whole')],
  percent: [percentText('app.activity.validation.percent')],
};

/**
 * Asset Performance (spec/001 §3, §5): an asset, its new figures (each optional: a blank one stays
 * as it is) and the notes every investor holding the asset receives. Posted to
 * /api/admin/asset-performance-update with Notify investors (issue 20) as `notify`; assets and
 * allocations are refreshed.
 */
export const AssetPerformanceForm = () => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [generation, setGeneration] = useState(0);
  const assets = useGetList<AdminAssetView>('assets', { pagination: { page: 1, perPage: 1 } });
  const { mutateAsync } = useMutation({
    mutationFn: (values: AssetPerformanceValues) => api.postAssetPerformance(assetPerformanceBody(values)),
  });

  const submit = async (values: AssetPerformanceValues) => {
    try {
      const answer = await mutateAsync(values);
      notify(notifyOf(values.notify) ? 'app.notifications.toast.asset_posted' : 'app.notifications.toast.asset_posted_not_told', {
        type: 'success',
        messageArgs: { smart_count: answer.activitiesPosted },
      });
      setGeneration((g) => g + 1);
      refresh();
    } catch (error) {
      notifyFailure(error, 'app.activity.toast.asset_performance_failed');
    }
  };

  if (assets.error)
    return <ErrorState title="app.activity.toast.asset_performance_failed" error={assets.error} onRetry={() => void assets.refetch()} />;
  if (assets.isPending) return <Skeleton variant="rounded" height={240} />;
  if (assets.total === 0) {
    return (
      <EmptyState
        icon={<ApartmentOutlinedIcon />}
        text="app.activity.hints.no_assets"
        action={
          <Button component={Link} to="/assets/new" variant="outlined">
            {translate('app.activity.hints.create_asset')}
          </Button>
        }
      />
    );
  }

  return (
    <Form
      key={generation}
      defaultValues={{ notify: true }}
      onSubmit={(values: Record<string, unknown>) => submit(values as AssetPerformanceValues)}
      noValidate
    >
      <FormLayout
        intro="app.activity.intro.asset_performance"
        actions={<SaveButton label="app.activity.submit.asset_performance" icon={<InsightsOutlinedIcon />} />}
      >
        <ReferenceInput source="assetId" reference="assets" sort={{ field: 'name', order: 'ASC' }} perPage={20}>
          <AutocompleteInput label="app.activity.fields.asset" optionText="name" validate={rules.asset} filterToQuery={(q) => ({ q })} />
        </ReferenceInput>
        <MoneyInput source="currentValue" label="app.activity.fields.current_value" validate={rules.currentValue} />
        <TextInput
          source="occupancyRate"
          label="app.activity.fields.occupancy_rate"
          placeholder={translate('app.activity.fields.occupancy_rate_placeholder')}
          validate={rules.percent}
        />
        <TextInput
          source="grossYield"
          label="app.activity.fields.gross_yield"
          placeholder={translate('app.activity.fields.gross_yield_placeholder')}
          validate={rules.percent}
        />
        <MoneyInput source="netProfits" label="app.activity.fields.net_profits" allowNegative validate={rules.netProfits} />
        <TextInput
          source="notes"
          label="app.activity.fields.notes"
          validate={rules.notes}
          multiline
          minRows={3}
          maxRows={4}
          sx={FULL_WIDTH}
        />
        <NotifyInput />
      </FormLayout>
    </Form>
  );
};
