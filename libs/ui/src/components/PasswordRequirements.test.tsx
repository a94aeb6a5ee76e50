import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { PasswordRequirements } from './PasswordRequirements';

afterEach(cleanup);

describe('PasswordRequirements', () => {
  it('lists each rule and tells a screen reader whether the password meets it', () => {
    render(
      <PasswordRequirements
        id="rules"
        heading="Your password must contain:"
        metLabel="met"
        notMetLabel="not met"
        rules={[
          { key: 'length', label: 'At least 8 characters', met: true },
          { key: 'number', label: 'A number', met: false },
        ]}
      />,
    );
    expect(screen.getByText('Your password must contain:')).toBeTruthy();
    const items = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['At least 8 characters (met)', 'A number (not met)']);
  });
});
