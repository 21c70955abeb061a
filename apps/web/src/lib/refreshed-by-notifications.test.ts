import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { refreshNotified, refreshedByNotifications } from './refreshed-by-notifications';

describe('refreshNotified', () => {
  it('marks stale the reads tagged refreshedByNotifications, and only those', async () => {
    const client = new QueryClient();
    await client.prefetchQuery({ queryKey: ['home'], queryFn: () => 1, meta: refreshedByNotifications });
    await client.prefetchQuery({ queryKey: ['offers'], queryFn: () => 2 });
    await refreshNotified(client);
    expect(client.getQueryState(['home'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['offers'])?.isInvalidated).toBe(false);
  });
});
