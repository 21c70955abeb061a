export type StatementLanguage = 'ar' | 'en';

/** The printable statement of a decision, outside the main layout (app/router.tsx). */
export const statementHref = (id: number, lang: StatementLanguage): string =>
  `/without-layout/decisions/${id}/statement/${lang}`;
