import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api-client';
import { ConfirmDialog } from './confirm-dialog';
import { renderApp } from './testing/render-app';
import { useConfirmedAction, type ConfirmedActionOptions } from './use-confirmed-action';

type Banner = { id: number; title: string };
const banners: Banner[] = [
  { id: 1, title: 'Summer' },
  { id: 2, title: 'Winter' },
];

/** A list as the app's are: a Delete per row, one dialog for the screen. */
function BannersList({ options }: { options: ConfirmedActionOptions<Banner> }) {
  const removal = useConfirmedAction(options);
  return (
    <>
      {banners.map((banner) => (
        <button key={banner.id} type="button" onClick={() => removal.ask(banner)}>
          Delete {banner.title}
        </button>
      ))}
      <ConfirmDialog
        {...removal.dialog}
        title="Delete banner?"
        message={`Delete ${removal.target?.title}?`}
      />
    </>
  );
}

/** The action, answered when the test says so. */
function heldRun() {
  const answers: { resolve: (value: unknown) => void; reject: (error: unknown) => void }[] = [];
  const run = vi.fn(() => new Promise<unknown>((resolve, reject) => answers.push({ resolve, reject })));
  return { run, answers };
}

function render(options: Partial<ConfirmedActionOptions<Banner>> = {}) {
  const run = options.run ?? vi.fn(async () => undefined);
  const failure = vi.fn((error: unknown, target: Banner) => `Could not delete ${target.title}`);
  const view = renderApp([
    {
      path: '/',
      element: <BannersList options={{ success: 'Banner deleted', failure, ...options, run }} />,
    },
  ]);
  return { ...view, run, failure };
}

const question = () => screen.queryByRole('dialog', { name: 'Delete banner?' });
const snackbar = () => screen.findByRole('status');

describe('useConfirmedAction', () => {
  it('asks about the row clicked, and Cancel leaves it untouched', async () => {
    const { user, run } = render();
    await user.click(screen.getByRole('button', { name: 'Delete Winter' }));
    expect(question()?.textContent).toContain('Delete Winter?');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(question()).toBeNull());
    expect(run).not.toHaveBeenCalled();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('runs the action for that row once confirmed, says it is done and closes', async () => {
    const { user, run } = render();
    await user.click(screen.getByRole('button', { name: 'Delete Summer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await snackbar()).textContent).toBe('Banner deleted');
    expect(run).toHaveBeenCalledTimes(1);
    expect(run).toHaveBeenCalledWith(banners[0]);
    await waitFor(() => expect(question()).toBeNull());
  });

  it('words the success from the row when asked to', async () => {
    const { user } = render({ success: (banner) => `${banner.title} deleted` });
    await user.click(screen.getByRole('button', { name: 'Delete Winter' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await snackbar()).textContent).toBe('Winter deleted');
  });

  it('stays open and busy while the action runs: no second run, no closing before the outcome', async () => {
    const { run, answers } = heldRun();
    const { user } = render({ run });
    await user.click(screen.getByRole('button', { name: 'Delete Summer' }));
    const confirm = screen.getByRole('button', { name: 'Delete' });
    await user.click(confirm);
    expect(question()).not.toBeNull();
    expect(confirm).toHaveProperty('disabled', true);
    await user.keyboard('{Escape}');
    expect(question()).not.toBeNull();
    expect(run).toHaveBeenCalledTimes(1);
    answers[0]!.resolve(undefined);
    expect((await snackbar()).textContent).toBe('Banner deleted');
    await waitFor(() => expect(question()).toBeNull());
  });

  it('says what failed, from the error and the row, and closes', async () => {
    const refusal = new ApiError(409, 'IN_USE', 'In use');
    const { user, failure } = render({ run: vi.fn(async () => Promise.reject(refusal)) });
    await user.click(screen.getByRole('button', { name: 'Delete Winter' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await snackbar()).textContent).toBe('Could not delete Winter');
    expect(failure).toHaveBeenCalledWith(refusal, banners[1]);
    await waitFor(() => expect(question()).toBeNull());
  });

  it('says the row changed meanwhile on a 412, rather than the failure text', async () => {
    const stale = new ApiError(412, 'STALE_RECORD', 'Changed meanwhile');
    const { user, failure } = render({ run: vi.fn(async () => Promise.reject(stale)) });
    await user.click(screen.getByRole('button', { name: 'Delete Summer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await snackbar()).textContent).toBe(
      'Someone else changed this item meanwhile; the list was reloaded. Try again.',
    );
    expect(failure).not.toHaveBeenCalled();
  });

  it('on a 412 hands the target to the page’s own `stale` (its Reload dialog), with no snackbar', async () => {
    const staleError = new ApiError(412, 'STALE_RECORD', 'Changed meanwhile');
    const stale = vi.fn();
    const { user, failure } = render({ run: vi.fn(async () => Promise.reject(staleError)), stale });
    await user.click(screen.getByRole('button', { name: 'Delete Winter' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(stale).toHaveBeenCalledWith(banners[1]));
    expect(screen.queryByRole('status')).toBeNull();
    expect(failure).not.toHaveBeenCalled();
  });

  it('says the action waits for a second person when it is held (202), not that it is done', async () => {
    const { user } = render({ run: vi.fn(async () => ({ approvalId: 9, status: 'PENDING' })) });
    await user.click(screen.getByRole('button', { name: 'Delete Summer' }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect((await snackbar()).textContent).toBe('Sent for a second approval');
  });
});
