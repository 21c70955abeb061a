import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId, useState, type FormEvent } from 'react';
import {
  ACTIVE_CREDIT_LINE_STATUSES,
  type Application,
  type ContractKind,
} from '@cmt/contract/endpoints/applications';
import { ApiError } from '../../../lib/api-client';
import { checkIdCardLocally, useCheckIdCard, type IdCardCheck } from '../api/check-id-card';
import { useContractsTranslation } from '../hooks/use-contracts-translation';

/** The instalment contracts print the credit limit: without an active line they would print it blank. */
const needsActiveLine = (kind: ContractKind) => kind !== 'debit';
const hasActiveLine = (application: Application) =>
  application.financingPartner.some((p) => ACTIVE_CREDIT_LINE_STATUSES.includes(p.creditLineStatus));

type Problem = 'digits' | 'mismatch' | 'failed' | 'noActiveLine';

/**
 * Before a print (issue 19 items 4 and 6): the national id on the card in hand is checked against
 * the application with POST /financing/users/{id}/credit (or, without the permission that call
 * needs, against the loaded application); a mismatch says so and nothing prints. A contract that
 * prints the credit limit is refused, with the reason, when the customer has no active line.
 */
export function IdCardCheckDialog({
  kind,
  application,
  remote,
  onClose,
  onVerified,
}: {
  /** The document to print; null: the dialog is closed. */
  kind: ContractKind | null;
  application: Application;
  /** Whether the session may make the call (Lucky's permission); otherwise the check is local. */
  remote: boolean;
  onClose(): void;
  onVerified(kind: ContractKind): void;
}) {
  const { t } = useContractsTranslation();
  const titleId = useId();
  const check = useCheckIdCard();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  // Refused before any typing: nothing on the card can match a national id the application lacks, and
  // a contract without an active line would print a blank limit.
  const refusal =
    application.documentNumber === null || !/^\d{14}$/.test(application.documentNumber)
      ? 'badApplicationId'
      : kind !== null && needsActiveLine(kind) && !hasActiveLine(application)
        ? 'noActiveLine'
        : null;

  const close = () => {
    setValue('');
    setProblem(null);
    check.reset();
    onClose();
  };
  const decide = (result: IdCardCheck | null) => {
    if (!kind) return;
    if (!result) return setProblem('mismatch');
    if (needsActiveLine(kind) && !result.activePartner) return setProblem('noActiveLine');
    setValue('');
    setProblem(null);
    onVerified(kind);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const IDCardNumber = value.trim();
    if (!/^\d{14}$/.test(IDCardNumber)) return setProblem('digits');
    setProblem(null);
    if (!remote) return decide(checkIdCardLocally(application, IDCardNumber));
    check.mutate(
      { userId: application.userId, IDCardNumber },
      {
        onSuccess: decide,
        onError: (error) =>
          setProblem(
            error instanceof ApiError && error.code === 'ID_CARD_MISMATCH'
              ? 'mismatch'
              : error instanceof ApiError && error.status === 400
                ? 'digits'
                : 'failed',
          ),
      },
    );
  };

  const documentName = kind ? t(`history.${kind}`) : '';
  return (
    <Dialog
      open={kind !== null}
      onClose={check.isPending ? undefined : close}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{refusal ? t('check.refusedTitle') : t('check.title')}</DialogTitle>
      {refusal ? (
        <>
          <DialogContent>
            <Alert severity="warning" data-testid="print-refused">
              {t(`check.${refusal}`, { document: documentName })}
            </Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={close} autoFocus>
              {t('check.close')}
            </Button>
          </DialogActions>
        </>
      ) : (
        <form onSubmit={submit} noValidate>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>
              {t('check.intro', { document: documentName })}
            </DialogContentText>
            <TextField
              label={t('check.label')}
              value={value}
              onChange={(e) => setValue(e.target.value)}
              fullWidth
              autoFocus
              autoComplete="off"
              error={problem === 'digits'}
              helperText={problem === 'digits' ? t('check.digits') : undefined}
              slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 20 } }}
            />
            {problem !== null && problem !== 'digits' && (
              <Alert severity={problem === 'failed' ? 'error' : 'warning'} sx={{ mt: 2 }} role="alert">
                {t(`check.${problem}`, { document: documentName })}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={close} disabled={check.isPending}>
              {t('check.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={check.isPending}>
              {t('check.submit')}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
