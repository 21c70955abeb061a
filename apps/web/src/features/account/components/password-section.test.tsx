import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, fakeServer, renderApp } from '../../../kit/testing/render-app';
import { PasswordSection } from './password-section';

describe('PasswordSection', () => {
  const fill = async () => {
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Current password/), 'a-wrong-guess');
    await user.type(screen.getByLabelText(/^New password/), 'Another-Strong-Passphrase-9');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  };

  it('says to wait a minute when the server refuses more guesses (429)', async () => {
    fakeServer(() =>
      answer(429, { message: 'Too many failed sign-in attempts.', code: 'TOO_MANY_REQUESTS' }),
    );
    renderApp([{ path: '/account', element: <PasswordSection /> }], { history: ['/account'] });
    await fill();
    expect(await screen.findByText('Too many attempts, wait a minute')).toBeTruthy();
  });

  it('puts a wrong current password under its field', async () => {
    fakeServer(() =>
      answer(400, {
        message: 'Invalid body',
        code: 'VALIDATION_ERROR',
        details: [
          {
            path: ['body', 'currentPassword'],
            key: 'passwordWrong',
            message: 'The current password is not correct',
          },
        ],
      }),
    );
    renderApp([{ path: '/account', element: <PasswordSection /> }], { history: ['/account'] });
    await fill();
    expect(await screen.findByText('The current password is not correct')).toBeTruthy();
  });
});
