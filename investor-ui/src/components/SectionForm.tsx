import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { FormEventHandler, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type SectionFormProps = {
  /** The tab panel's heading (h2) and its one line of context. */
  title: string;
  text: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** Discard is offered and Save enabled only once something changed. */
  dirty: boolean;
  pending: boolean;
  onDiscard?: () => void;
  submitLabel?: string;
  children: ReactNode;
};

/** One tab's form: heading, fields in two columns from 600 px, and its actions at the end. */
export function SectionForm({ title, text, onSubmit, dirty, pending, onDiscard, submitLabel, children }: SectionFormProps) {
  const { t } = useTranslation('profile');
  return (
    <Box component="form" onSubmit={onSubmit} noValidate aria-label={title}>
      <Typography variant="h2">{title}</Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {text}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>{children}</Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'flex-end', mt: 3 }}>
        {onDiscard && (
          <Button onClick={onDiscard} disabled={!dirty || pending}>
            {t('discard')}
          </Button>
        )}
        <Button type="submit" variant="contained" disabled={!dirty} loading={pending}>
          {submitLabel ?? t('save')}
        </Button>
      </Box>
    </Box>
  );
}

/** A field that spans both columns (addresses). */
export const fullWidth = { gridColumn: '1 / -1' } as const;
