import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  caseEventKinds,
  type CaseEventKind,
  type CaseNote,
  type CaseStaff,
} from '@cmt/contract/endpoints/cases';
import { PageSpinner } from '../../../kit/page-spinner';
import { useFormatDateTime } from '../../../kit/use-format-date-time';
import { useLanguage } from '../../../lib/i18n';
import { useCaseTimeline } from '../api/get-case-timeline';
import { useCasesTranslation } from '../hooks/use-cases-translation';
import { showsText, useEventWords } from '../hooks/use-event-words';

interface CaseTimelineProps {
  caseId: number;
  /** "Correct this note" (staff who work cases): a new note that refers to it. */
  onCorrect?: ((note: CaseNote) => void) | undefined;
  /** Staff the page knows (the assignee, who opened it): an assignment names them. */
  known?: readonly CaseStaff[];
}

/** The case's timeline, oldest first, filtered by kinds of event (chips: none pressed is every kind). */
export function CaseTimeline({ caseId, onCorrect, known = [] }: CaseTimelineProps) {
  const { t } = useCasesTranslation();
  const when = useFormatDateTime();
  const { language } = useLanguage();
  const list = new Intl.ListFormat(language, { type: 'conjunction' });
  const titleId = useId();
  const [kinds, setKinds] = useState<CaseEventKind[]>([]);
  const timeline = useCaseTimeline(caseId, kinds);
  const events = timeline.data?.events ?? [];
  const words = useEventWords([
    ...known,
    ...events.flatMap((event) =>
      event.note ? [...event.note.mentions, ...(event.note.author ? [event.note.author] : [])] : [],
    ),
  ]);
  const toggle = (kind: CaseEventKind) =>
    setKinds((all) => (all.includes(kind) ? all.filter((k) => k !== kind) : [...all, kind]));

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} variant="h6" component="h2" gutterBottom>
        {t('timeline.title')}
      </Typography>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        role="group"
        aria-label={t('timeline.filter')}
        sx={{ flexWrap: 'wrap', mb: 2 }}
      >
        <Chip
          label={t('timeline.allKinds')}
          color={kinds.length === 0 ? 'primary' : 'default'}
          variant={kinds.length === 0 ? 'filled' : 'outlined'}
          aria-pressed={kinds.length === 0}
          onClick={() => setKinds([])}
        />
        {caseEventKinds.map((kind) => (
          <Chip
            key={kind}
            label={t(`timeline.kinds.${kind}`)}
            color={kinds.includes(kind) ? 'primary' : 'default'}
            variant={kinds.includes(kind) ? 'filled' : 'outlined'}
            aria-pressed={kinds.includes(kind)}
            onClick={() => toggle(kind)}
          />
        ))}
      </Stack>
      {timeline.isPending && <PageSpinner />}
      {timeline.isError && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void timeline.refetch()}>
              {t('timeline.retry')}
            </Button>
          }
        >
          {t('timeline.loadFailed')}
        </Alert>
      )}
      {!timeline.isPending && !timeline.isError && events.length === 0 && (
        <Typography color="text.secondary">{t('timeline.empty')}</Typography>
      )}
      {events.length > 0 && (
        <Box component="ol" aria-busy={timeline.isFetching} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {events.map((event) => (
            <Box
              component="li"
              key={event.key}
              data-kind={event.kind}
              sx={{ borderInlineStart: 3, borderColor: 'divider', ps: 2, pb: 2, position: 'relative' }}
            >
              <Typography variant="caption" color="text.secondary" component="p">
                {when(event.at)} · <bdi>{event.actor ?? t('timeline.system')}</bdi> ·{' '}
                {t(`timeline.kinds.${event.kind}`)}
              </Typography>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {words(event)}
              </Typography>
              {event.note && (
                <>
                  <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                    {event.note.text}
                  </Typography>
                  {event.note.mentions.length > 0 && (
                    <Typography variant="caption" color="text.secondary" component="p">
                      {t('timeline.mentions', { names: list.format(event.note.mentions.map((s) => s.name)) })}
                    </Typography>
                  )}
                  {onCorrect && (
                    <Button size="small" onClick={() => onCorrect(event.note!)} sx={{ mt: 0.5 }}>
                      {t('notes.correct')}
                    </Button>
                  )}
                </>
              )}
              {showsText(event) && (
                <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', mt: 0.5 }}>
                  {event.text}
                </Typography>
              )}
            </Box>
          ))}
        </Box>
      )}
    </Paper>
  );
}
