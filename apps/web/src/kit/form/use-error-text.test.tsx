import { zodResolver } from '@hookform/resolvers/zod';
import { act, renderHook } from '@testing-library/react';
import { useForm, type FieldError } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fieldMessage } from '@cmt/contract/field-messages';
import { textField } from '@cmt/contract/fields';
import { i18n } from '../../lib/i18n';
import { configureZodMessages } from '../../lib/zod-messages';
import { useErrorText } from './use-error-text';

const errorTextIn = async (language: string) => {
  await act(() => i18n.changeLanguage(language));
  return renderHook(() => useErrorText()).result.current;
};
/** An error as the zod resolver puts it on a field (its type is zod's issue code). */
const zodError = (type: string, message: string): FieldError => ({ type, message });
/** An error as applyServerErrors puts a 400's issue on a field. */
const serverError = (message: string): FieldError => ({ type: 'server', message });

describe('useErrorText', () => {
  it('gives nothing for a field without an error', async () => {
    expect((await errorTextIn('en'))(undefined)).toBeUndefined();
  });

  it('words a contract field message by its key and params, in English and Arabic', async () => {
    const message = fieldMessage('passwordLength', { min: 12 });
    expect((await errorTextIn('en'))(zodError('too_small', message))).toBe('Use at least 12 characters');
    expect((await errorTextIn('ar'))(zodError('too_small', message))).toBe('استخدم 12 حرفًا على الأقل');
  });

  it('the same for a 400’s issue the server sent with its key, never the server’s English', async () => {
    const message = fieldMessage('wholeNumberRange', { min: 1, max: 30 });
    expect((await errorTextIn('en'))(serverError(message))).toBe('Use a whole number from 1 to 30');
    expect((await errorTextIn('ar'))(serverError(message))).toBe('أدخل عددًا صحيحًا من 1 إلى 30');
  });

  it('groups an amount in the language’s way and picks the partner’s name in the UI language', async () => {
    const amount = fieldMessage('amountRange', { max: '50000' });
    expect((await errorTextIn('en'))(zodError('custom', amount))).toBe(
      'An amount is above 0 and at most EGP 50,000',
    );
    const bounds = fieldMessage('creditLimitBounds', {
      partner: 'valU',
      partnerAr: 'فاليو',
      min: '1000',
      max: '200000',
    });
    expect((await errorTextIn('en'))(serverError(bounds))).toBe(
      'valU gives limits from EGP 1,000 to EGP 200,000',
    );
    expect((await errorTextIn('ar'))(serverError(bounds))).toBe('تمنح فاليو حدودًا من 1,000 إلى 200,000 جنيه');
  });

  it('words a number below its bound as a number in the language on screen (zod-messages.ts)', async () => {
    configureZodMessages();
    const message = z.number().min(1).safeParse(0).error!.issues[0]!.message;
    expect((await errorTextIn('en'))(zodError('too_small', message))).toBe('Use a number of at least 1');
    expect((await errorTextIn('ar'))(zodError('too_small', message))).toBe('أدخل رقمًا لا يقل عن 1');
    expect((await errorTextIn('fr'))(zodError('too_small', message))).toBe(
      'Saisissez un nombre d’au moins 1',
    );
  });

  it('words zod’s own refusals by their code, matching no English', async () => {
    const en = await errorTextIn('en');
    expect(en(zodError('too_small', 'Too small: expected string to have >=3 characters'))).toBe('Too short');
    expect(en(zodError('too_big', 'Too big'))).toBe('Too long');
    expect(en(zodError('invalid_type', 'Invalid input: expected number'))).toBe('Invalid value');
    expect(en(zodError('invalid_format', 'Invalid string'))).toBe('Invalid format');
    expect(en(zodError('required', ''))).toBe('This field is required');
    const ar = await errorTextIn('ar');
    expect(ar(zodError('too_small', 'Too small: expected string to have >=3 characters'))).toBe(
      'القيمة قصيرة جدًا',
    );
    expect(ar(zodError('required', ''))).toBe('هذا الحقل مطلوب');
  });

  it('shows a server message it does not know as it came, and an unnamed refusal as invalid', async () => {
    const en = await errorTextIn('en');
    expect(en(serverError('This key is already used'))).toBe('This key is already used');
    expect(en(zodError('something_new', 'A message of the page'))).toBe('A message of the page');
    expect(en(zodError('something_new', ''))).toBe('Invalid value');
    expect(en({ type: 'validate' })).toBe('Invalid value');
  });

  it('never shows the inner form of a field message it cannot read (a key newer than this page)', async () => {
    const unknown = '\u0001field:["someNewKey",{"max":3}]';
    expect((await errorTextIn('en'))(serverError(unknown))).toBe('Invalid value');
    expect((await errorTextIn('ar'))(serverError(unknown))).toBe('قيمة غير صالحة');
  });

  it('words a contract schema’s refusal as a form with the zod resolver gets it, and follows a language switch', async () => {
    const schema = z.object({ name: textField(200, fieldMessage('enterEnglishName')) });
    const { result } = renderHook(() => {
      const form = useForm({ resolver: zodResolver(schema), defaultValues: { name: ' ' } });
      return { form, text: useErrorText()(form.formState.errors.name) };
    });
    expect(result.current.text).toBeUndefined();
    await act(() => result.current.form.trigger());
    expect(result.current.text).toBe('Enter the English name');
    await act(() => i18n.changeLanguage('ar'));
    expect(result.current.text).toBe('أدخل الاسم بالإنجليزية');
  });
});
