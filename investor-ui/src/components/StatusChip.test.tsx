import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { AppProviders } from '../app/providers';
import { TicketStatusChip } from '../features/tickets/components/TicketStatusChip';
import { StatusChip } from './StatusChip';

const chipOf = (text: string) => screen.getByText(text).closest('.MuiChip-root')!;

// The back office's look (STYLE.md, one status-colour map): a soft tint with the colour's dark shade
// as text, never a chip filled with the full colour or an outlined one.
describe('the portal status chips', () => {
  it.each([
    ['Live', 'success', <StatusChip kind="scheme" status="live" />],
    ['Matured', 'info', <StatusChip kind="enrollment" status="matured" />],
    ['Open', 'warning', <TicketStatusChip status="open" />],
    ['Closed', 'default', <TicketStatusChip status="closed" />],
  ])('draws %s in the %s tone as the back office does', (label, tone, ui) => {
    render(<AppProviders>{ui}</AppProviders>);
    const chip = chipOf(label);
    expect(chip.getAttribute('data-tone')).toBe(tone);
    expect(chip.className).not.toMatch(/MuiChip-(filled|outlined)(Success|Warning|Error|Info)|MuiChip-outlined/);
    expect(getComputedStyle(chip).fontWeight).toBe('600');
  });
});
