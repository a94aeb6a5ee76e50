import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HowToRegOutlinedIcon from '@mui/icons-material/HowToRegOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { Box, Card, CardActions, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';

import { formatDate, type KycApplicationView } from '@fund/contracts';

import { CardAction } from '../components/CardAction';
import { Fact } from '../components/Fact';
import { PersonAvatar } from '../components/PersonAvatar';
import { PersonHeader, PersonHeaderSkeleton } from '../components/PersonHeader';
import { StatusChip } from '../components/StatusChip';
import { KycActions, type KycActionHandlers } from './KycActions';

export interface KycCardProps extends KycActionHandlers {
  application: KycApplicationView;
  onViewDetails: (application: KycApplicationView) => void;
}

/** One application in the KYC Management grid: who applied, when, and what can be done next. */
export const KycCard = ({ application, onViewDetails, ...handlers }: KycCardProps) => {
  const translate = useTranslate();
  const nameId = useId();
  const reviewed = application.status !== 'pending' && application.reviewedAt;
  return (
    <Card component="article" aria-labelledby={nameId} sx={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <PersonHeader
          avatar={<PersonAvatar name={application.fullName} />}
          name={application.fullName}
          nameId={nameId}
          email={application.email}
          status={<StatusChip kind="kyc" status={application.status} />}
        />
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5, m: 0 }}>
          <Fact fontWeight={500} label="app.kyc.card.phone">
            {application.phone}
          </Fact>
          <Fact fontWeight={500} label="app.kyc.card.country">
            {application.country ?? translate('app.common.dash')}
          </Fact>
          <Fact fontWeight={500} label="app.kyc.card.id_type">
            {translate(`app.kyc.options.idType.${application.idType}`, { _: application.idType })}
          </Fact>
          <Fact fontWeight={500} label={reviewed ? 'app.kyc.columns.reviewed' : 'app.kyc.columns.submitted'}>
            <time dateTime={reviewed ? application.reviewedAt! : application.submittedAt}>
              {formatDate(reviewed ? application.reviewedAt : application.submittedAt)}
            </time>
          </Fact>
        </Box>
        {application.status === 'rejected' && application.rejectionReason && (
          <Box component="dl" sx={{ mt: 1.5, mb: 0 }}>
            <Fact fontWeight={500} label="app.kyc.card.reason">
              <Box
                component="span"
                sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden', fontWeight: 400 }}
                title={application.rejectionReason}
              >
                {application.rejectionReason}
              </Box>
            </Fact>
          </Box>
        )}
        {application.status === 'approved' && (
          <Stack
            direction="row"
            spacing={1}
            sx={{ alignItems: 'center', mt: 2, color: application.investorId ? 'success.main' : 'warning.main' }}
          >
            {application.investorId ? (
              <HowToRegOutlinedIcon fontSize="small" aria-hidden />
            ) : (
              <HourglassEmptyIcon fontSize="small" aria-hidden />
            )}
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {translate(application.investorId ? 'app.kyc.card.credentials_issued' : 'app.kyc.card.credentials_missing')}
            </Typography>
          </Stack>
        )}
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, py: 1.25, gap: 1, flexWrap: 'wrap', borderBlockStart: '1px solid', borderColor: 'divider' }}>
        <CardAction
          icon={<VisibilityOutlinedIcon />}
          label="app.kyc.action.view_details"
          name={application.fullName}
          onClick={() => onViewDetails(application)}
        />
        {/* When the card is too narrow for one row, the actions wrap to the inline end of the next. */}
        <Stack direction="row" spacing={1} sx={{ marginInlineStart: 'auto' }}>
          <KycActions application={application} {...handlers} />
        </Stack>
      </CardActions>
    </Card>
  );
};

/** The shape of a card while the list loads. */
export const KycCardSkeleton = () => (
  <Card aria-hidden>
    <CardContent>
      <PersonHeaderSkeleton />
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 1.5 }}>
        {[0, 1, 2, 3].map((i) => (
          <Box key={i}>
            <Skeleton width="40%" />
            <Skeleton width="70%" />
          </Box>
        ))}
      </Box>
    </CardContent>
    <CardActions sx={{ px: 2, pb: 2 }}>
      <Skeleton variant="rounded" width={110} height={30} />
    </CardActions>
  </Card>
);
