/**
 * Primitive tokens: raw values with no meaning attached. Only themes read these; components use the
 * semantic and component tokens (`tokens` in ./tokens.ts).
 */
export const palette = {
  white: '#FFFFFF',
  gray: {
    50: '#F8FAFC',
    100: '#F1F5F9',
    200: '#E2E8F0',
    300: '#CBD5E1',
    400: '#94A3B8',
    500: '#64748B',
    600: '#475569',
    700: '#334155',
    800: '#1E293B',
    900: '#0F172A',
  },
  blue: { 50: '#EFF6FF', 100: '#DBEAFE', 600: '#2563EB', 700: '#1D4ED8', 800: '#1E40AF', 900: '#1E3A8A' },
  red: { 50: '#FEF2F2', 100: '#FEE2E2', 600: '#DC2626', 700: '#B91C1C', 800: '#991B1B', 900: '#7F1D1D' },
  green: { 50: '#F0FDF4', 600: '#16A34A', 700: '#15803D', 800: '#166534' },
  amber: { 50: '#FFFBEB', 400: '#FBBF24', 500: '#F59E0B', 600: '#D97706', 800: '#92400E' },
  violet: { 600: '#7C3AED' },
  orange: { 700: '#C2410C' },
  teal: { 700: '#0F766E' },
  /** Scrim and shadow tints: the darkest gray with alpha. */
  ink: {
    a08: 'rgba(15, 23, 42, 0.08)',
    a12: 'rgba(15, 23, 42, 0.12)',
    a16: 'rgba(15, 23, 42, 0.16)',
    a60: 'rgba(15, 23, 42, 0.6)',
  },
} as const;

/** 4px base grid. Keys are multiples of the base: space[4] = 16px. */
export const spaceScale = {
  0: '0px',
  1: '4px',
  2: '8px',
  3: '12px',
  4: '16px',
  5: '20px',
  6: '24px',
  8: '32px',
  10: '40px',
  12: '48px',
  16: '64px',
} as const;

/** rem so the type follows the reader's own font-size setting. */
export const fontSizeScale = {
  xs: '0.75rem',
  sm: '0.875rem',
  md: '1rem',
  lg: '1.125rem',
  xl: '1.25rem',
  '2xl': '1.5rem',
  '3xl': '1.875rem',
  '4xl': '2.25rem',
} as const;
