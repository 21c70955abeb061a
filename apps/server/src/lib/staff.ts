/** The signed-in staff member a request acts for, as the auth plugin resolves it from the token. */
export interface Staff {
  id: number;
  email: string;
  permissions: string[];
  /** The session row of the token (docs/requirements.md §D9). */
  sessionId: number;
  /** The account's token version the token carries (disabling or changing permissions bumps it). */
  tokenVersion: number;
  /** The token's expiry (seconds since the epoch): which of the session's tokens it is. */
  tokenExpiresAt: number;
}
