import styled from 'styled-components';
import { formatViewedOn } from '../../format';
import { useDataLang, useTranslate } from '../../i18n/use-texts';
import { Button } from '../button';
import { Card } from '../card';
import { CardImage } from '../content-card/card-image';

/** Props of {@link LastViewedCard}. */
export interface LastViewedCardProps {
  /** Content: the quest's name. */
  name: string;
  /** Content: when the learner last opened it; shown as "Viewed on date: 21 Nov 2026" (India time). */
  viewedOn: Date | number;
  /** Content: the quest icon as a small thumbnail; leave it out for a text-only card. */
  imageUrl?: string | null;
  /** Content: the button's text. */
  launchLabel?: string;
  /** Behaviour: the quest is being launched: the button spins and ignores presses. */
  launching?: boolean;
  /** Events: Launch was pressed. */
  onLaunch?: () => void;
  /** Accessibility: the heading level of the name. */
  headingLevel?: 2 | 3 | 4;
  /** Appearance: a class for the caller's own layout (margins, grid placement). */
  className?: string;
}

/** The quest the learner opened last, at the top of a catalogue: name, "Viewed on date: …" and Launch. */
export function LastViewedCard({
  name,
  viewedOn,
  imageUrl,
  launchLabel = 'Launch',
  launching = false,
  onLaunch,
  headingLevel = 3,
  className,
}: LastViewedCardProps) {
  const t = useTranslate();
  const dataLang = useDataLang();
  return (
    <Card
      className={className}
      headingLevel={headingLevel}
      titleLines={2}
      title={name}
      titleLang={dataLang}
      subtitle={formatViewedOn(viewedOn)}
      headerEnd={
        imageUrl !== undefined ? <CardImage src={imageUrl} icon="star" shape="thumb" width={80} /> : undefined
      }
      actions={
        <Launch loading={launching} onClick={() => onLaunch?.()}>
          {t(launchLabel)}
        </Launch>
      }
    />
  );
}

const Launch = styled(Button)`
  flex: 1 1 auto;
  max-width: 20rem;
`;
