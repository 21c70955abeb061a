import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { SearchKind, SearchResult } from '@cmt/contract/endpoints/customers';
import { canOpenRoute, hrefFor, routeById, type AppRouteId } from '@cmt/contract/routes';
import { useBilingual } from '../../../components/use-bilingual';
import { useDebouncedCallback } from '../../../components/use-debounced-callback';
import { useSession } from '../../../lib/session';
import { useGlobalSearch } from '../api/global-search';
import { useCustomersTranslation } from '../hooks/use-customers-translation';

/** Where a result opens: its record's screen when the caller may open it, else its list. */
function targetOf(kind: SearchKind, item: SearchResult): [AppRouteId, Record<string, number>?][] {
  switch (kind) {
    case 'customers':
      return [['customers.overview', { id: item.id }]];
    case 'offers':
      return item.detail === 'CARD'
        ? [['offers.cardsManage', { id: item.id }], ['offers.list']]
        : [['offers.manage', { id: item.id }], ['offers.list']];
    case 'merchants':
      return [['merchants.manage', { id: item.id }], ['merchants.list']];
    case 'affiliateMerchants':
      return [['affiliate.merchantsManage', { id: item.id }], ['affiliate.merchants']];
    case 'staff':
      return [['general.localUsers']];
  }
}

/** The global search (lazy-loaded from the app bar): results grouped by kind, each a link. */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCustomersTranslation();
  const pick = useBilingual();
  const { user } = useSession();
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const settle = useDebouncedCallback((value: string) => setQ(value.trim()), 250);
  const search = useGlobalSearch(q);
  const groups = q.length >= 2 ? (search.data?.groups ?? []) : [];
  const hrefOf = (kind: SearchKind, item: SearchResult) => {
    const found = targetOf(kind, item).find(([route]) => canOpenRoute(routeById(route), user?.permissions));
    return found ? hrefFor(found[0], found[1]) : null;
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="global-search-title">
      <DialogTitle id="global-search-title">{t('search.title')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          type="search"
          label={t('search.label')}
          helperText={t('search.hint')}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            settle(event.target.value);
          }}
          sx={{ mt: 1 }}
        />
        {search.isFetching && <LinearProgress sx={{ mt: 1 }} />}
        {search.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {t('search.failed')}
          </Alert>
        )}
        {q.length >= 2 && search.isSuccess && groups.length === 0 && !search.isFetching && (
          <Typography sx={{ mt: 2 }} color="text.secondary">
            {t('search.none', { q })}
          </Typography>
        )}
        {groups.map((group) => (
          <List
            key={group.kind}
            dense
            aria-label={t(`search.kinds.${group.kind}`)}
            subheader={<ListSubheader disableSticky>{t(`search.kinds.${group.kind}`)}</ListSubheader>}
          >
            {group.items.map((item) => {
              const href = hrefOf(group.kind, item);
              const title = item.titleAr ? pick(item.title, item.titleAr) : item.title;
              const detail = group.kind === 'offers' ? `#${item.id}` : (item.detail ?? `#${item.id}`);
              return (
                <ListItemButton
                  key={item.id}
                  component={RouterLink}
                  to={href ?? '#'}
                  disabled={!href}
                  onClick={onClose}
                >
                  <ListItemText primary={title} secondary={<bdi dir="ltr">{detail}</bdi>} />
                </ListItemButton>
              );
            })}
          </List>
        ))}
      </DialogContent>
    </Dialog>
  );
}
