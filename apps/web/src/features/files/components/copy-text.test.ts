import { describe, expect, it } from 'vitest';
import { absoluteAddress } from './copy-text';

// Issue 19 item 11: "copy address" hands out an address that works outside this screen.
describe('absoluteAddress', () => {
  it('puts this server’s public address before a path the API gave without a CDN base', () => {
    expect(absoluteAddress('/files/Offer%20Logo/a1.png', 'https://cmt.lucky.app')).toBe(
      'https://cmt.lucky.app/files/Offer%20Logo/a1.png',
    );
  });

  it('keeps a CDN address as it is', () => {
    expect(absoluteAddress('https://cdn.lucky.app/files/Banners/b2.webp', 'https://cmt.lucky.app')).toBe(
      'https://cdn.lucky.app/files/Banners/b2.webp',
    );
  });
});
