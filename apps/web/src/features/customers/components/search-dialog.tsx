import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState, type KeyboardEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { SearchKind, SearchResult } from '@cmt/contract/endpoints/customers';
import { canOpenRoute, hrefFor, routeById, type AppRouteId } from '@cmt/contract/routes';
import { LazyOpenCaseDialog } from '../../../kit/cases/lazy-open-case-dialog';
import { useBilingual } from '../../../kit/use-bilingual';
import { useDebouncedCallback } from '../../../kit/use-debounced-callback';
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
    case 'cases':
      return [['cases.detail', { id: item.id }], ['cases.list']];
  }
}

interface Option {
  item: SearchResult;
  /** Its place among all the results, for the highlight. */
  index: number;
  href: string | null;
  /** "Open a case about …": the option after a customer, for staff who work cases. */
  opensCase?: boolean;
}

const LISTBOX = 'global-search-results';
const optionId = (index: number) => `${LISTBOX}-${index}`;

/**
 * The global search (lazy-loaded from the app bar), an ARIA combobox: the field keeps the focus while
 * ArrowDown/ArrowUp move the highlight through the results, grouped by kind, and Enter opens
 * the highlighted one; a click opens a result too (each is a link, so it also opens in a new tab).
 * Staff who work cases get, after each customer, an option of its own "Open a case about …" (reached
 * and chosen like any result), which opens "Open a case" with the customer linked.
 */
export default function SearchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCustomersTranslation();
  const pick = useBilingual();
  const { user } = useSession();
  const navigate = useNavigate();
  const [caseAbout, setCaseAbout] = useState<{ id: number; name: string } | null>(null);
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  // The highlight belongs to the results it was moved in: new results start with none, so Enter
  // never opens something the staff member has not seen highlighted.
  const [highlight, setHighlight] = useState<{ of: unknown; index: number }>({ of: null, index: -1 });
  const nameOf = (item: SearchResult) => (item.titleAr ? pick(item.title, item.titleAr) : item.title);
  const settle = useDebouncedCallback((value: string) => setQ(value.trim()), 250);
  const search = useGlobalSearch(q);
  const data = q.length >= 2 ? search.data : undefined;
  const opensCases =
    canOpenRoute(routeById('cases.detail'), user?.permissions) &&
    (user?.permissions.includes('manage-cases-work') ?? false);
  const groups = useMemo(() => {
    const hrefOf = (kind: SearchKind, item: SearchResult) => {
      const found = targetOf(kind, item).find(([route]) => canOpenRoute(routeById(route), user?.permissions));
      return found ? hrefFor(found[0], found[1]) : null;
    };
    let index = 0;
    return (data?.groups ?? []).map((group) => ({
      kind: group.kind,
      options: group.items.flatMap((item): Option[] => [
        { item, index: index++, href: hrefOf(group.kind, item) },
        ...(group.kind === 'customers' && opensCases
          ? [{ item, index: index++, href: null, opensCase: true }]
          : []),
      ]),
    }));
  }, [data, user?.permissions, opensCases]);
  const options = groups.flatMap((group) => group.options);
  const active = highlight.of === data ? highlight.index : -1;
  const setActive = (index: number) => setHighlight({ of: data, index });
  useEffect(() => {
    if (active >= 0) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const openOption = (option: Option | undefined) => {
    if (option?.opensCase) {
      onClose();
      setCaseAbout({ id: option.item.id, name: nameOf(option.item) });
      return;
    }
    if (!option?.href) return;
    onClose();
    void navigate(option.href);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = options.length - 1;
    // Home, End and the side arrows stay the text field's (an editable combobox).
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && last >= 0) {
      event.preventDefault();
      if (event.key === 'ArrowDown') setActive(active >= last ? 0 : active + 1);
      else setActive(active <= 0 ? last : active - 1);
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      openOption(options[active]);
    }
  };

  return (
    <>
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
            onKeyDown={onKeyDown}
            slotProps={{
              htmlInput: {
                role: 'combobox',
                'aria-autocomplete': 'list',
                'aria-expanded': options.length > 0,
                'aria-controls': options.length > 0 ? LISTBOX : undefined,
                'aria-activedescendant': active >= 0 ? optionId(active) : undefined,
                autoComplete: 'off',
              },
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
          {groups.length > 0 && (
            <List id={LISTBOX} role="listbox" aria-label={t('search.results')} dense disablePadding>
              {groups.map((group) => (
                <li key={group.kind} role="presentation">
                  <List
                    role="group"
                    dense
                    aria-labelledby={`${LISTBOX}-${group.kind}`}
                    subheader={
                      <ListSubheader id={`${LISTBOX}-${group.kind}`} role="presentation" disableSticky>
                        {t(`search.kinds.${group.kind}`)}
                      </ListSubheader>
                    }
                  >
                    {group.options.map(({ item, index, href, opensCase }) => {
                      const title = nameOf(item);
                      if (opensCase)
                        return (
                          <ListItemButton
                            key={`${item.id}-case`}
                            id={optionId(index)}
                            role="option"
                            aria-selected={index === active}
                            selected={index === active}
                            tabIndex={-1}
                            onMouseMove={() => setActive(index)}
                            onClick={() => openOption(options[index])}
                            sx={{ paddingInlineStart: 4 }}
                          >
                            <ListItemIcon sx={{ minWidth: 32 }}>
                              <AddIcon fontSize="small" />
                            </ListItemIcon>
                            <ListItemText primary={t('search.openCase', { name: title })} />
                          </ListItemButton>
                        );
                      const detail = group.kind === 'offers' ? `#${item.id}` : (item.detail ?? `#${item.id}`);
                      return (
                        <ListItemButton
                          key={item.id}
                          id={optionId(index)}
                          role="option"
                          aria-selected={index === active}
                          aria-disabled={!href}
                          selected={index === active}
                          tabIndex={-1}
                          component={RouterLink}
                          to={href ?? '#'}
                          disabled={!href}
                          onMouseMove={() => setActive(index)}
                          onClick={onClose}
                        >
                          <ListItemText primary={title} secondary={<bdi dir="ltr">{detail}</bdi>} />
                        </ListItemButton>
                      );
                    })}
                  </List>
                </li>
              ))}
            </List>
          )}
          {groups.some((group) => group.kind === 'customers') && (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
              {t('search.recorded')}
            </Typography>
          )}
        </DialogContent>
      </Dialog>
      {caseAbout && (
        <LazyOpenCaseDialog
          links={[{ recordType: 'customer', recordId: caseAbout.id, label: caseAbout.name }]}
          onClose={() => setCaseAbout(null)}
        />
      )}
    </>
  );
}
