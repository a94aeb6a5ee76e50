import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import HistoryIcon from '@mui/icons-material/History';
import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Box, Button, TableCell, TableRow } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useAuthenticated, useGetOne, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';

import type { SchemePostView, SchemeView } from '@fund/contracts';
import { DateText } from '@fund/ui';

import { EmptyState } from '../components/EmptyState';
import { PageHeader } from '../components/PageHeader';
import { PlainTable } from '../components/PlainTable';
import { TableCard } from '../components/TableCard';
import { TablePager, useTablePaging } from '../components/TablePager';
import { useAdminDataProvider } from '../providers/dataProvider';
import { distributionKeys, readsCsvUrl } from './distributionTerms';
import { PAGE_SIZES, PAGINATION_SX } from './paging';
import { historyPath } from './paths';
import { ReadBy } from './ReadBy';

/** 'Document', 'Update', … or 'Distribution' for a distribution run. */
const typeKey = (post: SchemePostView) => `app.notifications.posts.types.${post.kind === 'distribution' ? 'distribution' : post.type}`;

/**
 * A scheme's posts (/admin/products/{schemeId}/posts, issue 20 item 4): every update, transaction,
 * document and distribution run sent to all (or chosen) investors of the scheme, newest first, a page
 * at a time, each with "Read by N of M" and a CSV of who read it (GET …/posts/{id}/reads.csv).
 */
export const SchemePostsPage = () => {
  useAuthenticated();
  const translate = useTranslate();
  const api = useAdminDataProvider();
  const { schemeId = '' } = useParams();
  const paging = useTablePaging(PAGE_SIZES);
  const { page, perPage } = paging;

  const { data: scheme } = useGetOne<SchemeView>('schemes', { id: schemeId }, { enabled: Boolean(schemeId) });
  const posts = useQuery({
    queryKey: distributionKeys.posts(schemeId, page, perPage),
    queryFn: ({ signal }) => api.getSchemePosts(schemeId, page, perPage, signal),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

  return (
    <Box sx={{ pb: 3 }}>
      <PageHeader
        title="app.notifications.posts.title"
        count={posts.data?.total}
        subtitle={
          scheme?.name
            ? translate('app.notifications.posts.subtitle', { scheme: scheme.name })
            : translate('app.notifications.posts.subtitle_loading')
        }
        actions={
          <>
            <Button component={RouterLink} to="/products" startIcon={<ArrowBackIcon />}>
              {translate('app.distributions.action.back_to_products')}
            </Button>
            <Button component={RouterLink} to={historyPath(schemeId)} startIcon={<HistoryIcon />}>
              {translate('app.notifications.posts.history')}
            </Button>
          </>
        }
      />
      <TableCard
        error={posts.error}
        fetchFailed="app.notifications.posts.fetch_failed"
        onRetry={() => void posts.refetch()}
        loading={posts.isPending}
        empty={posts.data?.total === 0 && <EmptyState icon={<MarkEmailReadOutlinedIcon />} text="app.notifications.posts.empty" />}
      >
        {posts.data && (
          <>
            <PlainTable
              columns={[
                { label: translate('app.notifications.posts.columns.title') },
                { label: translate('app.notifications.posts.columns.type') },
                { label: translate('app.notifications.posts.columns.date') },
                { label: translate('app.notifications.posts.columns.read') },
                { label: translate('app.notifications.posts.columns.actions'), align: 'right' },
              ]}
              aria-label={translate('app.notifications.posts.table_label')}
              minWidth={720}
            >
              {posts.data.data.map((post) => (
                <TableRow key={post.id} hover>
                  <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere', minWidth: 180 }}>
                    {post.title}
                  </TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>{translate(typeKey(post))}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    <DateText value={post.createdAt} />
                  </TableCell>
                  <TableCell>
                    <ReadBy read={post.readCount} of={post.recipients} />
                  </TableCell>
                  <TableCell align="right">
                    <Button
                      size="small"
                      component="a"
                      href={readsCsvUrl(schemeId, post.id)}
                      download
                      startIcon={<FileDownloadOutlinedIcon />}
                      aria-label={translate('app.notifications.posts.csv_of', { title: post.title })}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      {translate('app.notifications.posts.csv')}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </PlainTable>
            <TablePager paging={paging} count={posts.data.total} label="app.notifications.posts.rows_per_page" sx={PAGINATION_SX} />
          </>
        )}
      </TableCard>
    </Box>
  );
};
