import AddIcon from '@mui/icons-material/Add';
import AutoAwesomeOutlinedIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Alert, Box, Button, Card, CardContent, CardHeader, LinearProgress, Stack, Typography } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';

import type { DemoDataStatusView } from '@fund/contracts';

import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';

/** How often the card asks how far the demo-data job is. */
export const DEMO_POLL_MS = 1500;

const underWay = (status: DemoDataStatusView | undefined) => status?.state === 'queued' || status?.state === 'running';

/**
 * The dashboard of a fund without investors (right after System Setup): the first steps. Create your
 * first scheme opens the scheme form; a super admin may instead load the demo fund (POST
 * /api/admin/demo-data, a background job), whose progress is polled here until it is done.
 */
export const FirstRunCard = () => {
  const translate = useTranslate();
  const titleId = useId();
  const { identity } = useGetIdentity();
  const superAdmin = identity?.role === 'super_admin';
  return (
    <Card component="section" aria-labelledby={titleId}>
      <CardHeader title={translate('app.dashboard.first_run.title')} slotProps={{ title: { id: titleId, component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate(superAdmin ? 'app.dashboard.first_run.text_super_admin' : 'app.dashboard.first_run.text')}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'center' } }}>
          <Button component={Link} to="/products?create=scheme" variant="contained" startIcon={<AddIcon />}>
            {translate('app.dashboard.first_run.create_scheme')}
          </Button>
          {superAdmin && <DemoData />}
        </Stack>
      </CardContent>
    </Card>
  );
};

const DemoData = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const api = useAdminDataProvider();
  const refresh = useRefresh();
  // Polled by hand, not as a react-query query: react-admin's app-bar spinner turns on for every query
  // in flight, and would blink every DEMO_POLL_MS for the minute or two the job takes.
  const [status, setStatus] = useState<DemoDataStatusView>();
  const [starting, setStarting] = useState(false);
  useEffect(() => {
    if (status !== undefined && !underWay(status)) return;
    const controller = new AbortController();
    const read = () =>
      api.getDemoDataStatus(controller.signal).then(
        (answer) => {
          // undefined: the session ended, and react-admin is on its way to the login screen.
          if (answer) setStatus(answer);
        },
        () => {}, // a failed poll is tried again at the next tick
      );
    const timer = status === undefined ? setTimeout(read, 0) : setTimeout(read, DEMO_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [status, api]);
  const start = () => {
    setStarting(true);
    api
      .loadDemoData()
      .then((answer) => {
        if (answer) setStatus(answer);
      })
      .catch((error: unknown) => notifyFailure(error, 'ra.notification.http_error'))
      .finally(() => setStarting(false));
  };

  // Once the job is done the figures are there: every card of the dashboard reloads (and this one goes).
  const wasUnderWay = useRef(false);
  useEffect(() => {
    if (underWay(status)) wasUnderWay.current = true;
    else if (status?.state === 'done' && wasUnderWay.current) {
      wasUnderWay.current = false;
      notify('app.dashboard.first_run.done', { type: 'success' });
      refresh();
    }
  }, [status, notify, refresh]);

  if (underWay(status)) {
    const percent = status!.total > 0 ? Math.round((status!.done / status!.total) * 100) : 0;
    return (
      <Box sx={{ flex: 1, minWidth: 0 }} aria-live="polite">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {status!.state === 'queued' || !status!.step
            ? translate('app.dashboard.first_run.queued')
            : translate('app.dashboard.first_run.loading', { step: status!.step })}
        </Typography>
        <LinearProgress
          variant={status!.total > 0 ? 'determinate' : 'indeterminate'}
          value={percent}
          aria-label={translate('app.dashboard.first_run.progress_label')}
        />
      </Box>
    );
  }
  return (
    <Stack spacing={1} sx={{ flex: 1, minWidth: 0 }}>
      <Box>
        <Button variant="outlined" startIcon={<AutoAwesomeOutlinedIcon />} disabled={starting} onClick={start}>
          {translate('app.dashboard.first_run.load_demo')}
        </Button>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('app.dashboard.first_run.load_demo_hint')}
        </Typography>
      </Box>
      {status?.state === 'failed' && (
        <Alert severity="error">{translate('app.dashboard.first_run.failed', { error: status.error ?? '' })}</Alert>
      )}
    </Stack>
  );
};
