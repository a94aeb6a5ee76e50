import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import { formatDate, type BoardMemberView } from '@fund/contracts';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');

/** One member of the Sharia board: photo, name, title, credentials, the bio in English and Arabic, appointment and conflicts. */
export function BoardMemberCard({ member }: { member: BoardMemberView }) {
  const { t } = useTranslation('sharia');
  const titleId = useId();
  return (
    <Card component="article" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 2 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <Avatar
            src={member.photoUrl ?? undefined}
            alt={t('governance.photoOf', { name: member.fullName })}
            sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: '1.5rem', flexShrink: 0 }}
          >
            {initialsOf(member.fullName)}
          </Avatar>
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} variant="h3" sx={{ overflowWrap: 'anywhere' }}>
              {member.fullName}
            </Typography>
            <Typography variant="overline" color="secondary.dark" sx={{ display: 'block', lineHeight: 1.6 }}>
              {member.title}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {t('governance.appointed', { date: formatDate(member.appointedOn) })}
            </Typography>
          </Box>
        </Box>
        <Box component="dl" sx={{ margin: 0, display: 'grid', gap: 1.5, '& dd': { margin: 0 } }}>
          <Box>
            <Typography component="dt" variant="caption" color="text.secondary">
              {t('governance.credentials')}
            </Typography>
            <Typography component="dd" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {member.credentials}
            </Typography>
          </Box>
        </Box>
        {member.bioEn && <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{member.bioEn}</Typography>}
        {member.bioAr && (
          <Box
            dir="rtl"
            lang="ar"
            aria-label={t('governance.bioArabic')}
            role="group"
            sx={{
              p: 1.5,
              borderRadius: 2,
              bgcolor: 'action.hover',
              fontFamily: '"IBM Plex Sans Arabic", "Inter Variable", sans-serif',
              whiteSpace: 'pre-line',
              lineHeight: 1.8,
              overflowWrap: 'anywhere',
            }}
          >
            {member.bioAr}
          </Box>
        )}
        <Box>
          <Typography variant="caption" color="text.secondary" component="p">
            {t('governance.conflicts')}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {member.conflicts}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}
