/** The English strings of namespace `staffSessions` (sessions-locales.ts loads the language on screen only). */
const en = {
  title: 'Sessions',
  browser: 'Browser',
  address: 'Address',
  started: 'Started',
  lastSeen: 'Last seen',
  revoke: 'Sign out',
  revokeLabel: 'Sign out the session started {{started}}',
  revoked: 'The session has ended',
  failed: 'Could not end the session',
  loadFailed: 'Could not load the sessions',
  empty: 'No open sessions',
  unknownBrowser: 'Unknown browser',
};

export type Strings = typeof en;

export default en;
