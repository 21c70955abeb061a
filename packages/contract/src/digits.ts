/**
 * Text with its Arabic-Indic (٠-٩) and Eastern Arabic-Indic/Persian (۰-۹) digits as 0-9: a number
 * typed on an Arabic or Persian keyboard is the same number. Each block's digits end in 0-9 (U+0660,
 * U+06F0), so the low four bits are the digit.
 */
export const latinDigits = (text: string): string =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) & 0xf));
