// The server's log lines. Every value is written on one line (line breaks and other control
// characters escaped, as \n, \r, \u2028…) and cut to a bounded length, so nothing a visitor can
// get into an error message, an e-mail address or a provider's answer can forge a log entry or
// flood the log. Server code logs through `log` only, never `console` directly.
import { inspect } from 'node:util';

/** The most characters one logged value may take. */
export const MAX_LOGGED_VALUE = 4000;

const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g;

function escapeControl(char: string): string {
  if (char === '\n') return '\\n';
  if (char === '\r') return '\\r';
  if (char === '\t') return '\\t';
  return `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** A value as one bounded line of text. */
export function oneLine(value: unknown): string {
  const text = typeof value === 'string' ? value : inspect(value, { depth: 4, breakLength: Infinity, maxStringLength: MAX_LOGGED_VALUE });
  const cut = text.length > MAX_LOGGED_VALUE ? `${text.slice(0, MAX_LOGGED_VALUE)}… (${text.length - MAX_LOGGED_VALUE} more characters)` : text;
  return cut.replace(CONTROL, escapeControl);
}

const line = (values: unknown[]) => values.map(oneLine).join(' ');

export const log = {
  error: (...values: unknown[]) => console.error(line(values)),
  warn: (...values: unknown[]) => console.warn(line(values)),
  info: (...values: unknown[]) => console.info(line(values)),
};
