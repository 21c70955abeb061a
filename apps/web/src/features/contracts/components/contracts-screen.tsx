import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contractPrintPaths, type ContractKind } from '@cmt/contract/endpoints/applications';
import { hasPermission } from '@cmt/contract/permissions';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { PageHeader } from '../../../kit/page-header';
import { useUrlParam } from '../../../kit/use-url-param';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../kit/snackbar';
import { useApplication } from '../api/get-application';
import { useMarkSigned } from '../api/verify-signature';
import { printKindsOf, type Brand } from '../brand';
import { useContractsTranslation } from '../hooks/use-contracts-translation';
import { ApplicationPanel } from './application-panel';
import { ContractHistory } from './contract-history';
import { CustomerSearch } from './customer-search';
import { IdCardCheckDialog } from './id-card-check-dialog';
import { PageSpinner } from '../../../kit/page-spinner';

const printLabel = {
  debit: 'actions.printDebit',
  credit: 'actions.printCredit',
  connect: 'actions.printConnect',
} as const;

/** The Lucky and Connect contracts screens: find a customer, print, mark signed, see the history. */
export function ContractsScreen({ brand }: { brand: Brand }) {
  const { t } = useContractsTranslation();
  const navigate = useNavigate();
  const snackbar = useSnackbar();
  const { user } = useSession();
  const [selected, setSelected] = useUrlParam('user');
  const application = useApplication(brand, selected);
  const marking = useMarkSigned();
  const [confirming, setConfirming] = useState<ContractKind | null>(null);
  const [checking, setChecking] = useState<ContractKind | null>(null);
  const canSign = hasPermission(user?.permissions, ['manage-contracts-mark-as-signed']);
  // The id card check's call needs the Lucky permission; a Connect agent without it checks locally.
  const canCallCheck = hasPermission(user?.permissions, ['manage-applacations-prefill-contract']);

  const select = (userId: number) => setSelected(userId);
  const print = (kind: ContractKind) => {
    if (!application.data) return;
    setChecking(null);
    void navigate(contractPrintPaths[kind], {
      state: { application: application.data.application, settings: application.data.settings },
    });
  };
  const sign = () => {
    if (!application.data || !user || !confirming) return;
    marking.mutate(
      { luckyUserId: application.data.application.userId, reviewedBy: user.email, kind: confirming },
      {
        onSuccess: () => snackbar.show(t('actions.signed'), 'success'),
        onError: (error) =>
          snackbar.show(
            t(
              error instanceof ApiError && error.code === 'NOTHING_TO_SIGN'
                ? 'actions.nothingToSign'
                : 'actions.signFailed',
            ),
            'error',
          ),
        onSettled: () => setConfirming(null),
      },
    );
  };

  const notFound = application.error instanceof ApiError && application.error.status === 404;
  return (
    <>
      <PageHeader
        title={t(brand === 'lucky' ? 'luckyTitle' : 'connectTitle')}
        subtitle={t(brand === 'lucky' ? 'luckySubtitle' : 'connectSubtitle')}
      />
      <CustomerSearch brand={brand} onSelect={select} />
      {application.isLoading && <PageSpinner />}
      {application.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t(notFound ? 'application.notFound' : 'application.loadFailed')}
        </Alert>
      )}
      {application.data && (
        <>
          {!application.data.settings.archiving && (
            <Alert severity="info" sx={{ mb: 2 }} data-testid="archiving-off">
              {t('archiveOff')}
            </Alert>
          )}
          <ApplicationPanel
            application={application.data.application}
            actions={
              <>
                {printKindsOf[brand].map((kind) => (
                  <Button
                    key={kind}
                    variant="contained"
                    startIcon={<PrintIcon />}
                    onClick={() => setChecking(kind)}
                  >
                    {t(printLabel[kind])}
                  </Button>
                ))}
              </>
            }
          />
          <ContractHistory
            history={application.data.history}
            canDownload={canSign}
            onSign={canSign ? setConfirming : undefined}
          />
          <IdCardCheckDialog
            kind={checking}
            application={application.data.application}
            remote={brand === 'lucky' || canCallCheck}
            onClose={() => setChecking(null)}
            onVerified={print}
          />
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('actions.confirmTitle')}
        message={t('actions.confirmMessage', { document: confirming ? t(`history.${confirming}`) : '' })}
        confirmLabel={t('actions.markSigned')}
        destructive={false}
        busy={marking.isPending}
        onConfirm={sign}
        onClose={() => setConfirming(null)}
      />
    </>
  );
}
