/**
 * The address to hand out for an image: the API's URL as it is when absolute (the CDN base), else
 * resolved against this server's public address, the origin the screen was opened from.
 */
export const absoluteAddress = (url: string, origin: string): string => new URL(url, origin).href;

/**
 * Copies text to the clipboard: the Clipboard API where the page may use it (HTTPS, localhost), else
 * the older selection copy, which also works over plain HTTP on an internal host.
 */
export async function copyText(text: string): Promise<void> {
  if (navigator.clipboard && window.isSecureContext) {
    await navigator.clipboard.writeText(text);
    return;
  }
  const field = document.createElement('textarea');
  field.value = text;
  field.setAttribute('readonly', '');
  field.style.position = 'fixed';
  field.style.insetInlineStart = '-9999px';
  document.body.appendChild(field);
  field.select();
  const copied = document.execCommand('copy');
  field.remove();
  if (!copied) throw new Error('copy refused');
}
