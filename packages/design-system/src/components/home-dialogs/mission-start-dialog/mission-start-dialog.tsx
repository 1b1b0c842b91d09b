import styled from 'styled-components';
import { formatDuration, formatNumber } from '../../../format';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { tokens } from '../../../tokens';
import { Button } from '../../button';
import { Dialog } from '../../dialog';
import { Icon, type IconName } from '../../icon';
import { RichText } from '../../rich-text';
import { DialogMessage } from '../dialog-message';

/** Texts of the mission-start dialog (learning-app.md §2 "A mission-start dialog shows"). */
export const missionStartDialogTexts = {
  notNow: 'Not now',
  start: "Let's Start",
  tasks: 'Tasks',
  totalTime: 'Total time',
  points: 'Points',
  description: 'Mission description',
  /** ICU: the split of the task count under it, one per kind. */
  videos: '{count, plural, one {# video} other {# videos}}',
  tests: '{count, plural, one {# test} other {# tests}}',
  activities: '{count, plural, one {# activity} other {# activities}}',
  webPages: '{count, plural, one {# web page} other {# web pages}}',
} as const;

/** A mission's item counts by kind (the mission's videoCount, testCount, activityCount, webContentCount). */
export interface MissionItemCounts {
  videos: number;
  tests: number;
  activities: number;
  webContent: number;
}

const whole = (n: number) => (Number.isFinite(n) && n > 0 ? Math.floor(n) : 0);

/** The task count the dialog shows: videos + tests + activities + web content (learning-app.md §2). */
export function missionTaskCount({ videos, tests, activities, webContent }: MissionItemCounts): number {
  return whole(videos) + whole(tests) + whole(activities) + whole(webContent);
}

/** Props of {@link MissionStartDialog}. */
export interface MissionStartDialogProps {
  /** Behaviour: shown while true. */
  open: boolean;
  /** Content: the mission's display name (missionDisplayName); names the dialog. */
  displayName: string;
  /**
   * Content: the four counts. The dialog shows their sum as the task count and the split under it, so the caller
   * passes the mission's fields as they are.
   */
  counts: MissionItemCounts;
  /** Content: the mission's total time in seconds (totalTime), shown as hh:mm:ss or mm:ss. */
  totalTime: number;
  /** Content: the points that can be earned. */
  points: number;
  /** Content: the mission description, server HTML shown through RichText; nothing when empty. */
  description?: string;
  /** Behaviour: the quest is being started: "Let's Start" shows progress and the dialog cannot be closed. */
  starting?: boolean;
  /** Content: why starting failed (the server's message); shown as an alert above the buttons. */
  error?: string | null;
  /** Events: "Let's Start" — start the quest, then go to /task. */
  onStart: () => void;
  /** Events: "Not now", Escape, the backdrop or the close button (never while starting). */
  onClose: () => void;
  /** Layout: drawn open in the page flow (design sheets only; never in the product). */
  inline?: boolean;
}

/**
 * Before a mission starts: its display name, the task count (videos + tests + activities + web content) with the
 * split, total time, points to earn and the description as rich text; "Not now" and "Let's Start". Focus starts
 * on "Not now", the safe choice.
 */
export function MissionStartDialog({
  open,
  displayName,
  counts,
  totalTime,
  points,
  description,
  starting = false,
  error,
  onStart,
  onClose,
  inline = false,
}: MissionStartDialogProps) {
  const t = useTexts(missionStartDialogTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  const texts = missionStartDialogTexts;
  const split = [
    translate(texts.videos, { count: whole(counts.videos) }),
    translate(texts.tests, { count: whole(counts.tests) }),
    translate(texts.activities, { count: whole(counts.activities) }),
    translate(texts.webPages, { count: whole(counts.webContent) }),
  ].join(' · ');
  const facts: { icon: IconName; label: string; value: string; note?: string }[] = [
    { icon: 'take-test', label: t.tasks, value: formatNumber(missionTaskCount(counts)), note: split },
    { icon: 'clock', label: t.totalTime, value: formatDuration(totalTime) },
    { icon: 'star', label: t.points, value: formatNumber(points) },
  ];
  return (
    <Dialog
      open={open}
      inline={inline}
      title={displayName}
      titleLang={dataLang}
      size="md"
      dismissible={!starting}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" disabled={starting} onClick={onClose} data-autofocus>
            {t.notNow}
          </Button>
          <Button loading={starting} onClick={onStart}>
            {t.start}
          </Button>
        </>
      }
    >
      <Body aria-busy={starting || undefined}>
        <Facts>
          {facts.map((fact) => (
            <Fact key={fact.label}>
              <FactLabel>
                <Icon name={fact.icon} size="sm" />
                {fact.label}
              </FactLabel>
              <FactValue>
                {fact.value}
                {fact.note ? <FactNote>{fact.note}</FactNote> : null}
              </FactValue>
            </Fact>
          ))}
        </Facts>
        {description ? <Description html={description} aria-label={t.description} /> : null}
        <DialogMessage tone="error">{error ? translate(error) : error}</DialogMessage>
      </Body>
    </Dialog>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[4]};
`;

const Facts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(7.5rem, 1fr));
  gap: ${tokens.space[3]};
  margin: 0;
`;

const Fact = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[1]};
  min-width: 0;
  padding: ${tokens.space[3]};
  border-radius: ${tokens.radius.md};
  background-color: ${tokens.color.surface.sunken};
`;

const FactLabel = styled.dt`
  display: inline-flex;
  align-items: center;
  gap: ${tokens.space[1]};
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.sm};
`;

const FactValue = styled.dd`
  display: flex;
  flex-direction: column;
  margin: 0;
  font-size: ${tokens.font.size.lg};
  font-weight: ${tokens.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;

const FactNote = styled.span`
  color: ${tokens.color.text.secondary};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.regular};
`;

const Description = styled(RichText)`
  color: ${tokens.color.text.primary};
`;
