import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { TwoFactorSection } from './two-factor-section';

describe('TwoFactorSection: turning it off', () => {
  const turnOff = async () => {
    renderApp([{ path: '/account', element: <TwoFactorSection enabled required={false} hasPassword /> }], {
      history: ['/account'],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Turn off' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Current password/), 'a-wrong-guess');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));
  };

  it('says to wait a minute when the server refuses more guesses (429)', async () => {
    fakeServer(() =>
      answer(429, { message: 'Too many failed sign-in attempts.', code: 'TOO_MANY_REQUESTS' }),
    );
    await turnOff();
    expect(await screen.findByText('Too many attempts, wait a minute')).toBeTruthy();
  });

  it('puts a wrong password under its field', async () => {
    fakeServer(() =>
      answer(400, {
        message: 'Invalid body',
        code: 'VALIDATION_ERROR',
        details: [
          {
            path: ['body', 'password'],
            key: 'passwordWrong',
            message: 'The current password is not correct',
          },
        ],
      }),
    );
    await turnOff();
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
  });
});
