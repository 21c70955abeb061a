import { useRef } from 'react';

/** 128 random bits as hex (crypto.getRandomValues works over plain HTTP too, unlike randomUUID). */
const randomId = (): string =>
  Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join(
    '',
  );

/** FNV-1a (32 bits) of the JSON of a value: tells one form content from another, not a secret. */
export function contentHash(value: unknown): string {
  const text = JSON.stringify(value) ?? '';
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The `Idempotency-Key` of a create form: the same for the same content while the form is open, so
 * a double submit or a retry after a lost answer replays the first create instead of making a second
 * record; changed content is a new key. `renew()` after a success makes the next create its own.
 *
 *   const idempotency = useIdempotencyKey();
 *   callApi(createBanner, { body, idempotencyKey: idempotency.keyFor(body) });
 */
export function useIdempotencyKey() {
  const scope = useRef<string | null>(null);
  scope.current ??= randomId();
  return {
    keyFor: (body: unknown) => `${scope.current}.${contentHash(body)}`,
    renew: () => {
      scope.current = randomId();
    },
  };
}
