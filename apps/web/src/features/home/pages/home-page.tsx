import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import { bulkScreens, WAITING_BATCH_STATUSES, type BulkFeature } from '@cmt/contract/endpoints/bulk';
import { OFFERS_ENDING_DAYS, type HomeCard, type HomeCardKey } from '@cmt/contract/endpoints/home';
import { egpOf } from '@cmt/contract/money';
import { hrefFor, type AppRouteId } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { useCanOpen } from '../../../kit/use-can-open';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { cairoDate } from '../../../lib/dates';
import { useFeatureTranslation, useLanguage } from '../../../lib/i18n';
import { useMoney } from '../../../lib/money';
import { useHome } from '../api/get-home';
import { homeLocales } from '../locales';
import { PageSpinner } from '../../../kit/page-spinner';

/** The list each card opens, already filtered (the list screens' own URL filters). */
const targets: Record<HomeCardKey, { route?: AppRouteId; path?: string; query: string }> = {
  profileValidations: { route: 'applications.profileValidation', query: '?status=PENDING' },
  cashouts: { route: 'affiliate.cashout', query: '?status=PENDING' },
  applicationReviews: { route: 'financing.applications', query: '?status=PENDING' },
  approvals: { path: '/app/approvals', query: '' },
  // One link per kind of file instead (`bulkHref`): each kind has its own upload screen.
  bulkBatches: { query: '' },
  smsSendings: { route: 'general.sms', query: '?status=SENDING' },
  offersEnding: { route: 'offers.list', query: `?status=ACTIVE&endingWithin=${OFFERS_ENDING_DAYS}` },
  casesDueToday: { route: 'cases.list', query: '?open=true&due=TODAY' },
  casesPastDue: { route: 'cases.list', query: '?open=true&due=PAST' },
};

/** Cards of cases count due days: their oldest is a Cairo day (shown as a date), not a moment. */
const dueDayCards: readonly HomeCardKey[] = ['casesDueToday', 'casesPastDue'];

/** A kind's upload screen with only its waiting files listed (failed, or checked and not confirmed). */
function bulkHref(kind: BulkFeature): string {
  const screen: { route: AppRouteId; tab?: string } = bulkScreens[kind];
  const query = new URLSearchParams({
    ...(screen.tab ? { tab: screen.tab } : {}),
    status: WAITING_BATCH_STATUSES.join(','),
  });
  return `${hrefFor(screen.route)}?${query.toString().replaceAll('%2C', ',')}`;
}

/** /app/home: one card per kind of waiting work the signed-in person may act on. */
export default function HomePage() {
  const { t } = useFeatureTranslation(homeLocales);
  const home = useHome();
  const canOpen = useCanOpen();
  const when = useFormatDateTime();
  const day = useFormatDate();
  const money = useMoney();
  const { language } = useLanguage();

  // A card shows only when its list opens for this user (and its area is on).
  const visible = (card: HomeCard) => {
    const { route } = targets[card.key];
    return !route || canOpen(route);
  };
  const hrefOf = (key: HomeCardKey) => {
    const target = targets[key];
    if (target.route) return hrefFor(target.route) + target.query;
    return target.path ? target.path + target.query : null;
  };
  const cards = home.data?.cards.filter(visible) ?? [];

  let body: ReactNode;
  if (home.isPending) body = <PageSpinner label={t('title')} />;
  else if (home.isError) body = <Alert severity="error">{t('loadError')}</Alert>;
  else if (cards.length === 0) body = <Alert severity="success">{t('empty')}</Alert>;
  else
    body = (
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {cards.map((card) => {
          const href = hrefOf(card.key);
          // The bulk card's kinds whose upload screen this user opens (and whose area is on).
          const kinds = (card.kinds ?? []).filter(({ kind }) => canOpen(bulkScreens[kind].route));
          const content = (
            <CardContent>
              <Typography variant="subtitle1" component="h2">
                {t(`cards.${card.key}`)}
              </Typography>
              <Typography variant="h4" component="p" data-testid={`home-count-${card.key}`}>
                {new Intl.NumberFormat(language).format(card.count)}
              </Typography>
              {card.amountPiastres !== undefined && (
                <Typography variant="body2">
                  {t('total', { amount: money.egp(egpOf(card.amountPiastres)) })}
                </Typography>
              )}
              {card.oldestAt && dueDayCards.includes(card.key)
                ? card.key === 'casesPastDue' && (
                    <Typography variant="body2" color="text.secondary">
                      {t('earliestDue', { date: day(cairoDate(new Date(card.oldestAt))) })}
                    </Typography>
                  )
                : card.oldestAt && (
                    <Typography variant="body2" color="text.secondary">
                      {t('oldest', { when: when(card.oldestAt) })}
                    </Typography>
                  )}
              {kinds.length > 0 && (
                <Stack component="ul" spacing={0.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
                  {kinds.map(({ kind, count }) => (
                    <li key={kind}>
                      <Link component={RouterLink} to={bulkHref(kind)} variant="body2">
                        {t('kindCount', {
                          kind: t(`bulkKinds.${kind}`),
                          count: new Intl.NumberFormat(language).format(count),
                        })}
                      </Link>
                    </li>
                  ))}
                </Stack>
              )}
            </CardContent>
          );
          return (
            <Grid key={card.key} size={{ xs: 12, sm: 6, md: 4 }} component="li">
              <Card variant="outlined" sx={{ height: '100%' }} data-card={card.key}>
                {href ? (
                  <CardActionArea component={RouterLink} to={href} sx={{ height: '100%' }}>
                    {content}
                  </CardActionArea>
                ) : (
                  content
                )}
              </Card>
            </Grid>
          );
        })}
      </Grid>
    );

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      {body}
    </>
  );
}
