import styled from 'styled-components';
import { Card } from '../../../components/card';
import { CardImage } from '../../../components/content-card/card-image';
import { ProgressBar } from '../../../components/progress-bar';
import { useDataLang, useTexts, useTranslate } from '../../../i18n/use-texts';
import { media, tokens } from '../../../tokens';
import { missionPageTexts, type MissionOperationItem } from '../mission-page-texts';
import { SectionTitle } from '../mission-page-styles';

/** Props of {@link MissionOperationList}. */
export interface MissionOperationListProps {
  /** Content: the mission's operations in sequence order; the current one is outlined and tagged "Current". */
  operations: MissionOperationItem[];
  /** Events: an operation was pressed: make it current. */
  onOperationSelect?: (operationId: number) => void;
}

/**
 * The mission's operations under the heading "Operations": one card each with its image, name and progress; two
 * per row on phones, three from 768 px, one column in the side column from the 960 px cutoff.
 */
export function MissionOperationList({ operations, onOperationSelect }: MissionOperationListProps) {
  const t = useTexts(missionPageTexts);
  const translate = useTranslate();
  const dataLang = useDataLang();
  return (
    <Aside>
      <SectionTitle>{t.operations}</SectionTitle>
      <OperationList aria-label={t.operations}>
        {operations.map((operation) => (
          <OperationRow key={operation.operationId} aria-current={operation.current ? 'true' : undefined}>
            <OperationCard
              title={operation.name}
              titleLang={dataLang}
              titleLines={2}
              media={<CardImage src={operation.imageUrl} icon="image" />}
              onClick={() => onOperationSelect?.(operation.operationId)}
            >
              {operation.current && <CurrentTag>{t.current}</CurrentTag>}
              <ProgressBar
                value={operation.progress}
                label={translate(missionPageTexts.operationProgress, { name: operation.name })}
                showValue
                size="sm"
              />
            </OperationCard>
          </OperationRow>
        ))}
      </OperationList>
    </Aside>
  );
}

const Aside = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${tokens.space[3]};
  min-width: 0;
`;

const OperationList = styled.ul`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${tokens.space[3]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('md')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }

  ${media.desktop} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const OperationRow = styled.li`
  display: flex;
  min-width: 0;
  border-radius: ${tokens.radius.lg};

  &[aria-current='true'] {
    outline: ${tokens.borderWidth.thick} solid ${tokens.color.text.link};
    outline-offset: 0;
  }
`;

const OperationCard = styled(Card)`
  flex: 1;
`;

const CurrentTag = styled.span`
  display: inline-block;
  margin-block-end: ${tokens.space[2]};
  padding: 2px ${tokens.space[2]};
  border-radius: ${tokens.radius.pill};
  background-color: ${tokens.color.feedback.info.background};
  color: ${tokens.color.feedback.info.text};
  font-size: ${tokens.font.size.xs};
  font-weight: ${tokens.font.weight.bold};
`;
