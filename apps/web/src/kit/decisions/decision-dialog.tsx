import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getDecision, type DecisionDetail } from '@cmt/contract/endpoints/decisions';
import { callApi } from '../../lib/api-client';
import { useLanguage } from '../../lib/i18n';
import { formatEgp } from '../../lib/money';
import { PageSpinner } from '../page-spinner';
import { useFormatDateTime } from '../use-format-date-time';
import { cashoutWindows, figureRows, stateRows } from './decision-format';
import { statementHref } from './statement-path';
import { useDecisionsTranslation } from './use-decisions-translation';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mt: 2 }}>
      <Typography variant="subtitle1" component="h3" id={id} sx={{ fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** Label and value lines (a description list). */
function Facts({ rows }: { rows: { label: string; value: ReactNode }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(8rem, max-content) 1fr',
        gap: 0.5,
        columnGap: 2,
      }}
    >
      {rows.map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {row.label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

const integritySeverity = { verified: 'success', altered: 'error', missing: 'warning' } as const;

function DecisionBody({ decision }: { decision: DecisionDetail }) {
  const { t } = useDecisionsTranslation();
  const { language } = useLanguage();
  const when = useFormatDateTime();
  const figures = decision.figures;
  const state = stateRows(t, language, decision.before, decision.after);
  const request = decision.fourEyesRequest;
  return (
    <>
      <Alert
        severity={integritySeverity[decision.integrity]}
        variant="outlined"
        data-integrity={decision.integrity}
        role="status"
      >
        <strong>{t('dialog.integrity.heading')}</strong> · {t(`dialog.integrity.${decision.integrity}`)}
      </Alert>
      <Section title={t('dialog.summary')}>
        <Facts
          rows={[
            {
              label: t('dialog.record'),
              value: t('recordNumber', {
                type: t(`recordTypes.${decision.recordType}`),
                id: decision.recordId,
              }),
            },
            { label: t('dialog.decidedAt'), value: when(decision.decidedAt) },
            {
              label: t('dialog.decidedBy'),
              value: decision.decidedBy ? <bdi>{decision.decidedBy}</bdi> : '—',
            },
            {
              label: t('dialog.secondPerson'),
              value: t(decision.fourEyes ? 'dialog.secondPersonYes' : 'dialog.secondPersonNo'),
            },
            {
              label: t('dialog.reason'),
              value: decision.reason ? <bdi>{decision.reason}</bdi> : t('panel.noReason'),
            },
          ]}
        />
      </Section>
      <Section title={t('dialog.state.heading')}>
        {state.length === 0 ? (
          <Typography variant="body2">{t('dialog.state.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('dialog.state.field')}</TableCell>
                <TableCell>{t('dialog.state.before')}</TableCell>
                <TableCell>{t('dialog.state.after')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {state.map((row) => (
                <TableRow key={row.key} data-field={row.key}>
                  <TableCell component="th" scope="row">
                    {row.label}
                  </TableCell>
                  <TableCell>
                    <bdi>{row.before}</bdi>
                  </TableCell>
                  <TableCell sx={row.changed ? { fontWeight: 700 } : undefined}>
                    <bdi>{row.after}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('dialog.figures.heading')}>
        {!figures ? (
          <Typography variant="body2">{t('dialog.figures.none')}</Typography>
        ) : (
          <Stack spacing={1.5}>
            <Table size="small" aria-label={t('dialog.figures.heading')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('dialog.figures.figure')}</TableCell>
                  <TableCell>{t('dialog.figures.value')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {figureRows(t, language, figures, { withReasons: true }).map((row) => (
                  <TableRow key={row.key} data-figure={row.key}>
                    <TableCell component="th" scope="row">
                      {row.label}
                    </TableCell>
                    <TableCell>
                      <bdi>{row.value}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            <Table size="small" aria-label={t('dialog.figures.period')}>
              <TableHead>
                <TableRow>
                  <TableCell>{t('dialog.figures.period')}</TableCell>
                  <TableCell>{t('dialog.figures.count')}</TableCell>
                  <TableCell>{t('dialog.figures.total')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {cashoutWindows.map((window) => (
                  <TableRow key={window} data-window={window}>
                    <TableCell component="th" scope="row">
                      {t(`figures.${window}`)}
                    </TableCell>
                    <TableCell>
                      <bdi>{new Intl.NumberFormat(language).format(figures.cashouts[window].count)}</bdi>
                    </TableCell>
                    <TableCell>
                      <bdi>{formatEgp(language, figures.cashouts[window].total)}</bdi>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </Stack>
        )}
      </Section>
      <Section title={t('dialog.rules.heading')}>
        {decision.rules.length === 0 ? (
          <Typography variant="body2">{t('dialog.rules.none')}</Typography>
        ) : (
          <Table size="small">
            <TableHead>
              <TableRow>
                <TableCell>{t('dialog.rules.rule')}</TableCell>
                <TableCell>{t('dialog.rules.version')}</TableCell>
                <TableCell>{t('dialog.rules.result')}</TableCell>
                <TableCell>{t('dialog.rules.effect')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {decision.rules.map((rule) => (
                <TableRow key={`${rule.ruleId}-${rule.version}`}>
                  <TableCell component="th" scope="row">
                    <bdi>{rule.name}</bdi>
                  </TableCell>
                  <TableCell>
                    <bdi>{rule.version}</bdi>
                  </TableCell>
                  <TableCell>
                    {rule.error ? (
                      <Typography variant="body2" color="error">
                        {t('dialog.rules.error', { error: rule.error })}
                      </Typography>
                    ) : (
                      t(rule.hit ? 'dialog.rules.hit' : 'dialog.rules.noHit')
                    )}
                  </TableCell>
                  <TableCell>
                    <bdi>{rule.effect ?? '—'}</bdi>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </Section>
      <Section title={t('dialog.fourEyes.heading')}>
        {!request ? (
          <Typography variant="body2">{t('dialog.fourEyes.none')}</Typography>
        ) : (
          <Facts
            rows={[
              {
                label: t('dialog.fourEyes.request'),
                value: <bdi>{t('dialog.fourEyes.requestNumber', { id: request.approvalId })}</bdi>,
              },
              { label: t('dialog.fourEyes.maker'), value: <bdi>{request.maker.email}</bdi> },
              { label: t('dialog.fourEyes.checker'), value: <bdi>{request.checker.email ?? '—'}</bdi> },
            ]}
          />
        )}
      </Section>
    </>
  );
}

/** What was known when a decision was made, with its integrity and the print buttons of its statement. */
export function DecisionDialog({ id, onClose }: { id: number; onClose(): void }) {
  const { t } = useDecisionsTranslation();
  const titleId = useId();
  const location = useLocation();
  // Each opening reads the record anew (its integrity is checked at the read).
  const decision = useQuery({
    queryKey: [getDecision.path, id],
    queryFn: ({ signal }) => callApi(getDecision, { params: { id: String(id) }, signal }),
    staleTime: 0,
    gcTime: 0,
  });
  const back = { back: `${location.pathname}${location.search}` };
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth scroll="paper">
      <DialogTitle id={titleId}>
        {decision.data ? t(`kinds.${decision.data.kind}`) : t('dialog.summary')}
      </DialogTitle>
      {/* It scrolls: keyboard users reach it (axe scrollable-region-focusable), named by the title. */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {decision.isError ? (
          <Alert severity="error">{t('dialog.loadError')}</Alert>
        ) : decision.isPending ? (
          <PageSpinner size="small" label={t('dialog.loading')} />
        ) : (
          <DecisionBody decision={decision.data} />
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {decision.data && (
          <>
            <Button
              component={RouterLink}
              to={statementHref(id, 'ar')}
              state={back}
              startIcon={<PrintIcon />}
              variant="outlined"
            >
              {t('dialog.printAr')}
            </Button>
            <Button
              component={RouterLink}
              to={statementHref(id, 'en')}
              state={back}
              startIcon={<PrintIcon />}
              variant="outlined"
            >
              {t('dialog.printEn')}
            </Button>
          </>
        )}
        <Button onClick={onClose}>{t('dialog.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
