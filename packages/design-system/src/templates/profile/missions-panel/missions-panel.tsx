import styled from 'styled-components';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { formatPoints } from '../../../format';
import { tokens } from '../../../tokens';
import { ErrorView } from '../../../components/error-view';
import { profileViewTexts, type ProfileDataState, type ProfileMissionItem } from '../profile-texts';
import { Panel, Row, RowName, RowPoints, Rows } from '../profile-styles';
import { useDataLang, useTexts } from '../../../i18n/use-texts';

/** Props of {@link ProfileMissionsPanel}. */
export interface ProfileMissionsPanelProps {
  /** Behaviour: the state of My Missions: a placeholder while loading, the error and Try again when failed. */
  state: ProfileDataState;
  /** Content: the academic missions with their points; "No data available" when empty. */
  missions: readonly ProfileMissionItem[];
  /** Content: the failure text ("Please check your connection…" when left out). */
  errorMessage?: string;
  /** Events: Try again after My Missions failed to load. */
  onRetry?: () => void;
}

/** The profile's "My Missions" panel: the current quest's academic missions, each with the points earned in it. */
export function ProfileMissionsPanel({ state, missions, errorMessage, onRetry }: ProfileMissionsPanelProps) {
  const t = useTexts(profileViewTexts);
  return (
    <Panel>
      <SectionTitle>{t.myMissions}</SectionTitle>
      <SectionBody>
        <MyMissions state={state} missions={missions} errorMessage={errorMessage} onRetry={onRetry} />
      </SectionBody>
    </Panel>
  );
}

function MyMissions({ state, missions, errorMessage, onRetry }: ProfileMissionsPanelProps) {
  const t = useTexts(profileViewTexts);
  const dataLang = useDataLang();
  if (state === 'loading') return <Skeleton variant="text" lines={3} label={t.loadingSection} />;
  if (state === 'failed') {
    return (
      <ErrorView
        headingLevel={3}
        title={t.failedMissionsTitle}
        message={errorMessage ?? t.genericError}
        onRetry={onRetry}
        retryLabel={t.retry}
      />
    );
  }
  if (missions.length === 0) return <EmptyState size="sm" message={t.noMissions} />;
  return (
    <Rows aria-label={t.myMissions}>
      {missions.map((mission) => (
        <Row key={mission.missionId}>
          <RowName lang={dataLang}>{mission.name}</RowName>
          <RowPoints>{formatPoints(mission.points)}</RowPoints>
        </Row>
      ))}
    </Rows>
  );
}

const SectionTitle = styled.h2`
  margin: 0;
  font-size: ${tokens.font.size.lg};
  line-height: ${tokens.font.lineHeight.tight};
`;

const SectionBody = styled.div`
  align-self: stretch;
  min-width: 0;
`;
