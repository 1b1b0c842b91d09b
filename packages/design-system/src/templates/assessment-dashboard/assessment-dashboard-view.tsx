import styled from 'styled-components';
import { Card } from '../../components/card';
import { Icon, type IconName } from '../../components/icon';
import { useTexts } from '../../i18n/use-texts';
import { media, tokens } from '../../tokens';
import { BackPage } from '../page-parts/back-page';

/** Texts of the assessment dashboard (store-and-assessment.md §2.12). */
export const assessmentDashboardTexts = {
  title: 'Assessments',
  back: 'Back',
  test: { title: 'Test', description: 'Assessments assigned to you.' },
  reports: { title: 'Reports', description: 'How to see the reports of your tests.' },
} as const;

/** Props of {@link AssessmentDashboardView}. */
export interface AssessmentDashboardViewProps {
  /** Accessibility: `main` when the view is the page (default); `div` inside another page. */
  as?: 'div' | 'main';
  /** Events: the header's back arrow. */
  onBack: () => void;
  /** Events: the Test card was chosen (the app opens the online tests). */
  onOpenTests: () => void;
  /** Events: the Reports card was chosen (the app opens the assessment report page). */
  onOpenReports: () => void;
}

/**
 * The assessment dashboard (/assessment-dashboard): two cards, Test (the assessments assigned) and Reports (how to
 * see the reports), each one target.
 */
export function AssessmentDashboardView({
  as = 'main',
  onBack,
  onOpenTests,
  onOpenReports,
}: AssessmentDashboardViewProps) {
  const t = useTexts(assessmentDashboardTexts);
  const test = useTexts(assessmentDashboardTexts.test);
  const reports = useTexts(assessmentDashboardTexts.reports);
  const cards: { key: string; icon: IconName; title: string; description: string; onOpen: () => void }[] = [
    { key: 'test', icon: 'take-test', ...test, onOpen: onOpenTests },
    { key: 'reports', icon: 'progress', ...reports, onOpen: onOpenReports },
  ];
  return (
    <BackPage title={t.title} backLabel={t.back} as={as} onBack={onBack}>
      <Cards>
        {cards.map((card) => (
          <li key={card.key}>
            <Card
              headingLevel={2}
              title={card.title}
              subtitle={card.description}
              media={
                <Picture>
                  <Icon name={card.icon} size="xl" />
                </Picture>
              }
              onClick={() => card.onOpen()}
            />
          </li>
        ))}
      </Cards>
    </BackPage>
  );
}

const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);
  gap: ${tokens.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.up('sm')} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Picture = styled.span`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 96px;
  background-color: ${tokens.color.surface.sunken};
  color: ${tokens.color.text.link};

  /* The card's media slot stretches pictures to its width; the icon keeps its size. */
  && > svg {
    width: 48px;
    height: 48px;
  }
`;
