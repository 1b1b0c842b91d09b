import { useNavigate } from 'react-router';
import { assessmentLinks } from '@quest/api';
import { AssessmentReportView } from '@quest/design-system';
import { paths } from '../../../../routes/paths';
import { useAppConfig } from '../../../../data/app-config';

/**
 * The assessment report page (/assessment-report, §2.12): the steps to see a report on the provider's web app and
 * the student report manual. The manual's address is the app config's `reportManualUrl` (ADR 0079), the server's
 * demo manual while the config is loading, has failed or names none, so the page never waits on it.
 */
export function Component() {
  const navigate = useNavigate();
  const config = useAppConfig();
  return (
    <AssessmentReportView
      manualUrl={config.data?.reportManualUrl || assessmentLinks.reportManualPdf}
      onBack={() => void navigate(paths.assessmentDashboard.getHref())}
    />
  );
}
