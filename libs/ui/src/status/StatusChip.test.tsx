import { createTheme, ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildTheme } from '../theme/buildTheme';
import { StatusChip } from './StatusChip';

const renderChip = (ui: React.ReactElement, theme = buildTheme({ mode: 'light' })) =>
  render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('StatusChip', () => {
  it('shows the label it is given and the tone of the status', () => {
    renderChip(<StatusChip kind="ticket" status="in_progress" label="In Progress" />);

    expect(screen.getByText('In Progress').closest('[data-tone]')?.getAttribute('data-tone')).toBe('info');
  });

  it('draws a soft tint with the dark shade of its colour as text in light mode, the light shade in dark', () => {
    renderChip(<StatusChip kind="scheme" status="live" label="Live" />);
    const light = getComputedStyle(screen.getByText('Live').closest('[data-tone]')!);
    expect(light.color).toMatch(/#125c37|rgb\(18, 92, 55\)/);
    expect(light.fontWeight).toBe('600');

    renderChip(<StatusChip kind="scheme" status="closing" label="Closing" />, buildTheme({ mode: 'dark' }));
    const dark = getComputedStyle(screen.getByText('Closing').closest('[data-tone]')!);
    expect(dark.color).toMatch(/#f6cd8e|rgb\(246, 205, 142\)/);
  });

  it('is never filled with the full colour, whatever the theme', () => {
    renderChip(<StatusChip kind="enrollment" status="earning" label="Earning" />, createTheme());
    const chip = screen.getByText('Earning').closest('[data-tone]')!;
    expect(chip.className).not.toMatch(/MuiChip-filled(Success|Warning|Error|Info)/);
    expect(chip.getAttribute('data-tone')).toBe('success');
  });

  it('draws an optional icon before the label, in the colour of the text', () => {
    renderChip(<StatusChip kind="sharia" status="expired" label="Certificate expired" icon={<svg data-testid="shield" />} />);
    const chip = screen.getByText('Certificate expired').closest('[data-tone]')!;
    expect(chip.getAttribute('data-tone')).toBe('error');
    const icon = screen.getByTestId('shield');
    expect(chip.contains(icon)).toBe(true);
    expect(getComputedStyle(icon).color).toBe(getComputedStyle(chip).color);
  });

  it('shows an unknown status in the neutral tone', () => {
    renderChip(<StatusChip kind="kyc" status="on_hold" label="on hold" />);

    expect(screen.getByText('on hold').closest('[data-tone]')?.getAttribute('data-tone')).toBe('default');
  });
});
