import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { useState } from 'react';

import { downloadFile } from '../lib/downloadFile';
import { useToast } from './toast/useToast';

type DownloadButtonProps = {
  url: string;
  fileName: string;
  label: string;
  /** The button's accessible name: which document it downloads. */
  name: string;
  /** Said when the browser opened the file instead of saving it (already translated). */
  openedTitle: string;
  openedText: string;
  /** Called as the download starts (the feed records the read). */
  onStart?: () => void;
  sx?: SxProps<Theme>;
};

/** Downloads a document under its own name, disabled while it works; says so when the browser only opened it. */
export function DownloadButton({ url, fileName, label, name, openedTitle, openedText, onStart, sx }: DownloadButtonProps) {
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    onStart?.();
    setBusy(true);
    const outcome = await downloadFile(url, fileName);
    setBusy(false);
    if (outcome === 'opened') toast({ title: openedTitle, description: openedText, severity: 'info' });
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={<FileDownloadOutlined />}
      onClick={download}
      disabled={busy}
      aria-label={name}
      sx={sx}
    >
      {label}
    </Button>
  );
}
