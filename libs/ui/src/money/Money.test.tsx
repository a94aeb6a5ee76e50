import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { buildTheme } from '../theme/buildTheme';
import { DateText, Money, Percent, TotalReturnPercent } from './Money';

const theme = buildTheme({ mode: 'light' });
const renderIn = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);
const style = (text: string) => getComputedStyle(screen.getByText(text));

describe('Money', () => {
  it('prints the short form with tabular numerals', () => {
    renderIn(<Money amount={1_250_000} />);
    expect(style('$1.3M').fontVariantNumeric).toBe('tabular-nums');
  });

  it('prints every digit when full, assets in GBP', () => {
    renderIn(<Money amount={950_000} currency="GBP" full />);
    expect(style('£950,000').fontVariantNumeric).toBe('tabular-nums');
  });
});

describe('Percent', () => {
  it('signs a positive figure and colours it green when coloured', () => {
    renderIn(<Percent value={12.5} colored />);
    expect(style('+12.50%').color).toMatch(/#1b7f4c|rgb\(27, 127, 76\)/);
    expect(style('+12.50%').fontVariantNumeric).toBe('tabular-nums');
  });

  it('colours a negative figure red', () => {
    renderIn(<Percent value={-3} colored />);
    expect(style('-3.00%').color).toMatch(/#c0392b|rgb\(192, 57, 43\)/);
  });

  it('leaves an uncoloured figure in the text colour', () => {
    renderIn(<Percent value={4} />);
    expect(style('+4.00%').color).not.toMatch(/#1b7f4c|rgb\(27, 127, 76\)/);
  });
});

describe('TotalReturnPercent', () => {
  it('signs and colours the total return, a dash when nothing is invested', () => {
    renderIn(
      <>
        <TotalReturnPercent value={5.67} />
        <TotalReturnPercent value={null} />
      </>,
    );
    expect(style('+5.67%').color).toMatch(/#1b7f4c|rgb\(27, 127, 76\)/);
    expect(screen.getByText('—')).toBeTruthy();
  });
});

describe('DateText', () => {
  it('prints a date in a time element', () => {
    renderIn(<DateText value="2026-03-05T10:00:00.000Z" />);
    expect(screen.getByText('Mar 5, 2026').closest('time')?.getAttribute('datetime')).toBe('2026-03-05T10:00:00.000Z');
  });
});
