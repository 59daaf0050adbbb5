/**
 * PaperShelf's MUI theme. Colours are chosen for WCAG AA contrast on white (primary indigo
 * 7.9:1, secondary teal 5.5:1); the focus ring is drawn by CSS so keyboard users always see it.
 */
import { alpha, createTheme } from '@mui/material/styles';
import { brandColors } from '@/config/brand';

const { indigo, teal, ink, focusRing, slate, line, canvas } = brandColors;

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: indigo, contrastText: '#ffffff' },
    secondary: { main: teal, contrastText: '#ffffff' },
    background: { default: canvas, paper: '#ffffff' },
    text: { primary: ink, secondary: slate },
    divider: line,
  },
  shape: { borderRadius: 12 },
  typography: {
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
    h1: { fontWeight: 800, letterSpacing: '-0.02em' },
    h2: { fontWeight: 800, letterSpacing: '-0.02em' },
    h3: { fontWeight: 700, letterSpacing: '-0.01em' },
    h4: { fontWeight: 700 },
    h5: { fontWeight: 700 },
    h6: { fontWeight: 700 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        ':focus-visible': {
          outline: `3px solid ${focusRing}`,
          outlineOffset: '2px',
        },
        // MUI removes the native outline on its buttons; put a visible ring back.
        '.MuiButtonBase-root.Mui-focusVisible': {
          outline: `3px solid ${focusRing}`,
          outlineOffset: '2px',
        },
        'html, body': { scrollBehavior: 'smooth' },
        // A visitor who asks the system for less motion gets none (WCAG 2.3.3): transitions end at
        // once and looping indicators (spinners, skeleton pulses) stand still; a progress bar with a
        // value still shows it. The confetti stays off too (lib/confetti.ts).
        '@media (prefers-reduced-motion: reduce)': {
          'html, body': { scrollBehavior: 'auto' },
          '*, *::before, *::after': {
            animationDuration: '0.01ms !important',
            animationIterationCount: '1 !important',
            transitionDuration: '0.01ms !important',
            transitionDelay: '0s !important',
          },
        },
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: {
        root: { borderRadius: 999, paddingInline: 20 },
        sizeLarge: { paddingBlock: 12, paddingInline: 28, fontSize: '1rem' },
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'inherit' },
      styleOverrides: {
        root: {
          backgroundColor: alpha('#ffffff', 0.9),
          backdropFilter: 'saturate(180%) blur(8px)',
          borderBottom: `1px solid ${line}`,
        },
      },
    },
    MuiCard: {
      defaultProps: { elevation: 0 },
      styleOverrides: {
        root: { border: `1px solid ${line}`, borderRadius: 16 },
      },
    },
    MuiLink: {
      defaultProps: { underline: 'hover' },
      styleOverrides: {
        // Inside running text a link must not stand out by colour alone (WCAG 1.4.1, axe's
        // link-in-text-block): there it is always underlined.
        root: { 'p &': { textDecoration: 'underline' } },
      },
    },
    MuiTextField: {
      defaultProps: { fullWidth: true },
    },
    MuiFormHelperText: {
      styleOverrides: {
        // A disabled field's helper line says why it is disabled: it must stay readable (MUI greys
        // it to text.disabled, below WCAG AA contrast on the page's background).
        root: ({ theme }) => ({ '&.Mui-disabled': { color: theme.palette.text.secondary } }),
      },
    },
  },
});
