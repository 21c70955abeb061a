import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { CaseLink } from '@cmt/contract/endpoints/cases';
import { useCanOpen } from '../../../kit/use-can-open';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { caseRecordHref } from './case-record-link';

/** The records the case is about: their names (or "a record you may not see"), each a link to its screen. */
export function CaseLinks({ links }: { links: CaseLink[] }) {
  const { t } = useCasesTranslation();
  const canOpen = useCanOpen();
  const when = useFormatDateTime();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="case-links-title" sx={{ p: 2 }}>
      <Typography id="case-links-title" variant="h6" component="h2" gutterBottom>
        {t('links.title')}
      </Typography>
      {links.length === 0 ? (
        <Typography color="text.secondary">{t('links.none')}</Typography>
      ) : (
        <List dense disablePadding>
          {links.map((link) => {
            const type = t(`recordTypes.${link.recordType}`);
            const href = link.label === null ? null : caseRecordHref(link.recordType, link.recordId, canOpen);
            const name =
              link.label === null ? (
                <Typography component="span" color="text.secondary" sx={{ fontStyle: 'italic' }}>
                  {t('links.hidden')}
                </Typography>
              ) : href ? (
                <Link component={RouterLink} to={href}>
                  <bdi>{link.label}</bdi>
                </Link>
              ) : (
                <bdi>{link.label}</bdi>
              );
            return (
              <ListItem key={`${link.recordType}:${link.recordId}`} disableGutters>
                <ListItemText
                  primary={name}
                  secondary={`${t('links.record', { type, id: link.recordId })} · ${t('links.linked', { at: when(link.linkedAt) })}`}
                />
              </ListItem>
            );
          })}
        </List>
      )}
    </Paper>
  );
}
