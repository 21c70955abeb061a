import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { appRoutes } from '../../packages/contract/src/routes.ts';
import { AXE_TAGS } from './axe.ts';
import { expect, test, adminToken, signIn, switchLanguage } from './fixtures.ts';

/**
 * WCAG 2.2 AA (issue 32): axe-core over every screen, in English and in Arabic, with a real demo
 * record open where the route takes one. Any serious or critical violation fails; the count per
 * route is printed either way, so a regression names its screen.
 */

const API = '/api/v2/cmt-backend';
const BLOCKING = new Set(['serious', 'critical']);

interface Count {
  language: string;
  path: string;
  ms: number;
  blocking: number;
  other: number;
  rules: string[];
}

async function firstOf(request: APIRequestContext, token: string, path: string) {
  const response = await request.get(path.startsWith('/api') ? path : `${API}${path}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.ok(), path).toBe(true);
  const body = (await response.json()) as { items?: object[]; hits?: object[] };
  const first = (body.items ?? body.hits ?? [body])[0] as Record<string, string | number> | undefined;
  expect(first, path).toBeTruthy();
  return first!;
}

/** The URLs of the walk: each catalog route, filled with a real demo record where it takes one. */
async function pathsToVisit(request: APIRequestContext): Promise<string[]> {
  const token = await adminToken(request);
  const offer = await firstOf(request, token, '/offers/regular/all');
  const card = await firstOf(request, token, '/offers/lucky-one-card/all');
  const category = await firstOf(request, token, '/offers/custom-category/last');
  const merchant = await firstOf(request, token, '/merchants/list');
  const affiliate = await firstOf(request, token, '/merchants/affiliate');
  const cashout = await firstOf(request, token, '/payment/affiliate/cashouts');
  const plan = await firstOf(request, token, '/plus/plans');
  const application = await firstOf(request, token, '/financing/applications');
  const profile = await firstOf(request, token, '/applications/profile-validations');
  const flag = await firstOf(request, token, '/api/v3/cmt-backend/configs/feature-flags/list');
  const kase = await firstOf(request, token, '/cases');
  const ids: Record<string, string | number> = {
    'offers.customCategory': category.id!,
    'offers.manage': offer.id!,
    'offers.cardsManage': card.id!,
    'merchants.manage': merchant.id!,
    'affiliate.merchantsManage': affiliate.id!,
    'affiliate.cashoutId': cashout.id!,
    'general.plusManage': plan.id!,
    'featureFlags.manage': flag.id!,
    'applications.profileValidationId': profile.id!,
    'financing.application': application.documentNumber!,
    'customers.overview': application.userId!,
    'cases.detail': kase.id!,
  };
  // An audit entry with a long unbroken value: the trail's before → after column must wrap it.
  const created = await request.post('/api/v3/cmt-backend/configs/feature-flags', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `a11y-${Date.now()}-${Math.random()}` },
    data: { key: `a11y.${Date.now()}`, value: true, description: `https://lucky.app/${'x'.repeat(180)}` },
  });
  expect(created.ok()).toBe(true);
  const paths: string[] = ['/app/approvals', '/app/account'];
  for (const route of appRoutes) {
    const param = /\/:\w+(\?)?$/.exec(route.path);
    if (!param) {
      paths.push(route.path);
      continue;
    }
    const id = ids[route.id];
    expect(id, `a demo record for ${route.id}`).toBeDefined();
    // An optional id is both the new-record form and an existing record.
    if (param[1]) paths.push(route.path.replace(param[0], ''));
    paths.push(route.path.replace(param[0], `/${String(id)}`));
  }
  return paths;
}

/** Waits for the screen's data: no spinner of the shell or of MUI left. */
async function settled(page: Page) {
  await expect(
    page
      .locator(
        '.cmt-spinner, .MuiCircularProgress-indeterminate, .MuiLinearProgress-indeterminate, .MuiSkeleton-root',
      )
      .filter({ visible: true }),
  ).toHaveCount(0, { timeout: 20_000 });
}

async function scan(page: Page, language: string, path: string, counts: Count[], started = Date.now()) {
  // Violations only: collecting every passing node doubles the time on the long lists.
  const results = await new AxeBuilder({ page })
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const blocking = results.violations.filter((v) => BLOCKING.has(v.impact ?? ''));
  const other = results.violations.filter((v) => !BLOCKING.has(v.impact ?? ''));
  counts.push({
    language,
    path,
    ms: Date.now() - started,
    blocking: blocking.length,
    other: other.length,
    rules: results.violations.map((v) => `${v.id}(${v.impact},${v.nodes.length})`),
  });
  if (process.env.AXE_VERBOSE) console.log(line(counts.at(-1)!));
  for (const violation of blocking) {
    console.log(
      `[axe ${language}] ${path}: ${violation.id} (${violation.impact}) on ${violation.nodes.length}: ` +
        violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | '),
    );
  }
}

const line = (c: Count) =>
  `${c.language} ${c.path.padEnd(52)} ${String(c.ms).padStart(5)} ms serious+critical ${c.blocking}  other ${c.other}  ${c.rules.join(' ')}`;

function report(counts: Count[]) {
  console.log(`axe per route:\n${counts.map(line).join('\n')}`);
  const failing = counts.filter((c) => c.blocking > 0).map((c) => `${c.language} ${c.path}`);
  expect(failing, 'routes with serious or critical axe violations').toEqual([]);
}

/** Nothing wider than the screen: neither the page nor a table scrolls sideways (at a laptop's 1024 px too). */
async function expectNoSideScroll(page: Page) {
  for (const width of [1280, 1024]) {
    await page.setViewportSize({ width, height: 720 });
    const widths = await page.evaluate(() =>
      [document.documentElement, ...document.querySelectorAll('.MuiTableContainer-root')].map(
        (element) => element.scrollWidth - element.clientWidth,
      ),
    );
    expect(
      widths.every((overflow) => overflow <= 0),
      `sideways overflow at ${width} px: ${widths}`,
    ).toBe(true);
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

async function walk(page: Page, language: string, paths: string[], counts: Count[]) {
  for (const path of paths) {
    const started = Date.now();
    await page.goto(path);
    await expect(page.locator('main, [role="main"], body').first()).toBeVisible();
    await settled(page);
    await scan(page, language, path, counts, started);
    if (path === '/app/general/audit') await expectNoSideScroll(page);
  }
}

const languages = [
  { code: 'en', name: 'English' },
  { code: 'ar', name: 'العربية' },
] as const;

/** The screens without a session: sign-in and the error pages, in a context of their own. */
async function walkAnonymous(browser: Browser, language: (typeof languages)[number], counts: Count[]) {
  const context = await browser.newContext();
  const anonymous = await context.newPage();
  await anonymous.goto('/auth/login');
  // The sign-in page's language choice is a native select.
  if (language.code !== 'en') await anonymous.getByRole('combobox').first().selectOption(language.code);
  await expect(anonymous.locator('html')).toHaveAttribute('lang', language.code);
  await scan(anonymous, language.code, '/auth/login', counts);
  await walk(anonymous, language.code, ['/error/404', '/error/401', '/auth/no-access'], counts);
  await context.close();
}

/** The print pages, opened without an application: what a reload shows. */
const PRINT_PAGES = [
  '/without-layout/applications/contracts-debit',
  '/without-layout/applications/contracts-credit',
  '/without-layout/applications/contracts/connect/default',
];

/** One shard of one language's walk, signed in, in a browser context of its own. */
async function walkSignedIn(
  browser: Browser,
  paths: string[],
  language: (typeof languages)[number],
  counts: Count[],
) {
  const signedIn = await browser.newContext();
  const page = await signedIn.newPage();
  await signIn(page);
  if (language.code !== 'en') await switchLanguage(page, language.name);
  await expect(page.locator('html')).toHaveAttribute('lang', language.code);
  await walk(page, language.code, paths, counts);
  await signedIn.close();
}

/**
 * About 75 screens per language, 1 to 8 s each on a busy machine: the walk is cut into SHARDS per
 * language, each its own test, so the workers share it and no single test runs for ten minutes. The
 * walk only reads (but for one feature flag made per shard), so shards never disturb each other.
 */
const SHARDS = 3;

test.describe('axe', () => {
  test.describe.configure({ mode: 'parallel' });
  for (const language of languages) {
    for (let shard = 0; shard < SHARDS; shard++) {
      test(`axe: the screens of shard ${shard + 1}/${SHARDS} in ${language.name} have no serious or critical violation`, async ({
        browser,
        request,
      }) => {
        test.setTimeout(300_000);
        const all = [...(await pathsToVisit(request)), ...PRINT_PAGES];
        const mine = all.filter((_, index) => index % SHARDS === shard);
        const counts: Count[] = [];
        if (shard === 0) await walkAnonymous(browser, language, counts);
        await walkSignedIn(browser, mine, language, counts);
        report(counts);
      });
    }
  }
});

/** Tabs until `target` has the focus (at most `limit` presses), as a keyboard user gets there. */
async function tabTo(page: Page, target: ReturnType<Page['locator']>, limit = 40) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement)))
      return;
  }
  throw new Error(`Tab never reached ${String(target)}`);
}

/** The focused element's outline: at least 2 px and drawn (WCAG 2.4.7 / 2.4.11). */
async function expectFocusRing(page: Page) {
  const ring = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).not.toBe('none');
  expect(ring.width).toBeGreaterThanOrEqual(2);
}

for (const language of languages) {
  test(`keyboard in ${language.name}: a visible focus ring, and Escape gives the focus back to what opened the dialog`, async ({
    page,
  }) => {
    await signIn(page);
    if (language.code !== 'en') await switchLanguage(page, language.name);
    await page.goto('/app/home');
    await settled(page);
    const bar = page.getByRole('banner');
    const menu = bar.getByRole('button').first();
    const search = bar.getByRole('button').nth(1);
    const bell = page.getByTestId('notification-bell');

    await tabTo(page, menu);
    await expectFocusRing(page);
    await page.keyboard.press('Tab');
    await expect(search).toBeFocused();
    await expectFocusRing(page);
    await page.screenshot({ path: `.artifacts/a11y-focus-search-${language.code}.png` });

    // Each dialog of the app bar, opened and closed with the keyboard.
    for (const opener of [search, bell, menu]) {
      await opener.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('dialog')).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(opener).toBeFocused();
      await expectFocusRing(page);
    }

    // A dialog that loads its record first (one dialog replaced by another) gives the focus back too.
    await page.goto('/app/affiliate/categories');
    const edit = page.getByRole('row').nth(1).getByRole('button').first();
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('textbox').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(edit).toBeFocused();

    // The home cards are links: the ring shows inside the card's edge.
    await page.goto('/app/home');
    await settled(page);
    const card = page.locator('[data-card] a').first();
    await tabTo(page, card);
    await expectFocusRing(page);
    await page.screenshot({ path: `.artifacts/a11y-focus-card-${language.code}.png` });
  });
}
