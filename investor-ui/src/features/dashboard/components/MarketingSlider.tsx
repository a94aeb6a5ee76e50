import ChevronLeftRounded from '@mui/icons-material/ChevronLeftRounded';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import PauseRounded from '@mui/icons-material/PauseRounded';
import PlayArrowRounded from '@mui/icons-material/PlayArrowRounded';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PublicSlideView } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';

import { useMarketingSlides } from '../api/getMarketingSlides';
import { useSlideRotation } from '../useSlideRotation';

const controlSx = {
  color: '#fff',
  bgcolor: 'rgba(8, 28, 18, 0.55)',
  '&:hover': { bgcolor: 'rgba(8, 28, 18, 0.75)' },
  '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 2 },
} as const;

/** A link leaving the portal opens in a new tab; a path inside it stays in this one. */
function isExternal(url: string): boolean {
  try {
    return new URL(url, window.location.href).origin !== window.location.origin;
  } catch {
    return false;
  }
}

/**
 * One slide. Every slide stays in the page (its image loads once), stacked in one grid cell; the
 * ones not shown are `inert` and aria-hidden (issue 21 item 11, axe aria-hidden-focus): neither the
 * keyboard nor a screen reader reaches their buttons.
 */
function Slide({ slide, index, count, shown }: { slide: PublicSlideView; index: number; count: number; shown: boolean }) {
  const { t } = useTranslation('dashboard');
  const external = isExternal(slide.buttonUrl);
  return (
    <Box
      role="group"
      aria-roledescription="slide"
      aria-label={t('slider.slide', { index: index + 1, count })}
      inert={!shown}
      aria-hidden={shown ? undefined : true}
      sx={{
        position: 'relative',
        gridArea: '1 / 1',
        height: { xs: 220, sm: 240, md: 260 },
        opacity: shown ? 1 : 0,
        visibility: shown ? 'visible' : 'hidden',
        '@media (prefers-reduced-motion: no-preference)': { transition: 'opacity 400ms ease-out, visibility 400ms' },
      }}
    >
      <Box
        component="img"
        src={slide.imageUrl}
        alt=""
        sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
      />
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          background: 'linear-gradient(to top, rgba(8, 28, 18, 0.88) 0%, rgba(8, 28, 18, 0.5) 55%, rgba(8, 28, 18, 0.15) 100%)',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          insetInline: 0,
          insetBlockEnd: 0,
          paddingInline: { xs: 2.5, sm: 4 },
          paddingBlockEnd: { xs: 6, sm: 5 },
          paddingBlockStart: 2,
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'flex-end',
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Typography
          variant="h2"
          component="h3"
          sx={{ color: '#fff', maxWidth: 560, fontSize: { xs: '1.2rem', sm: '1.5rem' }, overflowWrap: 'anywhere' }}
        >
          {slide.title}
        </Typography>
        <Button
          variant="contained"
          href={slide.buttonUrl}
          {...(external && { target: '_blank', rel: 'noopener noreferrer' })}
          sx={{
            flexShrink: 0,
            bgcolor: 'secondary.light',
            color: 'text.primary',
            '&:hover': { bgcolor: '#e2c98a' },
            '&.Mui-focusVisible': { outline: '3px solid #fff', outlineOffset: 2 },
          }}
        >
          {slide.buttonText}
          {external && (
            <Box component="span" sx={visuallyHidden}>
              {` ${t('slider.newTab')}`}
            </Box>
          )}
        </Button>
      </Box>
    </Box>
  );
}

/**
 * The marketing slider (spec/000 §4): active slides by order, a new one every 5 s when there is more
 * than one, wrapping, with previous, next and dots; hidden when there are none. It holds still while
 * the pointer or focus is on it, when paused, and for people who ask for reduced motion.
 */
export function MarketingSlider() {
  // Deferred: the slides render in a transition React can interrupt, not in the query's blocking update (issue 21 item 5).
  const slides = useDeferredValue(useMarketingSlides().data);
  if (!slides || slides.length === 0) return null;
  return <SlideShow slides={slides} />;
}

function SlideShow({ slides }: { slides: PublicSlideView[] }) {
  const { t } = useTranslation('dashboard');
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState<boolean | null>(null);
  const halted = stopped ?? reducedMotion;
  const paused = halted || hovered || focused;
  const { index, next, previous, goTo } = useSlideRotation(slides.length, { paused });
  const many = slides.length > 1;

  return (
    <Box
      component="section"
      aria-roledescription="carousel"
      aria-label={t('slider.label')}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      sx={{ position: 'relative', borderRadius: 3.5, overflow: 'hidden', bgcolor: 'primary.dark' }}
    >
      <Box aria-live={paused ? 'polite' : 'off'} aria-atomic="false" sx={{ display: 'grid' }}>
        {slides.map((slide, i) => (
          <Slide key={slide.id} slide={slide} index={i} count={slides.length} shown={i === index} />
        ))}
      </Box>
      {many && (
        <>
          <IconButton
            onClick={previous}
            aria-label={t('slider.previous')}
            size="small"
            sx={{ ...controlSx, position: 'absolute', top: 12, insetInlineStart: 12 }}
          >
            <ChevronLeftRounded />
          </IconButton>
          <IconButton
            onClick={next}
            aria-label={t('slider.next')}
            size="small"
            sx={{ ...controlSx, position: 'absolute', top: 12, insetInlineStart: 56 }}
          >
            <ChevronRightRounded />
          </IconButton>
          <IconButton
            onClick={() => setStopped(!halted)}
            aria-label={halted ? t('slider.play') : t('slider.pause')}
            size="small"
            sx={{ ...controlSx, position: 'absolute', top: 12, insetInlineEnd: 12 }}
          >
            {halted ? <PlayArrowRounded /> : <PauseRounded />}
          </IconButton>
          <Box sx={{ position: 'absolute', insetBlockEnd: 10, insetInline: 0, display: 'flex', justifyContent: 'center', gap: 0.5 }}>
            {slides.map((slide, i) => (
              <Box
                key={slide.id}
                component="button"
                type="button"
                onClick={() => goTo(i)}
                aria-label={t('slider.goTo', { index: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                sx={{
                  width: 28,
                  height: 28,
                  padding: 0,
                  border: 0,
                  background: 'transparent',
                  cursor: 'pointer',
                  display: 'grid',
                  placeItems: 'center',
                  borderRadius: '50%',
                  '&::after': {
                    content: '""',
                    width: i === index ? 22 : 9,
                    height: 9,
                    borderRadius: 5,
                    bgcolor: i === index ? 'secondary.light' : 'rgba(255, 255, 255, 0.75)',
                    transition: 'width 200ms',
                  },
                  '&:focus-visible': { outline: '3px solid #fff', outlineOffset: -2 },
                }}
              />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
