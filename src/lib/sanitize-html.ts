// Sanitizes article HTML to the spec's allow-list (section 5). Server only: it runs in page
// loaders at build/revalidation time, so the browser receives clean HTML and neither
// DOMPurify's DOM (jsdom) nor DOMPurify itself is shipped to visitors.
import createDOMPurify, { type DOMPurify } from 'dompurify';
import { JSDOM } from 'jsdom';

export const ALLOWED_TAGS = ['h2', 'h3', 'h4', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br'] as const;
export const ALLOWED_ATTR = ['href', 'target', 'rel'] as const;

let purifier: DOMPurify | undefined;

/** One DOMPurify bound to one jsdom window, created on first use. */
function getPurifier(): DOMPurify {
  if (!purifier) {
    const { window } = new JSDOM('');
    purifier = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
    // A link opening a new tab must not hand the new page a handle on ours.
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
  }
  return purifier;
}

/** Article HTML reduced to h2-h4, p, lists, strong, em, a, br with href/target/rel only. */
export function sanitizeHtml(dirty: string): string {
  return getPurifier().sanitize(dirty, {
    ALLOWED_TAGS: [...ALLOWED_TAGS],
    ALLOWED_ATTR: [...ALLOWED_ATTR],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    // Text of removed elements such as <script> and <style> is dropped, not kept as text.
    KEEP_CONTENT: true,
    RETURN_TRUSTED_TYPE: false,
  });
}
