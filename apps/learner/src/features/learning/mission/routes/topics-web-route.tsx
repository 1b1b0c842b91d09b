import { MissionScreen } from '../mission-screen';

/** /topics-w: the web layout of the topics, which is the mission page at that operation (ADR 0051). */
export function Component() {
  return <MissionScreen layout="mission" />;
}
