import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { Box, Button, Divider, Link, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { formatDate, type KycApplicationView } from '@fund/contracts';
import { visuallyHidden } from '@fund/ui';

import { AdminFormDialog } from '../components/AdminFormDialog';
import { StatusChip } from '../components/StatusChip';
import { KycActions, type KycActionHandlers } from './KycActions';
import { KYC_SECTIONS, optionLabelKey, type KycField } from './kycSections';

const FieldValue = ({ application, field }: { application: KycApplicationView; field: KycField }) => {
  const translate = useTranslate();
  const value = application[field.name];
  switch (field.kind) {
    case 'date':
      return <time dateTime={String(value)}>{formatDate(value as string)}</time>;
    case 'option': {
      const key = optionLabelKey(field.name, value as string | null);
      return <>{key ? translate(key, { _: String(value) }) : translate('app.common.dash')}</>;
    }
    case 'flag': {
      const accepted = value === 'true';
      const Icon = accepted ? CheckCircleOutlineIcon : HighlightOffIcon;
      return (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Icon fontSize="small" color={accepted ? 'success' : 'error'} aria-hidden />
          <span>{translate(accepted ? 'app.kyc.flag.accepted' : 'app.kyc.flag.not_accepted')}</span>
        </Stack>
      );
    }
    case 'document':
      // The object URL is private: the admin's session cookie opens it, nobody else's.
      return (
        <Link
          href={String(value)}
          target="_blank"
          rel="noopener noreferrer"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          {translate('app.kyc.action.view_id')}
          <OpenInNewIcon fontSize="inherit" aria-hidden />
          <Box component="span" sx={visuallyHidden}>
            {translate('app.kyc.details.new_tab')}
          </Box>
        </Link>
      );
    default:
      return <>{value === null || value === undefined || value === '' ? translate('app.common.dash') : String(value)}</>;
  }
};

export interface KycDetailsDialogProps extends KycActionHandlers {
  application: KycApplicationView | null;
  onClose: () => void;
}

/**
 * View Details (spec/001 §2): every submitted field, grouped as the wizard's five steps, with the
 * ID document opened through its private object URL and the application's actions at the bottom.
 */
export const KycDetailsDialog = ({ application, onClose, ...handlers }: KycDetailsDialogProps) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <AdminFormDialog
      open={application !== null}
      onClose={onClose}
      maxWidth="md"
      scroll="paper"
      titleProps={{ component: 'div' }}
      titleSx={{ pb: 1 }}
      labelledBy={titleId}
      title={
        application && (
          <>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography id={titleId} variant="h2" component="h2" sx={{ fontSize: '1.2rem' }}>
                {application.fullName}
              </Typography>
              <StatusChip kind="kyc" status={application.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {translate('app.kyc.details.title')} · {translate('app.kyc.details.submitted', { date: formatDate(application.submittedAt) })}
            </Typography>
          </>
        )
      }
      dividers
      actionsProps={{ disableSpacing: true }}
      actionsSx={{ px: 3, py: 1.5, gap: 1, flexWrap: 'wrap' }}
      actions={
        application && (
          <>
            <Button onClick={onClose} sx={{ marginInlineEnd: 'auto' }}>
              {translate('app.kyc.action.close')}
            </Button>
            <KycActions application={application} {...handlers} />
          </>
        )
      }
    >
      {application && (
        <>
          <Stack spacing={3} divider={<Divider flexItem />}>
            {application.status === 'rejected' && (
              <Box component="section" aria-labelledby={`${titleId}-rejection`}>
                <Typography id={`${titleId}-rejection`} variant="h3" component="h3" sx={{ mb: 1, color: 'error.main' }}>
                  {translate('app.kyc.details.rejection')}
                </Typography>
                <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {application.rejectionReason ?? translate('app.kyc.details.no_reason')}
                </Typography>
              </Box>
            )}
            {KYC_SECTIONS.map((section) => (
              <Box component="section" key={section.id} aria-labelledby={`${titleId}-${section.id}`}>
                <Typography id={`${titleId}-${section.id}`} variant="h3" component="h3" sx={{ mb: 1.5, color: 'primary.main' }}>
                  {translate(`app.kyc.sections.${section.id}`)}
                </Typography>
                <Box
                  component="dl"
                  sx={{
                    display: 'grid',
                    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
                    columnGap: 3,
                    rowGap: 1.5,
                    m: 0,
                  }}
                >
                  {section.fields.map((field) => (
                    <Box key={field.name} sx={{ gridColumn: field.wide ? { sm: '1 / -1' } : undefined, minWidth: 0 }}>
                      <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block', fontWeight: 500 }}>
                        {translate(`app.kyc.fields.${field.name}`)}
                      </Typography>
                      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                        <FieldValue application={application} field={field} />
                      </Typography>
                    </Box>
                  ))}
                </Box>
              </Box>
            ))}
          </Stack>
        </>
      )}
    </AdminFormDialog>
  );
};
