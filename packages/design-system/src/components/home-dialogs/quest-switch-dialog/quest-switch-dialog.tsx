import styled, { keyframes } from 'styled-components';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Dialog } from '../../dialog';
import { Icon } from '../../icon';
import { DialogMessage } from '../dialog-message';
import { wrapWords } from '../../../internal/text-wrap';

/** Texts of the quest-switch dialog (learning-app.md §2; the spec gives none, these are ours). */
export const questSwitchDialogTexts = {
  title: 'Switch quest',
  description: 'Choose the quest to continue with.',
  current: 'Current',
  list: 'Your quests',
} as const;

/** One of the student's quests in the list. */
export interface QuestSwitchItem {
  questId: number;
  /** Shown as the row's name. */
  questName: string;
  /** A short note under the name, e.g. "Trial Expired". */
  note?: string;
}

/** Props of {@link QuestSwitchDialog}. */
export interface QuestSwitchDialogProps {
  /** Behaviour: shown while true (Spectrum users only; others go to /products). */
  open: boolean;
  /** Content: the user's quests, in the order to show. */
  quests: readonly QuestSwitchItem[];
  /** Content: the active quest, marked "Current" (`aria-current`). */
  currentQuestId: number | null;
  /** Behaviour: the quest being switched to: its row shows progress, the others and closing are locked. */
  switchingQuestId?: number | null;
  /** Content: why switching failed (the server's message); shown as an alert under the list. */
  error?: string | null;
  /** Events: another quest was chosen. Choosing the current one closes instead. */
  onSelect: (questId: number) => void;
  /** Events: the close button, Escape, the backdrop, or choosing the current quest. */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * Spectrum students switch their current quest here: the quests by name as a list of buttons, the active one
 * marked "Current" (and focused on open); choosing another calls `onSelect(questId)`.
 */
export function QuestSwitchDialog({
  open,
  quests,
  currentQuestId,
  switchingQuestId = null,
  error,
  onSelect,
  onClose,
  inline = false,
}: QuestSwitchDialogProps) {
  const t = useTexts(questSwitchDialogTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const switching = switchingQuestId !== null;
  return (
    <Dialog
      open={open}
      inline={inline}
      title={t.title}
      description={t.description}
      size="sm"
      dismissible={!switching}
      onClose={onClose}
    >
      <Body aria-busy={switching || undefined}>
        <List aria-label={t.list}>
          {quests.map((quest) => {
            const current = quest.questId === currentQuestId;
            const busy = quest.questId === switchingQuestId;
            return (
              <li key={quest.questId}>
                <Row
                  type="button"
                  aria-current={current || undefined}
                  aria-disabled={(switching && !busy) || undefined}
                  aria-busy={busy || undefined}
                  data-autofocus={current || undefined}
                  onClick={() => {
                    if (switching) return;
                    if (current) onClose();
                    else onSelect(quest.questId);
                  }}
                >
                  <Mark aria-hidden="true">
                    <Icon name={busy ? 'spinner' : current ? 'check-circle' : 'star'} />
                  </Mark>
                  <Name>
                    <span lang={dataLang}>{quest.questName}</span>
                    {quest.note ? <Note>{translate(quest.note)}</Note> : null}
                  </Name>
                  {current ? <Current>{t.current}</Current> : null}
                </Row>
              </li>
            );
          })}
        </List>
        <DialogMessage tone="error">{error ? translate(error) : error}</DialogMessage>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
`;

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Row = styled.button`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  width: 100%;
  min-height: 56px;
  padding: ${tokens.space[2]} ${tokens.space[3]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.primary};
  font: inherit;
  text-align: start;
  cursor: pointer;

  &:hover:not([aria-disabled='true']) {
    border-color: ${tokens.color.border.strong};
    background-color: ${tokens.color.surface.sunken};
  }

  &:focus-visible {
    outline: ${tokens.focusRing.width} solid ${tokens.color.focus.ring};
    outline-offset: ${tokens.focusRing.offset};
  }

  &[aria-current='true'] {
    border-color: ${tokens.color.brand.primary};
    border-width: ${tokens.borderWidth.thick};
  }

  &[aria-disabled='true'] {
    color: ${tokens.color.text.disabled};
    cursor: not-allowed;
  }

  &[aria-busy='true'] svg {
    animation: ${spin} ${tokens.motion.duration.spinner} linear infinite;
  }
`;

const Mark = styled.span`
  display: inline-flex;
  flex-shrink: 0;
  color: ${tokens.color.text.secondary};

  [aria-current='true'] > & {
    color: ${tokens.color.brand.primary};
  }
`;

const Name = styled.span`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  ${wrapWords}
  font-weight: ${tokens.font.weight.medium};
`;

const Note = styled.span`
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
  font-weight: ${tokens.font.weight.regular};
`;

const Current = styled.span`
  flex-shrink: 0;
  padding: ${tokens.space[1]} ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.action.primary};
  color: ${tokens.color.text.inverse};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
`;
