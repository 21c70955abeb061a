import { useQuery } from '@tanstack/react-query';
import { act, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { FormActions } from './form/form-actions';
import { FormTextField } from './form/form-text-field';
import { recordQueryOptions } from './list-query';
import { addressOf, answer, fakeServer, renderApp, type ApiCall } from './testing/render-app';
import {
  createThing,
  getThing,
  thingsPath as base,
  updateThing,
  type Thing,
  type ThingInput,
} from './testing/things';
import { useRecordScreen, useReportDirty, type RecordFormProps } from './use-record-screen';
import { useSaveRecord } from './use-save-record';

function ThingForm({
  thing,
  onSubmit,
  onFailure,
  onDirtyChange,
}: { thing?: Thing } & RecordFormProps<ThingInput>) {
  const { control, handleSubmit, formState } = useForm<ThingInput>({
    defaultValues: { name: thing?.name ?? '' },
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const submit = handleSubmit(async (body) => {
    try {
      await onSubmit(body);
    } catch {
      onFailure();
    }
  });
  return (
    <form noValidate onSubmit={submit}>
      <FormTextField control={control} name="name" label="Name" />
      <FormActions submitting={formState.isSubmitting} cancelHref="/things" />
    </form>
  );
}

/** A create/edit page as the app's are: /things/new creates, /things/:id edits. */
function ThingPage() {
  const { id } = useParams();
  const thingId = id === undefined ? null : Number(id);
  const save = useSaveRecord(createThing, updateThing, thingId, async () => undefined);
  const page = useRecordScreen({
    query: useQuery({ ...recordQueryOptions(getThing, { id: thingId ?? 0 }), enabled: thingId !== null }),
    isNew: thingId === null,
    save: save.mutateAsync,
    messages: {
      saved: 'Thing saved',
      created: 'Thing created',
      saveFailed: 'Not saved',
      notFound: 'No such thing',
    },
    next: (saved, created) => (created ? `/things/${saved.id}` : undefined),
  });
  return (
    <>
      <Link to="/elsewhere">Somewhere else</Link>
      {page.loading && <p>Loading</p>}
      {page.loadFailed && <p role="alert">{page.notFound ? 'Gone' : 'Could not load'}</p>}
      {page.ready && <ThingForm key={page.formKey} thing={page.record} {...page.form} />}
      {page.dialogs}
    </>
  );
}

const routes = [
  { path: '/things', element: <h1>All things</h1> },
  { path: '/things/new', element: <ThingPage /> },
  { path: '/things/:id', element: <ThingPage /> },
  { path: '/elsewhere', element: <h1>Elsewhere</h1> },
];

/** A server holding thing 7 at `version`; saves follow the If-Match rule (a stale version is a 412). */
function thingServer(start: Thing = { id: 7, name: 'Lamp', version: 3 }) {
  const state = { thing: start };
  const calls = fakeServer((call: ApiCall) => {
    if (call.method === 'GET' && call.url === `${base}/7`)
      return answer(200, state.thing, { ETag: `"${state.thing.version}"` });
    if (call.method === 'GET') return answer(404, { message: 'Not found', code: 'NOT_FOUND' });
    if (call.method === 'POST') {
      state.thing = { id: 7, name: (call.body as ThingInput).name, version: 1 };
      return answer(201, state.thing);
    }
    if (call.headers['If-Match'] !== `"${state.thing.version}"`)
      return answer(412, { message: 'Changed meanwhile', code: 'STALE_RECORD' });
    state.thing = { ...state.thing, name: (call.body as ThingInput).name, version: state.thing.version + 1 };
    return answer(200, state.thing);
  });
  return { state, calls };
}

const nameField = () => screen.findByRole('textbox', { name: 'Name' });
const leaveQuestion = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });

describe('useRecordScreen', () => {
  it('loads the record into the form and saves it with the version it opened (If-Match)', async () => {
    const { calls } = thingServer();
    const { user } = renderApp(routes, { history: ['/things/7'] });
    expect(await nameField()).toHaveProperty('value', 'Lamp');

    await user.clear(await nameField());
    await user.type(await nameField(), 'Desk lamp');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thing saved');
    const put = calls.find((call) => call.method === 'PUT')!;
    expect(put.url).toBe(`${base}/7`);
    expect(put.headers['If-Match']).toBe('"3"');
    expect(put.body).toEqual({ name: 'Desk lamp' });
    // The form goes on from the saved record: its next save sends the new version.
    await user.type(await nameField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
    expect(calls.filter((call) => call.method === 'PUT')[1]!.headers['If-Match']).toBe('"4"');
  });

  it('says when someone else saved first (412), keeps the edits, and Reload shows their version', async () => {
    const { state, calls } = thingServer();
    const { user } = renderApp(routes, { history: ['/things/7'] });
    await user.type(await nameField(), ' (mine)');
    // Someone else saves meanwhile.
    state.thing = { id: 7, name: 'Their lamp', version: 4 };
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const stale = await screen.findByRole('dialog', { name: 'Changed by someone else' });
    expect(stale.textContent).toContain('Someone else saved this record after you opened it');
    expect(screen.queryByText('Thing saved')).toBeNull();
    const gets = calls.filter((call) => call.method === 'GET').length;

    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Changed by someone else' })).toBeNull());
    expect(calls.filter((call) => call.method === 'GET')).toHaveLength(gets + 1);
    expect(await nameField()).toHaveProperty('value', 'Their lamp');
    // Saving now starts from their version.
    await user.type(await nameField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thing saved');
    expect(calls.filter((call) => call.method === 'PUT').at(-1)!.headers['If-Match']).toBe('"4"');
  });

  it('keeps the edits on screen when the 412 dialog is closed', async () => {
    const { state } = thingServer();
    const { user } = renderApp(routes, { history: ['/things/7'] });
    await user.type(await nameField(), ' (mine)');
    state.thing = { id: 7, name: 'Their lamp', version: 4 };
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(await screen.findByRole('button', { name: 'Keep my edits on screen' }));
    expect(await nameField()).toHaveProperty('value', 'Lamp (mine)');
  });

  it('asks before a link leaves typed changes behind: Stay keeps them, Leave goes', async () => {
    thingServer();
    const { user, history } = renderApp(routes, { history: ['/things/7'] });
    await user.type(await nameField(), ' (mine)');

    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(leaveQuestion()).toBeNull());
    expect(addressOf(history)).toBe('/things/7');
    expect(await nameField()).toHaveProperty('value', 'Lamp (mine)');

    // The form's own Cancel link asks the same.
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'All things' })).toBeTruthy();
    expect(addressOf(history)).toBe('/things');
  });

  it('asks before Back leaves typed changes behind', async () => {
    thingServer();
    const { user, history } = renderApp(routes, { history: ['/things', '/things/7'] });
    await user.type(await nameField(), ' (mine)');

    act(() => history.go(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    expect(addressOf(history)).toBe('/things/7');

    act(() => history.go(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'All things' })).toBeTruthy();
  });

  it('asks the browser before a reload only while there are typed changes', async () => {
    thingServer();
    const { user } = renderApp(routes, { history: ['/things/7'] });
    const reload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    await nameField();
    expect(reload()).toBe(false);
    await user.type(await nameField(), '!');
    await waitFor(() => expect(reload()).toBe(true));
    // Saved: nothing to lose any more.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    await waitFor(() => expect(reload()).toBe(false));
  });

  it('leaves without asking when nothing was typed, and after a save', async () => {
    thingServer();
    const { user, history } = renderApp(routes, { history: ['/things/7'] });
    await nameField();
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(leaveQuestion()).toBeNull();

    act(() => history.push('/things/7'));
    await user.type(await nameField(), '!');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('status');
    await user.click(screen.getByRole('link', { name: 'Somewhere else' }));
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeTruthy();
    expect(leaveQuestion()).toBeNull();
  });

  it('creates once (Idempotency-Key) and goes to the new record without asking', async () => {
    const { calls } = thingServer();
    const { user, history } = renderApp(routes, { history: ['/things/new'] });
    await user.type(await nameField(), 'Chair');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Thing created');
    await waitFor(() => expect(addressOf(history)).toBe('/things/7'));
    expect(leaveQuestion()).toBeNull();
    const post = calls.find((call) => call.method === 'POST')!;
    expect(post.headers['Idempotency-Key']).toMatch(/^[0-9a-f]{32}\.[0-9a-f]{8}$/);
    expect(post.headers['If-Match']).toBeUndefined();
    // The form goes on with the created record.
    expect(await screen.findByDisplayValue('Chair')).toHaveProperty('name', 'name');
  });

  it('says when the record does not exist', async () => {
    thingServer();
    renderApp([{ path: '/things/:id', element: <ThingPage /> }], { history: ['/things/8'] });
    expect((await screen.findByRole('alert')).textContent).toBe('Gone');
    expect((await screen.findByRole('status')).textContent).toBe('No such thing');
    expect(screen.queryByRole('textbox', { name: 'Name' })).toBeNull();
  });

  it('tells the form when a save fails for another reason', async () => {
    fakeServer((call) =>
      call.method === 'GET'
        ? answer(200, { id: 7, name: 'Lamp', version: 3 })
        : answer(500, { message: 'Down', code: 'INTERNAL' }),
    );
    const { user } = renderApp(routes, { history: ['/things/7'] });
    await user.type(await nameField(), '!');
    fireEvent.submit((await nameField()).closest('form')!);
    expect((await screen.findByRole('status')).textContent).toBe('Not saved');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('useReportDirty', () => {
  it('tells the screen when the form gains or loses typed changes, and that none are left once it is gone', () => {
    const report = vi.fn();
    const { rerender, unmount } = renderHook(({ dirty }) => useReportDirty(dirty, report), {
      initialProps: { dirty: false },
    });
    expect(report.mock.calls).toEqual([[false]]);
    rerender({ dirty: true });
    rerender({ dirty: true });
    expect(report.mock.calls).toEqual([[false], [true]]);
    // The form is closed with its changes (a dialog's Cancel): nothing is left to lose.
    unmount();
    expect(report).toHaveBeenLastCalledWith(false);
  });

  it('is quiet for a form used without a screen', () => {
    expect(() => renderHook(() => useReportDirty(true, undefined)).unmount()).not.toThrow();
  });
});
