import { useEffect, useSyncExternalStore } from 'react';
import {
  CircleCheck,
  CircleExclamationPoint,
  CircleX,
  Check,
  ExternalLink,
  Eye,
  EyeOff,
  Info,
  LoaderCircle,
  Lock,
  TriangleExclamationPoint,
  X,
  type LucideIcon,
} from 'lucide-react';
import type { IconName } from './icon-glyphs';

export type { IconName } from './icon-glyphs';

/**
 * The icons the sign-in screen and the controls every screen starts with draw (fields, password eye, checkbox,
 * spinner, banners, snackbars, status messages): drawn at once. The rest of the set arrives in its own chunk the
 * first time an icon outside this list renders (issue 26: sixty icons were 5 KB of the sign-in screen's load).
 * The same glyphs as in `icon-glyphs.ts`, which stays the one list of names.
 */
const core: Partial<Record<IconName, LucideIcon>> = {
  spinner: LoaderCircle,
  error: CircleExclamationPoint,
  alert: TriangleExclamationPoint,
  info: Info,
  'check-circle': CircleCheck,
  'close-circle': CircleX,
  close: X,
  check: Check,
  lock: Lock,
  eye: Eye,
  'eye-off': EyeOff,
  'external-link': ExternalLink,
};

let glyphs: Record<IconName, LucideIcon> | null = null;
/** A server render (the app's prerendered sign-in page) draws the core icons only: the set loads in a browser. */
const noGlyphs = () => null;
let loading: Promise<void> | null = null;
const listeners = new Set<() => void>();

/**
 * Loads the whole icon set once (later calls share the first). Storybook's loaders and the visual tests await it
 * so a capture never shows an icon's empty box; the app lets each icon load on first use. A failed load (offline
 * before the chunk was cached) is forgotten, so the next icon tries again.
 */
export function loadIcons(): Promise<void> {
  loading ??= import('./icon-glyphs').then(
    (module) => {
      glyphs = module.glyphs;
      for (const listener of listeners) listener();
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Pixel sizes; `md` matches body text with its line height. */
export const iconSizes = { sm: 16, md: 20, lg: 24, xl: 32 } as const;

export type IconSize = keyof typeof iconSizes;

export interface IconProps {
  /** Which icon to draw. */
  name: IconName;
  /** `sm` 16px, `md` 20px, `lg` 24px, `xl` 32px. */
  size?: IconSize;
  /**
   * What the icon means when nothing else says it. With a label the icon is an image (`role="img"`);
   * without one it is decorative and hidden from assistive technology.
   */
  label?: string;
  className?: string;
}

/**
 * A product icon in the current text colour. An icon outside the core set draws an empty box of its size (with
 * the same name for assistive technology) until the set has loaded, so nothing moves when it arrives.
 */
export function Icon({ name, size = 'md', label, className }: IconProps) {
  const loaded = useSyncExternalStore(subscribe, () => glyphs, noGlyphs);
  const Glyph = core[name] ?? loaded?.[name];
  useEffect(() => {
    if (!Glyph) void loadIcons();
  }, [Glyph]);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true };
  const px = iconSizes[size];
  if (!Glyph) {
    return (
      <svg
        width={px}
        height={px}
        viewBox="0 0 24 24"
        className={className}
        focusable="false"
        data-icon-pending=""
        {...a11y}
      />
    );
  }
  return <Glyph size={px} className={className} focusable="false" {...a11y} />;
}
