import { Box, Button, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface SlidePreviewProps {
  title: string;
  imageUrl: string;
  buttonText: string;
  /** Smaller type for the list's thumbnails. */
  compact?: boolean;
}

/**
 * The slide as the investor dashboard's slider draws it (spec/000 §4): the image across the card
 * under a dark veil, the title and the button at the start. The button is a picture here: it is
 * not focusable and leads nowhere.
 */
export const SlidePreview = ({ title, imageUrl, buttonText, compact = false }: SlidePreviewProps) => {
  const translate = useTranslate();
  return (
    <Box
      aria-hidden
      sx={{
        position: 'relative',
        overflow: 'hidden',
        borderRadius: 2,
        aspectRatio: compact ? '16 / 7' : '16 / 6',
        bgcolor: 'grey.800',
        backgroundImage: imageUrl ? `url("${imageUrl.replace(/"/g, '%22')}")` : undefined,
        backgroundSize: 'cover',
        backgroundPosition: 'center',
        color: 'common.white',
      }}
    >
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(to top, rgba(0,0,0,0.72), rgba(0,0,0,0.15))',
          display: 'flex',
          flexDirection: 'column',
          justifyContent: 'flex-end',
          alignItems: 'flex-start',
          gap: compact ? 0.75 : 1.5,
          p: compact ? 1.5 : 3,
        }}
      >
        <Typography
          component="p"
          variant={compact ? 'subtitle1' : 'h5'}
          sx={{ fontWeight: 700, textAlign: 'start', lineHeight: 1.2, overflowWrap: 'anywhere' }}
        >
          {title || translate('app.marketing.untitled')}
        </Typography>
        {buttonText && (
          <Button
            component="span"
            tabIndex={-1}
            variant="contained"
            color="secondary"
            size={compact ? 'small' : 'medium'}
            sx={{ pointerEvents: 'none' }}
          >
            {buttonText}
          </Button>
        )}
      </Box>
    </Box>
  );
};
