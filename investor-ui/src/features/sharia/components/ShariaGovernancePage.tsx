import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';

import '../../../i18n/sharia';

import { ErrorState } from '@fund/ui';

import { PageHeader } from '../../../components/PageHeader';
import { getServerMessage } from '../../../lib/apiClient';
import { useShariaBoard } from '../api/governance';
import { BoardMemberCard } from './BoardMemberCard';
import { SchemeCertificates } from './SchemeCertificates';
import { ShariaReports } from './ShariaReports';
import { ShariaSection } from './ShariaSection';

const gridSx = {
  display: 'grid',
  gap: { xs: 2, md: 3 },
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' },
} as const;

function Board() {
  const { t } = useTranslation('sharia');
  const board = useShariaBoard();
  if (board.isPending)
    return (
      <Box sx={gridSx} role="status" aria-label={t('governance.board')}>
        {[0, 1].map((key) => (
          <Skeleton key={key} variant="rounded" height={280} />
        ))}
      </Box>
    );
  if (board.isError)
    return (
      <ErrorState
        message={getServerMessage(board.error, t('governance.boardFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void board.refetch()}
      />
    );
  if (board.data.length === 0) return <Typography color="text.secondary">{t('governance.boardEmpty')}</Typography>;
  return (
    <Box sx={gridSx}>
      {board.data.map((member) => (
        <BoardMemberCard key={member.id} member={member} />
      ))}
    </Box>
  );
}

/** /investor/sharia: the board, each scheme's certificate (?scheme= outlines one: a 'sharia' notice's link) and the annual reports. */
export function ShariaGovernancePage() {
  const { t } = useTranslation('sharia');
  const [params] = useSearchParams();
  return (
    <>
      <PageHeader title={t('governance.title')} subtitle={t('governance.subtitle')} />
      <Box sx={{ display: 'grid', gap: { xs: 4, md: 5 } }}>
        <ShariaSection id="sharia-board-title" title={t('governance.board')} text={t('governance.boardText')}>
          <Board />
        </ShariaSection>
        <ShariaSection id="sharia-schemes-title" title={t('governance.schemes')} text={t('governance.schemesText')}>
          <SchemeCertificates focusId={params.get('scheme')} />
        </ShariaSection>
        <ShariaSection id="sharia-reports-title" title={t('governance.reports')} text={t('governance.reportsText')}>
          <ShariaReports />
        </ShariaSection>
      </Box>
    </>
  );
}
