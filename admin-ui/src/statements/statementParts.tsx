import DownloadOutlinedIcon from '@mui/icons-material/DownloadOutlined';
import { Button } from '@mui/material';
import { useTranslate, type TranslateFunction } from 'react-admin';

import { formatDate, type IssuedDocumentView, type StatementRunState, type StatementRunView } from '@fund/contracts';
import { StatusChip, type StatusKind } from '@fund/ui';

import { fileSizeText } from '../components/fileSize';

/** A period in words: 'Jul 1, 2026 – Sep 30, 2026' (the console's date format). */
export const periodText = (translate: TranslateFunction, periodStart: string | null, periodEnd: string | null) =>
  translate('app.statements.period', { start: formatDate(periodStart), end: formatDate(periodEnd) });

/**
 * @fund/ui's chip colours a status through its kind's tones, and runs have no kind there: each state
 * borrows a status of the same STYLE.md tone (queued = pending, running = in progress, completed =
 * resolved; completed with failures = pending, something to look at), so the chip looks like every other.
 */
const TONE_OF: Record<StatementRunState | 'completed_with_failures', { kind: StatusKind; status: string }> = {
  queued: { kind: 'ticket', status: 'open' },
  running: { kind: 'ticket', status: 'in_progress' },
  completed: { kind: 'ticket', status: 'resolved' },
  completed_with_failures: { kind: 'ticket', status: 'open' },
};

/** A run's state as a status chip: Queued, Running, Completed. */
export const RunStateChip = ({ run }: { run: StatementRunView }) => {
  const translate = useTranslate();
  const tone = TONE_OF[run.state === 'completed' && run.failed > 0 ? 'completed_with_failures' : run.state];
  return <StatusChip kind={tone.kind} status={tone.status} label={translate(`app.statements.states.${run.state}`)} />;
};

export interface DocumentDownloadProps {
  document: IssuedDocumentView;
  /** What the file is, for the link's accessible name ('the statement of Layla Haddad'). */
  what: string;
}

/** Download an issued PDF: a plain link to its fileUrl (the session cookie goes with it), saved under its fileName. */
export const DocumentDownload = ({ document, what }: DocumentDownloadProps) => {
  const translate = useTranslate();
  return (
    <Button
      component="a"
      href={document.fileUrl}
      download={document.fileName}
      size="small"
      startIcon={<DownloadOutlinedIcon />}
      aria-label={translate('app.statements.documents.download_of', { what, size: fileSizeText(document.size, translate) })}
      sx={{ whiteSpace: 'nowrap' }}
    >
      {translate('app.statements.documents.download')}
    </Button>
  );
};
