/** The part of Google Identity Services (https://accounts.google.com/gsi/client) we use. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: { credential?: string }) => void;
    hd?: string;
    ux_mode?: 'popup' | 'redirect';
    auto_select?: boolean;
    cancel_on_tap_outside?: boolean;
    use_fedcm_for_prompt?: boolean;
  }): void;
  prompt(
    listener?: (notification: { isNotDisplayed?(): boolean; isSkippedMoment?(): boolean }) => void,
  ): void;
  cancel(): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const SCRIPT_URL = 'https://accounts.google.com/gsi/client';
const LOAD_TIMEOUT_MS = 10_000;
let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google script once, on first need; rejects when it cannot load (offline, blocked). */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const existing = window.google?.accounts?.id;
    if (existing) {
      resolve(existing);
      return;
    }
    const script = document.createElement('script');
    const timer = window.setTimeout(
      () => reject(new Error('Google Identity Services timed out')),
      LOAD_TIMEOUT_MS,
    );
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      window.clearTimeout(timer);
      const api = window.google?.accounts?.id;
      if (api) resolve(api);
      else reject(new Error('Google Identity Services did not initialise'));
    };
    script.onerror = () => {
      window.clearTimeout(timer);
      reject(new Error('Google Identity Services could not be loaded'));
    };
    document.head.append(script);
  }).catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}
