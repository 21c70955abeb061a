import type { MfaChallenge, Session, TotpEnrolment } from '@cmt/contract/endpoints/auth';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, callApi } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { loadAuthEndpoints } from './load-auth-endpoints';
import { signInErrorMessage } from './sign-in-error';

interface SecondStepProps {
  challenge: MfaChallenge;
  onSession(session: Session): void;
  /** Back to the email and password (the challenge ended or the user chose to). */
  onRestart(): void;
}

/**
 * The second step of a password sign-in: a code from the authenticator app or a recovery code; with
 * REQUIRE_TOTP and no two-factor yet, the enrolment first (QR code made by the server, the key, the
 * recovery codes shown once). Plain React and CSS, as the rest of the sign-in page.
 */
export function SecondStep({ challenge, onSession, onRestart }: SecondStepProps) {
  const { t } = useTranslation();
  const id = useId();
  const snackbar = useSnackbar();
  const [code, setCode] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);

  const ended = () => {
    snackbar.show(t('signIn.mfaEnded'), 'error');
    onRestart();
  };

  useEffect(() => {
    if (!challenge.enrolRequired) return;
    let active = true;
    void (async () => {
      try {
        const { enrolAtSignIn } = await loadAuthEndpoints();
        const answer = await callApi(enrolAtSignIn, { body: { mfaToken: challenge.mfaToken } });
        if (active) setEnrolment(answer);
      } catch (failure) {
        if (!active) return;
        snackbar.show(signInErrorMessage(failure, t), 'error');
        onRestart();
      }
    })();
    return () => {
      active = false;
    };
    // Once per challenge: a new secret on every render would not match the app's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [challenge.mfaToken]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/\s+/g, '');
    if (!/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i.test(typed)) {
      setError(t('signIn.mfaHint'));
      return;
    }
    setBusy(true);
    setError('');
    try {
      const { completeMfa } = await loadAuthEndpoints();
      onSession(await callApi(completeMfa, { body: { mfaToken: challenge.mfaToken, code: typed } }));
    } catch (failure) {
      setBusy(false);
      if (failure instanceof ApiError && failure.code === 'INVALID_CODE') {
        const left = (failure.details as { attemptsLeft?: number } | undefined)?.attemptsLeft ?? 0;
        setError(t('signIn.codeWrong', { count: left }));
        setCode('');
      } else if (failure instanceof ApiError && failure.code === 'MFA_TOKEN_INVALID') {
        ended();
      } else {
        snackbar.show(signInErrorMessage(failure, t), 'error');
      }
    }
  };

  const waitingForEnrolment = challenge.enrolRequired && !enrolment;
  return (
    <form className="cmt-stack" noValidate onSubmit={(event) => void submit(event)}>
      <h2 className="cmt-auth-subtitle">
        {t(challenge.enrolRequired ? 'signIn.enrolTitle' : 'signIn.mfaTitle')}
      </h2>
      {challenge.enrolRequired ? (
        <>
          <p className="cmt-auth-hint">{t('signIn.enrolHint')}</p>
          {enrolment ? (
            <>
              <img
                className="cmt-qr"
                src={enrolment.qrCode}
                alt={t('signIn.qrAlt')}
                width={200}
                height={200}
              />
              <div className="cmt-auth-hint">
                {t('signIn.secretLabel')}: <code dir="ltr">{enrolment.secret}</code>
              </div>
              <div>
                <strong>{t('signIn.recoveryTitle')}</strong>
                <p className="cmt-auth-hint">{t('signIn.recoveryHint')}</p>
                <ul className="cmt-codes" dir="ltr" aria-label={t('signIn.recoveryTitle')}>
                  {enrolment.recoveryCodes.map((recovery) => (
                    <li key={recovery}>
                      <code>{recovery}</code>
                    </li>
                  ))}
                </ul>
              </div>
            </>
          ) : (
            <div className="cmt-spinner-box" role="status" aria-label={t('loading')}>
              <div className="cmt-spinner" />
            </div>
          )}
        </>
      ) : (
        <p className="cmt-auth-hint">{t('signIn.mfaHint')}</p>
      )}
      <div className="cmt-field">
        <label htmlFor={`${id}-code`}>{t('signIn.code')}</label>
        <input
          id={`${id}-code`}
          dir="ltr"
          inputMode={challenge.enrolRequired ? 'numeric' : 'text'}
          autoComplete="one-time-code"
          autoFocus
          value={code}
          disabled={waitingForEnrolment}
          onChange={(event) => setCode(event.target.value)}
          aria-invalid={Boolean(error)}
          aria-describedby={`${id}-code-error`}
        />
        <span id={`${id}-code-error`} className="cmt-field-error" role={error ? 'alert' : undefined}>
          {error}
        </span>
      </div>
      <button
        type="submit"
        className="cmt-button cmt-button--secondary"
        disabled={busy || waitingForEnrolment}
      >
        {t('signIn.verify')}
      </button>
      <button type="button" className="cmt-button cmt-button--text" onClick={onRestart}>
        {t('signIn.back')}
      </button>
    </form>
  );
}
