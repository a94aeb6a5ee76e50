import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';

import { stubFetch } from '@fund/ui/testing';

import { renderAppAt } from '../testing/renderApp';
import { ADMIN_ME } from '../testing/session';
import { stubNavigation } from '../testing/stubNavigation';

// The whole console renders in happy-dom: slower than the default second (and test timeout).
const WAIT = { timeout: 10_000 };

describe('Create Asset hints (issue 21 item 11)', () => {
  beforeEach(() => {
    stubNavigation();
  });

  it('hints a realistic gross yield, not an occupancy figure', async () => {
    stubFetch({ 'GET /api/me': { body: ADMIN_ME } });
    renderAppAt('/admin/assets/new');
    const grossYield = await screen.findByRole('textbox', { name: 'Gross yield' }, WAIT);
    const hint = document.getElementById(grossYield.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('e.g. 7.5%');
    const occupancy = screen.getByRole('textbox', { name: 'Occupancy rate' });
    expect(document.getElementById(occupancy.getAttribute('aria-describedby') ?? '')?.textContent).toBe('e.g. 92%');
  });
});
