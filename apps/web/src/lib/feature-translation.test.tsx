import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import {
  featureNamespace,
  i18n,
  knownLanguages,
  setLanguage,
  useFeatureTranslation,
  type Language,
} from './i18n';

type Strings = { greeting: string };
type Module = { default: Strings };

const greetings: Record<Language, Strings> = {
  en: { greeting: 'Hello' },
  ar: { greeting: 'مرحبا' },
  fr: { greeting: 'Bonjour' },
  'ar-MA': { greeting: 'السلام' },
};

/**
 * A namespace of its own per test (the loads are cached by namespace) whose language modules arrive
 * when the test says so (`arrive`) or fail (`fail`).
 */
function heldNamespace(ns: string) {
  const settle = {} as Record<
    Language,
    { resolve: (module: Module) => void; reject: (error: Error) => void }
  >;
  const downloads = Object.fromEntries(
    knownLanguages.map((language) => [
      language,
      new Promise<Module>((resolve, reject) => (settle[language] = { resolve, reject })),
    ]),
  ) as Record<Language, Promise<Module>>;
  const loaders = Object.fromEntries(
    knownLanguages.map((language) => [language, vi.fn(() => downloads[language])]),
  ) as Record<Language, ReturnType<typeof vi.fn<() => Promise<Module>>>>;
  return {
    namespace: featureNamespace(ns, loaders),
    loaders,
    arrive: (language: Language) =>
      act(async () => settle[language].resolve({ default: greetings[language] })),
    fail: (language: Language) =>
      act(async () => settle[language].reject(new Error('Failed to fetch dynamically imported module'))),
  };
}

type Held = ReturnType<typeof heldNamespace>;

function Greeting({ namespace }: { namespace: Held['namespace'] }) {
  const { t } = useFeatureTranslation(namespace);
  return <p>{t('greeting')}</p>;
}

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

/** Rendered in an awaited act: React then retries a suspended render once its download arrives. */
async function renderGreetings(namespace: Held['namespace'], count = 1) {
  let view!: ReturnType<typeof render>;
  await act(async () => {
    view = render(
      <Boundary>
        <Suspense fallback={<p>loading</p>}>
          {Array.from({ length: count }, (_, i) => (
            <Greeting key={i} namespace={namespace} />
          ))}
        </Suspense>
      </Boundary>,
    );
  });
  return view;
}

/** What the user sees: React hides suspended content with `display: none` rather than removing it. */
const visible = (text: string) =>
  screen.queryAllByText(text).filter((element) => element.style.display !== 'none');

describe('useFeatureTranslation', () => {
  it('suspends until the current language’s strings arrive, one download for every screen', async () => {
    const held = heldNamespace('hookFirstPaint');
    await renderGreetings(held.namespace, 2);
    expect(visible('loading')).toHaveLength(1);
    expect(screen.queryByText('greeting')).toBeNull(); // never the key
    await held.arrive('en');
    expect(await screen.findAllByText('Hello')).toHaveLength(2);
    expect(held.loaders.en).toHaveBeenCalledTimes(1);
    // Only the language on screen is downloaded.
    expect(held.loaders.ar).not.toHaveBeenCalled();
    expect(held.loaders.fr).not.toHaveBeenCalled();
    expect(held.loaders['ar-MA']).not.toHaveBeenCalled();
  });

  it('switches with setLanguage once the new language’s strings are there: no English in Arabic, no spinner', async () => {
    const held = heldNamespace('hookSwitch');
    await renderGreetings(held.namespace);
    await held.arrive('en');
    await screen.findByText('Hello');

    let switched = false;
    const switching = setLanguage('ar').then(() => (switched = true));
    await act(async () => {});
    expect(held.loaders.ar).toHaveBeenCalledTimes(1); // the namespace on screen is fetched first
    expect(switched).toBe(false);
    expect(i18n.language).toBe('en');
    expect(visible('Hello')).toHaveLength(1); // still all English meanwhile
    expect(visible('loading')).toHaveLength(0);

    await held.arrive('ar');
    await act(() => switching);
    expect(i18n.language).toBe('ar');
    expect(visible('مرحبا')).toHaveLength(1);
    expect(visible('loading')).toHaveLength(0);
  });

  it('loads only the namespaces on screen when switching', async () => {
    const gone = heldNamespace('hookGone');
    const { unmount } = await renderGreetings(gone.namespace);
    await gone.arrive('en');
    await screen.findByText('Hello');
    unmount(); // the screen is left

    await act(() => setLanguage('fr'));
    expect(gone.loaders.fr).not.toHaveBeenCalled();
  });

  it('suspends rather than show another language when the language changes some other way', async () => {
    const held = heldNamespace('hookOtherSwitch');
    await renderGreetings(held.namespace);
    await held.arrive('en');
    await screen.findByText('Hello');
    await act(() => i18n.changeLanguage('fr'));
    expect(visible('Hello')).toHaveLength(0);
    expect(visible('loading')).toHaveLength(1);
    await held.arrive('fr');
    expect(await screen.findByText('Bonjour')).toBeTruthy();
  });

  it('tries a failed download once more', async () => {
    const held = heldNamespace('hookRetry');
    held.loaders.en.mockImplementationOnce(() =>
      Promise.reject(new Error('Failed to fetch dynamically imported module')),
    );
    await renderGreetings(held.namespace);
    await held.arrive('en');
    expect(await screen.findByText('Hello')).toBeTruthy();
    expect(held.loaders.en).toHaveBeenCalledTimes(2);
  });

  it('then lets it reach the error boundary (which offers a reload), without trying again and again', async () => {
    const held = heldNamespace('hookFailure');
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    await renderGreetings(held.namespace);
    await held.fail('en');
    expect(await screen.findByText('failed')).toBeTruthy();
    expect(held.loaders.en).toHaveBeenCalledTimes(2);
  });
});
