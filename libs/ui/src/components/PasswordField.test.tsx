import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PasswordField } from './PasswordField';

afterEach(cleanup);

describe('PasswordField', () => {
  it('hides what is typed, and shows it while the toggle is pressed', () => {
    render(<PasswordField label="New password" showLabel="Show password" hideLabel="Hide password" />);
    const input = screen.getByLabelText('New password');
    expect(input.getAttribute('type')).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.getAttribute('type')).toBe('text');
    expect(screen.getByRole('button', { name: 'Hide password' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.getAttribute('type')).toBe('password');
  });

  it('has no toggle without its labels', () => {
    render(<PasswordField label="Confirm password" />);
    expect(screen.getByLabelText('Confirm password').getAttribute('type')).toBe('password');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
