import { egpOf } from '@cmt/contract/money';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { AuditDiff } from '../../../kit/audit/audit-diff';
import { formatEgp } from '../../../lib/money';
import { useLanguage } from '../../../lib/i18n';
import { useApprovalsTranslation } from '../hooks/use-approvals-translation';

/** Fields that hold an EGP amount as two-decimal text; the policy threshold is integer piastres. */
const egpFields = new Set(['amount', 'available', 'approvedAmount']);

type Shape = Record<string, unknown>;
const isShape = (value: unknown): value is Shape =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The held request as the record would change: the fields it changes, now and after it is
 * applied (the shared audit diff); for a request about many records (an assignment, an unblock),
 * what applying it would do (its outcome counts).
 */
export function ApprovalChange({ before, after }: { before: unknown; after: unknown }) {
  const { t, i18n } = useApprovalsTranslation();
  const { language } = useLanguage();
  const label = (key: string) => (i18n.exists(`approvals:fields.${key}`) ? t(`fields.${key}`) : key);
  const show = (key: string, value: unknown): string => {
    if (value === null || value === undefined) return key === 'thresholdPiastres' ? t('everyAmount') : '—';
    if (typeof value === 'boolean') return value ? t('yes') : t('no');
    if (key === 'thresholdPiastres' && typeof value === 'number') return formatEgp(language, egpOf(value));
    if (egpFields.has(key) && typeof value === 'string') return formatEgp(language, value);
    if (isShape(value))
      return Object.entries(value)
        .map(([name, count]) => `${name}: ${String(count)}`)
        .join(' · ');
    return String(value);
  };

  if (!isShape(after) && !isShape(before)) return null;
  if (!isShape(before) && isShape(after)) {
    // No record to compare: what applying it would do.
    const summary = 'counts' in after ? { counts: after.counts } : after;
    return (
      <>
        <Typography variant="subtitle2" component="h3">
          {t('result')}
        </Typography>
        <Table size="small" aria-label={t('result')}>
          <TableBody>
            {Object.entries(summary).map(([key, value]) => (
              <TableRow key={key}>
                <TableCell component="th" scope="row">
                  {label(key)}
                </TableCell>
                <TableCell>
                  <bdi>{show(key, value)}</bdi>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </>
    );
  }
  // A record to compare: the shared diff (labels, formats, internals hidden, permission sets as
  // added and removed), the same one the History panel and the Audit trail show.
  return (
    <>
      <Typography variant="subtitle2" component="h3">
        {t('change')}
      </Typography>
      <AuditDiff
        entry={{
          kind: 'change',
          before: isShape(before) ? before : null,
          after: isShape(after) ? after : null,
        }}
        label={t('change')}
        beforeLabel={t('before')}
      />
    </>
  );
}
