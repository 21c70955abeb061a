import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { hasPermission } from '@cmt/contract/permissions';
import { PageHeader } from '../../../kit/page-header';
import { useFeatureFlags } from '../../../lib/feature-flags';
import { useSession } from '../../../lib/session';
import { CardOffersList } from '../components/card-offers-list';
import { RegularOffersList } from '../components/regular-offers-list';
import { useOffersTranslation } from '../hooks/use-offers-translation';

type Kind = 'REGULAR' | 'CARD';

/**
 * /app/offers: the regular offers and, while the isABMLuckyOneCardsOffersEnabled flag is on and the
 * user holds manage-cmt (every card offer call needs it), the Lucky One card offers (`?kind=CARD`).
 * Each list keeps its own filters in the address; switching lists starts the other from its defaults.
 */
export default function OffersListPage() {
  const { t } = useOffersTranslation();
  const { user } = useSession();
  const flags = useFeatureFlags();
  const [params, setParams] = useSearchParams();
  const cardsShown =
    flags.isABMLuckyOneCardsOffersEnabled === true && hasPermission(user?.permissions, ['manage-cmt']);
  const kind: Kind = cardsShown && params.get('kind') === 'CARD' ? 'CARD' : 'REGULAR';
  const tabLabel = (of: Kind) => t(of === 'CARD' ? 'cards.tab' : 'cards.regularTab');

  return (
    <>
      <PageHeader
        title={t('list.title')}
        subtitle={t(kind === 'CARD' ? 'cards.subtitle' : 'list.subtitle')}
      />
      {cardsShown && (
        <Tabs
          value={kind}
          onChange={(_, next: Kind) => setParams(next === 'CARD' ? { kind: 'CARD' } : {})}
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="REGULAR" label={tabLabel('REGULAR')} />
          <Tab value="CARD" label={tabLabel('CARD')} />
        </Tabs>
      )}
      <Box role={cardsShown ? 'tabpanel' : undefined} aria-label={cardsShown ? tabLabel(kind) : undefined}>
        {kind === 'CARD' ? <CardOffersList key="CARD" /> : <RegularOffersList key="REGULAR" />}
      </Box>
    </>
  );
}
