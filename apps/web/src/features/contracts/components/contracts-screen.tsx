import PrintIcon from '@mui/icons-material/Print';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { contractPrintPaths, type ContractKind } from '@cmt/contract/endpoints/applications';
import { hasPermission } from '@cmt/contract/permissions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { PageHeader } from '../../../components/page-header';
import { useUrlParam } from '../../../components/use-url-param';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useSnackbar } from '../../../lib/snackbar';
import { useApplication } from '../api/get-application';
import { useMarkSigned } from '../api/verify-signature';
import { printKindsOf, type Brand } from '../brand';
import { useContractsTranslation } from '../hooks/use-contracts-translation';
import { ApplicationPanel } from './application-panel';
import { ContractHistory } from './contract-history';
import { CustomerSearch } from './customer-search';

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
  const [confirming, setConfirming] = useState(false);
  const canSign = hasPermission(user?.permissions, ['manage-contracts-mark-as-signed']);

  const select = (userId: number) => setSelected(userId);
  const print = (kind: ContractKind) => {
    if (!application.data) return;
    void navigate(contractPrintPaths[kind], {
      state: { application: application.data.application, settings: application.data.settings },
    });
  };
  const sign = () => {
    if (!application.data || !user) return;
    marking.mutate(
      { luckyUserId: application.data.application.userId, reviewedBy: user.email },
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
        onSettled: () => setConfirming(false),
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
      {application.isLoading && <CircularProgress aria-label="…" />}
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
                    onClick={() => print(kind)}
                  >
                    {t(printLabel[kind])}
                  </Button>
                ))}
                {canSign && (
                  <Button variant="outlined" startIcon={<TaskAltIcon />} onClick={() => setConfirming(true)}>
                    {t('actions.markSigned')}
                  </Button>
                )}
              </>
            }
          />
          <ContractHistory history={application.data.history} canDownload={canSign} />
        </>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('actions.confirmTitle')}
        message={t('actions.confirmMessage')}
        confirmLabel={t('actions.markSigned')}
        destructive={false}
        busy={marking.isPending}
        onConfirm={sign}
        onClose={() => setConfirming(false)}
      />
    </>
  );
}
