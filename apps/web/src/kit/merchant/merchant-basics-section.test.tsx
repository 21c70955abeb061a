// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SharedMerchantInput } from '@cmt/contract/endpoints/merchant-fields';
import { i18n, initI18n } from '../../lib/i18n';
import type { ImageUploadState } from '../use-image-upload';
import {
  MerchantActiveField,
  MerchantCategoryField,
  MerchantLogoSection,
  MerchantTextFields,
} from './merchant-basics-section';

const folders = ['Logos', 'Logos Dev'] as const;
const idleUpload: ImageUploadState<unknown> = {
  status: 'idle',
  progress: 0,
  problem: null,
  previewUrl: null,
  fileName: null,
  result: null,
  upload: () => undefined,
  clear: () => undefined,
};

/** A form of some kind of merchant: the shared fields plus one of its own. */
function Form() {
  const { control } = useForm<SharedMerchantInput & { website: string }>({
    defaultValues: {
      nameEn: 'Cairo Cafe',
      nameAr: 'مقهى القاهرة',
      descriptionEn: '',
      descriptionAr: '',
      categoryId: 2,
      logoKey: '',
      isActive: true,
      website: '',
    },
  });
  return (
    <form>
      <MerchantTextFields control={control} />
      <MerchantCategoryField
        control={control}
        categories={[
          { id: 1, nameEn: 'Food', nameAr: 'طعام', isActive: true },
          { id: 2, nameEn: 'Fashion', nameAr: 'أزياء' },
          { id: 3, nameEn: 'Travel', nameAr: 'سفر', isActive: false },
        ]}
      />
      <MerchantActiveField control={control} />
      <MerchantLogoSection
        control={control}
        folders={folders}
        folder="Logos"
        folderName={(folder) => folder}
        onFolderChange={() => undefined}
        upload={idleUpload}
        currentUrl="/logo.png"
      />
    </form>
  );
}

function renderForm() {
  const router = createMemoryRouter([{ path: '/', element: <Form /> }]);
  render(<RouterProvider router={router} />);
}

describe('the merchant kit form fields', () => {
  beforeAll(() => initI18n({ languages: ['en', 'ar'], defaultLanguage: 'en' }));
  afterEach(async () => {
    cleanup();
    await i18n.changeLanguage('en');
  });

  it('shows the names, descriptions, category, active switch and logo of any kind of merchant', async () => {
    renderForm();
    expect((screen.getByRole('textbox', { name: /Name \(English\)/ }) as HTMLInputElement).value).toBe(
      'Cairo Cafe',
    );
    expect((screen.getByRole('textbox', { name: /Name \(Arabic\)/ }) as HTMLInputElement).dir).toBe('rtl');
    expect(screen.getByRole('textbox', { name: 'Description (English)' })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'Active (shown in the app)' })).toHaveProperty('checked', true);
    expect(document.querySelector('img[src="/logo.png"]')).toBeTruthy();
    expect(screen.getByText('Current logo')).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Logo' })).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: /Category/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['Food', 'Fashion', 'Travel (inactive)']);
  });

  it('says it in Arabic and names the categories in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderForm();
    expect(screen.getByRole('textbox', { name: /الاسم \(بالإنجليزية\)/ })).toBeTruthy();
    expect(screen.getByRole('switch', { name: 'نشط (يظهر في التطبيق)' })).toBeTruthy();
    await userEvent.click(screen.getByRole('combobox', { name: /الفئة/ }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['طعام', 'أزياء', 'سفر (غير نشطة)']);
  });
});
