import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, isStaleRecord } from '../lib/api-client';
import { answer, fakeServer, renderApp, type ApiCall } from './testing/render-app';
import { createThing, thingsPath as base, updateThing } from './testing/things';
import { useSaveRecord } from './use-save-record';

/** The hook in a page of the app; `save` is what the page's form calls. */
function renderSave(id: number | null, respond: (call: ApiCall) => Response) {
  const calls = fakeServer(respond);
  const invalidate = vi.fn(async () => undefined);
  const hook: { current?: ReturnType<typeof useSaveRecord<typeof createThing, typeof updateThing>> } = {};
  function Page() {
    hook.current = useSaveRecord(createThing, updateThing, id, invalidate);
    return null;
  }
  renderApp([{ path: '/', element: <Page /> }]);
  const save = (name: string, ifMatch?: number) =>
    act(() => hook.current!.mutateAsync({ body: { name }, ifMatch }));
  return { calls, invalidate, save };
}

const created = (call: ApiCall) => answer(201, { id: 7, ...(call.body as object), version: 1 });
const key = (call: ApiCall | undefined) => call?.headers['Idempotency-Key'];

describe('useSaveRecord', () => {
  it('creates a new record with an Idempotency-Key and no If-Match, then marks its views stale', async () => {
    const { calls, invalidate, save } = renderSave(null, created);
    await expect(save('Chair')).resolves.toEqual({ id: 7, name: 'Chair', version: 1 });
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ method: 'POST', url: base, body: { name: 'Chair' } });
    expect(key(calls[0])).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{8}$/);
    expect(calls[0]!.headers['If-Match']).toBeUndefined();
    expect(invalidate).toHaveBeenCalledTimes(1);
  });

  it('sends the same key again for a retry of the same content (the server replays the first create)', async () => {
    let lost = true;
    const { calls, invalidate, save } = renderSave(null, (call) => {
      if (lost) {
        lost = false;
        return answer(503, { message: 'Down', code: 'DATABASE_UNAVAILABLE' });
      }
      return created(call);
    });
    await expect(save('Chair')).rejects.toBeInstanceOf(ApiError);
    expect(invalidate).not.toHaveBeenCalled();
    await save('Chair');
    expect(key(calls[1])).toBe(key(calls[0]));
    // Other content is another create.
    lost = true;
    await expect(save('Table')).rejects.toBeInstanceOf(ApiError);
    expect(key(calls[2])).not.toBe(key(calls[0]));
  });

  it('gives the next create its own key once one has succeeded, even with the same content', async () => {
    const { calls, save } = renderSave(null, created);
    await save('Chair');
    await save('Chair');
    expect(calls).toHaveLength(2);
    expect(key(calls[1])).not.toBe(key(calls[0]));
  });

  it('edits a record with If-Match and no Idempotency-Key', async () => {
    const { calls, invalidate, save } = renderSave(7, (call) =>
      answer(200, { id: 7, ...(call.body as object), version: 4 }),
    );
    await expect(save('Desk lamp', 3)).resolves.toEqual({ id: 7, name: 'Desk lamp', version: 4 });
    expect(calls[0]).toMatchObject({ method: 'PUT', url: `${base}/7`, body: { name: 'Desk lamp' } });
    expect(calls[0]!.headers['If-Match']).toBe('"3"');
    expect(key(calls[0])).toBeUndefined();
    await waitFor(() => expect(invalidate).toHaveBeenCalledTimes(1));
  });

  it('hands a 412 to the screen as a stale record, and marks nothing stale', async () => {
    const { invalidate, save } = renderSave(7, () =>
      answer(412, { message: 'Changed meanwhile', code: 'STALE_RECORD' }),
    );
    await expect(save('Desk lamp', 3)).rejects.toSatisfy(isStaleRecord);
    expect(invalidate).not.toHaveBeenCalled();
  });
});
