import { useId, useState } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Dialog } from '../../components/dialog';
import { Icon } from '../../components/icon';
import { Link } from '../../components/link';
import { PdfViewer } from '../../components/pdf-viewer';
import { useTexts, useTranslate } from '../../i18n/use-texts';
import { tokens } from '../../tokens';
import { BackPage } from '../page-parts/back-page';

/** Texts of the assessment report page (store-and-assessment.md §2.12). */
export const assessmentReportTexts = {
  title: 'Reports',
  back: 'Back',
  intro:
    "Your test reports are viewed on the assessment provider's web app. Sign in there with the same username and password you use here.",
  stepsTitle: 'How to see your report',
  steps: [
    'Click Login.',
    'Enter your username and password.',
    'The latest report shows on the dashboard.',
    'Reports are visible only after the test time ends.',
    'Select a report to view it.',
  ],
  manual: 'Student report manual',
  manualHint: 'A guide to reading your report (PDF).',
  openInNewTab: 'Open in new tab',
  close: 'Close',
} as const;

/** Props of {@link AssessmentReportView}. */
export interface AssessmentReportViewProps {
  /** Content: the address of the student report manual PDF (hosted by the provider or the app's server). */
  manualUrl: string;
  /** Behaviour: the manual's preview is open at first (for stories and deep links); closed by default. */
  defaultManualOpen?: boolean;
  /** Accessibility: `main` when the view is the page (default); `div` inside another page. */
  as?: 'div' | 'main';
  /** Events: the header's back arrow. */
  onBack: () => void;
  /** Events: the manual's preview opened or closed (for analytics). */
  onManualOpenChange?: (open: boolean) => void;
}

/**
 * The assessment report page (/assessment-report): where the test reports are seen (the provider's web app, same
 * credentials), the steps as an ordered list, and the student report manual: a PDF preview in a modal (Escape,
 * the backdrop or Close close it) or opened in a new tab. pdf.js loads only when the preview opens.
 */
export function AssessmentReportView({
  manualUrl,
  defaultManualOpen = false,
  as = 'main',
  onBack,
  onManualOpenChange,
}: AssessmentReportViewProps) {
  const t = useTexts(assessmentReportTexts);
  const translate = useTranslate();
  const stepsId = useId();
  const [manualOpen, setManualOpen] = useState(defaultManualOpen);
  const setOpen = (open: boolean) => {
    setManualOpen(open);
    onManualOpenChange?.(open);
  };
  return (
    <BackPage title={t.title} backLabel={t.back} as={as} onBack={onBack}>
      <Section aria-labelledby={stepsId}>
        <Intro>{t.intro}</Intro>
        <StepsTitle id={stepsId}>{t.stepsTitle}</StepsTitle>
        <Steps>
          {assessmentReportTexts.steps.map((step) => (
            <li key={step}>{translate(step)}</li>
          ))}
        </Steps>
      </Section>
      <Manual>
        <Icon name="file" size="lg" />
        <ManualText>
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setOpen(true)}>
            {t.manual}
          </Button>
          <Hint>{t.manualHint}</Hint>
        </ManualText>
      </Manual>
      <Dialog
        open={manualOpen}
        size="lg"
        fullScreenOnSmall
        title={t.manual}
        onClose={() => setOpen(false)}
        actions={
          <>
            <Link href={manualUrl} external>
              {t.openInNewTab}
            </Link>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              {t.close}
            </Button>
          </>
        }
      >
        <Preview>
          <PdfViewer src={manualUrl} title={t.manual} headingLevel={2} onBack={() => setOpen(false)} />
        </Preview>
      </Dialog>
    </BackPage>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${tokens.space[3]};
  max-width: 70ch;
`;

const Intro = styled.p`
  margin: 0;
  line-height: ${tokens.font.lineHeight.normal};
`;

const StepsTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

const Steps = styled.ol`
  display: grid;
  gap: ${tokens.space[2]};
  margin: 0;
  padding-inline-start: ${tokens.space[6]};
  line-height: ${tokens.font.lineHeight.normal};
`;

const Manual = styled.div`
  display: flex;
  align-items: center;
  gap: ${tokens.space[3]};
  padding: ${tokens.space[4]};
  border: ${tokens.borderWidth.thin} solid ${tokens.color.border.default};
  border-radius: ${tokens.radius.lg};
  background-color: ${tokens.color.surface.raised};
  color: ${tokens.color.text.secondary};

  & > svg {
    flex-shrink: 0;
  }
`;

const ManualText = styled.div`
  display: grid;
  justify-items: start;
  gap: ${tokens.space[1]};
  min-width: 0;
`;

const Hint = styled.p`
  margin: 0;
  font-size: ${tokens.font.size.sm};
`;

const Preview = styled.div`
  display: flex;
  flex-direction: column;
  height: min(70vh, 720px);
  min-height: 320px;
`;
