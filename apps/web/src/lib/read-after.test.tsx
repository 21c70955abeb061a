import { uploadContestImage } from '@cmt/contract/endpoints/affiliate';
import { createFeatureFlag, listFeatureFlags } from '@cmt/contract/endpoints/feature-flags';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../kit/testing/fake-uploads';
import { callApi, uploadFile } from './api-client';
import { setNavigator } from './navigation';
import { logout, signIn } from './session';
import { storageKeys } from './storage-keys';

/** The read-your-writes fence (docs/deployment.md, "Read replicas"): kept from a write, sent back. */
const token = `h.${btoa(JSON.stringify({ email: 'a@lucky.app', permissions: ['manage-feature-flags'] })).replace(/=+$/, '')}.s`;
const sentFence = (call: unknown[]) =>
  ((call[1] as RequestInit).headers as Record<string, string>)['X-Read-After'];
const FENCE = '0/3000060.1764420000000.c2lnbmVkLWJ5LXNlcnZlcg';

beforeEach(() => {
  setNavigator(vi.fn());
  signIn({ accessToken: token, expiresIn: 3600 });
});
afterEach(() => {
  vi.unstubAllGlobals();
  logout();
});

describe('the fence of a write', () => {
  it('is kept from the answer and sent with every later call, in every tab, until sign-out', async () => {
    const fetch = vi.fn(async (_url: string, init: RequestInit) =>
      init.method === 'POST'
        ? new Response('{"id":1}', { status: 200, headers: { 'x-read-after': FENCE } })
        : new Response('{"items":[],"total":0,"page":1,"pageSize":20}', { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    await callApi(listFeatureFlags, { query: {} });
    await callApi(createFeatureFlag, { body: { key: 'a.b', value: true } });
    await callApi(listFeatureFlags, { query: {} });
    expect(fetch.mock.calls.map(sentFence)).toEqual([undefined, undefined, FENCE]);
    // Shared by the browser's tabs.
    expect(localStorage.getItem(storageKeys.readAfter)).toBe(FENCE);
    logout();
    expect(localStorage.getItem(storageKeys.readAfter)).toBeNull();
  });

  it('is not replaced by an answer without one', async () => {
    localStorage.setItem(storageKeys.readAfter, FENCE);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"items":[],"total":0,"page":1,"pageSize":20}', { status: 200 })),
    );
    await callApi(listFeatureFlags, { query: {} });
    expect(localStorage.getItem(storageKeys.readAfter)).toBe(FENCE);
  });

  it('is kept from an upload’s answer too (files go by XMLHttpRequest, for their progress)', async () => {
    const uploads = fakeUploads();
    const sending = uploadFile(uploadContestImage, new File(['png'], 'hero.png', { type: 'image/png' }), {
      query: { folder: 'Contest Page' },
    } as never);
    await vi.waitFor(() => expect(uploads).toHaveLength(1));
    uploads[0]!.answer(201, { url: 'https://cdn/x.png' }, { 'x-read-after': FENCE });
    await sending;
    expect(localStorage.getItem(storageKeys.readAfter)).toBe(FENCE);
  });
});
