import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { useControllableState } from '../field/use-controllable-state';
import { Icon } from '../icon';
import { wrapWords } from '../../internal/text-wrap';

/** One entry of an {@link Accordion}. */
export interface AccordionItem {
  /** Identifies the entry; what `openId`, `onOpenChange` and `onOpen` carry. */
  id: string;
  /** The heading text (a task's display name, "Introduction"). */
  title: ReactNode;
  /** The title's language, when it is the server's data (a task's name): `useDataLang()`. */
  titleLang?: string;
  /** The panel's content, rendered only while the entry is open (it may be a loading state while the app fetches). */
  content?: ReactNode;
  /** A locked entry shows a lock and never opens. */
  locked?: boolean;
}

/** Props of {@link Accordion}. */
export interface AccordionProps {
  /** Content: the entries in order. */
  items: AccordionItem[];
  /** Behaviour: the open entry (`null` for none), when the caller controls it. */
  openId?: string | null;
  /** Behaviour: the entry open at first, when the component controls it. */
  defaultOpenId?: string | null;
  /** Content: read after a locked entry's title (with the lock icon). */
  lockedLabel?: string;
  /** Accessibility: the heading level of the entry titles. */
  headingLevel?: 2 | 3 | 4;
  /** Events: the open entry changed (`null` when the open one was closed). */
  onOpenChange?: (id: string | null) => void;
  /** Events: an entry was opened; the app loads the task's content here. */
  onOpen?: (id: string) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * Stacked sections with one open at a time (the task page). Each title is a button in a heading with
 * `aria-expanded`; opening one closes the other. Locked entries show a lock and open neither by click nor by key.
 */
export function Accordion({
  items,
  openId,
  defaultOpenId = null,
  lockedLabel = 'Locked',
  headingLevel = 3,
  onOpenChange,
  onOpen,
  className,
}: AccordionProps) {
  const t = useTranslate();
  const baseId = useId();
  const [open, setOpen] = useControllableState<string | null>(openId, defaultOpenId, onOpenChange);

  const toggle = (item: AccordionItem) => {
    if (item.locked) return;
    if (open === item.id) {
      setOpen(null);
      return;
    }
    setOpen(item.id);
    onOpen?.(item.id);
  };

  return (
    <Root className={className}>
      {items.map((item, index) => {
        const isOpen = !item.locked && open === item.id;
        const buttonId = `${baseId}-button-${index}`;
        const panelId = `${baseId}-panel-${index}`;
        return (
          <Section key={item.id} data-state={isOpen ? 'open' : 'closed'}>
            <Heading as={`h${headingLevel}`}>
              <Trigger
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                aria-disabled={item.locked || undefined}
                onClick={() => toggle(item)}
              >
                <TitleText lang={item.titleLang}>{item.title}</TitleText>
                {item.locked ? <Icon name="lock" label={t(lockedLabel)} /> : <Chevron name="chevron-down" />}
              </Trigger>
            </Heading>
            <Panel id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              {isOpen && item.content}
            </Panel>
          </Section>
        );
      })}
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  overflow: hidden;
`;

const Section = styled.div`
  & + & {
    border-top: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  }
`;

const Heading = styled.h3`
  margin: 0;
  font-size: ${tokens.font.size.md};
`;

const Trigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  width: 100%;
  min-height: 48px;
  margin: 0;
  padding: ${tokens.space[3]} ${tokens.space[4]};
  border: 0;
  background: none;
  color: ${tokens.color.text.primary};
  font: inherit;
  font-weight: ${tokens.font.weight.bold};
  text-align: start;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:hover:not([aria-disabled='true']) {
    background-color: ${tokens.color.surface.sunken};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: -${tokens.focusRing.width};
  }

  &[aria-disabled='true'] {
    color: ${tokens.color.text.secondary};
    cursor: not-allowed;
  }

  svg {
    flex-shrink: 0;
  }
`;

const TitleText = styled.span`
  flex: 1;
  min-width: 0;
  ${wrapWords}
`;

const Chevron = styled(Icon)`
  transition: transform ${tokens.motion.duration.normal} ${tokens.motion.easing.standard};

  [aria-expanded='true'] > & {
    transform: rotate(180deg);
  }
`;

const Panel = styled.div`
  padding: 0 ${tokens.space[4]} ${tokens.space[4]};
  overflow-wrap: anywhere;
`;
