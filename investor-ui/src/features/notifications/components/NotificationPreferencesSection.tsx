import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';

import {
  DEFAULT_NOTIFICATION_MODES,
  DIGEST_LOCAL_HOUR,
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_MODES,
  type NotificationCategory,
  type NotificationMode,
  type NotificationPreferencesView,
} from '@fund/contracts';

import { fullWidth, SectionForm } from '../../../components/SectionForm';
import { useToast } from '../../../components/toast/useToast';
import { useFailureToast } from '../../../lib/useFailureToast';
import { NOTIFICATIONS_ANCHOR, useNotificationPreferences, useSaveNotificationPreferences } from '../api/notifications';

type PreferencesForm = { modes: Record<NotificationCategory, NotificationMode>; timeZone: string };

const toForm = (view: NotificationPreferencesView): PreferencesForm => ({
  modes: { ...DEFAULT_NOTIFICATION_MODES, ...Object.fromEntries(view.preferences.map(({ category, mode }) => [category, mode])) },
  timeZone: view.timeZone ?? '',
});

/** Every IANA zone the browser knows, with the saved one even if it does not. */
function timeZones(saved: string | null): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return saved && !zones.includes(saved) ? [saved, ...zones] : zones;
}

/**
 * Profile > Notifications (issue 20 item 1): per category immediately, in the daily digest or off,
 * and the time zone the digest follows. Security and account e-mails always go, as it says.
 */
export function NotificationPreferencesSection() {
  const { t } = useTranslation('notifications');
  const preferences = useNotificationPreferences();
  const { hash } = useLocation();
  const section = useMemo(() => ({ current: null as HTMLElement | null }), []);

  useEffect(() => {
    if (hash === `#${NOTIFICATIONS_ANCHOR}` && preferences.isSuccess) section.current?.scrollIntoView?.({ block: 'start' });
  }, [hash, preferences.isSuccess, section]);

  let body;
  if (preferences.isPending) {
    body = (
      <Box role="status" aria-label={t('menuLoading')} aria-busy="true">
        <Skeleton variant="text" width="40%" height={36} />
        <Skeleton variant="rounded" height={280} sx={{ mt: 2 }} />
      </Box>
    );
  } else if (preferences.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void preferences.refetch()}>
            {t('tryAgain', { ns: 'common' })}
          </Button>
        }
      >
        {t('loadFailed')}
      </Alert>
    );
  } else {
    body = <PreferencesForm view={preferences.data} />;
  }

  return (
    <Card
      component="section"
      id={NOTIFICATIONS_ANCHOR}
      ref={(element: HTMLElement | null) => {
        section.current = element;
      }}
      sx={{ mt: 3, p: { xs: 2, sm: 3 }, scrollMarginBlockStart: 88 }}
    >
      {body}
    </Card>
  );
}

function PreferencesForm({ view }: { view: NotificationPreferencesView }) {
  const { t } = useTranslation('notifications');
  const { toast } = useToast();
  const fail = useFailureToast();
  const save = useSaveNotificationPreferences();
  const zones = useMemo(() => timeZones(view.timeZone), [view.timeZone]);
  const {
    control,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm<PreferencesForm>({ defaultValues: toForm(view) });

  const submit = handleSubmit((values) =>
    save.mutate(
      {
        preferences: NOTIFICATION_CATEGORIES.map((category) => ({ category, mode: values.modes[category] })),
        timeZone: values.timeZone || null,
      },
      {
        onSuccess: (saved) => {
          reset(toForm(saved));
          toast({ title: t('savedTitle'), description: t('saved'), severity: 'success' });
        },
        onError: (error) => fail(t('saveFailed'), error),
      },
    ),
  );

  return (
    <SectionForm
      title={t('sectionTitle')}
      text={t('sectionText')}
      onSubmit={submit}
      dirty={isDirty}
      pending={save.isPending}
      onDiscard={() => reset()}
      submitLabel={t('save')}
    >
      <Box component="ul" sx={{ ...fullWidth, listStyle: 'none', m: 0, p: 0, border: 1, borderColor: 'divider', borderRadius: 2 }}>
        {NOTIFICATION_CATEGORIES.map((category) => (
          <Box
            component="li"
            key={category}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              rowGap: 0.5,
              paddingInline: 2,
              paddingBlock: 1,
              '& + &': { borderBlockStart: 1, borderColor: 'divider' },
            }}
          >
            <Typography aria-hidden sx={{ flex: '1 1 200px', fontWeight: 600 }}>
              {t(`categories.${category}`)}
            </Typography>
            <Controller
              name={`modes.${category}`}
              control={control}
              render={({ field }) => (
                <RadioGroup {...field} row aria-label={t('modeLegend', { category: t(`categories.${category}`) })}>
                  {NOTIFICATION_MODES.map((mode) => (
                    <FormControlLabel
                      key={mode}
                      value={mode}
                      control={<Radio size="small" />}
                      label={t(`modes.${mode}`)}
                      sx={{ marginInlineEnd: 2 }}
                    />
                  ))}
                </RadioGroup>
              )}
            />
          </Box>
        ))}
      </Box>
      <Controller
        name="timeZone"
        control={control}
        render={({ field }) => (
          <TextField
            {...field}
            select
            label={t('timeZone')}
            helperText={t('digestNote', { hour: `${String(DIGEST_LOCAL_HOUR).padStart(2, '0')}:00` })}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            <option value="">{t('fundTimeZone', { zone: view.fundTimeZone })}</option>
            {zones.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </TextField>
        )}
      />
      <Alert severity="info" role="note" sx={{ ...fullWidth, alignSelf: 'start' }}>
        {t('securityNote')}
      </Alert>
    </SectionForm>
  );
}
