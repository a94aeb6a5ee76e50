import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { initialsOf, PersonAvatar } from './PersonAvatar';
import { renderInAdmin } from './testUtils';

describe('PersonAvatar', () => {
  it('takes the initials of the first two names', () => {
    expect(initialsOf('layla bint Omar Haddad')).toBe('LB');
    expect(initialsOf('  Yusuf  ')).toBe('Y');
    expect(initialsOf('')).toBe('?');
  });

  it('is hidden from assistive technology, the name beside it being what is read', () => {
    renderInAdmin(<PersonAvatar name="Layla Haddad" />);
    const avatar = screen.getByText('LH');
    expect(avatar.getAttribute('aria-hidden')).toBe('true');
  });
});
