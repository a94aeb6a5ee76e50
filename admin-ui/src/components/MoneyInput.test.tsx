import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, Form, required, SaveButton } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import { i18nProvider } from '../i18n/i18nProvider';
import { MoneyInput } from './MoneyInput';

const WAIT = { timeout: 10_000 };

const renderForm = (onSubmit: (values: Record<string, unknown>) => void, defaultValues: Record<string, unknown> = {}) =>
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <Form onSubmit={onSubmit} defaultValues={defaultValues}>
        <MoneyInput source="amount" label="Payout amount" validate={required()} />
        <SaveButton alwaysEnable />
      </Form>
    </AdminContext>,
  );

describe('MoneyInput (issue 21 item 11)', () => {
  it('groups the digits while typing and sends whole units', async () => {
    const errors = vi.spyOn(console, 'error');
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const input = (await screen.findByRole('textbox', { name: /Payout amount/ }, WAIT)) as HTMLInputElement;
    expect(input.getAttribute('inputmode')).toBe('numeric');
    fireEvent.change(input, { target: { value: '3100000' } });
    expect(input.value).toBe('3,100,000');
    // Typing on into a grouped value regroups it.
    fireEvent.change(input, { target: { value: '3,100,0005' } });
    expect(input.value).toBe('31,000,005');
    fireEvent.change(input, { target: { value: '$ 3,100,000' } });
    expect(input.value).toBe('3,100,000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT);
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: 3_100_000 });
    // No prop of ours lands on a DOM element (React would say it does not recognize it).
    expect(errors.mock.calls.map((call) => call.map(String).join(' ')).filter((message) => /does not recognize/.test(message))).toEqual([]);
    errors.mockRestore();
  });

  it('shows a stored amount grouped and an emptied one as missing', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit, { amount: 250000 });
    const input = (await screen.findByRole('textbox', { name: /Payout amount/ }, WAIT)) as HTMLInputElement;
    expect(input.value).toBe('250,000');
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required', {}, WAIT)).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an amount with cents instead of reading 1500.50 as 150,050, and sends nothing until they are removed', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const input = (await screen.findByRole('textbox', { name: /Payout amount/ }, WAIT)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1500.50' } });
    expect(input.value).toBe('1500.50');
    expect(await screen.findByText('Whole units only: remove the decimal part', {}, WAIT)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(onSubmit).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: '1500' } });
    expect(input.value).toBe('1,500');
    await waitFor(() => expect(screen.queryByText('Whole units only: remove the decimal part')).toBeNull(), WAIT);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT);
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: 1500 });
  });

  it('takes at most 15 digits, so a long paste neither crashes the form nor rounds the amount', async () => {
    const onSubmit = vi.fn();
    renderForm(onSubmit);
    const input = (await screen.findByRole('textbox', { name: /Payout amount/ }, WAIT)) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '1234567890123456789012' } });
    expect(input.value).toBe('123,456,789,012,345');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled(), WAIT);
    expect(onSubmit.mock.calls[0][0]).toEqual({ amount: 123_456_789_012_345 });
  });
});
