import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { loadGoogleIdentity, type GoogleIdentity } from '../../../lib/google-identity';
import { useRuntimeConfig } from '../../../lib/runtime-config';
import { useSnackbar } from '../../../kit/snackbar';
import { loadAuthEndpoints } from './load-auth-endpoints';
import { signInErrorMessage } from './sign-in-error';
import { useCompleteSignIn } from './use-complete-sign-in';

type Status = { state: 'loading' } | { state: 'ready'; google: GoogleIdentity } | { state: 'unavailable' };

function GoogleMark() {
  return (
    <svg width="18" height="18" viewBox="0 0 48 48" aria-hidden focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.2l7.9 6.2C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.5 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.7c-.6 2.9-2.2 5.4-4.7 7.1l7.6 5.9c4.4-4.1 6.9-10.1 6.9-17.5z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.2C1 16.6 0 20.2 0 24s1 7.4 2.7 10.8l7.9-6.2z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.6-5.9c-2.1 1.4-4.9 2.3-8.3 2.3-6.2 0-11.5-4.1-13.4-9.7l-7.9 6.2C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

/**
 * The two Google buttons (docs/requirements.md §P2), one per company domain, each with its own client id. The
 * Google script loads only here; when it cannot (offline, blocked) or a client id is missing, the
 * buttons stay disabled with a note, and the email form below still works.
 */
export function GoogleSignIn() {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const snackbar = useSnackbar();
  const completeSignIn = useCompleteSignIn();
  const [busy, setBusy] = useState(false);
  const choices = [
    { domain: config.productDomain, clientId: config.googleClientIds.app },
    { domain: config.partnerDomain, clientId: config.googleClientIds.connect },
  ];
  const anyClientId = choices.some(({ clientId }) => clientId);
  const [status, setStatus] = useState<Status>(anyClientId ? { state: 'loading' } : { state: 'unavailable' });

  useEffect(() => {
    if (!anyClientId) return;
    let active = true;
    loadGoogleIdentity().then(
      (google) => active && setStatus({ state: 'ready', google }),
      (error: unknown) => {
        console.warn('Google sign-in unavailable', error);
        if (active) setStatus({ state: 'unavailable' });
      },
    );
    return () => {
      active = false;
    };
  }, [anyClientId]);

  const exchange = async (googleToken: string, domain: string) => {
    setBusy(true);
    try {
      const { googleLogin } = await loadAuthEndpoints();
      completeSignIn(await callApi(googleLogin, { body: { googleToken, domain } }));
    } catch (error) {
      snackbar.show(signInErrorMessage(error, t), 'error');
    } finally {
      setBusy(false);
    }
  };

  const start = (google: GoogleIdentity, clientId: string, domain: string) => {
    void loadAuthEndpoints().catch(() => undefined);
    google.initialize({
      client_id: clientId,
      hd: domain,
      ux_mode: 'popup',
      use_fedcm_for_prompt: true,
      callback: ({ credential }) => {
        if (credential) void exchange(credential, domain);
        else console.error('Google login failed');
      },
    });
    google.prompt((notification) => {
      if (notification.isNotDisplayed?.() || notification.isSkippedMoment?.())
        console.error('Google login failed');
    });
  };

  const unavailable = status.state === 'unavailable' || choices.some(({ clientId }) => !clientId);
  return (
    <div className="cmt-stack">
      {choices.map(({ domain, clientId }) => (
        <button
          key={domain}
          type="button"
          className="cmt-button"
          disabled={busy || status.state !== 'ready' || !clientId}
          onClick={() => status.state === 'ready' && start(status.google, clientId, domain)}
        >
          <GoogleMark />
          {t('signIn.withDomain', { domain })}
        </button>
      ))}
      {unavailable && (
        <p className="cmt-note" role="note">
          {t('signIn.googleUnavailable')}
        </p>
      )}
    </div>
  );
}
