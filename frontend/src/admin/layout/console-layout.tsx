/**
 * The full-screen frame of the admin app at /admin: react-admin's layout (app bar, menu of every
 * resource) in the brand's colours.
 */
import { Layout, defaultTheme, type LayoutProps, type RaThemeOptions } from 'react-admin';
import { brandColors } from '@/config/brand';

// react-admin's default blues fail WCAG AA contrast; the brand's indigo passes.
export const consoleTheme: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    ...defaultTheme.palette,
    primary: { main: brandColors.indigo, contrastText: '#ffffff' },
    secondary: { main: brandColors.indigo, contrastText: '#ffffff' },
  },
  components: {
    ...defaultTheme.components,
    // An empty list ("No Report yet") is drawn in text.disabled, 2.6:1 on white; the secondary
    // text colour passes AA (issue 25).
    // The app bar's spinner while a list loads is a progressbar with no name (axe
    // aria-progressbar-name, seen at phone width, issue 25); react-admin hands it the props.
    RaLoadingIndicator: { defaultProps: { 'aria-label': 'Loading' } },
    RaEmpty: {
      styleOverrides: {
        root: { '& .RaEmpty-message': { color: 'rgba(0, 0, 0, 0.6)' }, '& .RaEmpty-icon': { opacity: 0.6 } },
      },
    },
  },
};

// Wide grids (documents has ten columns) scroll inside their card instead of widening the page
// past the app bar: the content column may shrink below its table's width.
export const ConsoleLayout = (props: LayoutProps) => (
  <Layout
    {...props}
    sx={{
      // react-admin's default is fit-content: the widest table would set the page's width.
      minWidth: 0,
      '& .RaLayout-content': { minWidth: 0 },
      '& .RaList-main': { minWidth: 0 },
      '& .RaList-main > .MuiPaper-root': { minWidth: 0, overflowX: 'auto' },
    }}
  />
);
