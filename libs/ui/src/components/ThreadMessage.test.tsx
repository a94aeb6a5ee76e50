import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ThreadMessage } from './ThreadMessage';

afterEach(cleanup);

describe('ThreadMessage', () => {
  it('is an item of the conversation with who wrote it and what, line breaks kept', () => {
    render(
      <ul>
        <ThreadMessage fromTeam header={<span>Sam Admin · Support</span>} body={'Hello,\nyour payout is on its way.'} />
      </ul>,
    );
    const item = screen.getByRole('listitem');
    expect(item.textContent).toBe('Sam Admin · SupportHello,\nyour payout is on its way.');
    expect(getComputedStyle(screen.getByText(/your payout/)).whiteSpace).toMatch(/^pre-/);
  });
});
