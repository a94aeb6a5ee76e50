import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import { useTheme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '@fund/contracts';

import { useToast } from '../../../components/toast/useToast';
import { getServerMessage } from '../../../lib/apiClient';
import { useCreateTicket, type NewTicket } from '../api/tickets';
import { TICKET_DEFAULTS, ticketRules } from '../ticketForm';

type CreateTicketDialogProps = {
  open: boolean;
  onClose: () => void;
};

/** spec/000 §2 "Support Tickets with a create dialog": defaults general / medium, the §5 messages. */
export function CreateTicketDialog({ open, onClose }: CreateTicketDialogProps) {
  const { t } = useTranslation('tickets');
  const { toast } = useToast();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const create = useCreateTicket();
  const rules = ticketRules(t);
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<NewTicket>({ defaultValues: TICKET_DEFAULTS, mode: 'onTouched' });

  const close = () => {
    if (create.isPending) return;
    create.reset();
    onClose();
  };

  const submit = handleSubmit((values) =>
    create.mutate(
      { ...values, subject: values.subject.trim(), description: values.description.trim() },
      {
        onSuccess: () => {
          toast({ title: t('createdTitle'), description: t('createdText'), severity: 'success' });
          reset(TICKET_DEFAULTS);
          create.reset();
          onClose();
        },
        onError: (error) => toast({ title: t('createFailed'), description: getServerMessage(error, '') || undefined, severity: 'error' }),
      },
    ),
  );

  const descriptionLength = watch('description').length;

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="sm" fullScreen={fullScreen} aria-labelledby="create-ticket-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-ticket-title">{t('dialog.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2.5 }}>{t('dialog.text')}</DialogContentText>
          {/* The toast sits behind the modal, hidden from screen readers: the failure is repeated here. */}
          {create.isError && (
            <Alert severity="error" sx={{ mb: 2.5 }}>
              <AlertTitle>{t('createFailed')}</AlertTitle>
              {getServerMessage(create.error, '') || null}
            </Alert>
          )}
          <Stack spacing={2.5}>
            <TextField
              {...register('subject', rules.subject)}
              label={t('dialog.subject')}
              placeholder={t('dialog.subjectPlaceholder')}
              required
              autoFocus
              error={Boolean(errors.subject)}
              helperText={errors.subject?.message}
              slotProps={{ htmlInput: { maxLength: rules.subjectMax } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
              <Controller
                name="category"
                control={control}
                render={({ field }) => (
                  <TextField {...field} select label={t('dialog.category')}>
                    {TICKET_CATEGORIES.map((category) => (
                      <MenuItem key={category} value={category}>
                        {t(`categories.${category}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                name="priority"
                control={control}
                render={({ field }) => (
                  <FormControl sx={{ flexShrink: 0 }}>
                    <FormLabel id="ticket-priority-label" sx={{ fontSize: '0.8rem' }}>
                      {t('dialog.priority')}
                    </FormLabel>
                    <RadioGroup {...field} row aria-labelledby="ticket-priority-label">
                      {TICKET_PRIORITIES.map((priority) => (
                        <FormControlLabel
                          key={priority}
                          value={priority}
                          control={<Radio size="small" />}
                          label={t(`priorities.${priority}`)}
                        />
                      ))}
                    </RadioGroup>
                  </FormControl>
                )}
              />
            </Stack>
            <TextField
              {...register('description', rules.description)}
              label={t('dialog.description')}
              placeholder={t('dialog.descriptionPlaceholder')}
              required
              multiline
              minRows={4}
              maxRows={12}
              error={Boolean(errors.description)}
              helperText={errors.description?.message ?? t('dialog.characters', { count: descriptionLength, max: rules.descriptionMax })}
              slotProps={{ htmlInput: { maxLength: rules.descriptionMax } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ paddingInline: 3, paddingBlockEnd: 2.5 }}>
          <Button onClick={close} disabled={create.isPending}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('dialog.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
