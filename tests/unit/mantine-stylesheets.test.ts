import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MANTINE_CSS_FILE, mantineCssModule, stylesheetsFor, usedMantineNames } from '@/styles/mantine-stylesheets';

describe('Mantine stylesheets the app loads', () => {
  it('are exactly those its components need (run `npm run theme:css` after using a new component)', () => {
    expect(readFileSync(MANTINE_CSS_FILE, 'utf8')).toBe(mantineCssModule());
  });

  it('follow a component into the parts it is built from, base layers first', () => {
    const sheets = stylesheetsFor(['Select']);
    expect(sheets.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
    // Select is an input with a dropdown: Input, Combobox and Popover style its parts.
    expect(sheets).toEqual(expect.arrayContaining(['Input', 'Combobox', 'Popover']));
    // Dependencies come before what builds on them, as in Mantine's styles.css.
    expect(sheets.indexOf('Popover')).toBeLessThan(sheets.indexOf('Combobox'));
    expect(sheets).not.toContain('Button');
  });

  it('include what the toasts draw from @mantine/core, and leave out components nobody uses', () => {
    expect(usedMantineNames()).toContain('Notification');
    const generated = mantineCssModule();
    expect(generated).toContain("@import '@mantine/core/styles/Notification.css';");
    expect(generated).toContain("@import '@mantine/core/styles/Button.css';");
    expect(generated).not.toContain('Slider.css');
    expect(generated).not.toContain('ColorPicker.css');
  });
});
