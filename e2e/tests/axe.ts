import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The WCAG 2.2 AA rules every browser test checks with axe (docs/accessibility.md). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * axe over the screen on show (or the part `include` selects), once no spinner or skeleton is left:
 * no serious or critical violation, each named with its nodes when there is one.
 */
export async function noBlockingViolations(page: Page, where: string, include?: string) {
  await expect(
    page.locator('.MuiCircularProgress-indeterminate, .MuiSkeleton-root').filter({ visible: true }),
  ).toHaveCount(0, { timeout: 20_000 });
  let builder = new AxeBuilder({ page }).withTags(AXE_TAGS).options({ resultTypes: ['violations'] });
  if (include) builder = builder.include(include);
  const results = await builder.analyze();
  const blocking = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(blocking, `axe on ${where}`).toEqual([]);
}
