import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { tokens } from '../../tokens';
import { useControllableState } from '../field/use-controllable-state';

/** One tab and its panel. */
export interface TabItem {
  /** Identifies the tab; what `value` and `onValueChange` carry. */
  value: string;
  /** The tab's text. */
  label: ReactNode;
  /** The panel shown while the tab is selected (only the selected panel is rendered). */
  content: ReactNode;
}

/** Props of {@link Tabs}. */
export interface TabsProps {
  /** Content: the tabs in order, e.g. Ongoing, Upcoming, Past. */
  items: TabItem[];
  /** Behaviour: the selected tab, when the caller controls it. */
  value?: string;
  /** Behaviour: the tab selected at first, when the component controls it (the first tab by default). */
  defaultValue?: string;
  /** Appearance: tabs share the full width equally. */
  fullWidth?: boolean;
  /** Accessibility: names the tab list, e.g. "Online tests". */
  label: string;
  /** Events: a tab was chosen by click, arrow keys, Home or End. */
  onValueChange?: (value: string) => void;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/**
 * Tabs (WAI-ARIA tabs pattern, automatic activation): Left/Right arrows move to and select the previous/next tab
 * (wrapping), Home/End the first/last; Tab moves into the panel.
 */
export function Tabs({
  items,
  value,
  defaultValue,
  fullWidth = false,
  label,
  onValueChange,
  className,
}: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useControllableState(
    value,
    defaultValue ?? items[0]?.value ?? '',
    onValueChange,
  );
  const tabRefs = useRef(new Map<string, HTMLButtonElement>());
  const current = items.find((item) => item.value === selected) ?? items[0];
  const tabId = (v: string) => `${baseId}-tab-${v}`;
  const panelId = (v: string) => `${baseId}-panel-${v}`;

  const choose = (index: number) => {
    const item = items[(index + items.length) % items.length];
    if (!item) return;
    setSelected(item.value);
    tabRefs.current.get(item.value)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = items.findIndex((item) => item.value === current?.value);
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    choose(target);
  };

  return (
    <Root className={className}>
      <List role="tablist" aria-label={label} onKeyDown={onKeyDown} data-full-width={fullWidth || undefined}>
        {items.map((item) => {
          const isSelected = item.value === current?.value;
          return (
            <Tab
              key={item.value}
              ref={(node) => {
                if (node) tabRefs.current.set(item.value, node);
                else tabRefs.current.delete(item.value);
              }}
              type="button"
              role="tab"
              id={tabId(item.value)}
              aria-selected={isSelected}
              aria-controls={isSelected ? panelId(item.value) : undefined}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(item.value)}
            >
              {item.label}
            </Tab>
          );
        })}
      </List>
      {current && (
        <Panel
          role="tabpanel"
          id={panelId(current.value)}
          aria-labelledby={tabId(current.value)}
          tabIndex={0}
        >
          {current.content}
        </Panel>
      )}
    </Root>
  );
}

const Root = styled.div`
  min-width: 0;
`;

const List = styled.div`
  display: flex;
  overflow-x: auto;
  border-bottom: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  scrollbar-width: none;

  &[data-full-width] > * {
    flex: 1 1 0;
  }
`;

const Tab = styled.button`
  position: relative;
  flex-shrink: 0;
  min-height: 48px;
  margin: 0;
  padding: ${tokens.space[2]} ${tokens.space[4]};
  border: 0;
  background: none;
  color: ${tokens.color.text.secondary};
  font: inherit;
  font-weight: ${tokens.font.weight.medium};
  white-space: nowrap;
  cursor: pointer;
  -webkit-tap-highlight-color: transparent;

  &:hover {
    color: ${tokens.color.text.primary};
    background-color: ${tokens.color.surface.sunken};
  }

  &[aria-selected='true'] {
    color: ${tokens.color.text.link};
    font-weight: ${tokens.font.weight.bold};
  }

  /* The selected tab is underlined, so it is not marked by colour alone. */
  &[aria-selected='true']::after {
    content: '';
    position: absolute;
    inset-inline: 0;
    inset-block-end: 0;
    height: 3px;
    background-color: ${tokens.color.text.link};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: -${tokens.focusRing.width};
  }
`;

const Panel = styled.div`
  padding-block: ${tokens.space[4]};

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }
`;
