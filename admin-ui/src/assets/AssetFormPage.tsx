import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, Button, Card, CardContent, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import {
  CreateBase,
  EditBase,
  Form,
  required,
  SaveButton,
  SelectInput,
  TextInput,
  useDelete,
  useEditContext,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';

import { PROPERTY_TYPES, type AdminAssetView, type AssetMediaView } from '@fund/contracts';

import { ConfirmDialog } from '../components/ConfirmDialog';
import { ErrorState } from '../components/ErrorState';
import { MoneyInput } from '../components/MoneyInput';
import { PageHeader } from '../components/PageHeader';
import type { UploadedDocument } from '../components/UploadField';
import { useNotifyFailure } from '../components/useNotifyFailure';
import { useAdminDataProvider } from '../providers/dataProvider';
import { AssetImages, type ImageTile } from './AssetImages';
import { assetPayload, attachAll, pendingImageOf, type PendingImage } from './assetPayload';

const ASSET_DEFAULTS = { type: 'Real Estate', propertyType: 'Commercial' };
const req = [required()];

/** The asset's fields (spec/001 §3, §5): the five required ones, then the optional performance figures. */
const AssetFields = () => {
  const translate = useTranslate();
  const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' } } as const;
  return (
    <>
      <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
        {translate('app.assets.form.details')}
      </Typography>
      <Box sx={grid}>
        <TextInput source="name" label="app.assets.form.name" validate={req} helperText={false} />
        <TextInput source="type" label="app.assets.form.type" validate={req} helperText={false} />
        <MoneyInput source="purchaseValue" label="app.assets.form.purchase_value" validate={req} helperText={false} />
        <SelectInput
          source="propertyType"
          label="app.assets.form.property_type"
          validate={req}
          choices={PROPERTY_TYPES.map((value) => ({ id: value, name: `app.assets.property_types.${value}` }))}
          helperText={false}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextInput source="address" label="app.assets.form.address" validate={req} multiline minRows={2} helperText={false} />
        </Box>
      </Box>
      <Typography variant="h3" component="h2" sx={{ mt: 3, mb: 2 }}>
        {translate('app.assets.form.performance')}
      </Typography>
      <Box sx={grid}>
        <MoneyInput source="currentValue" label="app.assets.form.current_value" helperText={false} />
        <MoneyInput source="operatingCosts" label="app.assets.form.operating_costs" helperText={false} />
        <TextInput source="occupancyRate" label="app.assets.form.occupancy_rate" helperText="app.assets.form.percent_hint" />
        <TextInput source="grossYield" label="app.assets.form.gross_yield" helperText="app.assets.form.gross_yield_hint" />
      </Box>
    </>
  );
};

const BackLink = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ mb: 1 }}>
      <Button
        component={Link}
        to="/assets"
        startIcon={<ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }} />}
      >
        {translate('app.assets.back')}
      </Button>
    </Box>
  );
};

/** The layout of both modes: fields on the start, images beside them from lg. */
const FormLayout = ({ images, actions }: { images: React.ReactNode; actions: React.ReactNode }) => {
  const translate = useTranslate();
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <Card variant="outlined">
        <CardContent>
          <AssetFields />
        </CardContent>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {actions}
        </Stack>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
            {translate('app.assets.form.images')}
          </Typography>
          {images}
        </CardContent>
      </Card>
    </Box>
  );
};

/** After a change to an asset: `saved` says so and refetches the asset lists; `done` then goes back to the list. */
const useAssetSaved = () => {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const navigate = useNavigate();
  const saved = (message: string) => {
    notify(message, { type: 'success' });
    void queryClient.invalidateQueries({ queryKey: ['assets', 'getList'] });
    void queryClient.invalidateQueries({ queryKey: ['allocated-assets'] });
  };
  return {
    saved,
    done: (message: string) => {
      saved(message);
      navigate('/assets');
    },
  };
};

/** /admin/assets/new: images are held locally and attached once the asset exists (spec/001 §2). */
export const AssetCreatePage = () => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notify = useNotify();
  const notifyFailure = useNotifyFailure();
  const { done } = useAssetSaved();
  const [pending, setPending] = useState<PendingImage[]>([]);
  const [uploading, setUploading] = useState(false);
  const [attaching, setAttaching] = useState(false);

  useEffect(() => () => pending.forEach((image) => URL.revokeObjectURL(image.preview)), []); // eslint-disable-line react-hooks/exhaustive-deps

  const onCreated = async (asset: AdminAssetView) => {
    if (pending.length > 0) {
      setAttaching(true);
      const failed = await attachAll((image) => api.attachAssetImage(String(asset.id), image), pending);
      setAttaching(false);
      failed.forEach((file) => notify('app.assets.notify.upload_failed_for', { type: 'error', messageArgs: { file } }));
      if (failed.length > 0) notify('app.assets.notify.images_failed', { type: 'error' });
    }
    done('app.assets.notify.created');
  };

  const tiles: ImageTile[] = pending.map((image) => ({ key: image.preview, src: image.preview, fileName: image.fileName }));
  const add = (upload: UploadedDocument) => setPending((current) => [...current, pendingImageOf(upload)]);
  const remove = (key: string) =>
    setPending((current) => {
      URL.revokeObjectURL(key);
      return current.filter((image) => image.preview !== key);
    });

  return (
    <CreateBase<AdminAssetView>
      resource="assets"
      redirect={false}
      transform={(data) => assetPayload(data) as unknown as AdminAssetView}
      mutationOptions={{
        onSuccess: (asset) => void onCreated(asset),
        onError: (error) => notifyFailure(error, 'app.assets.notify.create_failed'),
      }}
    >
      <BackLink />
      <PageHeader title="app.assets.form.create_title" />
      <Form defaultValues={ASSET_DEFAULTS}>
        <FormLayout
          images={
            <AssetImages
              images={tiles}
              hint="app.assets.form.images_pending"
              onUploaded={add}
              onRemove={remove}
              onBusyChange={setUploading}
              disabled={attaching}
            />
          }
          actions={
            <>
              <Button component={Link} to="/assets">
                {translate('app.common.action.cancel')}
              </Button>
              <SaveButton label="app.assets.form.save_create" disabled={uploading || attaching} alwaysEnable={!uploading && !attaching} />
            </>
          }
        />
      </Form>
    </CreateBase>
  );
};

const EditForm = () => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const notifyFailure = useNotifyFailure();
  const { saved, done } = useAssetSaved();
  const { record, isPending, error, refetch } = useEditContext<AdminAssetView>();
  const [media, setMedia] = useState<AssetMediaView[] | null>(null);
  const [uploading, setUploading] = useState(false);
  const [removing, setRemoving] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [deleteOne, { isPending: deleting }] = useDelete<AdminAssetView>();

  useEffect(() => {
    if (record && media === null) setMedia(record.media);
  }, [record, media]);

  if (error) return <ErrorState title="app.assets.notify.fetch_failed" error={error} onRetry={() => void refetch()} />;
  if (isPending || !record)
    return (
      <Box aria-busy sx={{ display: 'grid', gap: 2 }}>
        <Skeleton variant="rounded" height={320} />
      </Box>
    );

  const images = media ?? record.media;
  // spec/001 §2: in edit mode each uploaded image is attached at once.
  const add = async (upload: UploadedDocument) => {
    try {
      const pending = pendingImageOf(upload);
      URL.revokeObjectURL(pending.preview);
      const attached = await api.attachAssetImage(String(record.id), pending);
      setMedia((current) => [...(current ?? []), attached]);
      saved('app.assets.notify.image_added');
    } catch (failure) {
      notifyFailure(failure, translate('app.assets.notify.upload_failed_for', { file: upload.file.name }));
    }
  };
  const remove = async (mediaId: string) => {
    setRemoving(mediaId);
    try {
      await api.deleteAssetImage(mediaId);
      setMedia((current) => (current ?? []).filter((item) => String(item.id) !== mediaId));
      saved('app.assets.notify.image_removed');
    } catch (failure) {
      notifyFailure(failure, 'app.assets.notify.media_delete_failed');
    } finally {
      setRemoving(null);
    }
  };
  const removeAsset = () =>
    deleteOne(
      'assets',
      { id: record.id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          done('app.assets.notify.deleted');
        },
        onError: (failure) => {
          setConfirmDelete(false);
          notifyFailure(failure, 'app.assets.notify.delete_failed');
        },
      },
    );

  return (
    <>
      <PageHeader title="app.assets.form.edit_title" subtitle={record.name} />
      <Form>
        <FormLayout
          images={
            <AssetImages
              images={images.map((item) => ({ key: String(item.id), src: item.mediaUrl, fileName: item.fileName }))}
              hint="app.assets.form.images_edit"
              onUploaded={(upload) => void add(upload)}
              onRemove={(key) => void remove(key)}
              onBusyChange={setUploading}
              disabled={removing !== null}
            />
          }
          actions={
            <>
              <Button
                color="error"
                startIcon={<DeleteOutlineIcon />}
                onClick={() => setConfirmDelete(true)}
                sx={{ marginInlineEnd: 'auto' }}
              >
                {translate('app.assets.form.delete')}
              </Button>
              <Button component={Link} to="/assets">
                {translate('app.common.action.cancel')}
              </Button>
              <SaveButton label="app.assets.form.save_edit" disabled={uploading} />
            </>
          }
        />
      </Form>
      <ConfirmDialog
        open={confirmDelete}
        destructive
        irreversible
        title="app.assets.form.delete_title"
        translateOptions={{ name: record.name }}
        content="app.assets.form.delete_content"
        confirmLabel="app.common.action.delete_permanently"
        loading={deleting}
        onConfirm={() => void removeAsset()}
        onClose={() => setConfirmDelete(false)}
      />
    </>
  );
};

/** /admin/assets/{id}/edit: the asset's fields through PUT, images attached and removed at once. */
export const AssetEditPage = () => {
  const { id } = useParams<{ id: string }>();
  const notifyFailure = useNotifyFailure();
  const { done } = useAssetSaved();
  return (
    <EditBase<AdminAssetView>
      resource="assets"
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      transform={(data) => assetPayload(data) as unknown as AdminAssetView}
      queryOptions={{ onError: (error) => notifyFailure(error, 'app.assets.notify.fetch_failed') }}
      mutationOptions={{
        onSuccess: () => {
          done('app.assets.notify.updated');
        },
        onError: (error) => notifyFailure(error, 'app.assets.notify.update_failed'),
      }}
    >
      <BackLink />
      <EditForm />
    </EditBase>
  );
};
