import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { THEME_CSS_FILE, themeVariablesCss } from '@/styles/theme-variables';

describe('theme CSS variables stylesheet', () => {
  it('matches what the theme renders (run `npm run theme:css` after changing src/theme.ts)', () => {
    expect(readFileSync(THEME_CSS_FILE, 'utf8')).toBe(themeVariablesCss());
  });

  it('holds the brand colours and fonts the pages are styled with', () => {
    const css = themeVariablesCss();
    expect(css).toContain('--mantine-primary-color-filled: var(--mantine-color-turf-filled)');
    expect(css).toContain('--mantine-color-turf-7: #2f7a2c');
    expect(css).toMatch(/--mantine-font-family: system-ui/);
  });
});
