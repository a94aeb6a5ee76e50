import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';

import type { SchemeShariaStatusView } from '@fund/contracts';
import { StatusChip, statusTone } from '@fund/ui';

import { i18nProvider } from '../i18n/i18nProvider';
import { shariaStatusLabel } from './shariaStatus';
import { ShariaStatusChip } from './ShariaStatusChip';

vi.mock('@fund/ui', async (importOriginal) => {
  const original = await importOriginal<typeof import('@fund/ui')>();
  return { ...original, StatusChip: vi.fn(original.StatusChip) };
});

const status = (overrides: Partial<SchemeShariaStatusView>): SchemeShariaStatusView => ({
  schemeId: 's1',
  schemeName: 'Al Noor Murabaha',
  status: 'none',
  certificate: null,
  productId: 'murabaha',
  zakatAssetsPercent: null,
  validUntil: null,
  daysLeft: null,
  gated: false,
  message: null,
  ...overrides,
});

const label = (overrides: Partial<SchemeShariaStatusView>) => shariaStatusLabel(status(overrides), i18nProvider.translate);
const tone = (value: SchemeShariaStatusView['status']) => statusTone('sharia', value);

describe('ShariaStatusChip', () => {
  it('draws one chip of @fund/ui’s sharia kind', () => {
    const { container } = render(
      <AdminContext i18nProvider={i18nProvider}>
        <ShariaStatusChip status={status({ status: 'expired', validUntil: '2026-11-20', daysLeft: -7 })} />
      </AdminContext>,
    );
    const chips = container.querySelectorAll('[data-tone]');
    expect(chips).toHaveLength(1);
    expect(chips[0].getAttribute('data-tone')).toBe('error');
    expect(vi.mocked(StatusChip).mock.calls.map(([props]) => [props.kind, props.status])).toEqual([['sharia', 'expired']]);
  });
});

describe('the Sharia status chip', () => {
  it('says until when a scheme is certified, in green', () => {
    expect(label({ status: 'certified', validUntil: '2027-03-12', daysLeft: 105 })).toBe('Certified until Mar 12, 2027');
    expect(tone('certified')).toBe('success');
  });

  it('counts the days left of a certificate that ends within 60 days, in amber', () => {
    expect(label({ status: 'expiring', validUntil: '2026-12-09', daysLeft: 12 })).toBe('Expires in 12 days');
    expect(label({ status: 'expiring', validUntil: '2026-11-28', daysLeft: 1 })).toBe('Expires in 1 day');
    expect(label({ status: 'expiring', validUntil: '2026-11-27', daysLeft: 0 })).toBe('Expires today');
    expect(tone('expiring')).toBe('warning');
  });

  it('says when an expired certificate ended, in red', () => {
    expect(label({ status: 'expired', validUntil: '2026-11-20', daysLeft: -7 })).toBe('Expired on Nov 20, 2026');
    expect(label({ status: 'expired' })).toBe('Expired');
    expect(tone('expired')).toBe('error');
  });

  it('says not certified without a certificate, in grey', () => {
    expect(label({ status: 'none' })).toBe('Not certified');
    expect(tone('none')).toBe('default');
  });
});
