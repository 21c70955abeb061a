import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo, useState } from 'react';
import { MAX_AFFILIATE_BANNERS, type AffiliateBannersRecord } from '@cmt/contract/endpoints/affiliate';
import { bannerFolders } from '@cmt/contract/files';
import { FolderSelect } from '../../../kit/folder-select';
import { ImageUpload } from '../../../kit/image-upload';
import { PageHeader } from '../../../kit/page-header';
import { useRecordScreen } from '../../../kit/use-record-screen';
import { fieldMessage, type FieldMessageKey, type FieldMessageParams } from '@cmt/contract/field-messages';
import { useErrorText } from '../../../kit/form/use-error-text';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useAffiliateBannersConfig } from '../api/get-affiliate-banners';
import { useSaveAffiliateBannersConfig } from '../api/save-affiliate-banners';
import { useAffiliateBannerUpload } from '../api/upload-affiliate-banner-image';
import { BannersEditor, useLinkProblem, type BannerDraft } from '../components/banners-editor';
import { VersionNote } from '../components/version-note';
import { useAffiliateTranslation } from '../hooks/use-affiliate-translation';
import { HistoryPanel } from '../../../kit/audit/history-panel';
import { PageSpinner } from '../../../kit/page-spinner';

type Folder = (typeof bannerFolders)[number];
let nextKey = 0;
const draftsOf = (record: AffiliateBannersRecord['value']): BannerDraft[] =>
  record.banners.map((banner) => ({ ...banner, key: `b${nextKey++}` }));

/**
 * Banner index → the server's message for it (a 400 on banners.<i>.link or .imageKey), translated
 * from its field message key when it has one, as form fields show theirs.
 */
function serverErrorsOf(error: unknown, errorText: ReturnType<typeof useErrorText>): Record<number, string> {
  const found: Record<number, string> = {};
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return found;
  for (const issue of error.details as {
    path?: unknown[];
    message?: string;
    key?: FieldMessageKey;
    params?: FieldMessageParams;
  }[]) {
    const [where, list, index] = issue.path ?? [];
    if (where === 'body' && list === 'banners' && index !== undefined) {
      const message = issue.key ? fieldMessage(issue.key, issue.params) : (issue.message ?? '');
      found[Number(index)] = errorText({ type: 'server', message }) ?? message;
    }
  }
  return found;
}

/** /app/affiliate/banners: the ordered banners of the cashback screen, saved as a new version. */
export default function AffiliateBannersPage() {
  const { t } = useAffiliateTranslation();
  const errorText = useErrorText();
  const snackbar = useSnackbar();
  const save = useSaveAffiliateBannersConfig();
  const linkProblem = useLinkProblem();
  const [draft, setDraft] = useState<BannerDraft[] | null>(null);
  const screen = useRecordScreen({
    query: useAffiliateBannersConfig(),
    isNew: false,
    save: save.mutateAsync,
    messages: { saved: t('banners.saved'), saveFailed: t('banners.saveFailed') },
    unsaved: draft !== null,
  });
  const [serverErrors, setServerErrors] = useState<Record<number, string>>({});
  const [folder, setFolder] = useState<Folder>('Banners');
  // The banners as saved: new keys only when another version is loaded (saved, or reloaded).
  const record = screen.record;
  const base = useMemo(() => (record ? draftsOf(record.value) : []), [record]);
  const [openedKey, setOpenedKey] = useState(screen.formKey);
  if (openedKey !== screen.formKey) {
    setOpenedKey(screen.formKey);
    setDraft(null);
  }
  const banners = draft ?? base;
  const upload = useAffiliateBannerUpload(folder, (image) => {
    if (!image) return;
    const added = {
      key: `b${nextKey++}`,
      imageKey: image.key,
      imageUrl: image.url,
      link: '',
      isActive: true,
    };
    // Added at the end of the list as soon as it is stored; the uploader is ready for the next one.
    setDraft((current) => [...(current ?? base), added]);
  });

  const change = (next: BannerDraft[]) => {
    setDraft(next);
    setServerErrors({});
  };

  const submit = async () => {
    if (banners.some((banner) => banner.link && linkProblem(banner.link))) return;
    try {
      await screen.form.onSubmit({
        banners: banners.map(({ imageKey, link, isActive }) => ({ imageKey, link, isActive })),
      });
    } catch (error) {
      setServerErrors(serverErrorsOf(error, errorText));
      screen.form.onFailure();
    }
  };

  return (
    <>
      <PageHeader title={t('banners.title')} subtitle={t('banners.subtitle')} />
      {screen.loading && <PageSpinner />}
      {screen.loadFailed && <Alert severity="error">{t('banners.loadFailed')}</Alert>}
      {record && (
        <Stack spacing={3} sx={{ maxWidth: 1100 }}>
          <VersionNote
            version={record.version}
            updatedAt={record.updatedAt}
            updatedBy={record.updatedBy}
            previous={record.previous}
            renderPrevious={() => (
              <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }} useFlexGap>
                {record.previous?.value.banners.map((banner, index) => (
                  <Stack key={index} spacing={0.5} sx={{ opacity: banner.isActive ? 1 : 0.5 }}>
                    <Box
                      component="img"
                      src={banner.imageUrl}
                      alt=""
                      sx={{ width: 150, height: 50, objectFit: 'cover', borderRadius: 1 }}
                    />
                    <Typography variant="caption" dir="ltr" noWrap sx={{ maxWidth: 150 }}>
                      {index + 1}. {banner.link || t('banners.noLink')}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
            )}
            onRestore={() => {
              if (!record.previous) return;
              change(draftsOf(record.previous.value));
              snackbar.show(t('versions.restored'), 'info');
            }}
          />
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Stack spacing={2}>
              <Typography variant="h6" component="h2">
                {t('banners.add')}
              </Typography>
              <FolderSelect
                label={t('banners.imageFolder')}
                folders={bannerFolders}
                value={folder}
                nameOf={(option) => t(`folders.${option}`)}
                onChange={(next) => {
                  setFolder(next);
                  upload.clear();
                }}
              />
              <ImageUpload
                label={t('banners.image')}
                state={upload}
                disabled={save.isPending || banners.length >= MAX_AFFILIATE_BANNERS}
              />
            </Stack>
          </Paper>
          <Paper variant="outlined" sx={{ p: 3 }}>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('banners.linkHelp')}
            </Typography>
            <BannersEditor
              banners={banners}
              onChange={change}
              serverErrors={serverErrors}
              disabled={save.isPending}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ mt: 3, justifyContent: 'flex-end', alignItems: 'center' }}
            >
              {draft && <Chip size="small" color="warning" label={t('banners.unsaved')} />}
              <Button
                disabled={!draft || save.isPending}
                onClick={() => {
                  setDraft(null);
                  setServerErrors({});
                }}
              >
                {t('banners.reset')}
              </Button>
              <Button
                variant="contained"
                loading={save.isPending}
                disabled={!draft}
                onClick={() => void submit()}
              >
                {t('banners.save')}
              </Button>
            </Stack>
          </Paper>
        </Stack>
      )}
      {screen.dialogs}
      <HistoryPanel type="affiliate-config" id="banners" changeKey={screen.record?.version} />
    </>
  );
}
