import { describe, expect, it } from 'vitest';

import { periodErrors, presetPeriod } from './statementPeriods';

describe('statement periods', () => {
  it('takes last quarter as the calendar quarter before today’s', () => {
    expect(presetPeriod('last_quarter', '2026-11-27')).toEqual({ periodStart: '2026-07-01', periodEnd: '2026-09-30' });
    expect(presetPeriod('last_quarter', '2026-10-01')).toEqual({ periodStart: '2026-07-01', periodEnd: '2026-09-30' });
    expect(presetPeriod('last_quarter', '2026-05-15')).toEqual({ periodStart: '2026-01-01', periodEnd: '2026-03-31' });
    // In the first quarter, last quarter is the previous year's fourth.
    expect(presetPeriod('last_quarter', '2026-02-10')).toEqual({ periodStart: '2025-10-01', periodEnd: '2025-12-31' });
    expect(presetPeriod('last_quarter', '2024-08-01')).toEqual({ periodStart: '2024-04-01', periodEnd: '2024-06-30' });
  });

  it('takes this year to date and last year', () => {
    expect(presetPeriod('year_to_date', '2026-11-27')).toEqual({ periodStart: '2026-01-01', periodEnd: '2026-11-27' });
    expect(presetPeriod('last_year', '2026-11-27')).toEqual({ periodStart: '2025-01-01', periodEnd: '2025-12-31' });
  });

  it('refuses custom dates that are missing, end before they start or end after today', () => {
    const today = '2026-11-27';
    expect(periodErrors({ periodStart: '', periodEnd: '' }, today)).toEqual({
      periodStart: 'app.statements.validation.start',
      periodEnd: 'app.statements.validation.end',
    });
    expect(periodErrors({ periodStart: '2026-05-01', periodEnd: '2026-04-30' }, today)).toEqual({
      periodEnd: 'app.statements.validation.ends_before_start',
    });
    expect(periodErrors({ periodStart: '2026-11-01', periodEnd: '2026-11-28' }, today)).toEqual({
      periodEnd: 'app.statements.validation.in_future',
    });
    expect(periodErrors({ periodStart: '2026-11-27', periodEnd: '2026-11-27' }, today)).toEqual({});
  });
});
