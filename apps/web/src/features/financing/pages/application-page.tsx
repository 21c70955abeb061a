import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { takeNextApplicationReview } from '@cmt/contract/endpoints/financing';
import { Permission } from '@cmt/contract/permissions';
import { hrefFor } from '@cmt/contract/routes';
import { PageHeader } from '../../../kit/page-header';
import { CustomerPageLink } from '../../../kit/customer-page-link';
import { useNextAfterDecision } from '../../../kit/queue/use-take-next';
import { useBilingual } from '../../../kit/use-bilingual';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useFinancingApplication } from '../api/get-application';
import {
  ContractsList,
  CreditLinesTable,
  DecisionsTable,
  InstalmentsTable,
  RepaymentsTable,
} from '../components/application-sections';
import { CurrentLine } from '../components/current-line';
import { CustomerDetails } from '../components/customer-details';
import { Section } from '../components/section';
import { useFinancingTranslation } from '../hooks/use-financing-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { useAmlSource } from '../../../kit/use-aml-source';
import { PageSpinner } from '../../../kit/page-spinner';
import { RecordCases } from '../../../kit/cases/record-cases';
import { RecordDecisions } from '../../../kit/decisions/record-decisions';

export default function ApplicationPage() {
  const { t } = useFinancingTranslation();
  const amlSource = useAmlSource();
  const { documentNumber = '' } = useParams();
  const query = useFinancingApplication(documentNumber);
  const { user } = useSession();
  const pick = useBilingual();
  const formatDate = useFormatDate();
  const formatDateTime = useFormatDateTime();
  const canReview = Boolean(user?.permissions.includes(Permission.MANAGE_FINANCING_APPLICATION_REVIEWS));
  // Opened by "Take next": after a review the next line waiting opens; none left: the list.
  const next = useNextAfterDecision(
    takeNextApplicationReview,
    (item) => hrefFor('financing.application', { documentNumber: item.documentNumber ?? '' }),
    { listHref: `${hrefFor('financing.applications')}?status=PENDING` },
  );

  if (query.isPending) return <PageSpinner label={t('detail.sections.customer')} />;
  if (query.isError) {
    const missing =
      query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
    return (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert
          severity={missing ? 'warning' : 'error'}
          action={
            missing ? undefined : (
              <Button color="inherit" size="small" onClick={() => void query.refetch()}>
                {t('detail.retry')}
              </Button>
            )
          }
        >
          {missing ? t('detail.notFound', { id: documentNumber }) : t('detail.loadFailed')}
        </Alert>
      </Stack>
    );
  }

  const detail = query.data;
  const a = detail.application;
  const name =
    [a.firstName, a.secondName, a.thirdName, a.familyName].filter(Boolean).join(' ') || detail.appUser.name;
  const current = detail.creditLines.find((line) => line.isCurrent);
  return (
    <>
      <PageHeader
        title={name}
        subtitle={t('detail.subtitle', { userId: a.userId, date: formatDateTime(detail.appliedAt) })}
        actions={<CustomerPageLink userId={a.userId} />}
      />
      <Stack spacing={2}>
        {detail.blacklist && (
          <Alert severity="error" data-testid="blacklisted">
            {t('detail.blacklisted', {
              source: amlSource(detail.blacklist.sourceList),
              date: formatDate(detail.blacklist.listedOn),
              reason: detail.blacklist.reason,
            })}
          </Alert>
        )}
        {detail.block && (
          <Alert severity="warning" data-testid="blocked">
            {t('detail.blocked', {
              date: formatDateTime(detail.block.since),
              reason: t(`blockReasons.${detail.block.reason}`),
            })}
            {detail.block.note && (
              <Typography variant="body2" component="div">
                <bdi>{detail.block.note}</bdi>
              </Typography>
            )}
          </Alert>
        )}
        {detail.sameDocumentUserIds.length > 0 && (
          <Alert severity="info">
            {t('detail.sameDocument', { ids: detail.sameDocumentUserIds.join(', ') })}
          </Alert>
        )}
        <RecordCases
          records={[
            // An application is known by its customer's user id (as its audit entries are).
            { recordType: 'application', recordId: a.userId, label: name },
            ...(current
              ? [
                  {
                    recordType: 'creditLine' as const,
                    recordId: current.id,
                    label: pick(current.partnerName, current.partnerNameAr),
                  },
                ]
              : []),
          ]}
          alsoLink={[{ recordType: 'customer', recordId: a.userId, label: name }]}
        />
        <RecordDecisions
          records={detail.creditLines.map((line) => ({
            recordType: 'creditLine' as const,
            recordId: line.id,
          }))}
        />
        <Section title={t('detail.sections.current')}>
          {current ? (
            <CurrentLine
              key={current.id}
              userId={a.userId}
              name={name}
              line={current}
              canReview={canReview}
              spendable={!detail.blacklist && !detail.block}
              pendingApprovals={detail.pendingApprovals}
              onDecided={next.decided}
            />
          ) : (
            <Typography color="text.secondary">{t('detail.line.noLine')}</Typography>
          )}
        </Section>
        <Section title={t('detail.sections.history')}>
          <DecisionsTable detail={detail} />
        </Section>
        <Section title={t('detail.sections.customer')}>
          <CustomerDetails detail={detail} />
        </Section>
        <Section title={t('detail.sections.lines')}>
          <CreditLinesTable detail={detail} />
        </Section>
        <Section title={t('detail.sections.instalments')}>
          <InstalmentsTable detail={detail} />
        </Section>
        <Section title={t('detail.sections.repayments')}>
          <RepaymentsTable detail={detail} />
        </Section>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ '& > *': { flex: 1 } }}>
          <Section title={t('detail.sections.contracts')}>
            <ContractsList detail={detail} />
          </Section>
          <Section title={t('detail.sections.promotions')}>
            {detail.promotions.length === 0 ? (
              <Typography color="text.secondary" variant="body2">
                {t('detail.noPromotions')}
              </Typography>
            ) : (
              <Stack direction="row" useFlexGap spacing={1} sx={{ flexWrap: 'wrap' }}>
                {detail.promotions.map((promotion) => (
                  <Chip key={promotion.id} label={pick(promotion.nameEn, promotion.nameAr)} />
                ))}
              </Stack>
            )}
          </Section>
        </Stack>
      </Stack>
      <HistoryPanel type="application" id={a.userId} />
    </>
  );
}
