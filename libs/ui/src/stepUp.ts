import { useCallback, useEffect, useRef, useState } from 'react';

import { STEP_UP_REQUIRED } from '@fund/contracts';

// Issue 25 item 5: how each app's API client recognises "confirm it is you" and waits for the answer of
// its StepUpDialog. No MUI here: the API clients load it on every page.

/** True for the API's "confirm it is you" answer: a 401 whose body carries code STEP_UP_REQUIRED. */
export function isStepUpRequired(status: number, body: unknown): boolean {
  if (status !== 401) return false;
  let parsed = body;
  if (typeof body === 'string') {
    try {
      parsed = JSON.parse(body);
    } catch {
      return false;
    }
  }
  return typeof parsed === 'object' && parsed !== null && (parsed as { code?: unknown }).code === STEP_UP_REQUIRED;
}

/**
 * One question at a time: requests refused at once share the dialog's answer. The app's host component
 * registers how to ask (`setPrompt`); without one (a test, a page without the host) the answer is "no".
 */
export function createStepUpGate() {
  let prompt: (() => Promise<boolean>) | undefined;
  let pending: Promise<boolean> | undefined;
  return {
    setPrompt(next: (() => Promise<boolean>) | undefined) {
      prompt = next;
    },
    ask(): Promise<boolean> {
      if (!prompt) return Promise.resolve(false);
      pending ??= prompt().finally(() => {
        pending = undefined;
      });
      return pending;
    },
  };
}
export type StepUpGate = ReturnType<typeof createStepUpGate>;

/**
 * The host side of a gate: registers a prompt that opens the app's StepUpDialog and answers once the
 * dialog closes (true when confirmed). Each app's StepUpHost renders the dialog with `open` and `close`.
 */
export function useStepUpGate(gate: StepUpGate): { open: boolean; close: (confirmed: boolean) => void } {
  const [open, setOpen] = useState(false);
  const resolve = useRef<((confirmed: boolean) => void) | undefined>(undefined);
  useEffect(() => {
    gate.setPrompt(
      () =>
        new Promise<boolean>((done) => {
          resolve.current = done;
          setOpen(true);
        }),
    );
    return () => gate.setPrompt(undefined);
  }, [gate]);
  const close = useCallback((confirmed: boolean) => {
    setOpen(false);
    resolve.current?.(confirmed);
    resolve.current = undefined;
  }, []);
  return { open, close };
}
