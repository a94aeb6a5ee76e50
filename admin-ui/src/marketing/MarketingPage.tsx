import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import CampaignIcon from '@mui/icons-material/CampaignOutlined';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  FormControlLabel,
  IconButton,
  Skeleton,
  Stack,
  Switch,
  Tooltip,
  Typography,
} from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useDelete, useGetList, useNotify, useRefresh, useTranslate, useUpdate } from 'react-admin';

import { MAX_ACTIVE_SLIDES, type SlideView } from '@fund/contracts';
import { CardGrid } from '@fund/ui';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ErrorState } from '../components/ErrorState';
import { PageHeader } from '../components/PageHeader';
import { StatusChip } from '../components/StatusChip';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { SlideDialog } from './SlideDialog';
import { SlidePreview } from './SlidePreview';
import { activeCount, canAddSlide, canToggle, isSlideActive } from './slides';

const SlideCard = ({
  slide,
  index,
  count,
  slides,
  onEdit,
  onDelete,
}: {
  slide: SlideView;
  index: number;
  count: number;
  slides: SlideView[];
  onEdit: () => void;
  onDelete: () => void;
}) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const refresh = useRefresh();
  const [update, { isPending: toggling }] = useUpdate();
  const move = useMutation({
    mutationFn: api.moveSlide,
    onSuccess: () => refresh(),
    onError: (error) => notifyFailure(error, 'app.marketing.notify.order_failed'),
  });
  const active = isSlideActive(slide);
  const toggleAllowed = canToggle(slide, slides);
  const busy = toggling || move.isPending;
  const toggle = () =>
    update(
      'marketing',
      { id: slide.id, data: { isActive: !active }, previousData: slide },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify('app.marketing.notify.updated', { type: 'success' }),
        onError: (error) => notifyFailure(error, 'app.marketing.notify.status_failed'),
      },
    );
  const toggleControl = (
    <FormControlLabel
      control={
        <Switch
          checked={active}
          onChange={toggle}
          disabled={busy || !toggleAllowed}
          slotProps={{ input: { 'aria-label': translate('app.marketing.actions.toggle_label', { title: slide.title }) } }}
        />
      }
      label={translate('app.marketing.actions.activate')}
      sx={{ marginInlineEnd: 0 }}
    />
  );
  return (
    <Card
      variant="outlined"
      component="li"
      sx={{ listStyle: 'none', display: 'flex', flexDirection: 'column', opacity: active ? 1 : 0.85 }}
      aria-label={slide.title}
    >
      <Box sx={{ p: 1.5, pb: 0 }}>
        <SlidePreview compact title={slide.title} imageUrl={slide.imageUrl} buttonText={slide.buttonText} />
      </Box>
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
          <Chip size="small" variant="outlined" label={translate('app.marketing.position', { position: index + 1 })} />
          <StatusChip kind="slide" status={active ? 'active' : 'inactive'} />
        </Stack>
        <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {slide.title}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {slide.buttonText} · {slide.buttonUrl}
        </Typography>
        <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 'auto', flexWrap: 'wrap' }}>
          {toggleAllowed ? (
            toggleControl
          ) : (
            <Tooltip title={translate('app.marketing.actions.toggle_disabled', { max: MAX_ACTIVE_SLIDES })}>
              <span>{toggleControl}</span>
            </Tooltip>
          )}
          <Stack direction="row">
            <IconButton
              aria-label={translate('app.marketing.actions.move_up')}
              disabled={index === 0 || busy}
              onClick={() => move.mutate({ id: slide.id, direction: 'up' })}
            >
              <ArrowUpwardIcon />
            </IconButton>
            <IconButton
              aria-label={translate('app.marketing.actions.move_down')}
              disabled={index === count - 1 || busy}
              onClick={() => move.mutate({ id: slide.id, direction: 'down' })}
            >
              <ArrowDownwardIcon />
            </IconButton>
            <IconButton aria-label={translate('app.marketing.actions.edit')} onClick={onEdit}>
              <EditOutlinedIcon />
            </IconButton>
            <IconButton aria-label={translate('app.marketing.actions.delete')} onClick={onDelete} color="error">
              <DeleteOutlineIcon />
            </IconButton>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};

type DialogState = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; slide: SlideView };

/**
 * Marketing Engine (spec/001 §2, §4, §5): the slides in the investors' order, each with its preview,
 * Active/Inactive, move up/down (disabled at the ends), edit and delete. At most 3 active: Add Slide
 * and switching on an inactive slide are then disabled (the API refuses it too, with its message).
 */
export const MarketingPage = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const [dialog, setDialog] = useState<DialogState>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<SlideView | null>(null);
  const [remove, { isPending: removing }] = useDelete();
  const { data, isPending, error, refetch } = useGetList<SlideView>('marketing', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'order', order: 'ASC' },
  });
  const slides = data ?? [];
  const addAllowed = canAddSlide(slides);

  const addButton = (
    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialog({ mode: 'create' })} disabled={isPending || !addAllowed}>
      {translate('app.marketing.add')}
    </Button>
  );

  const confirmDelete = () => {
    if (!deleting) return;
    remove(
      'marketing',
      { id: deleting.id, previousData: deleting },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          notify('app.marketing.notify.deleted', { type: 'success' });
          setDeleting(null);
        },
        onError: (err) => notifyFailure(err, 'app.marketing.notify.delete_failed'),
      },
    );
  };

  return (
    <Box sx={{ pb: 3, minWidth: 0 }}>
      <PageHeader
        title="app.marketing.title"
        count={isPending ? undefined : slides.length}
        subtitle={
          <>
            {translate('app.marketing.subtitle', { max: MAX_ACTIVE_SLIDES })}{' '}
            {!isPending && (
              <strong>{translate('app.marketing.active_count', { count: activeCount(slides), max: MAX_ACTIVE_SLIDES })}</strong>
            )}
          </>
        }
        actions={
          addAllowed ? (
            addButton
          ) : (
            <Tooltip title={translate('app.marketing.add_disabled', { max: MAX_ACTIVE_SLIDES })}>
              <span>{addButton}</span>
            </Tooltip>
          )
        }
      />
      {!isPending && !addAllowed && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.marketing.add_disabled', { max: MAX_ACTIVE_SLIDES })}
        </Typography>
      )}
      {error ? (
        <ErrorState title="app.marketing.notify.fetch_failed" error={error} onRetry={() => void refetch()} />
      ) : isPending ? (
        <CardGrid>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} variant="rounded" height={300} />
          ))}
        </CardGrid>
      ) : slides.length === 0 ? (
        <EmptyState icon={<CampaignIcon />} text="app.marketing.empty" action={addButton} />
      ) : (
        <CardGrid component="ul" aria-label={translate('app.marketing.list_label')}>
          {slides.map((slide, index) => (
            <SlideCard
              key={slide.id}
              slide={slide}
              index={index}
              count={slides.length}
              slides={slides}
              onEdit={() => setDialog({ mode: 'edit', slide })}
              onDelete={() => setDeleting(slide)}
            />
          ))}
        </CardGrid>
      )}
      <SlideDialog
        open={dialog.mode !== 'closed'}
        slide={dialog.mode === 'edit' ? dialog.slide : undefined}
        mayActivate={addAllowed}
        nextOrder={slides.reduce((max, slide) => Math.max(max, slide.order + 1), 0)}
        onClose={() => setDialog({ mode: 'closed' })}
      />
      {deleting && (
        <ConfirmDialog
          open
          title={translate('app.marketing.delete.title', { title: deleting.title })}
          content="app.marketing.delete.content"
          confirmLabel="app.marketing.delete.confirm"
          destructive
          loading={removing}
          onConfirm={confirmDelete}
          onClose={() => setDeleting(null)}
        />
      )}
    </Box>
  );
};
