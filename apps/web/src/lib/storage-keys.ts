/** localStorage keys of the web app, in one place so logout knows what it clears. */
export const storageKeys = {
  user: 'cmt.user',
  lastLoginTime: 'cmt.lastLoginTime',
  /** When this browser last called the API (any tab), for the idle timeout's warning. */
  lastActivity: 'cmt.lastActivity',
  language: 'cmt.language',
  /**
   * The read-your-writes fence of the session's last write (any tab), sent back on each call so a
   * read served from a database replica shows that write, whichever server instance answers.
   */
  readAfter: 'cmt.readAfter',
} as const;
