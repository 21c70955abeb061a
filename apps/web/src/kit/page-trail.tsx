import { menuGroups } from '@cmt/contract/menu';
import { appRoutes, hrefFor, type AppRoute, type AppRouteId } from '@cmt/contract/routes';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { BackIcon } from './back-icon';
import { rememberedSearch } from './list-search-memory';

/** One step of a trail: an i18n key of the shell's `menu.` strings and, for a list, where it opens. */
export interface TrailStep {
  label: string;
  route?: AppRouteId;
}

export interface Trail {
  steps: TrailStep[];
  /** The list the page sits below: the back link's target. */
  parent: AppRouteId;
}

const menuItems = menuGroups.flatMap((group) => group.items.map((item) => ({ group, item })));
const menuItemOf = new Map(menuItems.map((entry) => [entry.item.route as string, entry]));

/**
 * Pages below a list whose path does not extend the list's: the merchant screens sit beside
 * /app/merchants/list, assign partner and the reviews upload are buttons of the applications list,
 * and the customer page opens from the home and the search.
 */
const parentOverrides: Partial<Record<AppRouteId, AppRouteId>> = {
  'merchants.manage': 'merchants.list',
  'merchants.bulk': 'merchants.list',
  'financing.assignPartner': 'financing.applications',
  'financing.applicationReviews': 'financing.applications',
  'customers.overview': 'home',
};

/** A route's path without its `:param` segments: the prefix its pages below extend. */
const stem = (path: string) => path.replace(/\/:\w+\??/g, '');

/** The list a route sits below: an override, else the menu route whose path its own extends (the longest). */
export function parentListOf(route: AppRoute): AppRouteId | null {
  if (menuItemOf.has(route.id)) return null;
  const override = parentOverrides[route.id as AppRouteId];
  if (override) return override;
  const lists = appRoutes
    .filter((list) => menuItemOf.has(list.id) && route.path.startsWith(`${stem(list.path)}/`))
    .sort((a, b) => stem(b.path).length - stem(a.path).length);
  return lists[0]?.id ?? null;
}

/**
 * The trail of a page below a list (issue 21): its menu group, then the list, labelled by the menu's
 * own keys (a group of one item, like the home, is named by that item alone). Null elsewhere.
 */
export function trailOf(route: AppRoute): Trail | null {
  const parent = parentListOf(route);
  if (!parent) return null;
  const { group, item } = menuItemOf.get(parent)!;
  const steps: TrailStep[] =
    group.items.length === 1
      ? [{ label: `menu.${group.title}`, route: parent }]
      : [{ label: `menu.${group.title}` }, { label: `menu.${item.title}`, route: parent }];
  return { steps, parent };
}

/** The link back to a list, with the query it last had. */
export function listHref(id: AppRouteId): string {
  return `${hrefFor(id)}${rememberedSearch(id)}`;
}

/**
 * Breadcrumbs and a back link above every page below a list; nothing on other pages. MUI Breadcrumbs
 * puts its separators in reading order, and the back arrow points the reading way in right-to-left.
 */
export function PageTrail({ route }: { route: AppRoute }) {
  const { t } = useTranslation();
  const trail = trailOf(route);
  if (!trail) return null;
  const href = listHref(trail.parent);
  const backTo = t(trail.steps.at(-1)!.label);
  return (
    <Box data-testid="page-trail">
      <Breadcrumbs aria-label={t('trail.label')} sx={{ mb: 1 }}>
        {trail.steps.map((step) =>
          step.route ? (
            <Link key={step.label} component={RouterLink} to={href} underline="hover" color="inherit">
              {t(step.label)}
            </Link>
          ) : (
            <Typography key={step.label} color="text.secondary">
              {t(step.label)}
            </Typography>
          ),
        )}
      </Breadcrumbs>
      {trail.parent !== 'home' && (
        <Button component={RouterLink} to={href} startIcon={<BackIcon />} size="small" sx={{ mb: 2 }}>
          {t('trail.back', { page: backTo })}
        </Button>
      )}
    </Box>
  );
}
