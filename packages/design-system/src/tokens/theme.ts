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
    /**
     * Chart marks (each ≥ 3:1 on the raised surface, except `remaining`, a track drawn with an `outline`) and
     * chart furniture: `axis` for axis lines and tick text (≥ 4.5:1), `grid` for the light guide lines.
     */
    chart: Slots<
      | 'skip'
      | 'correct'
      | 'incorrect'
      | 'watch'
      | 'think'
      | 'solve'
      | 'play'
      | 'axis'
      | 'grid'
      | 'bar'
      | 'barSelected'
      | 'completed'
      | 'remaining'
      | 'outline'
      | 'line'
    >;
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
    duration: Slots<'fast' | 'normal' | 'slow' | 'spinner' | 'shimmer'>;
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
  /** Text fields, selects, text areas, checkboxes and radios. */
  field: {
    /** Same as the md button, so a field and the button beside it line up (coupon + Apply). */
    height: string;
    paddingX: string;
    radius: string;
    /** The box of a checkbox or radio. */
    controlSize: string;
    background: string;
    /** Read-only and locked fields (the value is shown, not editable). */
    backgroundReadOnly: string;
    backgroundDisabled: string;
    /** At least 3:1 against the background, as a control boundary must be. */
    border: string;
    borderHover: string;
    borderInvalid: string;
    text: string;
    placeholder: string;
    /** Prefixes like "+91" and the icons inside a field. */
    adornment: string;
    /** The fill of a checked checkbox or radio. */
    checked: string;
  };
  /** Dialog widths on large screens (below them a dialog keeps a 16px margin each side). */
  dialog: { width: Slots<'sm' | 'md' | 'lg'> };
  /** The placeholder shapes of loading content and the light that sweeps over them. */
  skeleton: Slots<'base' | 'highlight'>;
  /** The like celebration and the like alert's icon (decorative graphics, ≥ 3:1 on the background). */
  celebration: Slots<'icon' | 'background'>;
  /** Avatar diameters; the picker around any size keeps a 44px touch target. */
  avatar: { size: Slots<'sm' | 'md' | 'lg' | 'xl'> };
  /** Tag text on a background chosen by content authors: the dark and the light choice (Tag picks by contrast). */
  tag: Slots<'textOnLight' | 'textOnDark'>;
  /** Page layout: the desktop side column and the widest the main column grows. */
  layout: Slots<'asideWidth' | 'contentMaxWidth'>;
  /**
   * Video player chrome drawn over the frame. `text` and `popoverText` keep 4.5:1 on `scrim` laid over a white
   * frame, on `surface` and on the popover colours; `focusRing` with its `focusHalo` stays visible on light and
   * dark frames; `trackFilled`, `thumb` and `bookmark` keep 3:1 on `surface`.
   */
  player: Slots<
    | 'surface'
    | 'scrim'
    | 'text'
    | 'textDisabled'
    | 'controlHover'
    | 'controlActive'
    | 'focusRing'
    | 'focusHalo'
    | 'track'
    | 'trackFilled'
    | 'thumb'
    | 'bookmark'
    | 'popoverBackground'
    | 'popoverText'
    | 'popoverHover'
    | 'watermark'
  >;
};
