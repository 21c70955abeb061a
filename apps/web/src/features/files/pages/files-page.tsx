import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { listImages, type StoredImage, exportImages } from '@cmt/contract/endpoints/files';
import { imageFolders, type ImageFolder } from '@cmt/contract/files';
import { FilterSelect } from '../../../kit/filter-select';
import { FolderSelect } from '../../../kit/folder-select';
import { ImageUpload } from '../../../kit/image-upload';
import { ListToolbar } from '../../../kit/list-toolbar';
import { PageHeader } from '../../../kit/page-header';
import { useConfirmedAction } from '../../../kit/use-confirmed-action';
import { useListScreen } from '../../../kit/use-list-screen';
import { usePatternsTranslation } from '../../../kit/use-patterns-translation';
import { ApiError } from '../../../lib/api-client';
import { useSnackbar } from '../../../kit/snackbar';
import { useDeleteImage, useFolderUpload } from '../api/images';
import { absoluteAddress, copyText } from '../components/copy-text';
import { DeleteImageDialog } from '../components/delete-image-dialog';
import { ImageCard } from '../components/image-card';
import { useFilesTranslation } from '../hooks/use-files-translation';

/** /app/general/files: upload to any folder of docs/requirements.md §P3, browse thumbnails by folder, copy the CDN address, delete unused. */
export default function FilesPage() {
  const { t } = useFilesTranslation();
  const patterns = usePatternsTranslation();
  const snackbar = useSnackbar();
  const list = useListScreen(listImages, { loadError: t('loadError') });
  const [folder, setFolder] = useState<ImageFolder>(list.query.folder ?? 'Banners');
  const upload = useFolderUpload(folder, (done) =>
    snackbar.show(t('upload.done', { folder: t(`folders.${done}`) }), 'success'),
  );
  const deletion = useDeleteImage();
  const removal = useConfirmedAction<StoredImage>({
    run: (image) => deletion.mutateAsync(image.id),
    success: t('deleted'),
    failure: (error) =>
      error instanceof ApiError && error.code === 'FILE_IN_USE' ? t('stillUsed') : t('deleteFailed'),
  });
  const copy = (image: StoredImage) =>
    copyText(absoluteAddress(image.url, window.location.origin)).then(
      () => snackbar.show(t('copied'), 'success'),
      () => snackbar.show(t('copyFailed'), 'error'),
    );
  const folderName = (value: ImageFolder) => t(`folders.${value}`);
  const items = list.result.data?.items ?? [];

  return (
    <>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6" component="h2" gutterBottom>
            {t('upload.title')}
          </Typography>
          <Stack spacing={2}>
            <FolderSelect
              label={t('upload.folder')}
              folders={imageFolders}
              value={folder}
              nameOf={folderName}
              onChange={(next) => {
                setFolder(next);
                upload.clear();
              }}
            />
            <ImageUpload label={t('upload.image')} state={upload} />
          </Stack>
        </Paper>
        <div>
          <ListToolbar
            exportCsv={{ endpoint: exportImages, list: list }}
            search={{
              value: list.query.q ?? '',
              onChange: (value) => list.setFilter('q', value || undefined),
              label: t('search'),
            }}
            filters={
              <>
                <FilterSelect
                  label={t('filter.folder')}
                  value={list.query.folder ?? 'ALL'}
                  options={[
                    { value: 'ALL', label: t('filter.all') },
                    ...imageFolders.map((value) => ({ value, label: folderName(value) })),
                  ]}
                  onChange={(value) =>
                    list.setFilter('folder', value === 'ALL' || !value ? undefined : (value as ImageFolder))
                  }
                />
                <FilterSelect
                  label={t('filter.sort')}
                  value={list.query.sort}
                  options={[
                    { value: 'createdAt', label: t('filter.newest') },
                    { value: 'size', label: t('filter.largest') },
                  ]}
                  onChange={(value) => list.setFilter('sort', value)}
                />
              </>
            }
          />
          {list.result.isError && (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void list.result.refetch()}>
                  {t('retry')}
                </Button>
              }
            >
              {t('loadError')}
            </Alert>
          )}
          <Grid
            container
            spacing={2}
            role="list"
            aria-label={t('listLabel')}
            aria-busy={list.result.isFetching}
          >
            {list.result.isPending &&
              Array.from({ length: 8 }, (_, index) => (
                <Grid key={index} size={{ xs: 12, sm: 6, md: 4, lg: 3 }}>
                  <Skeleton variant="rectangular" height={260} />
                </Grid>
              ))}
            {items.map((image) => (
              <Grid key={image.id} size={{ xs: 12, sm: 6, md: 4, lg: 3 }} role="listitem">
                <ImageCard image={image} onCopy={(item) => void copy(item)} onDelete={removal.ask} />
              </Grid>
            ))}
          </Grid>
          {!list.result.isPending && !list.result.isError && items.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
              {list.query.q ? t('noMatch', { q: list.query.q }) : t('empty')}
            </Typography>
          )}
          <TablePagination
            component="div"
            count={list.result.data?.total ?? 0}
            page={list.table.page}
            rowsPerPage={list.table.pageSize}
            rowsPerPageOptions={[20, 40, 100]}
            onPageChange={(_, page) => list.table.onPageChange(page)}
            onRowsPerPageChange={(event) => list.table.onPageSizeChange(Number(event.target.value))}
            labelRowsPerPage={patterns.t('table.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) =>
              patterns.t('table.displayedRows', { from, to, count })
            }
            getItemAriaLabel={(type) => patterns.t(`table.${type}`)}
          />
        </div>
      </Stack>
      <DeleteImageDialog image={removal.target} {...removal.dialog} />
    </>
  );
}
