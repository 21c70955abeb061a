import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import {
  claimCase,
  getCase,
  getCaseTimeline,
  listCases,
  releaseCase,
  type CaseNote,
} from '@cmt/contract/endpoints/cases';
import { Permission } from '@cmt/contract/permissions';
import { PageHeader } from '../../../kit/page-header';
import { PageSpinner } from '../../../kit/page-spinner';
import { QueueClaimNotice } from '../../../kit/queue/queue-claim-notice';
import { useQueueClaim } from '../../../kit/queue/use-queue-claim';
import { ApiError } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useCase } from '../api/get-case';
import { CaseActions } from '../components/case-actions';
import { CaseAttachments } from '../components/case-attachments';
import { CaseFacts } from '../components/case-facts';
import { CaseLinks } from '../components/case-links';
import { CaseTimeline } from '../components/case-timeline';
import { NoteComposer } from '../components/note-composer';
import { useCasesTranslation } from '../hooks/use-cases-translation';

/**
 * /app/cases/{id}: the case at a glance, the moves it may make now, its linked records, notes with
 * @mentions, files, and its timeline (read again after every change and when a notification arrives).
 */
export default function CasePage() {
  const { t } = useCasesTranslation();
  const { id } = useParams();
  const caseId = id && /^\d{1,10}$/.test(id) ? Number(id) : null;
  const query = useCase(caseId);
  const queryClient = useQueryClient();
  const { user } = useSession();
  const canWork = user?.permissions.includes(Permission.WORK_CASES) ?? false;
  const [correcting, setCorrecting] = useState<CaseNote | null>(null);
  const claims = useQueueClaim({ claim: claimCase, release: releaseCase }, caseId ?? 0, getCase, listCases);
  const notFound = caseId === null || (query.error instanceof ApiError && query.error.status === 404);
  const reload = () =>
    Promise.all([
      query.refetch(),
      queryClient.invalidateQueries({ queryKey: [getCaseTimeline.path, caseId] }),
    ]);
  const record = query.data;

  return (
    <>
      <PageHeader
        title={record ? `${record.reference} · ${record.title}` : t('list.title')}
        actions={record && canWork && <CaseActions record={record} reload={reload} />}
      />
      {query.isPending && caseId !== null && <PageSpinner />}
      {notFound && <Alert severity="error">{t('detail.notFound')}</Alert>}
      {query.isError && !notFound && <Alert severity="error">{t('detail.loadFailed')}</Alert>}
      {record?.claim && record.businessDaysLeft !== null && (
        <Box sx={{ mb: 2 }}>
          <QueueClaimNotice claim={record.claim} actions={claims} />
        </Box>
      )}
      {record && caseId !== null && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 8 }}>
            <Stack spacing={3}>
              <CaseFacts record={record} />
              {canWork && (
                <NoteComposer
                  caseId={caseId}
                  correcting={correcting}
                  onCancelCorrection={() => setCorrecting(null)}
                />
              )}
              <CaseTimeline
                caseId={caseId}
                onCorrect={canWork ? setCorrecting : undefined}
                known={[record.assignee, record.openedBy].flatMap((staff) => (staff ? [staff] : []))}
              />
            </Stack>
          </Grid>
          <Grid size={{ xs: 12, md: 4 }}>
            <Stack spacing={3}>
              <CaseLinks links={record.links} />
              <CaseAttachments caseId={caseId} canAdd={canWork} />
            </Stack>
          </Grid>
        </Grid>
      )}
    </>
  );
}
