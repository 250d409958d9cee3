import { linearProgressClasses } from '@mui/material/LinearProgress';
import { createTheme, keyframes, type Theme, type ThemeOptions } from '@mui/material/styles';
import { FONT_FACE } from './font';

const fontFamily = [FONT_FACE, 'Inter', 'system-ui', '-apple-system', 'Segoe UI', 'Roboto', 'Helvetica', 'Arial', 'sans-serif'].join(',');

/**
 * Whoever asked their system for less motion gets none (WCAG 2.3.3): menus, dialogs, drawers and
 * tooltips appear and leave at once, without MUI's transitions and its buttons' ripples.
 */
const reducedMotion = typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
const still = {
  transitions: {
    create: () => 'none',
    getAutoHeightDuration: () => 0,
    duration: { shortest: 0, shorter: 0, short: 0, standard: 0, complex: 0, enteringScreen: 0, leavingScreen: 0 },
  },
} as const;

/**
 * MUI's indeterminate progress bar moves its two bars by `left` and `right`: a layout of the page
 * every frame, on the main thread, while a screen loads (and a stream of tiny layout shifts). The
 * same motion drawn with `transform` runs on the compositor: a full-width bar scaled to the width
 * `1 - left - right` and moved by `left` (both vary linearly between MUI's keyframes, as theirs do).
 */
const barOne = keyframes`
  0% { transform: translateX(-35%) scaleX(0.35); }
  60%, 100% { transform: translateX(100%) scaleX(0.9); }
`;
const barTwo = keyframes`
  0% { transform: translateX(-200%) scaleX(2); }
  60%, 100% { transform: translateX(107%) scaleX(0.01); }
`;
const indeterminate = `&.${linearProgressClasses.indeterminate}`;

/** The theme's primary blue, for what is styled outside it (the prerendered sign-in page's CSS). */
export const PRIMARY_MAIN = '#1565c0';

/** The one theme (spec §9): primary blue, secondary teal, Inter at 14. */
const options: ThemeOptions = {
  ...(reducedMotion ? still : {}),
  palette: {
    primary: { main: PRIMARY_MAIN, light: '#5e92f3', dark: '#003c8f', contrastText: '#ffffff' },
    // Teal 700, not 600: 4.9:1 with white and with the page background (WCAG AA asks 4.5:1).
    secondary: { main: '#00796b', light: '#4ebaaa', dark: '#004c40', contrastText: '#ffffff' },
    // MUI's orange and light blue read at 3.1:1 and 3.9:1 as text on white: darker shades, 5:1.
    warning: { main: '#b85000', contrastText: '#ffffff' },
    info: { main: '#0270b0', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
  },
  typography: {
    fontFamily,
    fontSize: 14,
    button: { fontWeight: 600 },
  },
  shape: { borderRadius: 8 },
  components: {
    MuiCssBaseline: {
      styleOverrides: {
        body: { WebkitFontSmoothing: 'antialiased' },
        // Links and the app's own focusable boxes (dropzones, scrollable tables, chart cards) get
        // the same clear ring as MUI's buttons when the keyboard reaches them.
        'a:focus-visible, [tabindex]:not([tabindex="-1"]):not(.MuiButtonBase-root):not(input):not(textarea):focus-visible': {
          outline: '2px solid #1565c0',
          outlineOffset: 2,
        },
      },
    },
    // A clear ring on whatever the keyboard focuses: buttons, icon buttons, clickable chips, menu
    // and list items, tabs, switches (MUI's own mark is a faint ripple). White on the blue top bar.
    MuiButtonBase: {
      defaultProps: { disableRipple: reducedMotion },
      styleOverrides: {
        root: ({ theme }) => ({ '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 } }),
      },
    },
    MuiAppBar: {
      defaultProps: { elevation: 0, color: 'primary' },
      styleOverrides: {
        root: ({ theme }) => ({ '& .MuiButtonBase-root.Mui-focusVisible': { outlineColor: theme.palette.primary.contrastText } }),
      },
    },
    MuiButton: {
      defaultProps: { disableElevation: true },
      styleOverrides: { root: { textTransform: 'none' } },
    },
    MuiCard: {
      defaultProps: { variant: 'outlined' },
      styleOverrides: { root: { borderRadius: 12 } },
    },
    MuiTextField: {
      defaultProps: { variant: 'outlined', fullWidth: true },
    },
    MuiDialog: {
      styleOverrides: { paper: { borderRadius: 12 } },
    },
    MuiDrawer: {
      styleOverrides: { paper: { borderRight: '1px solid rgba(0, 0, 0, 0.08)' } },
    },
    MuiListItemButton: {
      styleOverrides: {
        root: ({ theme }) => ({
          borderRadius: theme.shape.borderRadius,
          '&.Mui-selected, &.active': {
            backgroundColor: theme.palette.action.selected,
            color: theme.palette.primary.main,
            '& .MuiListItemIcon-root': { color: theme.palette.primary.main },
          },
        }),
      },
    },
    MuiListItemIcon: {
      styleOverrides: { root: { minWidth: 40 } },
    },
    MuiListSubheader: {
      styleOverrides: {
        root: { fontSize: 12, fontWeight: 600, textTransform: 'uppercase', letterSpacing: '0.06em', lineHeight: '36px' },
      },
    },
    MuiTooltip: {
      defaultProps: { arrow: true },
    },
    MuiLinearProgress: {
      styleOverrides: {
        root: {
          [`${indeterminate} .${linearProgressClasses.bar}`]: { left: 0, right: 'auto', width: '100%', transformOrigin: 'left' },
          // MUI's durations and curves; the second bar waits off the track (MUI's has no width then).
          [`${indeterminate} .${linearProgressClasses.bar1}`]: {
            animation: `${barOne} 2.1s cubic-bezier(0.65, 0.815, 0.735, 0.395) infinite`,
          },
          [`${indeterminate} .${linearProgressClasses.bar2}`]: {
            animation: `${barTwo} 2.1s cubic-bezier(0.165, 0.84, 0.44, 1) 1.15s infinite backwards`,
          },
        },
      },
    },
  },
};

/**
 * The theme with MUI's own texts in a language (`@mui/material/locale`), made once per language
 * shown: making a theme merges the whole of it, some 10 ms on a slowed phone.
 */
export const createAppTheme = (locale: object): Theme => createTheme(options, locale);
