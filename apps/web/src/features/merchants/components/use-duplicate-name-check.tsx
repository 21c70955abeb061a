import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import type { SharedMerchantInput } from '@cmt/contract/endpoints/merchant-fields';
import { listMerchants } from '@cmt/contract/endpoints/merchants';
import { ConfirmDialog } from '../../../kit/confirm-dialog';
import { listQueryOptions } from '../../../kit/list-query';
import { useMerchantsTranslation } from '../hooks/use-merchants-translation';

const same = (a: string, b: string) => a.trim().toLocaleLowerCase() === b.trim().toLocaleLowerCase();

/**
 * Before a new merchant is created: when a merchant with the same English or Arabic name exists,
 * ask whether to create a second one. `submit(input, create)` creates at once when the name is new,
 * or once the staff member says so; `dialog` is the question.
 */
export function useDuplicateNameCheck<I extends Pick<SharedMerchantInput, 'nameEn' | 'nameAr'>>(): {
  submit: (input: I, create: (input: I) => Promise<void>) => Promise<void>;
  dialog: ReactNode;
} {
  const { t } = useMerchantsTranslation();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<{
    input: I;
    name: string;
    create: (input: I) => Promise<void>;
  } | null>(null);

  const submit = async (input: I, create: (input: I) => Promise<void>) => {
    const matches = await Promise.all(
      [input.nameEn, input.nameAr]
        .filter((name) => name.trim() !== '')
        .map((name) =>
          queryClient
            .fetchQuery(listQueryOptions(listMerchants, { query: name.trim(), page: 1 }))
            .then((page) => page.items.find((item) => same(item.nameEn, name) || same(item.nameAr, name)))
            .catch(() => undefined),
        ),
    );
    const existing = matches.find((match) => match !== undefined);
    if (!existing) return create(input);
    setPending({
      input,
      name: same(existing.nameEn, input.nameEn) ? existing.nameEn : existing.nameAr,
      create,
    });
  };

  const dialog = (
    <ConfirmDialog
      open={pending !== null}
      destructive={false}
      title={t('form.duplicateTitle')}
      message={pending ? t('form.duplicateMessage', { name: pending.name }) : ''}
      confirmLabel={t('form.duplicateConfirm')}
      onClose={() => setPending(null)}
      onConfirm={() => {
        if (!pending) return;
        setPending(null);
        // A refusal is shown by the record screen (snackbar); the form stays as typed.
        void pending.create(pending.input).catch(() => undefined);
      }}
    />
  );
  return { submit, dialog };
}
