import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AuditChainReport } from '@cmt/contract/endpoints/audit';
import { useAuditTranslation } from '../hooks/use-audit-translation';

/** What a verify pass found: the verdict, its figures and each problem with the entry or checkpoint concerned. */
export function ChainReport({ report, testId }: { report: AuditChainReport; testId: string }) {
  const { t, i18n } = useAuditTranslation();
  const n = (value: number) => value.toLocaleString(i18n.language);
  const figures: [string, string][] = [
    [t('verify.mode'), t(`verify.modes.${report.mode}`)],
    [t('verify.checked'), n(report.checked)],
    [t('verify.sealed'), n(report.sealed)],
    [t('verify.unsealed'), n(report.unsealed)],
    [
      t('verify.anchoredThrough'),
      report.anchoredThrough === null ? t('verify.none') : `#${report.anchoredThrough}`,
    ],
    [t('verify.checkpointsChecked'), n(report.checkpointsChecked)],
    [t('verify.missingSeals'), n(report.missingSeals)],
    [t('verify.lateSeals'), n(report.lateSeals)],
    [t('verify.headHash'), report.headHash ? `${report.headHash.slice(0, 16)}…` : t('verify.none')],
  ];
  return (
    <Alert severity={report.ok ? 'success' : 'error'} sx={{ mb: 2 }} data-testid={testId}>
      <Typography variant="body2" sx={{ fontWeight: 500 }}>
        {report.ok
          ? t('verify.ok', { checked: report.checked, unsealed: report.unsealed })
          : report.firstBrokenId !== null
            ? t('verify.broken', { id: report.firstBrokenId })
            : t('verify.brokenOutside')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content auto', columnGap: 2, rowGap: 0.25, my: 1 }}
      >
        {figures.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              <bdi>{value}</bdi>
            </Typography>
          </Box>
        ))}
      </Box>
      {report.problems.length > 0 && (
        <Box component="ul" sx={{ m: 0, ps: 2.5 }} data-testid="chain-problems">
          {report.problems.map((problem, index) => (
            <li key={index}>
              <Typography variant="body2">
                {t(`verify.problems.${problem.code}`, {
                  id: problem.entryId ?? '',
                  checkpoint: problem.checkpoint ?? '',
                })}
              </Typography>
            </li>
          ))}
        </Box>
      )}
    </Alert>
  );
}
