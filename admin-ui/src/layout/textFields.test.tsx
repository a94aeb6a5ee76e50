import { screen } from '@testing-library/react';
import { DateInput, Form, NumberInput, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { renderInAdmin } from '../components/testUtils';

// react-admin 5.15 gives MUI's TextField both MUI 5's props (inputProps, InputProps, InputLabelProps)
// and their slotProps. MUI 9 reads only slotProps and used to pass the others on to the field's root
// <div>: a React warning per field and `inputprops="[object Object]"` in the page.

const renderInputs = () =>
  renderInAdmin(
    <Form>
      <NumberInput source="amount" label="Amount" min={1} step={1} />
      <NumberInput source="netProfits" label="Net profits" step={1} />
      <TextInput source="title" label="Title" />
      <PasswordInput source="password" label="Password" />
      <DateInput source="payoutDate" label="Payout date" />
      <SelectInput source="type" label="Type" choices={[{ id: 'update', name: 'Update' }]} />
    </Form>,
  );

describe('react-admin inputs on MUI 9', () => {
  afterEach(() => vi.restoreAllMocks());

  it('keep min and step on number inputs', () => {
    renderInputs();

    const amount = screen.getByRole('spinbutton', { name: 'Amount' });
    expect([amount.getAttribute('type'), amount.getAttribute('min'), amount.getAttribute('step')]).toEqual(['number', '1', '1']);
    const netProfits = screen.getByRole('spinbutton', { name: 'Net profits' });
    expect([netProfits.getAttribute('min'), netProfits.getAttribute('step')]).toEqual([null, '1']);
  });

  it('put no MUI 5 prop on the page and log no warning', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = renderInputs();

    const leaked = [...container.querySelectorAll('*')].flatMap((element) =>
      element.getAttributeNames().filter((name) => /^(inputprops|inputlabelprops|formhelpertextprops|selectprops)$/.test(name)),
    );
    expect(leaked).toEqual([]);
    expect(
      errors.mock.calls.map((call) => call.map(String).join(' ')).filter((message) => /does not recognize|Props/.test(message)),
    ).toEqual([]);
  });
});
