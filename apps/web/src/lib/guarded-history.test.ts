import { UNSAFE_createMemoryHistory as createMemoryHistory } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { guardHistory, heldNavigation, registerUnsaved } from './guarded-history';

let unsaved = false;
registerUnsaved('test', () => unsaved);
afterEach(() => {
  unsaved = false;
  heldNavigation()?.reset();
});

/** A guarded history in memory, and what the router was told (the page it shows). */
function start(entries: string[]) {
  const history = guardHistory(createMemoryHistory({ initialEntries: entries, v5Compat: true }));
  const shown: string[] = [];
  history.listen(({ location }) => shown.push(`${location.pathname}${location.search}`));
  return { history, shown, address: () => `${history.location.pathname}${history.location.search}` };
}

describe('the guarded history', () => {
  it('lets every navigation through while nothing is unsaved', () => {
    const { history, shown } = start(['/list', '/edit']);
    history.push('/elsewhere');
    history.go(-1);
    expect(shown).toEqual(['/elsewhere', '/edit']);
    expect(heldNavigation()).toBeNull();
  });

  it('holds a link to another page while work is unsaved: Stay stays, Leave goes', () => {
    const { history, shown, address } = start(['/edit']);
    unsaved = true;
    history.push('/elsewhere');
    expect(address()).toBe('/edit');
    expect(shown).toEqual([]);
    heldNavigation()!.reset();
    expect(address()).toBe('/edit');

    history.push('/elsewhere');
    heldNavigation()!.proceed();
    expect(address()).toBe('/elsewhere');
    expect(shown).toEqual(['/elsewhere']);
    expect(heldNavigation()).toBeNull();
  });

  it('lets the same screen change its address (filters, the open item)', () => {
    const { history, shown } = start(['/sms']);
    unsaved = true;
    history.replace('/sms?job=4');
    expect(shown).toEqual(['/sms?job=4']);
    expect(heldNavigation()).toBeNull();
  });

  it('undoes Back at once while work is unsaved, and goes back for real on Leave', () => {
    const { history, shown, address } = start(['/list', '/edit']);
    unsaved = true;
    history.go(-1);
    expect(address()).toBe('/edit');
    expect(shown).toEqual([]);
    expect(heldNavigation()).not.toBeNull();
    heldNavigation()!.proceed();
    expect(address()).toBe('/list');
    expect(shown).toEqual(['/list']);
  });
});
