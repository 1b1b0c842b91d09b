import { Button } from '../../../components/button';
import { LanguageSwitch, type LanguageSwitchProps } from '../../../components/language-switch';
import { Link } from '../../../components/link';
import { profileViewTexts } from '../profile-texts';
import { Detail, Panel } from '../profile-styles';
import { useDataLang, useTexts } from '../../../i18n/use-texts';

/** Props of {@link ProfileAccountPanel}. */
export interface ProfileAccountPanelProps {
  /** Content: the app's language and its switch (issue 29); hidden without it. */
  language?: Pick<LanguageSwitchProps, 'value' | 'busy' | 'onChange'>;
  /** Content: the support address, shown as a mailto link; hidden while unknown. */
  supportEmail?: string;
  /** Behaviour: shows Change Password (only for the PASSWORD login type). */
  canChangePassword?: boolean;
  /** Events: "Change Password" (only when `canChangePassword`). */
  onChangePassword?: () => void;
  /** Events: "Tests and reports" (the app opens the assessment dashboard, ADR 0079). Hidden without it. */
  onOpenAssessments?: () => void;
  /** Events: "QueryBox" (the app opens the query box; given on the web, where the bottom bar has no QueryBox,
   * ADR 0116). Hidden without it. */
  onOpenQueryBox?: () => void;
}

/**
 * The profile's account panel: the language, Tests and reports, QueryBox, Change Password and the support email.
 * Nothing is drawn when it would be empty (no language switch, no password login, no support address and neither way
 * out).
 */
export function ProfileAccountPanel({
  language,
  supportEmail,
  canChangePassword = false,
  onChangePassword,
  onOpenAssessments,
  onOpenQueryBox,
}: ProfileAccountPanelProps) {
  const t = useTexts(profileViewTexts);
  const dataLang = useDataLang();
  if (!(language || canChangePassword || supportEmail || onOpenAssessments || onOpenQueryBox)) return null;
  return (
    <Panel>
      {language && <LanguageSwitch {...language} />}
      {onOpenAssessments && (
        <Button variant="secondary" iconStart="take-test" onClick={onOpenAssessments}>
          {t.assessments}
        </Button>
      )}
      {onOpenQueryBox && (
        <Button variant="secondary" iconStart="query" onClick={onOpenQueryBox}>
          {t.queryBox}
        </Button>
      )}
      {canChangePassword && onChangePassword && (
        <Button variant="secondary" iconStart="lock" onClick={onChangePassword}>
          {t.changePassword}
        </Button>
      )}
      {supportEmail ? (
        <Detail>
          {t.support}:{' '}
          <Link href={`mailto:${supportEmail}`} lang={dataLang}>
            {supportEmail}
          </Link>
        </Detail>
      ) : null}
    </Panel>
  );
}
