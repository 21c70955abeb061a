/** localStorage keys of the web app, in one place so logout knows what it clears. */
export const storageKeys = {
  user: 'cmt.user',
  lastLoginTime: 'cmt.lastLoginTime',
  language: 'cmt.language',
} as const;
