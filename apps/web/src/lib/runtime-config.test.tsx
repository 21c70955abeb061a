import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AreaFlag } from '@cmt/contract/areas';
import {
  RuntimeConfigProvider,
  useEnabledAreas,
  useRuntimeConfig,
  type RuntimeConfig,
} from './runtime-config';

const config = (enabledAreas: AreaFlag[]): RuntimeConfig => ({
  appName: 'LUCKY',
  environment: 'staging',
  enabledAreas,
  languages: ['en', 'ar'],
  defaultLanguage: 'ar',
  productDomain: 'lucky.app',
  partnerDomain: 'connect.money',
  googleClientIds: { app: 'app-id', connect: 'connect-id' },
  cdnBaseUrl: 'https://cdn.lucky.app',
});

function renderWith<T>(hook: () => T, initial: RuntimeConfig) {
  return renderHook(hook, {
    initialProps: { value: initial },
    wrapper: ({ children, value }: { children: ReactNode; value?: RuntimeConfig }) => (
      <RuntimeConfigProvider config={value ?? initial}>{children}</RuntimeConfigProvider>
    ),
  });
}

describe('useRuntimeConfig', () => {
  it('gives the deployment’s /config.json to any screen', () => {
    const loaded = config(['OFFERS']);
    const { result } = renderWith(() => useRuntimeConfig(), loaded);
    expect(result.current).toBe(loaded);
    expect(result.current.environment).toBe('staging');
  });

  it('is a mistake outside the provider, said at once', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports the throw too
    expect(() => renderHook(() => useRuntimeConfig())).toThrow('needs <RuntimeConfigProvider>');
  });
});

describe('useEnabledAreas', () => {
  it('is the set of this deployment’s areas, the same set while the config stays', () => {
    const { result, rerender } = renderWith(() => useEnabledAreas(), config(['OFFERS', 'AFFILIATE']));
    expect([...result.current].sort()).toEqual(['AFFILIATE', 'OFFERS']);
    expect(result.current.has('CASHOUTS')).toBe(false);
    const first = result.current;
    rerender();
    expect(result.current).toBe(first);
  });

  it('is empty when the deployment turns every area off', () => {
    const { result } = renderWith(() => useEnabledAreas(), config([]));
    expect(result.current.size).toBe(0);
  });
});
