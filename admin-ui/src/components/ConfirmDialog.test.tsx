import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

import { ConfirmDialog } from './ConfirmDialog';
import { renderInAdmin } from './testUtils';

// Every delete, archive, reject and disable confirmation of the console is this dialog: the focus must
// start on Cancel, so an Enter pressed by habit (or a second Enter) cancels instead of destroying.

const open = (props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) => {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  renderInAdmin(
    <ConfirmDialog
      open
      destructive
      irreversible
      title="Delete scheme Al Noor?"
      content="Everything about it goes."
      consequences={['Its documents', 'Its enrollments']}
      confirmLabel="app.common.action.delete_permanently"
      onConfirm={onConfirm}
      onClose={onClose}
      {...props}
    />,
  );
  return { onConfirm, onClose };
};

describe('ConfirmDialog', () => {
  it('opens with the focus on Cancel, not on the destructive button', async () => {
    open();

    const dialog = await screen.findByRole('dialog', { name: 'Delete scheme Al Noor?' });
    expect(dialog.textContent).toContain('Its enrollments');
    expect(dialog.textContent).toContain('This action cannot be undone.');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));
  });

  it('activating the focused button at the start cancels; the confirm button comes next in the tab order', async () => {
    const { onConfirm, onClose } = open();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' })));

    // Enter or Space on a focused button clicks it.
    fireEvent.click(document.activeElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();

    const buttons = screen.getAllByRole('button').filter((button) => button.tabIndex >= 0);
    expect(buttons.map((button) => button.textContent)).toEqual(['Cancel', 'Delete Permanently']);
    fireEvent.click(buttons[1]);
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes on Escape, and disables both buttons while the action runs', async () => {
    const { onClose } = open({ loading: true });
    const dialog = await screen.findByRole('dialog');

    for (const name of ['Cancel', 'Delete Permanently'])
      expect((screen.getByRole('button', { name }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalled();
  });
});
