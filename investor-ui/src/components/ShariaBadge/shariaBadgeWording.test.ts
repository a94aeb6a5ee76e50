import { describe, expect, it } from 'vitest';

import { i18n } from '../../i18n';
import { shariaBadgeText } from './shariaBadgeWording';

const t = i18n.getFixedT('en', 'sharia');

describe('shariaBadgeText', () => {
  it('says until when a certified scheme is certified', () => {
    expect(shariaBadgeText({ status: 'certified', validUntil: '2027-03-12', daysLeft: 400 }, t)).toBe(
      'Sharia certified until Mar 12, 2027',
    );
  });

  it('counts the days left of an expiring certificate, one day in the singular', () => {
    expect(shariaBadgeText({ status: 'expiring', validUntil: '2026-07-13', daysLeft: 12 }, t)).toBe('Certificate expires in 12 days');
    expect(shariaBadgeText({ status: 'expiring', validUntil: '2026-07-02', daysLeft: 1 }, t)).toBe('Certificate expires in 1 day');
  });

  it('says today on the last valid day', () => {
    expect(shariaBadgeText({ status: 'expiring', validUntil: '2026-07-01', daysLeft: 0 }, t)).toBe('Certificate expires today');
  });

  it('names the date an expired certificate ended', () => {
    expect(shariaBadgeText({ status: 'expired', validUntil: '2026-03-01', daysLeft: -10 }, t)).toBe('Certificate expired on Mar 1, 2026');
  });

  it('says not certified for a scheme without a certificate', () => {
    expect(shariaBadgeText({ status: 'none', validUntil: null, daysLeft: null }, t)).toBe('Not certified');
  });
});
