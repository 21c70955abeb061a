import { zodResolver } from '@hookform/resolvers/zod';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { bannerInput, type BannerInput } from '@cmt/contract/endpoints/banners';
import { bannerFolders } from '@cmt/contract/files';
import { hrefFor } from '@cmt/contract/routes';
import { applyServerErrors } from '../../../kit/form/apply-server-errors';
import { FormActions } from '../../../kit/form/form-actions';
import { FormSwitchField } from '../../../kit/form/form-switch-field';
import { FormTextField } from '../../../kit/form/form-text-field';
import { useErrorText } from '../../../kit/form/use-error-text';
import { FolderSelect } from '../../../kit/folder-select';
import { ImageUpload } from '../../../kit/image-upload';
import { useReportDirty } from '../../../kit/use-record-screen';
import { useBannerImageUpload } from '../api/upload-banner-image';
import { useBannersTranslation } from '../hooks/use-banners-translation';

type Folder = (typeof bannerFolders)[number];

interface BannerCreateFormProps {
  onSubmit: (input: BannerInput) => Promise<unknown>;
  /** Called after any failed save (field errors, if any, are already on the form). */
  onFailure: () => void;
  /** Typed changes or not: the screen asks before they are lost. */
  onDirtyChange?: (dirty: boolean) => void;
}

/** Folder, image (uploaded first, its key goes in the form), title, link, position and active. */
export function BannerCreateForm({ onSubmit, onFailure, onDirtyChange }: BannerCreateFormProps) {
  const { t } = useBannersTranslation();
  const errorText = useErrorText();
  const [folder, setFolder] = useState<Folder>('Banners');
  const { control, handleSubmit, setError, setValue, formState } = useForm<BannerInput>({
    resolver: zodResolver(bannerInput),
    defaultValues: { title: '', imageKey: '', link: '', position: 0, isActive: true },
  });
  useReportDirty(formState.isDirty, onDirtyChange);
  const upload = useBannerImageUpload(folder, (image) =>
    setValue('imageKey', image?.key ?? '', { shouldValidate: formState.isSubmitted, shouldDirty: true }),
  );

  const submit = handleSubmit(async (input) => {
    try {
      await onSubmit(input);
    } catch (error) {
      applyServerErrors(error, setError, { fields: ['title', 'imageKey', 'link', 'position', 'isActive'] });
      onFailure();
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, maxWidth: 720 }}>
      <Stack component="form" noValidate spacing={3} onSubmit={submit}>
        <FolderSelect
          label={t('fields.folder')}
          helperText={t('fields.folderHelp')}
          folders={bannerFolders}
          value={folder}
          nameOf={(option) => t(`folders.${option}`)}
          onChange={(next) => {
            setFolder(next);
            upload.clear();
          }}
        />
        <ImageUpload
          label={t('fields.image')}
          state={upload}
          error={errorText(formState.errors.imageKey)}
          disabled={formState.isSubmitting}
        />
        <FormTextField control={control} name="title" label={t('fields.title')} required />
        <FormTextField
          control={control}
          name="link"
          label={t('fields.link')}
          helperText={t('fields.linkHelp')}
          type="url"
          slotProps={{ htmlInput: { dir: 'ltr' } }}
        />
        <FormTextField
          control={control}
          name="position"
          label={t('fields.position')}
          helperText={t('fields.positionHelp')}
          type="number"
          numeric
          sx={{ maxWidth: 200 }}
          slotProps={{ htmlInput: { min: 0, max: 10000 } }}
        />
        <FormSwitchField control={control} name="isActive" label={t('fields.isActive')} />
        <FormActions
          submitting={formState.isSubmitting}
          cancelHref={hrefFor('banners.list')}
          submitLabel={t('createBanner')}
        />
      </Stack>
    </Paper>
  );
}
