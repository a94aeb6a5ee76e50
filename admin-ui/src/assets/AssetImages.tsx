import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import { Box, IconButton, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

import { UploadField, type UploadedDocument } from '../components/UploadField';
import { useAdminDataProvider } from '../providers/dataProvider';

/** One image in the form: its picture, its name and a remove button. */
export interface ImageTile {
  key: string;
  src: string;
  fileName: string;
}

export interface AssetImagesProps {
  images: ImageTile[];
  /** The hint under the drop zone: held until creation, or attached at once. */
  hint: string;
  onUploaded: (upload: UploadedDocument) => void;
  onRemove: (key: string) => void;
  onBusyChange?: (busy: boolean) => void;
  disabled?: boolean;
}

/**
 * The asset form's images (spec/001 §2, §5): JPEG/JPG/PNG up to 5 MB through the one UploadField,
 * one at a time, shown as a grid of thumbnails each with a remove button.
 */
export const AssetImages = ({ images, hint, onUploaded, onRemove, onBusyChange, disabled = false }: AssetImagesProps) => {
  const translate = useTranslate();
  const api = useAdminDataProvider();
  return (
    <Box>
      {images.length === 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {translate('app.assets.form.no_images')}
        </Typography>
      ) : (
        <Box
          component="ul"
          aria-label={translate('app.assets.form.images')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mb: 2,
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: 'repeat(auto-fill, minmax(9rem, 1fr))',
          }}
        >
          {images.map((image) => (
            <Box
              component="li"
              key={image.key}
              sx={{ position: 'relative', borderRadius: 2, overflow: 'hidden', border: 1, borderColor: 'divider' }}
            >
              <Box
                component="img"
                src={image.src}
                alt={image.fileName}
                sx={{ display: 'block', width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
              />
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, paddingInlineStart: 1, bgcolor: 'background.paper' }}>
                <Typography variant="caption" noWrap title={image.fileName} sx={{ flexGrow: 1, minWidth: 0 }}>
                  {image.fileName}
                </Typography>
                <IconButton
                  size="small"
                  color="error"
                  disabled={disabled}
                  onClick={() => onRemove(image.key)}
                  aria-label={translate('app.assets.form.remove_image', { name: image.fileName })}
                >
                  <DeleteOutlineIcon fontSize="small" />
                </IconButton>
              </Box>
            </Box>
          ))}
        </Box>
      )}
      <UploadField
        kind="asset-image"
        label="app.assets.form.add_image"
        requestUploadUrl={api.requestAssetImageUrl}
        onUploaded={onUploaded}
        onBusyChange={onBusyChange}
        keepUploaded={false}
        disabled={disabled}
      />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.75 }}>
        {translate(hint)}
      </Typography>
    </Box>
  );
};
