export { TEST_TIMER_LOW_SECONDS, TestTimer, type TestTimerProps } from './test-timer';
export { TIMER_ANNOUNCEMENTS, timerAnnouncement } from './timer-announcement';
