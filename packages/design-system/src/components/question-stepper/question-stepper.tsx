import { memo, useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { useIdleReady } from '../../internal/use-idle-ready';
import { media, tokens } from '../../tokens';
import { Icon } from '../icon';

/** What is known about one question in the runner. */
export interface QuestionMark {
  /** An answer is chosen. */
  answered?: boolean;
  /** Visited and left without an answer. */
  skipped?: boolean;
  /** Flagged for review. */
  flagged?: boolean;
}

/** The words read for each mark; they also label the legend. */
export interface QuestionStepperLabels {
  /** A number's name, a message with `{number}` and `{marks}` (its marks' words): "Question 2, Answered, Flagged". */
  question: string;
  answered: string;
  skipped: string;
  flagged: string;
  current: string;
  notVisited: string;
}

/** Texts of the stepper: the words for the marks (the default {@link QuestionStepperLabels}) and its name. */
export const questionStepperTexts = {
  question: 'Question {number}, {marks}',
  answered: 'Answered',
  skipped: 'Skipped',
  flagged: 'Flagged',
  current: 'Current',
  notVisited: 'Not visited',
  /** The navigation's default name. */
  label: 'Questions',
} as const;

/** Props of {@link QuestionStepper}. */
export interface QuestionStepperProps {
  /** Content: one entry per question, in order. */
  questions: QuestionMark[];
  /** Content: the question being shown, counted from 0. */
  current: number;
  /** Appearance: rows of numbers visible before the list scrolls inside itself (the `rows` layout). */
  maxRows?: number;
  /**
   * Appearance: how the numbers are laid out. `rows` wraps them into rows that scroll down inside the stepper past
   * `maxRows`; `strip` keeps them in one row that scrolls sideways inside the stepper (a declared horizontal
   * scroller); `responsive` is a strip on phones and rows from the desktop cutoff (the test runner). In every
   * layout the stepper is never wider than its container and the current number is scrolled into the stepper's
   * view, never the page's.
   */
  layout?: QuestionStepperLayout;
  /** Appearance: shows a legend explaining the marks. */
  showLegend?: boolean;
  /** Content: the words for the marks (also read by screen readers); English is shown in the active language. */
  labels?: Partial<QuestionStepperLabels>;
  /** Accessibility: names the navigation ("Questions" when left out). */
  label?: string;
  /** Events: a number was pressed (click, Enter or Space): jump to that question (counted from 0). */
  onSelect: (index: number) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** How the stepper lays out its numbers: see {@link QuestionStepperProps.layout}. */
export type QuestionStepperLayout = 'rows' | 'strip' | 'responsive';

/**
 * Numbers drawn by the first render of a long test (at least up to the current one): more than a phone's strip or
 * a desktop's rows show. The rest follow once the browser is idle, so the question paints first (ADR 0124).
 */
const FIRST_NUMBERS = 60;

/** Room kept around the current number when it is scrolled into view: its ring (4 px) and a little air. */
const VIEW_MARGIN = 8;

/**
 * The scroll position that shows `[start, start + length)` with `margin` around it inside a scroll box of `size`
 * now at `position`: unchanged when it is already shown, else the nearest edge (as `scrollIntoView`'s
 * `nearest`, but for this box only).
 */
function nearest(position: number, size: number, start: number, length: number, margin: number) {
  const from = start - margin;
  const to = start + length + margin;
  if (from < position) return Math.max(0, from);
  if (to > position + size) return to - size;
  return position;
}

/** Stand-ins for the number name's two values: the message is formatted once per render, not once per number. */
const NUMBER_NAME_SLOTS = { number: '\u0001', marks: '\u0002' };

/**
 * A number's name from its message formatted with {@link NUMBER_NAME_SLOTS}: the translation keeps its word order
 * and each number only puts its values in (a 200-question test names 200 numbers per render).
 */
const numberName = (formatted: string) => (number: number, marks: string) =>
  formatted.replace(NUMBER_NAME_SLOTS.number, String(number)).replace(NUMBER_NAME_SLOTS.marks, marks);

const stateOf = (mark: QuestionMark) => (mark.answered ? 'answered' : mark.skipped ? 'skipped' : 'unvisited');

/**
 * The test runner's non-linear stepper: a numbered button per question with answered, skipped, flagged and current
 * marks, each also in words (never colour alone). One Tab stop: arrow keys, Home and End move between numbers,
 * Enter or Space jumps. Long tests scroll inside the stepper, never the page sideways.
 */
export function QuestionStepper({
  questions,
  current,
  maxRows = 3,
  layout = 'rows',
  showLegend = true,
  labels: labelOverrides,
  label,
  onSelect,
  className,
}: QuestionStepperProps) {
  // The words are translated once here and handed to the numbers as finished strings: a 200-question test must not
  // run a translation hook in each of its 200 numbers.
  const texts = useTexts(questionStepperTexts);
  const translate = useTranslate();
  // A caller's own words (English or already translated) go through the catalogue too; only six strings per render.
  const word = (key: Exclude<keyof QuestionStepperLabels, 'question'>) => {
    const override = labelOverrides?.[key];
    return override === undefined ? texts[key] : translate(override);
  };
  const nameOf = numberName(translate(labelOverrides?.question ?? texts.question, NUMBER_NAME_SLOTS));
  const labels = {
    answered: word('answered'),
    skipped: word('skipped'),
    flagged: word('flagged'),
    current: word('current'),
    notVisited: word('notVisited'),
  };
  const navigationLabel = label === undefined ? texts.label : translate(label);
  const [focusIndex, setFocusIndex] = useState(current);
  const [trackedCurrent, setTrackedCurrent] = useState(current);
  const scrollerRef = useRef<HTMLOListElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // One callback for every number, whatever the caller passes each render: unchanged numbers skip re-rendering
  // (a 200-question test re-renders two numbers on Next, not 200).
  const onSelectRef = useRef(onSelect);
  useEffect(() => {
    onSelectRef.current = onSelect;
  });
  const select = useCallback((index: number) => onSelectRef.current(index), []);
  const registerButton = useCallback((index: number, node: HTMLButtonElement | null) => {
    buttons.current[index] = node;
  }, []);
  const idle = useIdleReady();
  const drawn = idle ? questions.length : Math.min(questions.length, Math.max(FIRST_NUMBERS, current + 1));

  // The roving Tab stop follows the current question when the runner moves on (Next, Back).
  if (trackedCurrent !== current) {
    setTrackedCurrent(current);
    setFocusIndex(current);
  }

  // In the next frame's animation callback, not in the effect: reading the numbers' offsets in Next's own task would
  // lay the page out there, before the question it shows is even painted, and the frame would lay it out again. Read
  // in the frame, the layout is the one it paints, and the scroll is painted with the question (issue 26).
  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const scroller = scrollerRef.current;
      const button = buttons.current[current];
      if (!scroller || !button) return;
      // Scrolls only the stepper, never the page (`scrollIntoView` would also pan a page that is wider than a
      // phone's screen): the current number and its ring are brought into the stepper's own view, down in rows and
      // sideways in a strip. Offsets are from the list itself (it is the buttons' offset parent).
      scroller.scrollTop = nearest(
        scroller.scrollTop,
        scroller.clientHeight,
        button.offsetTop,
        button.offsetHeight,
        VIEW_MARGIN,
      );
      scroller.scrollLeft = nearest(
        scroller.scrollLeft,
        scroller.clientWidth,
        button.offsetLeft,
        button.offsetWidth,
        VIEW_MARGIN,
      );
    });
    return () => cancelAnimationFrame(frame);
  }, [current]);

  const move = (index: number) => {
    const next = Math.min(questions.length - 1, Math.max(0, index));
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    const targets: Record<string, number> = {
      ArrowRight: focusIndex + 1,
      ArrowDown: focusIndex + 1,
      ArrowLeft: focusIndex - 1,
      ArrowUp: focusIndex - 1,
      Home: 0,
      End: questions.length - 1,
    };
    const target = targets[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <Root className={className}>
      <nav aria-label={navigationLabel}>
        <Scroller
          ref={scrollerRef}
          data-layout={layout}
          data-scroll-x=""
          aria-busy={drawn < questions.length || undefined}
          onKeyDown={onKeyDown}
          style={{ maxHeight: `calc(${maxRows} * 52px + 8px)` }}
        >
          {questions.slice(0, drawn).map((mark, index) => {
            const state = stateOf(mark);
            const words = [
              state === 'answered'
                ? labels.answered
                : state === 'skipped'
                  ? labels.skipped
                  : labels.notVisited,
              mark.flagged ? labels.flagged : null,
            ].filter(Boolean);
            return (
              <StepItem
                key={index}
                index={index}
                state={state}
                flagged={Boolean(mark.flagged)}
                isCurrent={index === current}
                tabbable={index === focusIndex}
                label={nameOf(index + 1, words.join(', '))}
                registerButton={registerButton}
                onFocusIndex={setFocusIndex}
                onSelect={select}
              />
            );
          })}
        </Scroller>
      </nav>
      {showLegend && (
        <Legend aria-hidden="true">
          <LegendItem>
            <Swatch data-state="answered" /> {labels.answered}
          </LegendItem>
          <LegendItem>
            <Swatch data-state="skipped" /> {labels.skipped}
          </LegendItem>
          <LegendItem>
            <Swatch data-state="unvisited" /> {labels.notVisited}
          </LegendItem>
          <LegendItem>
            <Icon name="flag" size="sm" /> {labels.flagged}
          </LegendItem>
          <LegendItem>
            <Swatch data-state="unvisited" data-current /> {labels.current}
          </LegendItem>
        </Legend>
      )}
    </Root>
  );
}

/* One shrinkable column: a strip of numbers is wider than a phone and must scroll inside, not widen the page. */
const Root = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[2]};
  min-width: 0;

  > nav {
    min-width: 0;
  }
`;

/* One row that scrolls sideways; room above for the flag marks. */
const strip = `
  flex-wrap: nowrap;
  overflow-x: auto;
  overflow-y: hidden;
  padding-block-start: ${tokens.space[2]};

  > li {
    flex: none;
  }
`;

/* The list scrolls by itself both ways (never the page), so it is a declared horizontal scroller (data-scroll-x). */
const Scroller = styled.ol`
  position: relative;
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[2]};
  min-width: 0;
  margin: 0;
  /* Room for the current ring and focus outline inside the scroll box. */
  padding: ${tokens.space[1]};
  overflow-x: auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  list-style: none;

  &[data-layout='strip'] {
    ${strip}
  }

  ${media.mobile} {
    &[data-layout='responsive'] {
      ${strip}
    }
  }
`;

const stateColours = `
  &[data-state='answered'] {
    border-color: ${tokens.color.action.primary};
    background-color: ${tokens.color.action.primary};
    color: ${tokens.color.text.inverse};
  }
  &[data-state='skipped'] {
    border-style: dashed;
    border-color: ${tokens.color.feedback.warning.text};
    background-color: ${tokens.color.feedback.warning.background};
    color: ${tokens.color.feedback.warning.text};
  }
  &[data-state='unvisited'] {
    border-color: ${tokens.color.border.strong};
    background-color: ${tokens.color.surface.raised};
    color: ${tokens.color.text.primary};
  }
`;

interface StepItemProps {
  index: number;
  state: ReturnType<typeof stateOf>;
  flagged: boolean;
  isCurrent: boolean;
  tabbable: boolean;
  label: string;
  registerButton: (index: number, node: HTMLButtonElement | null) => void;
  onFocusIndex: (index: number) => void;
  onSelect: (index: number) => void;
}

/** One number of the stepper; re-renders only when its own mark, current or Tab stop changes. */
const StepItem = memo(function StepItem({
  index,
  state,
  flagged,
  isCurrent,
  tabbable,
  label,
  registerButton,
  onFocusIndex,
  onSelect,
}: StepItemProps) {
  return (
    <li>
      <NumberButton
        ref={(node) => registerButton(index, node)}
        type="button"
        data-state={state}
        data-flagged={flagged || undefined}
        aria-current={isCurrent ? 'step' : undefined}
        tabIndex={tabbable ? 0 : -1}
        onFocus={() => onFocusIndex(index)}
        onClick={() => onSelect(index)}
      >
        <span aria-hidden="true">{index + 1}</span>
        <span className="visually-hidden">{label}</span>
        {flagged && (
          <FlagMark aria-hidden="true">
            <Icon name="flag" size="sm" />
          </FlagMark>
        )}
      </NumberButton>
    </li>
  );
});

const NumberButton = styled.button`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  margin: 0;
  padding: 0;
  border: ${tokens.borderWidth.thick} solid transparent;
  border-radius: ${tokens.radius.md};
  font: inherit;
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;
  ${stateColours}

  /* The current question: a ring around the number and an underline, not a colour change alone. */
  &[aria-current='step'] {
    box-shadow:
      0 0 0 2px ${tokens.color.surface.raised},
      0 0 0 4px ${tokens.color.text.primary};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 3px;
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;

const FlagMark = styled.span`
  position: absolute;
  inset-block-start: -6px;
  inset-inline-end: -6px;
  display: inline-flex;
  padding: 1px;
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.feedback.error.text};
  box-shadow: ${tokens.elevation.sm};

  svg {
    width: 12px;
    height: 12px;
  }
`;

const Legend = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${tokens.space[1]} ${tokens.space[3]};
  font-size: ${tokens.font.size.xs};
  color: ${tokens.color.text.secondary};

  svg {
    color: ${tokens.color.feedback.error.text};
  }
`;

const LegendItem = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
`;

const Swatch = styled.span`
  display: inline-block;
  width: 14px;
  height: 14px;
  border: ${tokens.borderWidth.thick} solid transparent;
  border-radius: ${tokens.radius.sm};
  ${stateColours}

  &[data-current] {
    box-shadow: 0 0 0 2px ${tokens.color.text.primary};
  }
`;
