import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { createControlsVisibility } from './controls-visibility';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const setup = (options: { hideAfterMs?: number; autoHide?: boolean } = {}) => {
  const onChange = vi.fn();
  const controls = createControlsVisibility({ ...options, onChange });
  return { controls, onChange };
};

describe('createControlsVisibility (the ControlBar countdown)', () => {
  test('Scenario: playing hides the controls exactly 3 s after the last interaction', () => {
    const { controls, onChange } = setup();
    controls.setPlaying(true);
    vi.advanceTimersByTime(2999);
    expect(controls.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controls.isVisible()).toBe(false);
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  test('Scenario: a pointer move shows them and starts the 3 s again', () => {
    const { controls, onChange } = setup();
    controls.setPlaying(true);
    vi.advanceTimersByTime(2000);
    controls.reveal();
    vi.advanceTimersByTime(2999);
    expect(controls.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controls.isVisible()).toBe(false);
    controls.reveal();
    expect(onChange.mock.calls).toEqual([[false], [true]]);
  });

  test('Scenario: paused controls never hide; pausing shows hidden controls', () => {
    const { controls } = setup();
    vi.advanceTimersByTime(60_000);
    expect(controls.isVisible()).toBe(true);
    controls.setPlaying(true);
    vi.advanceTimersByTime(3000);
    expect(controls.isVisible()).toBe(false);
    controls.setPlaying(false);
    expect(controls.isVisible()).toBe(true);
    vi.advanceTimersByTime(60_000);
    expect(controls.isVisible()).toBe(true);
  });

  test('Scenario: a hold (focus, open menu) keeps them; the release restarts the full countdown', () => {
    const { controls } = setup();
    controls.setPlaying(true);
    vi.advanceTimersByTime(2500);
    controls.hold('menu');
    controls.hold('focus');
    vi.advanceTimersByTime(60_000);
    expect(controls.isVisible()).toBe(true);
    controls.release('menu');
    vi.advanceTimersByTime(60_000);
    expect(controls.isVisible()).toBe(true);
    controls.release('focus');
    vi.advanceTimersByTime(2999);
    expect(controls.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controls.isVisible()).toBe(false);
  });

  test('Scenario: releasing a hold that was never taken changes nothing', () => {
    const { controls, onChange } = setup();
    controls.setPlaying(true);
    vi.advanceTimersByTime(3000);
    controls.release('focus');
    expect(controls.isVisible()).toBe(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  test('Scenario: a short countdown for tests (300 ms)', () => {
    const { controls } = setup({ hideAfterMs: 300 });
    controls.setPlaying(true);
    vi.advanceTimersByTime(300);
    expect(controls.isVisible()).toBe(false);
  });

  test('Scenario: controlled by the machine, hidden only when it says so and nothing holds', () => {
    const { controls } = setup({ autoHide: false });
    controls.setPlaying(true);
    vi.advanceTimersByTime(60_000);
    expect(controls.isVisible()).toBe(true);
    controls.setExpired(true);
    expect(controls.isVisible()).toBe(false);
    controls.hold('menu');
    expect(controls.isVisible()).toBe(true);
    controls.release('menu');
    expect(controls.isVisible()).toBe(false);
    controls.setExpired(false);
    expect(controls.isVisible()).toBe(true);
  });

  test('Scenario: a tap on the picture hides showing controls at once; the next tap shows them for 3 s', () => {
    const { controls, onChange } = setup();
    controls.setPlaying(true);
    vi.advanceTimersByTime(1000);
    controls.conceal();
    expect(controls.isVisible()).toBe(false);
    controls.reveal();
    vi.advanceTimersByTime(2999);
    expect(controls.isVisible()).toBe(true);
    vi.advanceTimersByTime(1);
    expect(controls.isVisible()).toBe(false);
    expect(onChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  test('Scenario: a tap cannot hide paused or held controls', () => {
    const { controls } = setup();
    controls.conceal();
    expect(controls.isVisible()).toBe(true);
    controls.setPlaying(true);
    controls.hold('menu');
    controls.conceal();
    expect(controls.isVisible()).toBe(true);
    controls.release('menu');
    controls.conceal();
    expect(controls.isVisible()).toBe(false);
    controls.setPlaying(false);
    expect(controls.isVisible()).toBe(true);
  });

  test('Scenario: controlled by the machine, a tap hides them before its countdown ends', () => {
    const { controls } = setup({ autoHide: false });
    controls.setPlaying(true);
    controls.conceal();
    expect(controls.isVisible()).toBe(false);
    controls.reveal();
    expect(controls.isVisible()).toBe(true);
  });

  test('Scenario: dispose stops the countdown; playing again starts afresh', () => {
    const { controls } = setup();
    controls.setPlaying(true);
    controls.dispose();
    vi.advanceTimersByTime(10_000);
    expect(controls.isVisible()).toBe(true);
    controls.setPlaying(true);
    vi.advanceTimersByTime(3000);
    expect(controls.isVisible()).toBe(false);
  });
});
