// The text a PDF of ours shows, read back out of the file for tests (issue 45): each content
// stream, inflated when compressed (FlateDecode), and the strings of its text operators (Tj, TJ)
// decoded from Windows-1252, the standard fonts' encoding. One line per text object (BT…ET), as
// pdfkit writes one per line it draws. Enough for pdfkit's output with the standard fonts, not a
// general PDF reader (no embedded fonts, no other filters).
import { inflateSync } from 'node:zlib';
import { winAnsiChar } from '@/server/services/documents/win-ansi';

/** The bytes of a PDF string operand: <hex> or (literal) with its escapes. */
function stringBytes(operand: string): number[] {
  if (operand.startsWith('<')) {
    const hex = operand.slice(1, -1).replace(/\s/g, '');
    return Array.from({ length: Math.floor(hex.length / 2) }, (_, i) => parseInt(hex.slice(2 * i, 2 * i + 2), 16));
  }
  const bytes: number[] = [];
  const body = operand.slice(1, -1);
  for (let i = 0; i < body.length; i += 1) {
    const char = body[i]!;
    if (char !== '\\') {
      bytes.push(char.charCodeAt(0));
      continue;
    }
    const next = body[++i]!;
    const octal = /^[0-7]{1,3}/.exec(body.slice(i));
    if (octal) {
      bytes.push(parseInt(octal[0], 8));
      i += octal[0].length - 1;
    } else bytes.push({ n: 10, r: 13, t: 9, b: 8, f: 12 }[next as 'n'] ?? next.charCodeAt(0));
  }
  return bytes;
}

const decode = (operand: string) =>
  stringBytes(operand)
    .map((byte) => winAnsiChar(byte))
    .join('');

/** Each content stream's bytes, inflated when compressed. */
function streams(pdf: Buffer): Buffer[] {
  const source = pdf.toString('latin1');
  const found: Buffer[] = [];
  for (const match of source.matchAll(/obj\s*<<((?:(?!>>)[^])*)>>\s*stream\r?\n/g)) {
    const length = /\/Length (\d+)/.exec(match[1]!);
    if (!length) continue;
    const start = match.index + match[0].length;
    const data = pdf.subarray(start, start + Number(length[1]));
    if (!/\/Filter\s*\/FlateDecode/.test(match[1]!)) found.push(data);
    else {
      try {
        found.push(inflateSync(data));
      } catch {
        // Not a stream of ours (an image, a font): no text in it.
      }
    }
  }
  return found;
}

const STRING = /<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\)/g;

/** The lines of text the PDF draws, in the order it draws them. */
export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of streams(pdf)) {
    for (const block of stream.toString('latin1').matchAll(/\bBT\b([^]*?)\bET\b/g)) {
      let line = '';
      for (const shown of block[1]!.matchAll(/(\[[^\]]*\])\s*TJ|(<[0-9a-fA-F\s]*>|\((?:\\.|[^\\)])*\))\s*Tj/g)) {
        line += shown[1] ? (shown[1].match(STRING) ?? []).map(decode).join('') : decode(shown[2]!);
      }
      if (line) lines.push(line);
    }
  }
  return lines;
}

/** All of the PDF's text, a line each. */
export const pdfText = (pdf: Buffer) => pdfLines(pdf).join('\n');
