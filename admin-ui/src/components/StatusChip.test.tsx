import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { StatusChip } from './StatusChip';
import { renderInAdmin } from './testUtils';

describe('StatusChip', () => {
  it('shows the catalog label and the tone of the status', () => {
    renderInAdmin(<StatusChip kind="ticket" status="in_progress" />);

    const chip = screen.getByText('In Progress').closest('[data-tone]');
    expect(chip?.getAttribute('data-tone')).toBe('info');
  });

  it('shows an unknown status in words, in the neutral tone', () => {
    renderInAdmin(<StatusChip kind="kyc" status="on_hold" />);

    expect(screen.getByText('on hold').closest('[data-tone]')?.getAttribute('data-tone')).toBe('default');
  });
});
