// The learning feature's public entry: all another feature may import from it (lint: features import each other
// only through their index.ts; shared data hooks live in ../../data). Re-export only what is used elsewhere, so an
// importing route's chunk does not pull in more of learning.
export { useBuyQuest, type BuyQuest, type BuyQuestTarget } from './data/use-buy-quest';
export { useQuestContent, type QuestContentData } from './data/use-quest-content';
export { refusalLock, type ContentLock } from './locks/lock-model';
export { useLockBuy, useQuestTrialOver, type LockBuy } from './locks/use-lock-buy';
export { useMasterclassArea, type MasterclassAreaData } from './masterclass/masterclass-section';
