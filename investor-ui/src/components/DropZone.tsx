import Box from '@mui/material/Box';
import { useState, type DragEvent, type ReactNode } from 'react';

/**
 * A dashed box a file can be dropped on (the KYC ID document, the verification page's copy check): it
 * lights up while a file is dragged over it and hands the first dropped file to `onFile`. Its children
 * hold the button that opens the file input, so the keyboard never needs the drop.
 */
export function DropZone({
  onFile,
  error = false,
  dense = false,
  children,
}: {
  onFile: (file: File) => void;
  error?: boolean;
  dense?: boolean;
  children: ReactNode;
}) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const file = event.dataTransfer.files[0];
    if (file) onFile(file);
  };
  return (
    <Box
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: dense ? 1.5 : 2,
        p: dense ? 2 : 2.5,
        borderRadius: 2,
        border: 2,
        borderStyle: 'dashed',
        borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'rgba(15, 81, 50, 0.06)' : 'rgba(15, 81, 50, 0.02)',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      {children}
    </Box>
  );
}
