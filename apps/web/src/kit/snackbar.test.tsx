import { SNACKBAR_AUTO_HIDE_MS } from '@cmt/contract/messages';
import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  SnackbarProvider,
  useSnackbar,
  type SnackbarType,
  type SnackbarViewProps,
} from './snackbar';

/** A layout's view: the state it is handed, as text, with the close button and the end of the hide animation. */
function View({ state, onClose, onExited }: SnackbarViewProps) {
  return (
    <div>
      <p role="status">
        {state.visible ? `${state.type}: ${state.message}` : `hidden (${state.type}: ${state.message})`}
      </p>
      <button type="button" onClick={onClose}>
        Close
      </button>
      <button type="button" onClick={onExited}>
        Hidden
      </button>
    </div>
  );
}

/** A screen that tells the user something when asked. */
function Screen({ message, type }: { message: string; type?: SnackbarType }) {
  const snackbar = useSnackbar();
  return (
    <button type="button" onClick={() => snackbar.show(message, type)}>
      Tell
    </button>
  );
}

const renderScreen = (message: string, type?: SnackbarType) =>
  render(
    <SnackbarProvider view={View}>
      <Screen message={message} type={type} />
    </SnackbarProvider>,
  );
const status = () => screen.getByRole('status').textContent;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));
const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useSnackbar', () => {
  it('shows one message with its type; a success unless told otherwise', () => {
    renderScreen('Banner saved');
    expect(status()).toBe('hidden (success: )');
    click('Tell');
    expect(status()).toBe('success: Banner saved');
    renderScreen('Could not save', 'error');
    fireEvent.click(screen.getAllByRole('button', { name: 'Tell' })[1]!);
    expect(screen.getAllByRole('status')[1]!.textContent).toBe('error: Could not save');
  });

  it('hides the message after 6 s, then clears it and goes back to success once the view has hidden it', () => {
    renderScreen('Sent for a second approval', 'info');
    click('Tell');
    advance(SNACKBAR_AUTO_HIDE_MS - 1);
    expect(status()).toBe('info: Sent for a second approval');
    advance(1);
    // Still there while the view animates it away, so the text does not jump.
    expect(status()).toBe('hidden (info: Sent for a second approval)');
    click('Hidden');
    expect(status()).toBe('hidden (success: )');
  });

  it('a message shown again (or another) has a fresh 6 s', () => {
    renderScreen('Saved');
    click('Tell');
    advance(SNACKBAR_AUTO_HIDE_MS - 1000);
    click('Tell');
    advance(SNACKBAR_AUTO_HIDE_MS - 1);
    expect(status()).toBe('success: Saved');
    advance(1);
    expect(status()).toBe('hidden (success: Saved)');
  });

  it('closes on demand; a message shown during the hide animation stays', () => {
    renderScreen('Saved', 'warning');
    click('Tell');
    click('Close');
    expect(status()).toBe('hidden (warning: Saved)');
    click('Tell');
    click('Hidden');
    expect(status()).toBe('warning: Saved');
    // Closed by hand, it does not come back when its 6 s run out.
    click('Close');
    advance(SNACKBAR_AUTO_HIDE_MS);
    expect(status()).toBe('hidden (warning: Saved)');
  });

  it('says what is missing when used outside a layout', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useSnackbar())).toThrow(/SnackbarProvider/);
  });
});

describe('announce', () => {
  it('shows a message from outside React (the query cache) in the layout on screen; with none, nothing happens', () => {
    expect(() => announce('Nobody listens')).not.toThrow();
    const view = renderScreen('unused');
    act(() => announce('Could not load banners', 'error'));
    expect(status()).toBe('error: Could not load banners');
    view.unmount();
    // The next layout (after signing in) is reached in its turn.
    renderScreen('unused');
    act(() => announce('Could not load offers'));
    expect(status()).toBe('success: Could not load offers');
  });
});
