import { fontSizeScale, palette as p, spaceScale } from '../primitives';
import type { Theme } from '../theme';

const action = {
  primary: p.blue[700],
  primaryHover: p.blue[800],
  primaryActive: p.blue[900],
  secondary: p.white,
  secondaryHover: p.blue[50],
  danger: p.red[700],
  dangerHover: p.red[800],
  dangerActive: p.red[900],
};

const radius = { none: '0px', sm: '4px', md: '8px', lg: '12px', xl: '16px', pill: '9999px' };

const category = { watch: p.blue[600], think: p.violet[600], solve: p.orange[700], play: p.teal[700] };

/** The default theme, applied on `:root` and `[data-theme='light']`. */
export const light: Theme = {
  color: {
    brand: { primary: p.blue[900], accent: p.amber[500] },
    action,
    text: {
      primary: p.gray[900],
      secondary: p.gray[600],
      inverse: p.white,
      disabled: p.gray[500],
      link: p.blue[700],
    },
    surface: { background: p.gray[50], raised: p.white, sunken: p.gray[100], overlay: p.ink.a60 },
    border: { default: p.gray[300], strong: p.gray[500] },
    focus: { ring: p.blue[600] },
    feedback: {
      success: { text: p.green[800], background: p.green[50], border: p.green[600] },
      error: { text: p.red[700], background: p.red[50], border: p.red[600] },
      info: { text: p.blue[700], background: p.blue[50], border: p.blue[600] },
      warning: { text: p.amber[800], background: p.amber[50], border: p.amber[600] },
    },
    progress: { low: p.red[600], mid: p.amber[600], high: p.green[600], track: p.gray[200] },
    category,
    chart: {
      skip: p.gray[500],
      correct: p.green[600],
      incorrect: p.red[600],
      ...category,
      axis: p.gray[600],
      grid: p.gray[200],
    },
  },
  font: {
    family: {
      base: "'Noto Sans', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    },
    size: fontSizeScale,
    weight: { regular: '400', medium: '500', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5', relaxed: '1.75' },
  },
  space: spaceScale,
  radius,
  borderWidth: { thin: '1px', thick: '2px' },
  focusRing: { width: '3px', offset: '2px' },
  elevation: {
    none: 'none',
    sm: `0 1px 2px ${p.ink.a08}, 0 1px 3px ${p.ink.a12}`,
    md: `0 4px 8px ${p.ink.a12}, 0 2px 4px ${p.ink.a08}`,
    lg: `0 12px 24px ${p.ink.a16}, 0 4px 8px ${p.ink.a08}`,
  },
  motion: {
    duration: { fast: '120ms', normal: '200ms', slow: '320ms', spinner: '900ms', shimmer: '1400ms' },
    easing: {
      standard: 'cubic-bezier(0.2, 0, 0, 1)',
      enter: 'cubic-bezier(0, 0, 0.2, 1)',
      exit: 'cubic-bezier(0.4, 0, 1, 1)',
      linear: 'linear',
    },
  },
  z: {
    base: '0',
    sticky: '100',
    dropdown: '200',
    overlay: '300',
    dialog: '400',
    toast: '500',
    tooltip: '600',
  },
  button: {
    height: { sm: '44px', md: '48px', lg: '56px' },
    paddingX: { sm: spaceScale[3], md: spaceScale[4], lg: spaceScale[6] },
    fontSize: { sm: fontSizeScale.sm, md: fontSizeScale.md, lg: fontSizeScale.lg },
    radius: radius.md,
    primary: {
      background: action.primary,
      backgroundHover: action.primaryHover,
      backgroundActive: action.primaryActive,
      text: p.white,
      border: action.primary,
    },
    secondary: {
      background: p.white,
      backgroundHover: p.blue[50],
      backgroundActive: p.blue[100],
      text: p.blue[700],
      border: p.blue[700],
    },
    text: {
      background: 'transparent',
      backgroundHover: p.blue[50],
      backgroundActive: p.blue[100],
      text: p.blue[700],
      border: 'transparent',
    },
    danger: {
      background: action.danger,
      backgroundHover: action.dangerHover,
      backgroundActive: action.dangerActive,
      text: p.white,
      border: action.danger,
    },
    disabled: { background: p.gray[100], text: p.gray[600], border: p.gray[300] },
  },
  field: {
    height: '48px',
    paddingX: spaceScale[3],
    radius: radius.md,
    controlSize: '24px',
    background: p.white,
    backgroundReadOnly: p.gray[100],
    backgroundDisabled: p.gray[100],
    border: p.gray[500],
    borderHover: p.gray[700],
    borderInvalid: p.red[600],
    text: p.gray[900],
    placeholder: p.gray[600],
    adornment: p.gray[600],
    checked: action.primary,
  },
  dialog: { width: { sm: '400px', md: '560px', lg: '720px' } },
  skeleton: { base: p.gray[200], highlight: p.gray[100] },
  celebration: { icon: p.amber[600], background: p.amber[50] },
  avatar: { size: { sm: '32px', md: '40px', lg: '64px', xl: '96px' } },
  // Pure black, not gray-900: it is the only dark text that keeps 4.5:1 on every mid-tone an author may pick.
  tag: { textOnLight: '#000000', textOnDark: p.white },
  layout: { asideWidth: '320px', contentMaxWidth: '1200px' },
};
