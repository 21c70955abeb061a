import { thresholdActions } from '@cmt/contract/approval-actions';
import type { ApprovalPolicy } from '@cmt/contract/endpoints/approvals';
import { egpOf, piastresOf } from '@cmt/contract/money';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useHeldNotice } from '../../../kit/approvals/use-held-notice';
import { useApprovalWords } from '../../../kit/approvals/use-approval-words';
import { useSnackbar } from '../../../kit/snackbar';
import { useApprovalPolicies, useUpdateApprovalPolicy } from '../api/policies';
import { useApprovalsTranslation } from '../hooks/use-approvals-translation';
import { HiddenHeaderCell } from '../../../kit/hidden-header-cell';

const AMOUNT = /^\d{1,9}(\.\d{1,2})?$/;

function PolicyRow({ policy }: { policy: ApprovalPolicy }) {
  const { t } = useApprovalsTranslation();
  const words = useApprovalWords();
  const snackbar = useSnackbar();
  const held = useHeldNotice();
  const update = useUpdateApprovalPolicy();
  const hasThreshold = thresholdActions.includes(policy.action);
  const [enabled, setEnabled] = useState(policy.enabled);
  const [threshold, setThreshold] = useState(
    policy.thresholdPiastres === null ? '' : egpOf(policy.thresholdPiastres),
  );
  const valid = threshold === '' || AMOUNT.test(threshold);
  const thresholdPiastres = threshold === '' ? null : valid ? piastresOf(threshold) : null;
  const changed =
    enabled !== policy.enabled || (hasThreshold && thresholdPiastres !== policy.thresholdPiastres);
  const save = async () => {
    try {
      const result = await update.mutateAsync({
        action: policy.action,
        enabled,
        ...(hasThreshold ? { thresholdPiastres } : {}),
      });
      if (!held(result)) snackbar.show(t('policies.saved'), 'success');
    } catch {
      snackbar.show(t('failures.other'), 'error');
    }
  };
  const label = words.action(policy.action);
  return (
    <TableRow>
      <TableCell component="th" scope="row">
        {label}
        {policy.pendingApprovalId !== null && (
          <Chip size="small" color="warning" label={t('policies.loosening')} sx={{ marginInlineStart: 1 }} />
        )}
      </TableCell>
      <TableCell>
        <Switch
          checked={enabled}
          onChange={(event) => setEnabled(event.target.checked)}
          slotProps={{ input: { 'aria-label': t('policies.enabledFor', { action: label }) } }}
        />
      </TableCell>
      <TableCell>
        {hasThreshold ? (
          <TextField
            size="small"
            value={threshold}
            onChange={(event) => setThreshold(event.target.value.trim())}
            error={!valid}
            placeholder={t('everyAmount')}
            slotProps={{
              htmlInput: {
                inputMode: 'decimal',
                'aria-label': t('policies.thresholdFor', { action: label }),
              },
            }}
          />
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('everyAmount')}
          </Typography>
        )}
      </TableCell>
      <TableCell align="right">
        <Button
          variant="outlined"
          disabled={!changed || !valid || update.isPending}
          onClick={() => void save()}
        >
          {t('policies.save')}
        </Button>
      </TableCell>
    </TableRow>
  );
}

/**
 * The four-eyes policies, for `manage-cmt` holders: on or off, and above which amount (EGP) for
 * the actions with one. Tightening applies at once; loosening is held for a second administrator.
 */
export function PoliciesPanel() {
  const { t } = useApprovalsTranslation();
  const policies = useApprovalPolicies(true);
  if (!policies.data) return null;
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2, mt: 3 }} aria-label={t('policies.title')}>
      <Stack spacing={1}>
        <Typography variant="h6" component="h2">
          {t('policies.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('policies.hint')}
        </Typography>
        <Table size="small" aria-label={t('policies.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('policies.action')}</TableCell>
              <TableCell>{t('policies.enabled')}</TableCell>
              <TableCell>{t('policies.threshold')}</TableCell>
              <HiddenHeaderCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {policies.data.map((policy) => (
              <PolicyRow
                key={`${policy.action}-${policy.updatedAt}-${policy.pendingApprovalId}`}
                policy={policy}
              />
            ))}
          </TableBody>
        </Table>
      </Stack>
    </Paper>
  );
}
