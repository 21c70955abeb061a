import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { V2 } from '@cmt/contract/endpoint';
import { bulkColumns } from '@cmt/contract/endpoints/bulk';
import { ValidationSlots, validationSlotsOf } from '../src/features/bulk/validation-slots.ts';
import { csv } from './bulk-files.ts';
import { createTestApp, multipartFile, type TestApp } from './helpers.ts';

/** A task that runs until `finish()` is called. */
function held() {
  let finish = () => {};
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { finish, task: () => done };
}

describe('validation slots', () => {
  it('runs at most N at once; the next wait in arrival order; beyond the queue, 503 BUSY with Retry-After', async () => {
    const slots = new ValidationSlots(2, 2);
    const started: string[] = [];
    const tasks = Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [name, held()]));
    const run = (name: string) =>
      slots.run(async () => {
        started.push(name);
        await tasks[name]!.task();
        return name;
      });
    const answers = ['a', 'b', 'c', 'd'].map(run);
    await vi.waitFor(() => expect(slots.state).toEqual({ running: 2, waiting: 2 }));
    expect(started).toEqual(['a', 'b']);

    await expect(slots.run(async () => 'e')).rejects.toMatchObject({
      status: 503,
      code: 'BUSY',
      headers: { 'retry-after': '30' },
      details: { key: 'fileValidationsBusy', params: { seconds: 30 } },
    });

    tasks.b!.finish();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c']));
    tasks.a!.finish();
    await vi.waitFor(() => expect(started).toEqual(['a', 'b', 'c', 'd']));
    tasks.c!.finish();
    tasks.d!.finish();
    expect(await Promise.all(answers)).toEqual(['a', 'b', 'c', 'd']);
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });

  it('a failed validation frees its slot too', async () => {
    const slots = new ValidationSlots(1, 0);
    await expect(slots.run(() => Promise.reject(new Error('broken file')))).rejects.toThrow('broken file');
    expect(await slots.run(async () => 'next')).toBe('next');
  });

  it('an upload that waited too long is told to come back, and leaves the queue', async () => {
    const slots = new ValidationSlots(1, 5, 50);
    const first = held();
    const running = slots.run(first.task);
    await expect(slots.run(async () => 'late')).rejects.toMatchObject({ status: 503, code: 'BUSY' });
    expect(slots.state).toEqual({ running: 1, waiting: 0 });
    first.finish();
    await running;
    expect(slots.state).toEqual({ running: 0, waiting: 0 });
  });
});

describe('uploads over the limit (BULK_VALIDATIONS_AT_ONCE=1, BULK_VALIDATIONS_WAITING=0)', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp({ BULK_VALIDATIONS_AT_ONCE: '1', BULK_VALIDATIONS_WAITING: '0' });
    authorization = (await t.signIn(['manage-merchant-cati-bulk'])).authorization;
  });
  afterAll(() => t?.close());

  const url = `${V2}/files/bulk-upload?feature=CATIStrategy`;
  const file = csv([bulkColumns.CATIStrategy.map((c) => c.name), ['T0000001', 99999, 99999]]);

  it('answers 503 BUSY with Retry-After and a translated message while another file is checked, then works', async () => {
    const { payload, headers } = multipartFile('cati.csv', 'text/csv', Buffer.from(file));
    // The first upload arrives slowly: its validation holds the one slot until the last byte.
    const slow = new PassThrough();
    const first = t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, authorization },
      payload: slow,
    });
    slow.write(payload.subarray(0, payload.length - 20));
    const slots = validationSlotsOf(t.app.config);
    await vi.waitFor(() => expect(slots.state.running).toBe(1));

    const busy = await t.app.inject({ method: 'POST', url, headers: { ...headers, authorization }, payload });
    expect(busy.statusCode, busy.body).toBe(503);
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json()).toEqual({
      message: 'Other files are being checked right now. Try again in 30 seconds: nothing was saved.',
      code: 'BUSY',
      details: { key: 'fileValidationsBusy', params: { seconds: 30 } },
    });

    slow.end(payload.subarray(payload.length - 20));
    const answered = await first;
    expect(answered.statusCode, answered.body).toBe(200);
    expect(answered.json()).toMatchObject({ status: 'INVALID', totalRows: 1 });
    const after = await t.app.inject({
      method: 'POST',
      url,
      headers: { ...headers, authorization },
      payload,
    });
    expect(after.statusCode, after.body).toBe(200);
  });
});
