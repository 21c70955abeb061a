import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { heldNavigation } from '../lib/guarded-history';
import { addressOf, renderApp } from './testing/render-app';
import { useLeaveGuard, useUnsavedGuard } from './use-leave-guard';

/** An editor as the app's are: a change to make, links out, and a save that goes to the list itself. */
function Editor({ startUnsaved = false }: { startUnsaved?: boolean }) {
  const [unsaved, setUnsaved] = useState(startUnsaved);
  const guard = useUnsavedGuard(unsaved);
  const navigate = useNavigate();
  return (
    <>
      <button type="button" onClick={() => setUnsaved(true)}>
        Type
      </button>
      <button type="button" onClick={() => setUnsaved(false)}>
        Undo
      </button>
      <Link to="/list">To the list</Link>
      <Link to="/edit?tab=2">Second tab</Link>
      <button type="button" onClick={() => void navigate('/list')}>
        Done
      </button>
      <button type="button" onClick={() => void guard.bypass(() => Promise.resolve(navigate('/list')))}>
        Save and go
      </button>
      {guard.dialog}
    </>
  );
}

/** A screen that saves by itself (the ordered lists) renders the question alone. */
function DraftList() {
  const [draft, setDraft] = useState<string[] | null>(null);
  return (
    <>
      <button type="button" onClick={() => setDraft(['b', 'a'])}>
        Move
      </button>
      <Link to="/list">To the list</Link>
      {useLeaveGuard(draft !== null)}
    </>
  );
}

/** A form in a dialog with its own guard: Decide closes it and moves to the next record at once. */
function DecisionDialog({ onDecide }: { onDecide: () => void }) {
  const [unsaved, setUnsaved] = useState(false);
  const guard = useUnsavedGuard(unsaved);
  return (
    <div role="group" aria-label="Decision">
      <button type="button" onClick={() => setUnsaved(true)}>
        Type
      </button>
      <button type="button" onClick={onDecide}>
        Decide
      </button>
      {guard.dialog}
    </div>
  );
}

function DecisionPage({ pageUnsaved = false }: { pageUnsaved?: boolean }) {
  const [open, setOpen] = useState(true);
  const navigate = useNavigate();
  const page = useUnsavedGuard(pageUnsaved);
  return (
    <>
      {open && (
        <DecisionDialog
          onDecide={() => {
            setOpen(false);
            void navigate('/list');
          }}
        />
      )}
      {page.dialog}
    </>
  );
}

const routes = [
  { path: '/list', element: <h1>The list</h1> },
  { path: '/decide', element: <DecisionPage /> },
  { path: '/decide-dirty', element: <DecisionPage pageUnsaved /> },
  { path: '/edit', element: <Editor /> },
  { path: '/dirty', element: <Editor startUnsaved /> },
  { path: '/draft', element: <DraftList /> },
  {
    path: '/two',
    element: (
      <>
        <Editor startUnsaved />
        <Editor startUnsaved />
      </>
    ),
  },
];
const render = (history: string[]) => renderApp(routes, { history });
const question = () => screen.queryByRole('dialog', { name: 'Leave without saving?' });
/** Reloading or closing the tab: whether the browser would ask. */
const browserAsks = () => {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
};

describe('useUnsavedGuard', () => {
  it('lets every navigation through while nothing is unsaved', async () => {
    const { user, history } = render(['/edit']);
    expect(browserAsks()).toBe(false);
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(question()).toBeNull();
    expect(addressOf(history)).toBe('/list');
  });

  it('asks before a link leaves unsaved work: Stay keeps the page, Leave goes', async () => {
    const { user, history } = render(['/edit']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(dialog.textContent).toContain('Your changes on this page are not saved yet.');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(addressOf(history)).toBe('/edit');
    expect(heldNavigation()).toBeNull();

    await user.click(screen.getByRole('link', { name: 'To the list' }));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(addressOf(history)).toBe('/list');
  });

  it('asks for the page’s own navigate() too', async () => {
    const { user, history } = render(['/dirty']);
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(addressOf(history)).toBe('/dirty');
  });

  it('does not ask for another address of the same page (a tab, a filter, an open item)', async () => {
    const { user, history } = render(['/edit']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('link', { name: 'Second tab' }));
    expect(addressOf(history)).toBe('/edit?tab=2');
    expect(question()).toBeNull();
  });

  it('asks before Back leaves unsaved work, and goes there on Leave', async () => {
    const { user, history } = render(['/list', '/dirty']);
    act(() => history.go(-1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(addressOf(history)).toBe('/dirty');
    await user.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(addressOf(history)).toBe('/dirty');

    act(() => history.go(-1));
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(addressOf(history)).toBe('/list');
  });

  it('asks before Forward leaves unsaved work', async () => {
    const { user, history } = render(['/dirty', '/list']);
    act(() => history.go(-1));
    await screen.findByRole('button', { name: 'Type' });
    act(() => history.go(1));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    expect(addressOf(history)).toBe('/dirty');
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });

  it('stops asking once the work is undone or saved', async () => {
    const { user, history } = render(['/edit']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await waitFor(() => expect(browserAsks()).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(browserAsks()).toBe(false));
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(question()).toBeNull();
    expect(addressOf(history)).toBe('/list');
  });

  it('lets the browser ask before a reload or closing the tab while work is unsaved', () => {
    render(['/dirty']);
    expect(browserAsks()).toBe(true);
  });

  it('lets the page’s own navigation after a save through without asking, and holds again after it', async () => {
    const { user, history } = render(['/dirty']);
    await user.click(screen.getByRole('button', { name: 'Save and go' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
    expect(question()).toBeNull();

    act(() => history.push('/dirty'));
    await user.click(await screen.findByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
  });

  it('does not let the browser ask while the page makes its own navigation', async () => {
    let askedDuring: boolean | undefined;
    function Probe() {
      const guard = useUnsavedGuard(true);
      return (
        <button
          type="button"
          onClick={() =>
            void guard.bypass(async () => {
              askedDuring = browserAsks();
            })
          }
        >
          Go
        </button>
      );
    }
    const view = renderApp([{ path: '/', element: <Probe /> }]);
    await view.user.click(screen.getByRole('button', { name: 'Go' }));
    expect(askedDuring).toBe(false);
    expect(browserAsks()).toBe(true);
  });

  it('asks once when two parts of the page hold unsaved work', async () => {
    const { user } = render(['/two']);
    await user.click(screen.getAllByRole('link', { name: 'To the list' })[0]!);
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    // A second open dialog would hide the first from assistive technology: count the hidden ones too.
    expect(screen.getAllByRole('dialog', { name: 'Leave without saving?', hidden: true })).toHaveLength(1);
  });

  it('goes on with the held navigation once the unsaved work is saved meanwhile: nothing is left to lose', async () => {
    const { user, history } = render(['/edit']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    act(() => history.push('/list'));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(heldNavigation()).not.toBeNull();
    // Saved by itself meanwhile (an autosave): nothing is left to ask about.
    act(() => screen.getByRole('button', { name: 'Undo', hidden: true }).click());
    await screen.findByRole('heading', { name: 'The list' });
    expect(heldNavigation()).toBeNull();
    expect(addressOf(history)).toBe('/list');
  });

  it('goes on when a form dialog closes and the page moves on in the same step (a decision, then the next record)', async () => {
    const { user } = render(['/decide']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await screen.findByRole('heading', { name: 'The list' });
    expect(question()).toBeNull();
    expect(heldNavigation()).toBeNull();
  });

  it('still asks when the dialog closes and moves on but the page itself has unsaved work', async () => {
    const { user, history } = render(['/decide-dirty']);
    await user.click(screen.getByRole('button', { name: 'Type' }));
    await user.click(screen.getByRole('button', { name: 'Decide' }));
    await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(addressOf(history)).toBe('/decide-dirty');
    await user.click(await screen.findByRole('button', { name: 'Leave without saving' }));
    await screen.findByRole('heading', { name: 'The list' });
  });
});

describe('useLeaveGuard', () => {
  it('asks before a screen that saves by itself is left with a draft', async () => {
    const { user, history } = render(['/draft']);
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();

    act(() => history.push('/draft'));
    await user.click(await screen.findByRole('button', { name: 'Move' }));
    await user.click(screen.getByRole('link', { name: 'To the list' }));
    expect(await screen.findByRole('dialog', { name: 'Leave without saving?' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'The list' })).toBeTruthy();
  });
});
