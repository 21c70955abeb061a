/** localStorage keys of the web app, in one place so logout knows what it clears. */
export const storageKeys = {
  user: 'cmt.user',
  lastLoginTime: 'cmt.lastLoginTime',
  /** When this browser last called the API (any tab), for the idle timeout's warning. */
  lastActivity: 'cmt.lastActivity',
  language: 'cmt.language',
} as const;
