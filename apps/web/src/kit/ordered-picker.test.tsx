// @vitest-environment happy-dom
import { act, cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { OrderedPicker } from './ordered-picker';

interface Fruit {
  id: number;
  name: string;
}

const fruits: Fruit[] = [
  { id: 1, name: 'Apple' },
  { id: 2, name: 'Banana' },
  { id: 3, name: 'Cherry' },
];

/** The picker as a screen uses it: the order lives in the caller's state, every change reported. */
function Screen({ onChange, disabled }: { onChange?: (items: Fruit[]) => void; disabled?: boolean }) {
  const [items, setItems] = useState(fruits);
  return (
    <OrderedPicker
      items={items}
      onChange={(next) => {
        setItems(next);
        onChange?.(next);
      }}
      getKey={(fruit) => fruit.id}
      renderItem={(fruit) => fruit.name}
      disabled={disabled}
      labels={{
        list: 'Fruits in order',
        empty: 'No fruits',
        moveUp: (fruit) => `Move ${fruit.name} up`,
        moveDown: (fruit) => `Move ${fruit.name} down`,
        remove: (fruit) => `Remove ${fruit.name}`,
        drag: (fruit) => `Drag ${fruit.name} to reorder`,
        moved: (fruit, position, count) => `${fruit.name} moved to position ${position} of ${count}`,
      }}
    />
  );
}

const order = () =>
  within(screen.getByRole('list', { name: 'Fruits in order' }))
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/^\d+/, ''));

/** Everything the dnd-kit live region (role status) says, in turn: each step of a drag. */
let heard: string[] = [];
let listener: MutationObserver | undefined;
function listen() {
  heard = [];
  listener = new MutationObserver(() => {
    for (const region of document.querySelectorAll('[role="status"]')) {
      const text = region.textContent ?? '';
      if (text && heard.at(-1) !== text) heard.push(text);
    }
  });
  listener.observe(document.body, { subtree: true, childList: true, characterData: true });
}

beforeAll(async () => {
  await initI18n({ languages: ['en', 'ar', 'fr', 'ar-MA'], defaultLanguage: 'en' });
});

beforeEach(() => {
  // happy-dom lays nothing out: rows are stacked 60px apart (from their place in the list), so
  // the keyboard sensor finds the row below, as in a browser.
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const row = this.closest('li');
    const top = row ? [...row.parentElement!.children].indexOf(row) * 60 : 0;
    return { x: 0, y: top, top, left: 0, right: 400, bottom: top + 50, width: 400, height: 50 } as DOMRect;
  });
});

afterEach(async () => {
  listener?.disconnect();
  cleanup();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en'));
});

describe('ordered picker', () => {
  it('is reordered by keyboard on a handle: Space picks up, ArrowDown moves, Space drops; each step announced', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Screen onChange={onChange} />);
    listen();
    const handle = screen.getByRole('button', { name: 'Drag Apple to reorder' });
    // The handle says how to drag, through the translated instructions it is described by.
    expect(handle.getAttribute('aria-roledescription')).toBe('drag handle');
    const instructions = document.getElementById(handle.getAttribute('aria-describedby')!);
    expect(instructions?.textContent).toMatch(
      /^To pick up an item, focus its handle and press Space or Enter/,
    );

    handle.focus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(heard).toEqual(['Picked up the item at position 1 of 3.']));
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('Over position 2 of 3.'));
    await user.keyboard(' ');

    await vi.waitFor(() => expect(order()).toEqual(['Banana', 'Apple', 'Cherry']));
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange.mock.calls[0]![0].map((fruit: Fruit) => fruit.name)).toEqual([
      'Banana',
      'Apple',
      'Cherry',
    ]);
    await vi.waitFor(() =>
      expect(heard).toEqual([
        'Picked up the item at position 1 of 3.',
        'Over position 2 of 3.',
        'Apple moved to position 2 of 3',
      ]),
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Drag Apple to reorder' }));
  });

  it('leaves the order alone when a keyboard drag is cancelled with Escape, and says so', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Screen onChange={onChange} />);
    listen();
    screen.getByRole('button', { name: 'Drag Banana to reorder' }).focus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(heard).toEqual(['Picked up the item at position 2 of 3.']));
    await user.keyboard('{ArrowDown}');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('Over position 3 of 3.'));
    await user.keyboard('{Escape}');
    await vi.waitFor(() =>
      expect(heard.at(-1)).toBe('Moving cancelled. The item is back at position 2 of 3.'),
    );
    expect(order()).toEqual(['Apple', 'Banana', 'Cherry']);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('speaks the language of the screen: instructions and announcements in Arabic', async () => {
    const user = userEvent.setup();
    await act(() => i18n.changeLanguage('ar'));
    render(<Screen />);
    listen();
    const handle = screen.getByRole('button', { name: 'Drag Cherry to reorder' });
    expect(handle.getAttribute('aria-roledescription')).toBe('مقبض السحب');
    expect(document.getElementById(handle.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /^لالتقاط عنصر/,
    );
    handle.focus();
    await user.keyboard(' ');
    await vi.waitFor(() => expect(heard).toEqual(['تم التقاط العنصر في الموضع 3 من 3.']));
    await user.keyboard('{Escape}');
    await vi.waitFor(() => expect(heard.at(-1)).toBe('أُلغي النقل. عاد العنصر إلى الموضع 3 من 3.'));
  });

  it('keeps the move and remove buttons, their moves announced', async () => {
    const user = userEvent.setup();
    render(<Screen />);
    await user.click(screen.getByRole('button', { name: 'Move Apple down' }));
    expect(order()).toEqual(['Banana', 'Apple', 'Cherry']);
    expect(screen.getByText('Apple moved to position 2 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Move Cherry up' }));
    expect(order()).toEqual(['Banana', 'Cherry', 'Apple']);
    await user.click(screen.getByRole('button', { name: 'Remove Banana' }));
    expect(order()).toEqual(['Cherry', 'Apple']);
    expect(screen.getByRole('button', { name: 'Move Cherry up' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Move Apple down' })).toHaveProperty('disabled', true);
  });

  it('cannot be reordered while disabled (a save under way)', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Screen onChange={onChange} disabled />);
    listen();
    const handle = screen.getByRole('button', { name: 'Drag Apple to reorder' });
    expect(handle).toHaveProperty('disabled', true);
    handle.focus();
    await user.keyboard(' {ArrowDown} ');
    expect(heard).toEqual([]);
    expect(order()).toEqual(['Apple', 'Banana', 'Cherry']);
    for (const name of ['Move Apple down', 'Remove Apple']) {
      expect(screen.getByRole('button', { name })).toHaveProperty('disabled', true);
    }
    expect(onChange).not.toHaveBeenCalled();
  });
});
