import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';

import { toYoutubeEmbed, type InvestorSchemeView, type SchemeDocumentView } from '@fund/contracts';
import { ErrorState } from '@fund/ui';

import { DetailBackLink, DetailNotFound } from '../../../components/DetailBackLink';
import { DownloadButton } from '../../../components/DownloadButton';
import { productName } from '../../../components/InvestmentCard';
import { PageHeader } from '../../../components/PageHeader';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { InvestmentDetails, ReturnStructure } from '../../../components/SchemeFacts';
import { ShariaBadge } from '../../../components/ShariaBadge/ShariaBadge';
import { StatusChip } from '../../../components/StatusChip';
import { getServerMessage, isApiError } from '../../../lib/apiClient';
import { documentFileName } from '../../../lib/downloadFile';
import { useInvestments } from '../../../lib/investments';
import { useMe } from '../../../lib/session';
import { useQueryFailureToast } from '../../../lib/useQueryFailureToast';
import { acceptsInterest } from '../api/expressInterest';
import { useScheme, useSchemeDocuments } from '../api/getScheme';
import { ExpressInterestButton } from './ExpressInterestButton';

function BackLink() {
  const { t } = useTranslation('opportunities');
  return <DetailBackLink to="/investor/opportunities" label={t('detail.back')} />;
}

function NotFound() {
  const { t } = useTranslation('opportunities');
  return (
    <DetailNotFound to="/investor/opportunities" label={t('detail.back')} title={t('detail.notFound')} text={t('detail.notFoundText')} />
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent>
        <Typography id={id} variant="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

function Video({ scheme }: { scheme: InvestorSchemeView }) {
  const { t } = useTranslation('opportunities');
  if (!scheme.videoUrl) return null;
  return (
    <Card component="section" aria-label={t('detail.video')} sx={{ overflow: 'hidden' }}>
      <Box sx={{ position: 'relative', aspectRatio: '16 / 9', bgcolor: 'common.black' }}>
        <Box
          component="iframe"
          src={toYoutubeEmbed(scheme.videoUrl)}
          title={t('detail.videoTitle', { name: scheme.name })}
          loading="lazy"
          allow="accelerometer; clipboard-write; encrypted-media; gyroscope; picture-in-picture; web-share"
          referrerPolicy="strict-origin-when-cross-origin"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      </Box>
    </Card>
  );
}

function DocumentRow({ document }: { document: SchemeDocumentView }) {
  const { t } = useTranslation('opportunities');
  const url = document.url;
  return (
    <Box
      component="li"
      sx={{ display: 'flex', alignItems: 'center', gap: 2, paddingBlock: 1.5, '& + &': { borderBlockStart: 1, borderColor: 'divider' } }}
    >
      <DescriptionOutlined color="primary" aria-hidden />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{document.name}</Typography>
        <Typography variant="caption" color="text.secondary">
          {t('detail.documentInfo', { type: document.type, size: document.size })}
        </Typography>
      </Box>
      {url && (
        <DownloadButton
          url={url}
          fileName={documentFileName(document.name, document.name, document.type)}
          label={t('detail.download')}
          name={t('detail.downloadNamed', { name: document.name })}
          openedTitle={t('detail.downloadFailedTitle')}
          openedText={t('detail.downloadFailed')}
          sx={{ flexShrink: 0 }}
        />
      )}
    </Box>
  );
}

function Documents({ schemeId }: { schemeId: string }) {
  const { t } = useTranslation('opportunities');
  const documents = useSchemeDocuments(schemeId);
  useQueryFailureToast(documents.error, t('detail.documentsFailed'));
  let body;
  if (documents.isPending) body = <Skeleton variant="rounded" height={64} role="status" aria-label={t('detail.documents')} />;
  else if (documents.isError)
    body = (
      <ErrorState
        message={getServerMessage(documents.error, t('detail.documentsFailed'))}
        retryLabel={t('retry')}
        onRetry={() => void documents.refetch()}
      />
    );
  else if (documents.data.length === 0) body = <Typography color="text.secondary">{t('detail.noDocuments')}</Typography>;
  else
    body = (
      <Box component="ul" sx={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {documents.data.map((document) => (
          <DocumentRow key={document.id} document={document} />
        ))}
      </Box>
    );
  return (
    <Section id="scheme-documents-title" title={t('detail.documents')}>
      {body}
    </Section>
  );
}

/** spec/000 §2 /investor/opportunities/{schemeId}: name, status, video, details, return structure, description, documents. */
export function OpportunityDetailPage() {
  const { t } = useTranslation('opportunities');
  const { t: tScheme } = useTranslation('scheme');
  const { schemeId = '' } = useParams();
  const scheme = useScheme(schemeId);
  const { data: me } = useMe();
  const investments = useInvestments(me?.id);
  useQueryFailureToast(isApiError(scheme.error, 404) ? null : scheme.error, t('detail.failed'));

  if (scheme.isPending) return <PageSkeleton />;
  if (isApiError(scheme.error, 404)) return <NotFound />;
  if (scheme.isError) {
    return (
      <>
        <BackLink />
        <ErrorState
          message={getServerMessage(scheme.error, t('detail.failed'))}
          retryLabel={t('retry')}
          onRetry={() => void scheme.refetch()}
        />
      </>
    );
  }

  const data = scheme.data;
  const enrolled = investments.data?.some((i) => i.scheme.id === data.id) ?? false;
  const offerInterest = acceptsInterest(data) && !enrolled && investments.isSuccess;

  return (
    <>
      <BackLink />
      <Box sx={{ display: 'flex', alignItems: 'center', columnGap: 1.5, rowGap: 0.5, flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="overline" color="secondary.dark">
          {data.productName ?? productName(data.productId)}
        </Typography>
        <StatusChip kind="scheme" status={data.status} />
        <ShariaBadge schemeId={data.id} />
      </Box>
      <PageHeader
        title={data.name}
        subtitle={data.country}
        actions={offerInterest ? <ExpressInterestButton schemeId={data.id} schemeName={data.name} size="large" /> : undefined}
      />
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
          <Video scheme={data} />
          <Section id="scheme-description-title" title={t('detail.description')}>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{data.description}</Typography>
          </Section>
          <Documents schemeId={data.id} />
        </Box>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 4 }, minWidth: 0 }}>
          <Section id="scheme-details-title" title={tScheme('investmentDetails')}>
            <InvestmentDetails scheme={data} />
          </Section>
          <Section id="scheme-returns-title" title={tScheme('returnStructure')}>
            <ReturnStructure scheme={data} />
          </Section>
        </Box>
      </Box>
    </>
  );
}
