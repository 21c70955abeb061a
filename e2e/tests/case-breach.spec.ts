import { expect, test, signIn, switchLanguage } from './fixtures.ts';
import { DEMO_STAFF_PASSWORD } from './env.ts';

/**
 * A breach (issue 36 item 6), as the supervisor meets it: the demo's four-week-old complaint is past its
 * 15 business days, so the deadline check that runs when the server starts flags it and tells every
 * supervisor. The supervisor's bell has the breach, Home counts it, and the list of cases past due shows
 * it flagged with its days late; once in Arabic.
 */
const SUPERVISOR = 'rania.supervisor@lucky.app';

test('a breach: the supervisor is told, Home counts it, the list flags it with its business days late', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await signIn(page, SUPERVISOR, DEMO_STAFF_PASSWORD);

  // The bell: the breach notification (the check ran at start; it may take its first minute).
  const bell = page.getByTestId('notification-bell');
  await expect(async () => {
    await page.reload();
    await expect(bell).not.toHaveAccessibleName('Notifications: 0 unread', { timeout: 2_000 });
  }).toPass({ timeout: 90_000 });
  await bell.click();
  await expect(
    page
      .getByRole('link', {
        name: /^Case CMP-\d{4}-\d{6} is past its due day \(\d{4}-\d{2}-\d{2}\) and was escalated$/,
      })
      .first(),
  ).toBeVisible();
  await page.keyboard.press('Escape');

  // Home: the card of cases past due opens the list filtered to them.
  await page.goto('/app/home');
  const card = page.getByRole('link', { name: /Cases past due/ });
  await expect(card).toBeVisible();
  await card.click();
  await expect(page).toHaveURL(/\/app\/cases\?.*due=PAST/);
  const late = page
    .getByRole('row')
    .filter({ hasText: /business days? late/ })
    .first();
  await expect(late).toBeVisible();
  await expect(late).toContainText(/Escalated/i);

  await switchLanguage(page, 'العربية');
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: /متأخر|تأخر/ })
      .first(),
  ).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('cases-past-due-ar.png'), fullPage: true });
});
