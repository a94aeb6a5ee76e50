import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { InputField } from './InputField';

afterEach(cleanup);

describe('InputField', () => {
  it('is a text box named by its label, described by its helper text, invalid on error, with its input attributes', () => {
    const onChange = vi.fn();
    render(
      <InputField
        label="Username"
        value=""
        onChange={onChange}
        helperText="Your e-mail works too"
        error
        htmlInput={{ inputMode: 'numeric' }}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Username' });
    expect(box.getAttribute('aria-invalid')).toBe('true');
    expect(box.getAttribute('inputmode')).toBe('numeric');
    expect(document.getElementById(box.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Your e-mail works too');
    fireEvent.change(box, { target: { value: 'amina' } });
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('has no description without helper text, and a password type hides what is typed', () => {
    render(<InputField label="Password" type="password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password');
    expect(input.getAttribute('type')).toBe('password');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(input.getAttribute('aria-invalid')).toBe('false');
  });
});
