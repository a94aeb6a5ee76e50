import { Box } from '@mui/material';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

// Issue 21 item 5 (both dashboards; one copy since issue 22): the first paint is the page's header
// and figures; the sections below (the portal's chart, investments, assets, slider and activity; the
// back office's AUM cards and pending lists) mount after it, ONE AT A TIME, each in a
// transition. React renders a transition in slices that yield to the browser, and mounting them one
// by one keeps each commit small, so the page no longer blocks the main thread for seconds at load.

type Reveal = () => void;
const waiting: Reveal[] = [];
let pending: Reveal | null = null;

function revealNext() {
  pending = waiting.shift() ?? null;
  const reveal = pending;
  if (reveal) setTimeout(() => startTransition(reveal), 0);
}

function request(reveal: Reveal) {
  waiting.push(reveal);
  if (!pending) revealNext();
}

function cancel(reveal: Reveal) {
  const index = waiting.indexOf(reveal);
  if (index >= 0) waiting.splice(index, 1);
  if (pending === reveal) revealNext();
}

/** Once mounted, lets the next waiting section mount. */
function Revealed({ reveal, children }: { reveal: Reveal; children: ReactNode }) {
  useEffect(() => {
    if (pending === reveal) revealNext();
  }, [reveal]);
  return children;
}

/** Renders `children` after the sections before it have mounted; until then an empty box of `minHeight` px. */
export function Deferred({ children, minHeight }: { children: ReactNode; minHeight: number }) {
  const [shown, setShown] = useState(false);
  const [reveal] = useState<Reveal>(() => () => setShown(true));
  useEffect(() => {
    request(reveal);
    return () => cancel(reveal);
  }, [reveal]);
  if (!shown) return <Box sx={{ minHeight }} />;
  return <Revealed reveal={reveal}>{children}</Revealed>;
}
