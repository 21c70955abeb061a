import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { SharedMerchantInput } from '@cmt/contract/endpoints/merchant-fields';
import type { Category } from '@cmt/contract/endpoints/merchants';
import { BilingualFields } from '../form/bilingual-fields';
import { FormSection } from '../form/form-section';
import { FormSelectField } from '../form/form-select-field';
import { FormSwitchField } from '../form/form-switch-field';
import { useErrorText } from '../form/use-error-text';
import { FolderSelect } from '../folder-select';
import { CurrentImage, ImageUpload } from '../image-upload';
import { useBilingual } from '../use-bilingual';
import type { ImageUploadState } from '../use-image-upload';
import { usePatternsTranslation } from '../use-patterns-translation';

/*
 * The merchant kit's form fields: what the merchant (offers) and the affiliate merchant (cashback)
 * forms share because it is the same thing (contract: merchant-fields.ts merchantInputFields).
 * Each form places them and adds what its spec adds (branches, website, hotline; aggregator,
 * tracking URL, cashback). The forms' values extend the shared input, so `control` is any form
 * holding those fields.
 */

type Shared = Control<SharedMerchantInput>;
const shared = <T extends FieldValues>(control: Control<T>) => control as unknown as Shared;

/** The names and descriptions in English and Arabic, side by side. */
export function MerchantTextFields<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = usePatternsTranslation();
  return (
    <BilingualFields
      control={shared(control)}
      titles={{ en: t('merchant.english'), ar: t('merchant.arabic') }}
      fields={[
        {
          en: 'nameEn',
          ar: 'nameAr',
          label: { en: t('merchant.nameEn'), ar: t('merchant.nameAr') },
          required: true,
        },
        {
          en: 'descriptionEn',
          ar: 'descriptionAr',
          label: { en: t('merchant.descriptionEn'), ar: t('merchant.descriptionAr') },
          minRows: 3,
        },
      ]}
    />
  );
}

/** A category a merchant can be filed under; one marked inactive says so in the list. */
export type MerchantCategoryOption = Category & { isActive?: boolean };

/** The merchant's category, required, named in the UI language. */
export function MerchantCategoryField<T extends FieldValues>({
  control,
  categories,
}: {
  control: Control<T>;
  categories: readonly MerchantCategoryOption[] | undefined;
}) {
  const { t } = usePatternsTranslation();
  const pick = useBilingual();
  return (
    <FormSelectField
      control={shared(control)}
      name="categoryId"
      label={t('merchant.category')}
      required
      fullWidth
      options={(categories ?? []).map((category) => ({
        value: category.id as unknown as string,
        label:
          category.isActive === false
            ? t('merchant.inactiveCategory', { name: pick(category.nameEn, category.nameAr) })
            : pick(category.nameEn, category.nameAr),
      }))}
    />
  );
}

/** Whether the app shows the merchant. */
export function MerchantActiveField<T extends FieldValues>({ control }: { control: Control<T> }) {
  const { t } = usePatternsTranslation();
  return <FormSwitchField control={shared(control)} name="isActive" label={t('merchant.isActive')} />;
}

interface MerchantLogoSectionProps<T extends FieldValues, F extends string> {
  control: Control<T>;
  /** The storage folders this kind of merchant's logos go to, and their translated names. */
  folders: readonly F[];
  folder: F;
  folderName: (folder: F) => string;
  onFolderChange: (folder: F) => void;
  /** The upload into the chosen folder; it fills `logoKey`. */
  upload: ImageUploadState<unknown>;
  /** The logo the merchant has now, shown until a new one is chosen. */
  currentUrl: string | null | undefined;
}

/** The logo: its folder, the current one and the upload of a new one. */
export function MerchantLogoSection<T extends FieldValues, F extends string>({
  control,
  folders,
  folder,
  folderName,
  onFolderChange,
  upload,
  currentUrl,
}: MerchantLogoSectionProps<T, F>) {
  const { t } = usePatternsTranslation();
  const errorText = useErrorText();
  const { fieldState } = useController({ control: shared(control), name: 'logoKey' });
  return (
    <FormSection title={t('merchant.logo')}>
      <FolderSelect
        label={t('merchant.logoFolder')}
        folders={folders}
        value={folder}
        nameOf={folderName}
        onChange={(next) => {
          onFolderChange(next);
          upload.clear();
        }}
      />
      {currentUrl && upload.status === 'idle' && (
        <CurrentImage label={t('merchant.currentLogo')} src={currentUrl} alt="" width={96} height={96} />
      )}
      <ImageUpload label={t('merchant.logo')} state={upload} error={errorText(fieldState.error)} />
    </FormSection>
  );
}
