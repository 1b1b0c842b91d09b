import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type FocusEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import type { Clock } from '../../snackbar/auto-hide';
import { ControlBarContext, type ControlBarHold } from '../shared/control-bar-context';
import { CONTROLS_HIDE_AFTER_MS, createControlsVisibility } from './controls-visibility';

/** Props of {@link ControlBar}. */
export interface ControlBarProps {
  /** Content: the bottom rows: usually the SeekSlider, then TimeDisplay, SpeedMenu, MuteToggle, FullscreenToggle. */
  children?: ReactNode;
  /** Content: the middle of the frame: Back10Button, PlayPauseButton, Forward10Button. */
  center?: ReactNode;
  /** Content: the top row, e.g. a back button and the title in landscape. */
  top?: ReactNode;
  /** Behaviour: whether the video plays; paused controls never hide. */
  playing: boolean;
  /** Behaviour: milliseconds from the last interaction to hiding while playing (3000 in the product). */
  hideAfterMs?: number;
  /**
   * Behaviour: controlled visibility, e.g. the player machine's `controlsVisible`. Even then the controls stay
   * while paused, while a control has keyboard focus or a menu is open. Leave undefined to use `hideAfterMs`.
   */
  visible?: boolean;
  /** Behaviour: the timer functions (tests pass fake ones); read once, when the bar mounts. */
  clock?: Clock;
  /**
   * Events: a mouse or pen moving over the player, a press, a key press or focus (the machine's `showControls`). A
   * finger sliding over the picture is no hover and does not count; a tap that hides the controls does not either.
   */
  onActivity?: () => void;
  /** Events: the controls were shown or hidden. */
  onVisibleChange?: (visible: boolean) => void;
  /** Accessibility: the name of the controls group. */
  label?: string;
}

/** What a tap on the layer may land on that is a control of its own (not the picture around them). */
const CONTROL =
  'button, a[href], input, select, textarea, [role="slider"], [role="menu"], [role^="menuitem"]';

/** Touch and pen press the screen: their taps toggle the controls (a mouse shows them by moving). */
const tapping = (pointerType: string) => pointerType === 'touch' || pointerType === 'pen';

/**
 * The layer of controls over the video frame (place it in a positioned 16:9 box, over the VideoSurface). It
 * hides after a countdown (3 s) while playing and comes back on a mouse move, a press, focus or a key press; it
 * never hides while paused, while a control has keyboard focus or while a menu inside it is open. On a touch
 * screen a tap on the picture toggles them: hidden controls ignore taps (the first tap only shows them, and no
 * control under the finger is pressed), and a tap on the picture between showing controls hides them at once. A
 * finger sliding over the picture (scrolling the page) is not a hover and shows nothing. Hidden controls stay in
 * the tab order, and focus shows them.
 */
export function ControlBar({
  children,
  center,
  top,
  playing,
  hideAfterMs = CONTROLS_HIDE_AFTER_MS,
  visible,
  clock,
  onActivity,
  onVisibleChange,
  label = 'Video controls',
}: ControlBarProps) {
  const t = useTranslate();
  const controlled = visible !== undefined;
  const [shown, setShown] = useState(true);
  const [controller] = useState(() =>
    createControlsVisibility({ hideAfterMs, autoHide: !controlled, clock }),
  );
  useEffect(
    () =>
      controller.subscribe((next) => {
        setShown(next);
        onVisibleChange?.(next);
      }),
    [controller, onVisibleChange],
  );
  // Whether the last input was a pointer: focus after a click (the play button keeps it) must not hold the bar.
  const pointerInput = useRef(false);

  useEffect(() => {
    controller.setOptions({ hideAfterMs, autoHide: !controlled });
  }, [controller, hideAfterMs, controlled]);
  useEffect(() => {
    controller.setPlaying(playing);
  }, [controller, playing]);
  useEffect(() => {
    if (controlled) controller.setExpired(!visible);
  }, [controller, controlled, visible]);
  useEffect(() => () => controller.dispose(), [controller]);

  useEffect(() => {
    const onPointer = () => {
      pointerInput.current = true;
    };
    const onKey = () => {
      pointerInput.current = false;
    };
    document.addEventListener('pointerdown', onPointer, true);
    document.addEventListener('keydown', onKey, true);
    return () => {
      document.removeEventListener('pointerdown', onPointer, true);
      document.removeEventListener('keydown', onKey, true);
    };
  }, []);

  const activity = () => {
    controller.reveal();
    onActivity?.();
  };

  // The kind of pointer that pressed last: a touch or pen tap toggles the controls (on click, so a scroll that
  // starts on the picture, which cancels the click, toggles nothing).
  const lastPress = useRef('mouse');
  const onControl = (event: { currentTarget: HTMLElement; target: EventTarget }) => {
    const control = event.target instanceof Element ? event.target.closest(CONTROL) : null;
    return control !== null && event.currentTarget.contains(control);
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (event.pointerType !== 'touch') activity();
  };
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    lastPress.current = event.pointerType;
    if (tapping(event.pointerType) && !onControl(event)) return;
    activity();
  };
  const handleClick = (event: MouseEvent<HTMLDivElement>) => {
    if (!tapping(lastPress.current) || onControl(event)) return;
    lastPress.current = 'mouse';
    if (controller.isVisible()) {
      controller.conceal();
      // Paused or held controls stay: the tap only restarts their countdown.
      if (!controller.isVisible()) return;
    }
    activity();
  };

  const onActivityRef = useRef(onActivity);
  useEffect(() => {
    onActivityRef.current = onActivity;
  });
  const hold = useMemo<ControlBarHold>(
    () => ({
      hold: (reason) => controller.hold(reason),
      release: (reason) => {
        controller.release(reason);
        onActivityRef.current?.();
      },
    }),
    [controller],
  );

  const handleFocus = () => {
    activity();
    if (!pointerInput.current) controller.hold('focus');
  };
  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) controller.release('focus');
  };

  return (
    <ControlBarContext.Provider value={hold}>
      <Layer
        role="group"
        aria-label={t(label)}
        data-visible={shown}
        onPointerMove={handlePointerMove}
        onPointerDown={handlePointerDown}
        onClick={handleClick}
        onKeyDown={activity}
        onFocus={handleFocus}
        onBlur={handleBlur}
      >
        <Row data-part="top">{top}</Row>
        <Center data-part="center">{center}</Center>
        <Bottom data-part="bottom">{children}</Bottom>
      </Layer>
    </ControlBarContext.Provider>
  );
}

const Layer = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto minmax(0, 1fr) auto;
  grid-template-areas: 'top' 'center' 'bottom';
  padding: ${tokens.space[1]} ${tokens.space[2]};
  background-color: ${tokens.player.scrim};
  color: ${tokens.player.text};
  transition:
    background-color ${tokens.motion.duration.normal} ${tokens.motion.easing.standard},
    opacity ${tokens.motion.duration.normal} ${tokens.motion.easing.standard};

  & > * {
    transition: opacity ${tokens.motion.duration.normal} ${tokens.motion.easing.standard};
  }

  &[data-visible='false'] {
    background-color: transparent;
    cursor: none;
  }

  /* Hidden controls ignore taps, so the first tap only brings them back. */
  &[data-visible='false'] > * {
    opacity: 0;
    pointer-events: none;
  }
`;

const Row = styled.div`
  grid-area: top;
  display: flex;
  align-items: center;
  gap: ${tokens.space[2]};
  min-width: 0;
`;

const Center = styled.div`
  grid-area: center;
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${tokens.space[4]};
  min-height: 0;
`;

const Bottom = styled.div`
  grid-area: bottom;
  display: grid;
  min-width: 0;
`;

/** Props of {@link ControlBarRow}. */
export interface ControlBarRowProps {
  /** Content: controls at the start of the row (the TimeDisplay). */
  children?: ReactNode;
  /** Content: controls pushed to the end of the row (SpeedMenu, MuteToggle, FullscreenToggle). */
  end?: ReactNode;
}

/** A row of controls at the bottom of a ControlBar: items at the start, `end` pushed to the end. */
export function ControlBarRow({ children, end }: ControlBarRowProps) {
  return (
    <StyledRow>
      <Group>{children}</Group>
      <Group>{end}</Group>
    </StyledRow>
  );
}

const StyledRow = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Group = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[1]};
  min-width: 0;
`;
