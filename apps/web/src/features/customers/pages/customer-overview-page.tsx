import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import {
  canSeeCustomerSection,
  customerSections,
  type CustomerOverview,
  type CustomerSection,
} from '@cmt/contract/endpoints/customers';
import { creditLineStatusName } from '@cmt/contract/endpoints/financing';
import { canOpenRoute, hrefFor, routeById, type AppRouteId } from '@cmt/contract/routes';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageHeader } from '../../../kit/page-header';
import { useFormatDate, useFormatDateTime } from '../../../kit/use-format-date-time';
import { ApiError } from '../../../lib/api-client';
import { useMoney } from '../../../lib/money';
import { PageSpinner } from '../../../kit/page-spinner';
import { useSession } from '../../../lib/session';
import { useCustomerSections } from '../api/get-customer-overview';
import { useCustomersTranslation } from '../hooks/use-customers-translation';
import { useAmlSource } from '../../../kit/use-aml-source';
import { RecordCases } from '../../../kit/cases/record-cases';
import { RecordDecisions } from '../../../kit/decisions/record-decisions';

/** What the KYC section needs to show a submission's national id images (behind the audited reason dialog). */
export interface KycImagesSlotProps {
  profile: {
    id: number;
    userId: number;
    status: 'PENDING' | 'APPROVED' | 'REJECTED';
    images: Record<'front' | 'back' | 'selfie', boolean>;
  };
  name: string;
}

interface FullScreen {
  route: AppRouteId;
  params?: Record<string, string | number>;
  search?: Record<string, string>;
}

/** A link to another screen, only for staff whose permissions open it. */
function useScreenHref() {
  const { user } = useSession();
  return (to: FullScreen | null | undefined): string | null => {
    if (!to || !canOpenRoute(routeById(to.route), user?.permissions)) return null;
    const query = to.search ? `?${new URLSearchParams(to.search).toString()}` : '';
    return hrefFor(to.route, to.params) + query;
  };
}

function Section({
  section,
  to,
  children,
}: {
  section: CustomerSection;
  to?: FullScreen | null;
  children: ReactNode;
}) {
  const { t } = useCustomersTranslation();
  const href = useScreenHref()(to);
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`customer-${section}`} sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2" id={`customer-${section}`}>
          {t(`sections.${section}`)}
        </Typography>
        {href && (
          <Button size="small" component={RouterLink} to={href}>
            {t('openFull')}
          </Button>
        )}
      </Stack>
      <Stack spacing={1}>{children}</Stack>
    </Paper>
  );
}

function Line({ label, value, ltr }: { label: string; value: ReactNode; ltr?: boolean }) {
  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" component="div" sx={{ textAlign: 'end' }}>
        {ltr ? <bdi dir="ltr">{value}</bdi> : value}
      </Typography>
    </Stack>
  );
}

const Empty = ({ children }: { children: ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** A section whose answer has not arrived: its spinner (then "taking longer", Retry), or why it failed. */
interface SectionLoad {
  isError: boolean;
  refetch: () => unknown;
}

function SectionWaiting({ section, load }: { section: CustomerSection; load: SectionLoad }) {
  const { t } = useCustomersTranslation();
  return (
    <Section section={section}>
      {load.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void load.refetch()}>
              {t('retry')}
            </Button>
          }
        >
          {t('sectionError')}
        </Alert>
      ) : (
        <PageSpinner size="small" label={t(`sections.${section}`)} />
      )}
    </Section>
  );
}

function Sections({
  data,
  loads,
  kycImages,
}: {
  /** The sections arrived so far. */
  data: CustomerOverview;
  /** The sections still loading or failed, by name; a section in neither is not shown. */
  loads: Partial<Record<CustomerSection, SectionLoad>>;
  kycImages: (props: KycImagesSlotProps) => ReactNode;
}) {
  const { t } = useCustomersTranslation();
  const waiting = (section: CustomerSection) => {
    const load = loads[section];
    return load ? <SectionWaiting section={section} load={load} /> : null;
  };
  const when = useFormatDateTime();
  const day = useFormatDate();
  const amlSource = useAmlSource();
  const money = useMoney();
  const screenHref = useScreenHref();
  const { user } = useSession();
  const name = data.name ?? '';
  const { profile, kyc, applications, cashback, blocks, blacklist, sms, contracts, audit } = data;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
    >
      {profile ? (
        <Section section="profile" to={{ route: 'general.appUsers', search: { user: String(data.userId) } }}>
          <Line label={t('profile.phone')} value={profile.phone ?? t('none')} ltr />
          <Line label={t('profile.email')} value={profile.email ?? t('none')} ltr />
          <Line
            label={t('profile.status')}
            value={
              <Chip
                size="small"
                color={profile.status === 'BLOCKED' ? 'error' : 'success'}
                label={t(`profile.statuses.${profile.status}`)}
              />
            }
          />
          {profile.blockReason && <Line label={t('profile.blockReason')} value={profile.blockReason} />}
          <Line label={t('profile.joined')} value={when(profile.createdAt)} />
        </Section>
      ) : (
        waiting('profile')
      )}
      {kyc ? (
        <Section
          section="kyc"
          to={
            kyc.latest ? { route: 'applications.profileValidationId', params: { id: kyc.latest.id } } : null
          }
        >
          <Line label={t('kyc.nationalId')} value={kyc.documentNumberMasked ?? t('none')} ltr />
          {kyc.latest ? (
            <>
              <Line label={t('kyc.latest')} value={t(`kyc.statuses.${kyc.latest.status}`)} />
              <Line label={t('kyc.submitted')} value={when(kyc.latest.submittedAt)} />
              {kyc.latest.decidedAt && (
                <Empty>
                  {t('kyc.decided', {
                    who: kyc.latest.decidedBy ?? t('none'),
                    at: when(kyc.latest.decidedAt),
                  })}
                </Empty>
              )}
              <Line label={t('kyc.submissions')} value={kyc.submissions} />
              {canOpenRoute(routeById('applications.profileValidationId'), user?.permissions) &&
                kycImages({ profile: { ...kyc.latest, userId: data.userId }, name })}
            </>
          ) : (
            <Empty>{t('kyc.none')}</Empty>
          )}
        </Section>
      ) : (
        waiting('kyc')
      )}
      {applications ? (
        <Section
          section="applications"
          to={
            applications.documentNumber
              ? { route: 'financing.application', params: { documentNumber: applications.documentNumber } }
              : { route: 'financing.applications' }
          }
        >
          {applications.hasApplication ? (
            <>
              <Line
                label={t('applications.nationalId')}
                value={applications.documentNumberMasked ?? t('none')}
                ltr
              />
              <Line label={t('applications.city')} value={applications.city ?? t('none')} />
              <Line
                label={t('applications.line')}
                value={
                  applications.line
                    ? t('applications.lineText', {
                        partner: applications.line.partnerName,
                        status: t(
                          `applications.lineStatuses.${creditLineStatusName(applications.line.status)}`,
                          {
                            defaultValue: String(applications.line.status),
                          },
                        ),
                        amount: applications.line.approvedAmount
                          ? money.egp(applications.line.approvedAmount)
                          : t('none'),
                      })
                    : t('applications.noLine')
                }
              />
            </>
          ) : (
            <Empty>{t('applications.none')}</Empty>
          )}
        </Section>
      ) : (
        waiting('applications')
      )}
      {cashback ? (
        <Section
          section="cashback"
          to={{ route: 'affiliate.cashout', search: { customer: String(data.userId) } }}
        >
          {cashback.wallet ? (
            <>
              <Line label={t('cashback.available')} value={money.egp(cashback.wallet.available)} />
              <Line label={t('cashback.pending')} value={money.egp(cashback.wallet.pending)} />
              <Line label={t('cashback.paidOut')} value={money.egp(cashback.wallet.paidOut)} />
            </>
          ) : (
            <Empty>{t('cashback.noWallet')}</Empty>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('cashback.cashouts', { count: cashback.cashoutCount })}
          </Typography>
          {cashback.cashouts.length === 0 && <Empty>{t('cashback.noCashouts')}</Empty>}
          {cashback.cashouts.map((cashout) => {
            const href = screenHref({ route: 'affiliate.cashoutId', params: { id: cashout.id } });
            const text = `${money.egp(cashout.amount)} · ${t(`cashback.methods.${cashout.method}`)} · ${t(`cashback.statuses.${cashout.status}`)}`;
            return (
              <Line
                key={cashout.id}
                label={when(cashout.requestedAt)}
                value={
                  href ? (
                    <Link component={RouterLink} to={href}>
                      {text}
                    </Link>
                  ) : (
                    text
                  )
                }
              />
            );
          })}
        </Section>
      ) : (
        waiting('cashback')
      )}
      {blocks ? (
        <Section section="blocks" to={{ route: 'financing.unblockUsers' }}>
          {blocks.items.length === 0 && <Empty>{t('blocks.none')}</Empty>}
          {blocks.items.map((block) => (
            <Stack key={block.id} spacing={0.5}>
              <Line
                label={block.reason}
                value={
                  <Chip
                    size="small"
                    color={block.status === 'ACTIVE' ? 'error' : 'default'}
                    label={t(`blocks.statuses.${block.status}`)}
                  />
                }
              />
              <Empty>
                {t('blocks.by', { who: block.blockedBy ?? t('none'), at: when(block.blockedAt) })}
              </Empty>
            </Stack>
          ))}
        </Section>
      ) : (
        waiting('blocks')
      )}
      {blacklist ? (
        <Section section="blacklist" to={{ route: 'applications.blacklist' }}>
          {blacklist.hit ? (
            <Alert severity="error">
              <Typography variant="body2">
                {t('blacklist.listed', { reason: blacklist.hit.reason })}
              </Typography>
              <Typography variant="caption">
                {t('blacklist.source', {
                  source: amlSource(blacklist.hit.sourceList),
                  date: day(blacklist.hit.listedOn),
                })}
              </Typography>
            </Alert>
          ) : (
            <Empty>{t('blacklist.none')}</Empty>
          )}
        </Section>
      ) : (
        waiting('blacklist')
      )}
      {sms ? (
        <Section section="sms" to={{ route: 'general.sms' }}>
          {sms.items.length === 0 && <Empty>{t('sms.none')}</Empty>}
          {sms.items.map((message) => {
            const href = screenHref({ route: 'general.sms', search: { job: String(message.jobId) } });
            return (
              <Stack key={`${message.jobId}`} spacing={0.25}>
                <Typography variant="body2">
                  {href ? (
                    <Link component={RouterLink} to={href}>
                      {message.message}
                    </Link>
                  ) : (
                    message.message
                  )}
                </Typography>
                <Empty>{when(message.sentAt ?? message.createdAt)}</Empty>
              </Stack>
            );
          })}
        </Section>
      ) : (
        waiting('sms')
      )}
      {contracts ? (
        <Section section="contracts" to={{ route: 'contracts.lucky' }}>
          {contracts.items.length === 0 && <Empty>{t('contracts.none')}</Empty>}
          {contracts.items.map((event) => (
            <Line
              key={event.id}
              label={when(event.at)}
              value={`${t(`contracts.kinds.${event.kind}`)} · ${t(`contracts.actions.${event.action}`)}${event.by ? ` · ${event.by}` : ''}`}
            />
          ))}
        </Section>
      ) : (
        waiting('contracts')
      )}
      {audit ? (
        <Section
          section="audit"
          to={{ route: 'general.audit', search: { targetType: audit.targetType, targetId: audit.targetId } }}
        >
          <Empty>{t('audit.intro')}</Empty>
          <HistoryPanel type={audit.targetType} id={audit.targetId} />
        </Section>
      ) : (
        waiting('audit')
      )}
    </Box>
  );
}

/**
 * One page per customer (`/app/customers/:id`): the sections the caller's permissions show, each
 * loaded on its own and shown as soon as it arrives (a slow one says so and offers Retry), each
 * linking to its full screen. The KYC images come through `kycImages` (the KYC review's own
 * component, with its audited reason dialog), which the app passes in.
 */
export function CustomerOverviewPage({ kycImages }: { kycImages: (props: KycImagesSlotProps) => ReactNode }) {
  const { t } = useCustomersTranslation();
  const params = useParams();
  const { user } = useSession();
  const id = /^\d{1,10}$/.test(params.id ?? '') ? Number(params.id) : 0;
  const visible = customerSections.filter((section) =>
    canSeeCustomerSection(user?.permissions ?? [], section),
  );
  const results = useCustomerSections(id, visible);
  const notFound =
    id === 0 || results.some((result) => result.error instanceof ApiError && result.error.status === 404);
  const data: CustomerOverview = { userId: id, name: null };
  const loads: Partial<Record<CustomerSection, SectionLoad>> = {};
  visible.forEach((section, index) => {
    const result = results[index]!;
    if (result.data) {
      data.name ??= result.data.name;
      Object.assign(data, { [section]: result.data[section] });
    } else loads[section] = { isError: result.isError, refetch: result.refetch };
  });
  // The server shows only what the caller's permissions open: a section it left out is not shown.
  const shown = visible.some((section) => data[section] !== undefined || loads[section]);
  return (
    <>
      <PageHeader
        title={data.name ? `${data.name}` : t('title', { id: params.id ?? '' })}
        subtitle={data.name ? `${t('title', { id })} · ${t('subtitle')}` : t('subtitle')}
      />
      {notFound ? (
        <Alert severity="warning">{t('notFound')}</Alert>
      ) : !shown ? (
        <Alert severity="info">{t('nothingShown')}</Alert>
      ) : (
        <Stack spacing={2}>
          <Typography variant="caption" color="text.secondary">
            {t('recorded')}
          </Typography>
          <RecordCases records={[{ recordType: 'customer', recordId: id, label: data.name }]} />
          <RecordDecisions customerId={id} />
          <Sections data={data} loads={loads} kycImages={kycImages} />
        </Stack>
      )}
    </>
  );
}
