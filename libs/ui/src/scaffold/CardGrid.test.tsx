import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { CardGrid } from './CardGrid';

afterEach(cleanup);

describe('CardGrid', () => {
  it('is a list when asked, with its label, and holds its cards', () => {
    render(
      <CardGrid component="ul" aria-label="Schemes">
        <li>One</li>
        <li>Two</li>
      </CardGrid>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('list', { name: 'Schemes' })).toBeTruthy();
  });
});
