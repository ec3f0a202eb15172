// The PDFs use the 14 standard fonts (Helvetica), which carry Windows-1252 ("WinAnsi") only: every
// Spanish letter, € and typographic quotes, but no other script. Text is fitted to it before
// drawing: the few look-alikes Intl and our formatters emit become their plain twins, anything
// else a "?", so a PDF never shows a wrong glyph silently.

/** The characters Windows-1252 puts at 0x80-0x9f (undefined positions are absent). */
const HIGH: Record<number, string> = {
  0x80: '€', 0x82: '‚', 0x83: 'ƒ', 0x84: '„', 0x85: '…', 0x86: '†', 0x87: '‡', 0x88: 'ˆ', 0x89: '‰', 0x8a: 'Š', 0x8b: '‹', 0x8c: 'Œ', 0x8e: 'Ž',
  0x91: '‘', 0x92: '’', 0x93: '“', 0x94: '”', 0x95: '•', 0x96: '–', 0x97: '—', 0x98: '˜', 0x99: '™', 0x9a: 'š', 0x9b: '›', 0x9c: 'œ', 0x9e: 'ž', 0x9f: 'Ÿ',
};

const HIGH_BY_CHAR = new Map(Object.entries(HIGH).map(([code, char]) => [char, Number(code)]));

/** Look-alikes outside Windows-1252 that formatting produces (non-breaking hyphen, narrow spaces, minus). */
const PLAIN: Record<string, string> = { '\u2011': '-', '\u2010': '-', '\u2212': '-', '\u202f': ' ', '\u2009': ' ', '\u2007': ' ', '\u200b': '' };

/** The Windows-1252 byte of a character, or null when it has none. */
export function winAnsiByte(char: string): number | null {
  const code = char.codePointAt(0)!;
  if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) return code;
  return HIGH_BY_CHAR.get(char) ?? null;
}

/** The character a Windows-1252 byte stands for ("" for the control and undefined positions). */
export function winAnsiChar(byte: number): string {
  if ((byte >= 0x20 && byte <= 0x7e) || byte >= 0xa0) return String.fromCharCode(byte);
  return HIGH[byte] ?? '';
}

/** The text as the standard fonts can draw it: look-alikes made plain, other characters "?", line breaks kept. */
export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    if (char === '\n') out += char;
    else if (char in PLAIN) out += PLAIN[char];
    else out += winAnsiByte(char) === null ? '?' : char;
  }
  return out;
}
