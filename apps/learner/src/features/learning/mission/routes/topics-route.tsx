import { MissionScreen } from '../mission-screen';

/** /topics?questId&missionId&operationId: the operation's topics alone, the close target after a test (ADR 0051). */
export function Component() {
  return <MissionScreen layout="topics" />;
}
