export { TEST_TIMER_LOW_SECONDS, TestTimer, testTimerTexts, type TestTimerProps } from './test-timer';
export { TIMER_ANNOUNCEMENTS, timerAnnouncement } from './timer-announcement';
