import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { STATUS_TONES, type StatusKind } from '@fund/ui';

import { en } from '../i18n/en';
import { StatusChip, statusLabelKey } from './StatusChip';
import { renderInAdmin } from './testUtils';

const catalogEntry = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], en);

describe('StatusChip', () => {
  it('shows the catalog label and the tone of the status', () => {
    renderInAdmin(<StatusChip kind="ticket" status="in_progress" />);

    const chip = screen.getByText('In Progress').closest('[data-tone]');
    expect(chip?.getAttribute('data-tone')).toBe('info');
  });

  it('shows an unknown status in words, in the neutral tone', () => {
    renderInAdmin(<StatusChip kind="kyc" status="on_hold" />);

    expect(screen.getByText('on hold').closest('[data-tone]')?.getAttribute('data-tone')).toBe('default');
  });

  it.each(Object.keys(STATUS_TONES) as StatusKind[])('has a catalog label for every %s status', (kind) => {
    for (const value of Object.keys(STATUS_TONES[kind])) expect(typeof catalogEntry(statusLabelKey(kind, value))).toBe('string');
  });
});
