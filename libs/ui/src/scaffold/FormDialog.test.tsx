import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { FormDialog } from './FormDialog';

afterEach(cleanup);

describe('FormDialog', () => {
  it('is a dialog named by its title, with its content, Cancel and the submit button', () => {
    const onClose = vi.fn();
    render(
      <FormDialog open onClose={onClose} title="Invite an admin" cancelLabel="Cancel" submitLabel="Send invitation">
        <input aria-label="E-mail" />
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Invite an admin' });
    expect(dialog.querySelector('input[aria-label="E-mail"]')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send invitation' }).getAttribute('type')).toBe('submit');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows no buttons at all when told actions={null} (nothing to submit, e.g. while a closing dialog fades out)', () => {
    render(
      <FormDialog open onClose={() => undefined} title="Run details" actions={null}>
        details
      </FormDialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Run details' }).querySelectorAll('button')).toHaveLength(0);
  });

  it('disables both buttons while submitting', () => {
    render(
      <FormDialog open onClose={() => undefined} title="Edit" cancelLabel="Cancel" submitLabel="Save" submitting>
        fields
      </FormDialog>,
    );
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('wraps title, content and actions in the app’s form, and takes actions of its own', () => {
    const onSubmit = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(
      <FormDialog
        open
        onClose={() => undefined}
        title="Reject"
        form={(body) => <form onSubmit={onSubmit}>{body}</form>}
        actions={<button type="submit">Reject application</button>}
      >
        reason
      </FormDialog>,
    );
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Reject application' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('dialog', { name: 'Reject' }).querySelector('form h2')).toBeTruthy();
  });

  it('takes a line between title and content (tabs), props for its parts, and a heading of its own inside the title', () => {
    render(
      <FormDialog
        open
        onClose={() => undefined}
        title={<h2 id="own-heading">Layla Hassan</h2>}
        titleProps={{ component: 'div' }}
        labelledBy="own-heading"
        header={<div role="tablist" aria-label="Sections" />}
        contentProps={{ role: 'tabpanel', id: 'panel' }}
        actions={<button type="button">Close</button>}
      >
        body
      </FormDialog>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Layla Hassan' });
    expect(dialog.querySelectorAll('h2')).toHaveLength(1);
    expect(screen.getByRole('tablist', { name: 'Sections' }).nextElementSibling?.id).toBe('panel');
    expect(screen.getByRole('tabpanel').textContent).toBe('body');
  });

  it('is not shown when closed', () => {
    render(
      <FormDialog open={false} onClose={() => undefined} title="Hidden">
        x
      </FormDialog>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
