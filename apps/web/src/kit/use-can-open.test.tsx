import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { AreaFlag } from '@cmt/contract/areas';
import { RuntimeConfigProvider } from '../lib/runtime-config';
import { testRuntimeConfig } from './testing/runtime-config';
import { useCanOpen } from './use-can-open';

const permissions = vi.hoisted(() => ({ current: [] as string[] }));
vi.mock('../lib/session', () => ({
  useSession: () => ({ user: { email: 'a@lucky.app', permissions: permissions.current } }),
}));

function canOpenWith(areas: AreaFlag[], held: string[]) {
  permissions.current = held;
  const wrapper = ({ children }: { children: ReactNode }) => (
    <RuntimeConfigProvider config={testRuntimeConfig(areas)}>{children}</RuntimeConfigProvider>
  );
  return renderHook(() => useCanOpen(), { wrapper }).result.current;
}

describe('useCanOpen', () => {
  it('needs both the route area on and the permission that opens it', () => {
    // The offer editor (/app/offers/manage) is an affiliate-area route (docs/requirements.md §P1).
    const key = ['manage-offers-offers-manage-id'];
    expect(canOpenWith(['OFFERS', 'AFFILIATE'], key)('offers.manage')).toBe(true);
    expect(canOpenWith(['OFFERS'], key)('offers.manage')).toBe(false);
    expect(canOpenWith(['OFFERS', 'AFFILIATE'], [])('offers.manage')).toBe(false);
  });
});
