import { useLocation, useNavigate } from 'react-router';
import { AssessmentDashboardView } from '@quest/design-system';
import { paths } from '../../../../routes/paths';

/**
 * The assessment dashboard (/assessment-dashboard, §2.12): the Test card opens /assessment-tests, the Reports card
 * /assessment-report. Back returns where the student came from (the profile's "Tests and reports", ADR 0079), or
 * to the profile when the page was opened directly.
 */
export function Component() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <AssessmentDashboardView
      onBack={() => {
        if (location.key !== 'default') void navigate(-1);
        else void navigate(paths.homeProfile.getHref(), { replace: true });
      }}
      onOpenTests={() => void navigate(paths.assessmentTests.getHref())}
      onOpenReports={() => void navigate(paths.assessmentReport.getHref())}
    />
  );
}
