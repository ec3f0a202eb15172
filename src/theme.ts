import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Earthy palette: turf green for actions, soil brown for accents. Shades 6-9 pass AA on white.
const turf: MantineColorsTuple = ['#eef8ee', '#dcefdb', '#b6dfb4', '#8dcd8a', '#6bbf67', '#55b650', '#3f8f3b', '#2f7a2c', '#256323', '#174c16'];
const soil: MantineColorsTuple = ['#f8f1ea', '#ecdfd2', '#d9bea3', '#c59c72', '#b57f48', '#ab6d2f', '#8a5523', '#74461c', '#5f3916', '#4a2b0f'];

export const theme = createTheme({
  primaryColor: 'turf',
  primaryShade: { light: 7, dark: 5 },
  colors: { turf, soil },
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif', fontWeight: '700' },
  fontSizes: { md: '1rem' },
  defaultRadius: 'md',
  focusRing: 'auto',
  cursorType: 'pointer',
});
