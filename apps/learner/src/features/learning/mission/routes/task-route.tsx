import { MissionScreen } from '../mission-screen';

/** /task?questId&missionId[&operationId][&contentId]: the mission page (ADR 0047, 0050). */
export function Component() {
  return <MissionScreen layout="mission" />;
}
