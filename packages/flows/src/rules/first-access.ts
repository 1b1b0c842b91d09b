import type { Content, ContentKind, PointCardStatus, ProgressSummary, UserProgress } from '@quest/api';
import { contentGroup, contentKind, type ContentGroup } from './content.ts';
import { progressPercentage } from './progress.ts';

/*
 * learning-app.md §4 "First access of content" (ADR 0016): on the first access (accessCount 0) the point card's
 * points are added to the mission, operation and quest progress once, the counter matching the content type goes
 * up by one and the percentage is recomputed as completed / total items. Every access increments accessCount.
 */

type GroupCounter = 'avCount' | 'webContentCount' | 'testCount' | 'activityCount';
type GroupTotal = 'totalAvCount' | 'totalWebContentCount' | 'totalTestCount' | 'totalActivityCount';

const counterOf: Record<ContentGroup, { done: GroupCounter; total: GroupTotal }> = {
  av: { done: 'avCount', total: 'totalAvCount' },
  web: { done: 'webContentCount', total: 'totalWebContentCount' },
  test: { done: 'testCount', total: 'totalTestCount' },
  activity: { done: 'activityCount', total: 'totalActivityCount' },
};

function addFirstAccess<T extends ProgressSummary>(
  summary: T,
  points: number,
  group: ContentGroup,
  kind: ContentKind,
): T {
  const { done, total } = counterOf[group];
  const groupDone = summary[done] + 1;
  const completedCount = summary.completedCount + 1;
  return {
    ...summary,
    points: summary.points + points,
    [done]: groupDone,
    completedCount,
    progress: progressPercentage(completedCount, summary.totalCount),
    kindProgress: { ...summary.kindProgress, [kind]: progressPercentage(groupDone, summary[total]) },
  };
}

export interface FirstAccessResult {
  progress: UserProgress;
  content: Content;
}

/**
 * Applies one access of `content` to the user's progress (immutably). The points are the ones the access earned
 * (`pointCard.earnedPoints`) when its answer is given, else the content's own card's, else the content's points. The
 * mission is the one of the content's operation. On a repeat access only `accessCount` changes, and the points it
 * earned when the server awarded them late (ADR 0106).
 */
export function applyFirstAccess(
  progress: UserProgress,
  content: Content,
  pointCard?: PointCardStatus | null,
): FirstAccessResult {
  const card = pointCard ?? content.pointCardSatus;
  const accessCount = content.progress.accessCount;
  const nextContent: Content = {
    ...content,
    pointCardSatus: card,
    progress: { ...content.progress, accessCount: accessCount + 1 },
  };
  // The server's answer says what this access earned (ADR 0106: only an access it can vouch for earns, and a later
  // access may earn what the first did not); without an answer the content's card or points are assumed.
  const points = pointCard ? pointCard.earnedPoints : (card?.points ?? content.points);
  if (accessCount > 0 && !(pointCard && points > 0)) return { progress, content: nextContent };

  const group = contentGroup(content.contentTypeCode);
  const kind = contentKind(content.contentTypeCode);
  const add = <T extends ProgressSummary>(summary: T): T =>
    accessCount > 0
      ? { ...summary, points: summary.points + points }
      : addFirstAccess(summary, points, group, kind);
  const missionId = progress.operations.find((o) => o.operationId === content.operationId)?.missionId;

  return {
    progress: {
      ...progress,
      quest: add(progress.quest),
      operations: progress.operations.map((o) => (o.operationId === content.operationId ? add(o) : o)),
      missions: progress.missions.map((m) =>
        missionId !== undefined && m.missionId === missionId ? add(m) : m,
      ),
    },
    content: nextContent,
  };
}
