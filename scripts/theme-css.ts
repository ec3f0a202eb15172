// npm run theme:css — writes the theme's CSS variables to src/styles/theme-variables.css.
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeVariablesCss } from '../src/styles/theme-variables';

writeFileSync(THEME_CSS_FILE, themeVariablesCss());
console.log(`Wrote ${THEME_CSS_FILE}`);
