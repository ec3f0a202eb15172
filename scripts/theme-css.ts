// npm run theme:css — writes the theme's CSS variables to src/styles/theme-variables.css, and the
// list of Mantine stylesheets the app's components need to src/styles/mantine.css.
import { writeFileSync } from 'node:fs';
import { THEME_CSS_FILE, themeVariablesCss } from '../src/styles/theme-variables';
import { MANTINE_CSS_FILE, mantineCssModule } from '../src/styles/mantine-stylesheets';

writeFileSync(THEME_CSS_FILE, themeVariablesCss());
console.log(`Wrote ${THEME_CSS_FILE}`);
writeFileSync(MANTINE_CSS_FILE, mantineCssModule());
console.log(`Wrote ${MANTINE_CSS_FILE}`);
