// Data written inside a <script> element (JSON-LD, a page's __NEXT_DATA__): nothing a member of
// staff types into a product name or an article can end the element and run as markup.
import { describe, expect, it } from 'vitest';
import { scriptJson } from '@/lib/script-json';

describe('JSON inside a script element', () => {
  it('cannot close the element or open a comment, and reads back unchanged', () => {
    const value = { name: 'Sod </script><script>alert(1)</script> <!-- & more' };
    const written = scriptJson(value);
    expect(written).not.toMatch(/<\/script|<!--/i);
    expect(JSON.parse(written)).toEqual(value);
  });
});
