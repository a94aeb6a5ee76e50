import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useId, useState } from 'react';
import { BooleanInput, Form, SaveButton, TextInput, useCreate, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useFormContext, useWatch, type FieldValues } from 'react-hook-form';

import { MAX_ACTIVE_SLIDES, type SlideView } from '@fund/contracts';

import { UploadField, type UploadedDocument } from '../components/UploadField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { SlidePreview } from './SlidePreview';
import { EMPTY_SLIDE, slidePayload, slideValuesOf, validateSlide, type SlideValues } from './slides';

const LivePreview = () => {
  const translate = useTranslate();
  const [title, imageUrl, buttonText] = useWatch<SlideValues, ['title', 'imageUrl', 'buttonText']>({
    name: ['title', 'imageUrl', 'buttonText'],
  });
  return (
    <Box component="section" aria-label={translate('app.marketing.preview.title')}>
      <Typography variant="subtitle2" sx={{ fontWeight: 600 }}>
        {translate('app.marketing.preview.title')}
      </Typography>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('app.marketing.preview.intro')}
      </Typography>
      <SlidePreview title={title} imageUrl={imageUrl} buttonText={buttonText} />
    </Box>
  );
};

/** The image: uploaded (any image, 10 MB) and made public, or an address typed in. */
const ImageInput = ({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) => {
  const api = useAdminDataProvider();
  const notifyFailure = useNotifyFailure();
  const { setValue } = useFormContext<SlideValues>();
  const onUploaded = async (upload: UploadedDocument) => {
    onBusyChange(true);
    try {
      setValue('imageUrl', await api.publishImage(upload.uploadURL), { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      notifyFailure(error, 'app.marketing.notify.acl_failed');
    } finally {
      onBusyChange(false);
    }
  };
  return (
    <>
      <UploadField
        kind="slide-image"
        label="app.marketing.form.image"
        requestUploadUrl={api.requestSlideImageUrl}
        onUploaded={(upload) => void onUploaded(upload)}
        onBusyChange={onBusyChange}
      />
      <TextInput
        source="imageUrl"
        label="app.marketing.form.image_url"
        helperText="app.marketing.form.image_url_hint"
        fullWidth
        sx={{ mt: 2 }}
      />
    </>
  );
};

export interface SlideDialogProps {
  open: boolean;
  /** The slide being edited; none to create one. */
  slide?: SlideView;
  /** Whether a new or inactive slide may be made active (fewer than 3 active). */
  mayActivate: boolean;
  /** A new slide's order: after the last one (the API's default 0 would tie with the first). */
  nextOrder: number;
  onClose: () => void;
}

/** Add Slide / Edit Slide (spec/001 §2, §5) with the live preview; 'Slide created' / 'Slide updated'. */
export const SlideDialog = ({ open, slide, mayActivate, nextOrder, onClose }: SlideDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const titleId = useId();
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const [create, { isPending: creating }] = useCreate();
  const [update, { isPending: updating }] = useUpdate();
  const [uploadBusy, setUploadBusy] = useState(false);
  const saving = creating || updating;
  const editing = slide !== undefined;
  const defaults = slide ? slideValuesOf(slide) : { ...EMPTY_SLIDE, isActive: mayActivate };
  const activeLocked = !mayActivate && !defaults.isActive;

  const submit = (values: SlideValues) => {
    const data = slidePayload(values);
    const options = {
      onSuccess: () => {
        notify(editing ? 'app.marketing.notify.updated' : 'app.marketing.notify.created', { type: 'success' });
        onClose();
      },
      onError: (error: unknown) =>
        notifyFailure(error, editing ? 'app.marketing.notify.update_failed' : 'app.marketing.notify.create_failed'),
    };
    if (slide) update('marketing', { id: slide.id, data, previousData: slide }, { ...options, mutationMode: 'pessimistic' });
    else create('marketing', { data: { ...data, order: nextOrder } }, options);
  };

  return (
    <Dialog open={open} onClose={saving ? undefined : onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={fullScreen}>
      {open && (
        <Form
          defaultValues={defaults}
          validate={(values: FieldValues) => validateSlide(values as Partial<SlideValues>)}
          onSubmit={(values: FieldValues) => submit(values as SlideValues)}
        >
          <DialogTitle id={titleId}>{translate(editing ? 'app.marketing.form.edit_title' : 'app.marketing.form.create_title')}</DialogTitle>
          <DialogContent>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ pt: 1 }}>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <TextInput source="title" label="app.marketing.form.title" fullWidth autoFocus />
                <ImageInput onBusyChange={setUploadBusy} />
                <TextInput source="buttonText" label="app.marketing.form.button_text" fullWidth />
                <TextInput
                  source="buttonUrl"
                  label="app.marketing.form.button_url"
                  helperText="app.marketing.form.button_url_hint"
                  type="url"
                  fullWidth
                />
                <BooleanInput
                  source="isActive"
                  label="app.marketing.form.is_active"
                  disabled={activeLocked}
                  helperText={activeLocked ? translate('app.marketing.actions.toggle_disabled', { max: MAX_ACTIVE_SLIDES }) : false}
                />
              </Box>
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <LivePreview />
              </Box>
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={onClose} disabled={saving}>
              {translate('app.marketing.form.cancel')}
            </Button>
            <SaveButton
              label={editing ? 'app.marketing.form.save' : 'app.marketing.form.create'}
              icon={<></>}
              alwaysEnable={!uploadBusy && !saving}
              disabled={uploadBusy || saving}
            />
          </DialogActions>
        </Form>
      )}
    </Dialog>
  );
};
