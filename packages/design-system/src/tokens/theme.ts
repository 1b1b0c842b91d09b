import type { fontSizeScale, spaceScale } from './primitives';

type Slots<K extends PropertyKey> = Record<K, string>;
type ButtonColours = Slots<'background' | 'backgroundHover' | 'backgroundActive' | 'text' | 'border'>;

/**
 * Every semantic and component token a theme must give a value to. A theme is one file exporting an object
 * of this type (see ./themes/light.ts); the compiler rejects a theme that leaves a token out.
 */
export type Theme = {
  color: {
    brand: Slots<'primary' | 'accent'>;
    action: Slots<
      | 'primary'
      | 'primaryHover'
      | 'primaryActive'
      | 'secondary'
      | 'secondaryHover'
      | 'danger'
      | 'dangerHover'
      | 'dangerActive'
    >;
    text: Slots<'primary' | 'secondary' | 'inverse' | 'disabled' | 'link'>;
    surface: Slots<'background' | 'raised' | 'sunken' | 'overlay'>;
    border: Slots<'default' | 'strong'>;
    focus: Slots<'ring'>;
    feedback: Record<'success' | 'error' | 'info' | 'warning', Slots<'text' | 'background' | 'border'>>;
    /** ProgressBar fill by band: below 25 %, 25–50 %, 50 % and above; `track` is the unfilled part. */
    progress: Slots<'low' | 'mid' | 'high' | 'track'>;
    /** Content kinds; white text on these meets AA. */
    category: Slots<'watch' | 'think' | 'solve' | 'play'>;
    chart: Slots<'skip' | 'correct' | 'incorrect' | 'watch' | 'think' | 'solve' | 'play' | 'axis' | 'grid'>;
  };
  font: {
    family: Slots<'base' | 'mono'>;
    size: Slots<keyof typeof fontSizeScale>;
    weight: Slots<'regular' | 'medium' | 'bold'>;
    lineHeight: Slots<'tight' | 'normal' | 'relaxed'>;
  };
  space: Slots<keyof typeof spaceScale>;
  radius: Slots<'none' | 'sm' | 'md' | 'lg' | 'xl' | 'pill'>;
  borderWidth: Slots<'thin' | 'thick'>;
  focusRing: Slots<'width' | 'offset'>;
  /** Shadows: sm for cards, md for dropdowns and sticky bars, lg for dialogs and toasts. */
  elevation: Slots<'none' | 'sm' | 'md' | 'lg'>;
  motion: {
    /** Set to 0ms under `prefers-reduced-motion: reduce`. */
    duration: Slots<'fast' | 'normal' | 'slow' | 'spinner'>;
    easing: Slots<'standard' | 'enter' | 'exit' | 'linear'>;
  };
  z: Slots<'base' | 'sticky' | 'dropdown' | 'overlay' | 'dialog' | 'toast' | 'tooltip'>;
  button: {
    /** Every size keeps at least a 44px touch target. */
    height: Slots<'sm' | 'md' | 'lg'>;
    paddingX: Slots<'sm' | 'md' | 'lg'>;
    fontSize: Slots<'sm' | 'md' | 'lg'>;
    radius: string;
    primary: ButtonColours;
    secondary: ButtonColours;
    text: ButtonColours;
    danger: ButtonColours;
    disabled: Slots<'background' | 'text' | 'border'>;
  };
};
