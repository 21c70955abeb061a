import type { AreaFlag } from '@cmt/contract/areas';
import type { RuntimeConfig } from '@cmt/contract/endpoints/auth';
import { createContext, useContext, useMemo, type ReactNode } from 'react';

export type { RuntimeConfig };

/**
 * Fetches /config.json (contract `runtimeConfig`). Checked by hand rather than with the zod schema
 * so that zod stays out of the first JavaScript the browser loads.
 */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', {
    headers: { Accept: 'application/json' },
    cache: 'no-store',
  });
  if (!response.ok) throw new Error(`GET /config.json answered ${response.status}`);
  const config = (await response.json()) as Partial<RuntimeConfig> | null;
  if (
    !config ||
    typeof config.appName !== 'string' ||
    typeof config.environment !== 'string' ||
    !Array.isArray(config.enabledAreas) ||
    !Array.isArray(config.languages) ||
    config.languages.length === 0 ||
    typeof config.defaultLanguage !== 'string' ||
    typeof config.googleClientIds !== 'object'
  ) {
    throw new Error('/config.json does not match the runtime config schema');
  }
  return config as RuntimeConfig;
}

const RuntimeConfigContext = createContext<RuntimeConfig | null>(null);

export function RuntimeConfigProvider({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return <RuntimeConfigContext value={config}>{children}</RuntimeConfigContext>;
}

export function useRuntimeConfig(): RuntimeConfig {
  const config = useContext(RuntimeConfigContext);
  if (!config) throw new Error('useRuntimeConfig() needs <RuntimeConfigProvider>');
  return config;
}

/** The area flags of this deployment, as the set the contract's route and menu helpers take. */
export function useEnabledAreas(): ReadonlySet<AreaFlag> {
  const { enabledAreas } = useRuntimeConfig();
  return useMemo(() => new Set(enabledAreas), [enabledAreas]);
}
