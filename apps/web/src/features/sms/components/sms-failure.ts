import { smsFailureCodes, type SmsFailureCode } from '@cmt/contract/endpoints/sms';

/**
 * The translation key of why a sending or a number failed: the server sends a code
 * (`smsFailureCodes`); anything else (an older sending's English sentence, a provider's text) is
 * worded as a plain "Not sent", never shown as it came.
 */
export const smsFailureKey = (value: string): `failures.${SmsFailureCode | 'OTHER'}` =>
  `failures.${smsFailureCodes.find((code) => code === value) ?? 'OTHER'}`;
