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

/**
 * The one argument of a command that takes a single file (`npm run backup -- <file>`, `npm run
 * verify-audit-archive -- <file>`), or the exit code once `--help` printed its usage (0) or a
 * missing, extra or option-like argument printed it on stderr (1).
 */
export function oneArgument(usage: string, args = process.argv.slice(2)): string | number {
  if (args.includes('--help')) {
    console.log(usage);
    return 0;
  }
  if (args.length !== 1 || args[0]!.startsWith('-')) {
    console.error(usage);
    return 1;
  }
  return args[0]!;
}
