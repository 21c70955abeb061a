import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { creditLineStatusName, type FinancingApplication } from '@cmt/contract/endpoints/financing';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { useMoney } from '../../../lib/money';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { CreditLineStatus } from './credit-line-status';
import { DetailTable } from './detail-table';
import { usePartnerName } from '../hooks/use-partner-name';
import { decisionReason } from './decision-reason';

type Detail = FinancingApplication;

/** Every credit line the customer has had, the current one marked. */
export function CreditLinesTable({ detail }: { detail: Detail }) {
  const { t } = useFinancingTranslation();
  const egp = useMoney().egp;
  const pick = useBilingual();
  const formatDateTime = useFormatDateTime();
  return (
    <DetailTable
      label={t('detail.sections.lines')}
      rows={detail.creditLines}
      rowKey={(line) => line.id}
      empty={t('detail.line.noLine')}
      columns={[
        {
          id: 'partner',
          label: t('detail.line.partner'),
          render: (line) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span>{pick(line.partnerName, line.partnerNameAr)}</span>
              {line.isCurrent && <Chip size="small" label={t('detail.line.current')} />}
            </Stack>
          ),
        },
        {
          id: 'status',
          label: t('detail.line.status'),
          render: (line) => <CreditLineStatus code={line.creditLineStatus} />,
        },
        {
          id: 'limit',
          label: t('detail.line.limit'),
          align: 'end',
          render: (line) => <bdi>{egp(line.approvedAmount)}</bdi>,
        },
        {
          id: 'outstanding',
          label: t('detail.line.outstanding'),
          align: 'end',
          render: (line) => <bdi>{egp(line.outstanding)}</bdi>,
        },
        {
          id: 'activation',
          label: t('detail.line.activation'),
          render: (line) =>
            line.activationType ? t(`activation.${line.activationType}`) : t('detail.line.appFlow'),
        },
        { id: 'opened', label: t('detail.line.opened'), render: (line) => formatDateTime(line.createdAt) },
      ]}
    />
  );
}

const statusText = (t: (key: string) => string, code: number) => t(`statuses.${creditLineStatusName(code)}`);

/** Every decision with its reason, who made it and when (newest first). */
export function DecisionsTable({ detail }: { detail: Detail }) {
  const { t } = useFinancingTranslation();
  const partnerName = usePartnerName();
  const egp = useMoney().egp;
  const formatDateTime = useFormatDateTime();
  return (
    <DetailTable
      label={t('detail.history.label')}
      rows={detail.reviews}
      rowKey={(review) => review.id}
      empty={t('detail.history.empty')}
      columns={[
        { id: 'when', label: t('detail.history.when'), render: (r) => formatDateTime(r.reviewedAt) },
        {
          id: 'action',
          label: t('detail.history.action'),
          render: (r) => (
            <>
              {t(`actions.${r.action}`)}
              <Typography variant="caption" color="text.secondary" component="div">
                {partnerName(r.partnerName)}
              </Typography>
            </>
          ),
        },
        {
          id: 'change',
          label: t('detail.history.change'),
          render: (r) =>
            r.fromStatus === r.toStatus
              ? statusText(t, r.toStatus)
              : t('detail.history.move', {
                  from: statusText(t, r.fromStatus),
                  to: statusText(t, r.toStatus),
                }),
        },
        {
          id: 'limit',
          label: t('detail.history.limit'),
          render: (r) =>
            r.oldLimit === r.newLimit ? (
              <bdi>{egp(r.newLimit)}</bdi>
            ) : (
              t('detail.history.move', { from: egp(r.oldLimit), to: egp(r.newLimit) })
            ),
        },
        {
          id: 'reason',
          label: t('detail.history.reason'),
          render: (r) => {
            const reason = decisionReason(r);
            return 'text' in reason ? (
              <bdi>{reason.text}</bdi>
            ) : (
              t(reason.key, {
                partner: partnerName(r.partnerName),
                activation: t(`activation.${reason.activation}`),
              })
            );
          },
        },
        {
          id: 'by',
          label: t('detail.history.by'),
          render: (r) => (
            <>
              <bdi>{r.reviewedBy ?? t('none')}</bdi>
              {r.batchId !== null && (
                <Typography variant="caption" color="text.secondary" component="div">
                  {t('detail.history.batch', { id: r.batchId })}
                </Typography>
              )}
            </>
          ),
        },
      ]}
    />
  );
}

/** What the customer owes, instalment by instalment; overdue ones stand out. */
export function InstalmentsTable({ detail }: { detail: Detail }) {
  const { t } = useFinancingTranslation();
  const egp = useMoney().egp;
  const formatDate = useFormatDate();
  return (
    <DetailTable
      label={t('detail.instalments.label')}
      rows={detail.instalments}
      rowKey={(i) => i.id}
      empty={t('detail.instalments.empty')}
      columns={[
        {
          id: 'reference',
          label: t('detail.instalments.reference'),
          render: (i) => <bdi dir="ltr">{i.reference}</bdi>,
        },
        {
          id: 'purchase',
          label: t('detail.instalments.purchase'),
          render: (i) => (
            <>
              <bdi>{i.purchase}</bdi>
              <Typography variant="caption" color="text.secondary" component="div">
                {t('detail.instalments.number', { number: i.number, count: i.count })}
              </Typography>
            </>
          ),
        },
        { id: 'due', label: t('detail.instalments.due'), render: (i) => formatDate(i.dueDate) },
        {
          id: 'amount',
          label: t('detail.instalments.amount'),
          align: 'end',
          render: (i) => <bdi>{egp(i.amount)}</bdi>,
        },
        {
          id: 'paid',
          label: t('detail.instalments.paid'),
          align: 'end',
          render: (i) => <bdi>{egp(i.paidAmount)}</bdi>,
        },
        {
          id: 'status',
          label: t('detail.instalments.status'),
          render: (i) =>
            i.overdue ? (
              <Chip size="small" color="error" label={t('detail.instalments.overdue')} />
            ) : (
              <Chip
                size="small"
                color={i.status === 'PAID' ? 'success' : 'default'}
                variant="outlined"
                label={t(`detail.instalments.${i.status}`)}
              />
            ),
        },
      ]}
    />
  );
}

/** Money received, by instalment, with the channel and the file it came in. */
export function RepaymentsTable({ detail }: { detail: Detail }) {
  const { t } = useFinancingTranslation();
  const egp = useMoney().egp;
  const formatDate = useFormatDate();
  return (
    <DetailTable
      label={t('detail.repayments.label')}
      rows={detail.repayments}
      rowKey={(r) => r.id}
      empty={t('detail.repayments.empty')}
      columns={[
        {
          id: 'reference',
          label: t('detail.instalments.reference'),
          render: (r) => <bdi dir="ltr">{r.reference}</bdi>,
        },
        { id: 'paidOn', label: t('detail.repayments.paidOn'), render: (r) => formatDate(r.paidOn) },
        {
          id: 'amount',
          label: t('detail.instalments.amount'),
          align: 'end',
          render: (r) => <bdi>{egp(r.amount)}</bdi>,
        },
        {
          id: 'channel',
          label: t('detail.repayments.channel'),
          render: (r) => t(`detail.channels.${r.channel}`),
        },
        {
          id: 'batch',
          label: t('detail.repayments.batch'),
          render: (r) => (r.batchId === null ? t('none') : `#${r.batchId}`),
        },
      ]}
    />
  );
}

/** The contracts printed and signed for this customer. */
export function ContractsList({ detail }: { detail: Detail }) {
  const { t } = useFinancingTranslation();
  const formatDateTime = useFormatDateTime();
  if (detail.contracts.length === 0)
    return (
      <Typography color="text.secondary" variant="body2">
        {t('detail.contracts.empty')}
      </Typography>
    );
  return (
    <Stack component="ul" spacing={0.5} sx={{ m: 0, paddingInlineStart: 2.5 }}>
      {detail.contracts.map((event) => (
        <li key={event.id}>
          <Typography variant="body2">
            {t(`detail.contracts.${event.kind}`)} ·{' '}
            {event.action === 'signed'
              ? t('detail.contracts.signed', { by: event.reviewedBy ?? event.by ?? '—' })
              : t('detail.contracts.printed', { by: event.by ?? '—' })}{' '}
            · {formatDateTime(event.at)}
          </Typography>
        </li>
      ))}
    </Stack>
  );
}
