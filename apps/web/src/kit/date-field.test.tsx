import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n';
import { DateField } from './date-field';

/** A date field and the value its form would hold. */
function StartDay({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateField label="Start" value={value} onChange={setValue} />
      <output aria-label="Form value">{value}</output>
    </>
  );
}

async function renderIn(language: string, initial?: string) {
  await act(() => i18n.changeLanguage(language));
  render(<StartDay initial={initial} />);
  return {
    user: userEvent.setup(),
    field: screen.getByRole('textbox', { name: 'Start' }) as HTMLInputElement,
  };
}
const formValue = () => screen.getByRole('status', { name: 'Form value' }).textContent;

describe('DateField', () => {
  it('is typed month first in English', async () => {
    const { user, field } = await renderIn('en');
    expect(field.placeholder).toBe('MM/DD/YYYY');
    await user.type(field, '11/23/2026');
    expect(formValue()).toBe('2026-11-23');
    expect(field.value).toBe('11/23/2026');
  });

  it('is typed day first in French, Arabic and Moroccan Arabic, whatever the browser', async () => {
    const placeholders = { fr: 'JJ/MM/AAAA', ar: 'يوم/شهر/سنة', 'ar-MA': 'نهار/شهر/عام' };
    for (const [language, placeholder] of Object.entries(placeholders)) {
      const { user, field } = await renderIn(language);
      expect(field.placeholder).toBe(placeholder);
      await user.type(field, '23/11/2026');
      expect(formValue()).toBe('2026-11-23');
      cleanup();
    }
  });

  it('takes Arabic-Indic digits and other separators', async () => {
    const { user, field } = await renderIn('ar');
    await user.type(field, '٢٣/١١/٢٠٢٦');
    expect(formValue()).toBe('2026-11-23');
    await user.clear(field);
    await user.type(field, '5.3.2026');
    expect(formValue()).toBe('2026-03-05');
  });

  it('shows a date from the form in the UI language’s order', async () => {
    const { field } = await renderIn('en', '2026-11-23');
    expect(field.value).toBe('11/23/2026');
    await act(() => i18n.changeLanguage('fr'));
    expect(field.value).toBe('23/11/2026');
  });

  it('hands text that is not a day yet to the form as typed (its schema says "Enter a date")', async () => {
    const { user, field } = await renderIn('fr');
    await user.type(field, '23/11');
    expect(formValue()).toBe('23/11');
    await user.clear(field);
    await user.type(field, '31/02/2026');
    expect(formValue()).toBe('31/02/2026');
    await user.clear(field);
    await user.type(field, '05/03/0026');
    expect(formValue()).toBe('05/03/0026');
    await user.clear(field);
    expect(formValue()).toBe('');
  });
});
