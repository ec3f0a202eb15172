/** JSON to put inside a <script> element (JSON-LD, Next's page data): `<` escaped, so nothing in
 * the data can close the element or open a comment. JSON.parse reads it back unchanged. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
