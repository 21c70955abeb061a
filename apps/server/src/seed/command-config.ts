import { ConfigError, loadConfig, type Config } from '../config.ts';

/**
 * The configuration of a set-up command (`npm run migrate`, `npm run reset-admin-password`), or null
 * once a bad variable has been named on stderr (the command then exits 1, without a stack trace).
 */
export function commandConfig(): Config | null {
  try {
    return loadConfig();
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return null;
  }
}
