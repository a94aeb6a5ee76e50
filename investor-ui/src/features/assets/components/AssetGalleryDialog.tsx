import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import CloseOutlined from '@mui/icons-material/CloseOutlined';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';

import type { InvestorAssetView } from '@fund/contracts';

/** A horizontal swipe of at least this many pixels moves to the next or previous photo. */
export const SWIPE_PX = 40;

/** The index `step` photos away from `index`, wrapping at both ends. */
export const wrapIndex = (index: number, step: number, count: number) => (count === 0 ? 0 : (((index + step) % count) + count) % count);

type AssetGalleryDialogProps = {
  asset: InvestorAssetView;
  /** The photo shown first. */
  startIndex?: number;
  onClose: () => void;
};

/**
 * The asset's photos, one at a time: previous and next buttons, the arrow keys (mirrored right to
 * left), Home and End, a swipe on touch screens, and thumbnails. Focus stays in the dialog.
 */
export function AssetGalleryDialog({ asset, startIndex = 0, onClose }: AssetGalleryDialogProps) {
  const { t } = useTranslation('assets');
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const [index, setIndex] = useState(startIndex);
  const swipeStart = useRef<number | null>(null);
  const count = asset.media.length;
  const photo = asset.media[index];
  const rtl = theme.direction === 'rtl';

  const go = (step: number) => setIndex((current) => wrapIndex(current, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === backward) go(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else return;
    event.preventDefault();
  };

  const onPointerDown = (event: PointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart.current === null) return;
    const dx = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (Math.abs(dx) < SWIPE_PX) return;
    // Swiping towards the start of the line brings the next photo.
    go(dx < 0 !== rtl ? 1 : -1);
  };

  const arrowSx = {
    position: 'absolute',
    insetBlockStart: '50%',
    transform: 'translateY(-50%)',
    bgcolor: 'rgba(255, 255, 255, 0.9)',
    boxShadow: 1,
    '&:hover': { bgcolor: '#fff' },
  } as const;

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      onKeyDown={onKeyDown}
      aria-labelledby="asset-gallery-title"
      aria-describedby="asset-gallery-hint"
    >
      <DialogTitle id="asset-gallery-title" sx={{ display: 'flex', alignItems: 'center', gap: 1, paddingInlineEnd: 1.5 }}>
        <Box component="span" sx={{ flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {t('gallery.title', { name: asset.name })}
        </Box>
        <IconButton onClick={onClose} aria-label={t('gallery.close')}>
          <CloseOutlined />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ paddingInline: { xs: 1.5, sm: 3 } }}>
        <Typography id="asset-gallery-hint" variant="caption" color="text.secondary" sx={{ display: 'block', mb: 1 }}>
          {t('gallery.hint')}
        </Typography>
        <Box
          onPointerDown={onPointerDown}
          onPointerUp={onPointerUp}
          onPointerCancel={() => (swipeStart.current = null)}
          sx={{
            position: 'relative',
            bgcolor: '#0d1a14',
            borderRadius: 2,
            overflow: 'hidden',
            aspectRatio: '16 / 10',
            maxHeight: '62vh',
            marginInline: 'auto',
            touchAction: 'pan-y',
            userSelect: 'none',
          }}
        >
          {photo && (
            <Box
              component="img"
              key={photo.id}
              src={photo.mediaUrl}
              alt={t('gallery.photoAlt', { name: asset.name, index: index + 1, count })}
              draggable={false}
              sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
            />
          )}
          {count > 1 && (
            <>
              <IconButton onClick={() => go(-1)} aria-label={t('gallery.previous')} sx={{ ...arrowSx, insetInlineStart: 8 }}>
                {rtl ? <ChevronRight /> : <ChevronLeft />}
              </IconButton>
              <IconButton onClick={() => go(1)} aria-label={t('gallery.next')} sx={{ ...arrowSx, insetInlineEnd: 8 }}>
                {rtl ? <ChevronLeft /> : <ChevronRight />}
              </IconButton>
            </>
          )}
          <Box
            aria-live="polite"
            sx={{
              position: 'absolute',
              insetInlineStart: 12,
              insetBlockEnd: 12,
              paddingInline: 1.25,
              paddingBlock: 0.25,
              borderRadius: 5,
              bgcolor: 'rgba(10, 30, 20, 0.72)',
              color: '#fff',
              fontSize: '0.8rem',
              fontWeight: 600,
            }}
          >
            {t('gallery.counter', { index: index + 1, count })}
          </Box>
        </Box>
        {count > 1 && (
          <Box
            component="ul"
            aria-label={t('gallery.thumbnails')}
            sx={{ display: 'flex', gap: 1, overflowX: 'auto', listStyle: 'none', m: 0, mt: 1.5, p: 0.5 }}
          >
            {asset.media.map((media, i) => (
              <li key={media.id}>
                <ButtonBase
                  onClick={() => setIndex(i)}
                  aria-label={t('gallery.thumbnail', { index: i + 1 })}
                  aria-current={i === index ? 'true' : undefined}
                  sx={{
                    width: 88,
                    height: 56,
                    borderRadius: 1.5,
                    overflow: 'hidden',
                    outline: i === index ? 3 : 1,
                    outlineColor: i === index ? 'secondary.main' : 'divider',
                    opacity: i === index ? 1 : 0.75,
                    '&:focus-visible': { outline: 3, outlineColor: 'primary.main' },
                  }}
                >
                  <Box
                    component="img"
                    src={media.mediaUrl}
                    alt=""
                    loading="lazy"
                    sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
                  />
                </ButtonBase>
              </li>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
