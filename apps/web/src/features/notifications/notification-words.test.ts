import { createInstance, type TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { notificationKinds, type Notification } from '@cmt/contract/endpoints/notifications';
import { formatEgp } from '../../lib/money';
import { loadEveryLanguage } from '../../lib/i18n';
import { approvalWordLocales } from '../../kit/approvals/approval-word-locales';
import { approvalWordsOf, type ApprovalWords } from '../../kit/approvals/use-approval-words';
import { notificationsLocales } from './locales';
import { notificationLink } from './notification-links';
import { wordNotification } from './notification-words';

const strings = await loadEveryLanguage(notificationsLocales);
const approvalStrings = await loadEveryLanguage(approvalWordLocales);

async function tOf(language: keyof typeof strings, ns = 'notifications'): Promise<TFunction> {
  const instance = createInstance();
  await instance.init({
    lng: language,
    resources: { [language]: { notifications: strings[language], approvalWords: approvalStrings[language] } },
    defaultNS: ns,
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
  return instance.t;
}

/** The approval words of a language, as the panel's hook gives them. */
const wordsOf = async (language: keyof typeof strings): Promise<ApprovalWords> =>
  approvalWordsOf(await tOf(language, 'approvalWords'));

const requested: Notification = {
  id: 1,
  kind: 'approval.requested',
  params: {
    approvalId: 7,
    action: 'cashout.approve',
    targetType: 'affiliate_cashout',
    targetId: '138',
    amount: '1483.00',
    by: 'ann@lucky.app',
  },
  createdAt: '2026-11-29T08:00:00.000Z',
  readAt: null,
};

describe('how a notification is worded', () => {
  it('a request to decide names the action, the record, the amount and the maker, in English', async () => {
    expect(wordNotification(await tOf('en'), await wordsOf('en'), 'en', requested)).toBe(
      'Waiting for your decision — Approve a cashout: Cashout #138, EGP\u00a01,483.00, asked by ann@lucky.app',
    );
  });

  it('in Arabic, with the amount in Arabic', async () => {
    expect(wordNotification(await tOf('ar'), await wordsOf('ar'), 'ar', requested)).toBe(
      `بانتظار قرارك — الموافقة على سحب: طلب السحب رقم 138، ${formatEgp('ar', '1483.00')}، طلبه ann@lucky.app`,
    );
  });

  it('the maker’s decision names the record; one stored before records were named names the request', async () => {
    const t = await tOf('en');
    const approvals = await wordsOf('en');
    expect(wordNotification(t, approvals, 'en', { ...requested, kind: 'approval.rejected' })).toBe(
      'Your request was rejected — Approve a cashout: Cashout #138, EGP\u00a01,483.00',
    );
    const old = {
      ...requested,
      kind: 'approval.approved' as const,
      params: { approvalId: 3, action: 'cashout.approve' },
    };
    expect(wordNotification(t, approvals, 'en', old)).toBe(
      'Your request was approved — Approve a cashout: Request #3',
    );
  });

  it('every kind is worded in every language (no raw key on screen)', async () => {
    for (const language of Object.keys(strings) as (keyof typeof strings)[]) {
      const t = await tOf(language);
      const approvals = await wordsOf(language);
      for (const kind of notificationKinds) {
        const sentence = wordNotification(t, approvals, language, { ...requested, kind });
        expect(sentence, `${language} ${kind}`).not.toMatch(/kinds\.|actions\.|targets\./);
      }
    }
  });

  it('links to the record it names: a request opens on the Approvals screen', () => {
    expect(notificationLink(requested)).toBe('/app/approvals?approval=7');
    expect(notificationLink({ ...requested, kind: 'sms.finished', params: { jobId: 4 } })).toBe(
      '/app/general/sms?job=4',
    );
  });
});
