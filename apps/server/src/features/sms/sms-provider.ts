import { randomUUID } from 'node:crypto';
import type { Config } from '../../config.ts';
import { maskPhone } from '../../domain/applications.ts';

/** One message to one number, as handed to a provider. */
export interface OutgoingSms {
  /** 01XXXXXXXXX */
  to: string;
  text: string;
  /** Our own id for the message (job and position), for the provider's delivery reports. */
  reference: string;
}

/** Where messages go. A provider throws when a message is refused; its message is kept per number. */
export interface SmsProvider {
  name: string;
  /** False for the logging provider: nothing reaches a phone. */
  delivers: boolean;
  send(message: OutgoingSms): Promise<{ id: string }>;
}

interface Log {
  info(object: object, message: string): void;
}

/**
 * The default: writes one log line per message and sends nothing. What it logs is chosen so the log
 * never holds a message together with the number it went to (texts can carry amounts, names or
 * codes, and logs travel further than the database): the reference, the masked number and the
 * message's size. The text stays in the database, on the job, for staff with the SMS permission.
 */
export function loggingSmsProvider(log: Log): SmsProvider {
  return {
    name: 'log',
    delivers: false,
    async send(message) {
      log.info(
        { sms: { reference: message.reference, to: maskPhone(message.to), characters: message.text.length } },
        'SMS not sent (logging provider: set SMS_PROVIDER to send)',
      );
      return { id: `log-${randomUUID()}` };
    },
  };
}

/**
 * A gateway that takes JSON over HTTPS: `POST SMS_HTTP_URL` with `{ to: "+2010…", text, sender,
 * reference }` and `Authorization: SMS_HTTP_AUTHORIZATION`, answering 2xx with `{ id }` (or
 * `messageId`). Anything else refuses that one message; the provider's answer body is not kept, as
 * gateways echo the message back.
 */
export function httpSmsProvider(options: {
  url: string;
  authorization?: string;
  sender: string;
}): SmsProvider {
  return {
    name: 'http',
    delivers: true,
    async send(message) {
      const response = await fetch(options.url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...(options.authorization ? { authorization: options.authorization } : {}),
        },
        body: JSON.stringify({
          to: `+20${message.to.slice(1)}`,
          text: message.text,
          sender: options.sender,
          reference: message.reference,
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch((error: Error) => {
        throw new Error(
          error.name === 'TimeoutError'
            ? 'The SMS gateway did not answer in 10 s'
            : 'The SMS gateway could not be reached',
        );
      });
      if (!response.ok) throw new Error(`The SMS gateway refused the message (HTTP ${response.status})`);
      const body = (await response.json().catch(() => ({}))) as { id?: unknown; messageId?: unknown };
      const id = body.id ?? body.messageId;
      return { id: typeof id === 'string' || typeof id === 'number' ? String(id) : message.reference };
    },
  };
}

export function createSmsProvider(config: Config, log: Log): SmsProvider {
  if (config.SMS_PROVIDER === 'http' && config.SMS_HTTP_URL) {
    return httpSmsProvider({
      url: config.SMS_HTTP_URL,
      authorization: config.SMS_HTTP_AUTHORIZATION,
      sender: config.SMS_SENDER_ID ?? config.APP_NAME.slice(0, 11),
    });
  }
  return loggingSmsProvider(log);
}
