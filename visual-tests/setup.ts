// React's act() needs to know it runs in a test environment.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { vi } from 'vitest';
import * as projectAnnotations from '../.storybook/preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// Freeze motion so captures are stable: CSS animations and transitions end at once, carets do not blink.
const freeze = document.createElement('style');
freeze.textContent = `*, *::before, *::after {
  animation-duration: 0s !important; animation-delay: 0s !important;
  transition-duration: 0s !important; transition-delay: 0s !important;
  caret-color: transparent !important; scroll-behavior: auto !important;
}`;
document.head.appendChild(freeze);

// One fixed moment for every capture: screens that show today's date, a month or a clock look the same every day.
// Only `Date` is faked; timers run for real, so data loads and lazy engines arrive as usual.
vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-06-15T10:30:00+05:30') });
