import type { Content, ContentList } from '@quest/api';
import type { DataState } from '../../../data/use-endpoint';
import { useContentList } from '../../../data/content';

export interface QuestContentData {
  state: DataState;
  /** The item; undefined while loading, or when the loaded list has no such item (`missing`). */
  content: Content | undefined;
  list: ContentList | undefined;
  /** The list loaded but holds no item with this id (a stale link): the route shows Not Found. */
  missing: boolean;
  error: Error | undefined;
  retry: () => void;
}

/** One content item of a quest, read from the (shared, cached) content list of the quest. */
export function useQuestContent(
  questId: number | undefined,
  contentId: number | undefined,
): QuestContentData {
  const list = useContentList(questId);
  const content =
    contentId === undefined ? undefined : list.data?.questContents.find((c) => c.contentId === contentId);
  return {
    state: list.state,
    content,
    list: list.data,
    missing: list.state === 'loaded' && content === undefined,
    error: list.error,
    retry: list.retry,
  };
}
