import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { serverError, stubFetch } from '@fund/ui/testing';

import { renderApp } from '../../../testing/renderApp';

const submit = () => fireEvent.click(screen.getByRole('button', { name: 'REQUEST PASSWORD RESET' }));

describe('forgot-password screen', () => {
  it('asks for the username beside the field without calling the server', async () => {
    const stub = stubFetch({});
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot password' });

    submit();

    expect(await screen.findByText('Please enter your username')).toBeTruthy();
    expect(screen.getByLabelText(/^Username/).getAttribute('aria-invalid')).toBe('true');
    expect(stub.requests()).toEqual([]);
    expect(screen.getByRole('link', { name: 'Back to login' }).getAttribute('href')).toBe('/login');
  });

  it('sends the username and confirms with Request Submitted and RETURN TO LOGIN', async () => {
    const stub = stubFetch({
      'POST /api/request-password-reset': {
        body: { message: 'If the username exists, your request has been sent to the administrators.' },
      },
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot password' });

    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: '  amina ' } });
    submit();

    expect(await screen.findByRole('heading', { name: 'Request Submitted' })).toBeTruthy();
    expect(screen.getByText(/up to 24 hours/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'RETURN TO LOGIN' }).getAttribute('href')).toBe('/login');
    expect(stub.bodiesOf('POST /api/request-password-reset')).toEqual([{ username: 'amina' }]);
  });

  it("shows 'Request Failed' with the server's message, or its own", async () => {
    stubFetch({
      'POST /api/request-password-reset': [
        serverError(429, 'Too many requests. Please wait a moment and try again.'),
        { status: 502, body: '' },
      ],
    });
    renderApp('/forgot-password');
    await screen.findByRole('heading', { name: 'Forgot password' });
    fireEvent.change(screen.getByLabelText(/^Username/), { target: { value: 'amina' } });

    submit();
    expect(await screen.findByText('Request Failed')).toBeTruthy();
    expect(screen.getByText('Too many requests. Please wait a moment and try again.')).toBeTruthy();

    submit();
    expect(await screen.findByText('Unable to process your request')).toBeTruthy();
  });
});
