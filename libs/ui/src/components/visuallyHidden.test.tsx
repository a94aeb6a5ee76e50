import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { visuallyHidden } from './visuallyHidden';

afterEach(cleanup);

describe('visuallyHidden', () => {
  it('keeps a text for screen readers while taking one clipped pixel on screen', () => {
    render(<span style={visuallyHidden}>Total AUM</span>);
    const text = screen.getByText('Total AUM');
    expect(text.style.position).toBe('absolute');
    expect(text.style.width).toBe('1px');
    expect(text.style.height).toBe('1px');
    expect(text.style.overflow).toBe('hidden');
    expect(text.style.whiteSpace).toBe('nowrap');
  });
});
