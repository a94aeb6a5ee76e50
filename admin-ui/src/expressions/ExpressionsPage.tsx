import ThumbUpAltOutlinedIcon from '@mui/icons-material/ThumbUpAltOutlined';
import { Box, Checkbox, FormControlLabel, Stack } from '@mui/material';
import { useMemo, useState } from 'react';
import { useGetMany, useListContext, useTranslate } from 'react-admin';

import type { ExpressionView, SchemeView } from '@fund/contracts';

import { CardListPage, CardListView } from '../components/CardListView';
import { ConfirmDialog } from '../components/ConfirmDialog';
import { EmptyState } from '../components/EmptyState';
import { ExportCsvButton } from '../components/ExportCsvButton';
import { PageHeader } from '../components/PageHeader';
import { SearchField } from '../components/SearchField';
import { EnrollDialog } from './EnrollDialog';
import { ExpressionCard, ExpressionCardSkeleton } from './ExpressionCard';
import { EXPRESSION_CSV_COLUMNS } from './expressionsCsv';
import { useExpressionActions } from './useExpressionActions';

/** Divisible by 1, 2 and 3, so every page fills the grid's rows at each width. */
export const EXPRESSIONS_PAGE_SIZE = 24;

/** 'Show archived' (spec/001 §4): archived expressions are listed with the others only while it is ticked. */
const ShowArchived = () => {
  const translate = useTranslate();
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const { archived: _archived, ...others } = filterValues;
  return (
    <FormControlLabel
      label={translate('app.expressions.show_archived')}
      control={
        <Checkbox
          checked={filterValues.archived === true}
          onChange={(event) => setFilters(event.target.checked ? { ...others, archived: true } : others, displayedFilters)}
        />
      }
      sx={{ marginInlineEnd: 0 }}
    />
  );
};

/** Archive and delete confirmations; each runs its card's action and closes when it settles. */
const ArchiveDialog = ({ expression, onClose }: { expression: ExpressionView; onClose: () => void }) => {
  const { archive, archiving } = useExpressionActions(expression);
  return (
    <ConfirmDialog
      open
      title="app.expressions.archive.title"
      content="app.expressions.archive.content"
      translateOptions={{ investor: expression.investorName, scheme: expression.schemeName }}
      confirmLabel="app.expressions.action.archive"
      loading={archiving}
      onConfirm={() => archive(onClose)}
      onClose={onClose}
    />
  );
};

const DeleteDialog = ({ expression, onClose }: { expression: ExpressionView; onClose: () => void }) => {
  const { destroy, deleting } = useExpressionActions(expression);
  return (
    <ConfirmDialog
      open
      destructive
      irreversible
      title="app.expressions.delete.title"
      content="app.expressions.delete.content"
      translateOptions={{ investor: expression.investorName, scheme: expression.schemeName }}
      confirmLabel="app.expressions.action.delete"
      loading={deleting}
      onConfirm={() => destroy(onClose)}
      onClose={onClose}
    />
  );
};

type Open = { dialog: 'enroll' | 'archive' | 'delete'; expression: ExpressionView } | null;

const ExpressionsView = () => {
  const translate = useTranslate();
  const { data, filterValues } = useListContext<ExpressionView>();
  const [open, setOpen] = useState<Open>(null);
  // The page's schemes in one call, for their minimum investment (card and enroll dialog).
  const schemeIds = useMemo(() => [...new Set((data ?? []).map((e) => e.schemeId))], [data]);
  const { data: schemes } = useGetMany<SchemeView>('schemes', { ids: schemeIds }, { enabled: schemeIds.length > 0 });
  const schemeOf = (id: string) => schemes?.find((s) => String(s.id) === String(id));
  const close = () => setOpen(null);

  return (
    <CardListView<ExpressionView>
      header={
        <PageHeader
          title="app.expressions.title"
          subtitle={translate('app.expressions.subtitle')}
          actions={<ExportCsvButton resource="expressions-of-interest" columns={EXPRESSION_CSV_COLUMNS} />}
        />
      }
      toolbar={
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          useFlexGap
          sx={{ mb: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
        >
          <Box sx={{ width: { xs: '100%', sm: '24rem' } }}>
            <SearchField label={translate('app.expressions.search')} />
          </Box>
          <ShowArchived />
        </Stack>
      }
      fetchFailed="app.expressions.notify.fetch_failed"
      skeleton={<ExpressionCardSkeleton />}
      empty={
        <EmptyState
          icon={<ThumbUpAltOutlinedIcon />}
          text={filterValues.q ? 'app.expressions.empty_search' : 'app.expressions.empty'}
          textOptions={{ q: filterValues.q }}
          action={
            filterValues.archived ? undefined : (
              <Box sx={{ color: 'text.secondary', typography: 'body2' }}>{translate('app.expressions.empty_archived_hint')}</Box>
            )
          }
        />
      }
      listLabel={translate('app.expressions.list_label')}
      renderItem={(expression) => (
        <ExpressionCard
          expression={expression}
          scheme={schemeOf(expression.schemeId)}
          onEnroll={(e) => setOpen({ dialog: 'enroll', expression: e })}
          onArchive={(e) => setOpen({ dialog: 'archive', expression: e })}
          onDelete={(e) => setOpen({ dialog: 'delete', expression: e })}
        />
      )}
      perPage={EXPRESSIONS_PAGE_SIZE}
    >
      <EnrollDialog
        expression={open?.dialog === 'enroll' ? open.expression : null}
        scheme={open?.dialog === 'enroll' ? schemeOf(open.expression.schemeId) : undefined}
        onClose={close}
      />
      {open?.dialog === 'archive' && <ArchiveDialog expression={open.expression} onClose={close} />}
      {open?.dialog === 'delete' && <DeleteDialog expression={open.expression} onClose={close} />}
    </CardListView>
  );
};

/**
 * Expressions of Interest (/admin/expressions, spec/001 §2): newest first, paged through
 * GET /api/expressions-of-interest, archived ones only with Show archived.
 */
export const ExpressionsPage = () => (
  <CardListPage
    resource="expressions"
    sort={{ field: 'submittedAt', order: 'DESC' }}
    perPage={EXPRESSIONS_PAGE_SIZE}
    fetchFailed="app.expressions.notify.fetch_failed"
  >
    <ExpressionsView />
  </CardListPage>
);
