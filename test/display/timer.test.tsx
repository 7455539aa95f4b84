// @vitest-environment happy-dom
// The timer: mm:ss and tenths, its colour bands, drawn from the deadline and the clock offset,
// and the frame loop writing one text node rather than re-rendering.

import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { formatTimer, median, timerTone } from '../../display/clock.ts';
import { drawTimer, Timer } from '../../display/games/apophis/timer.tsx';
import { clockOffset, serverNow } from '../../display/model.ts';
import { actions } from '../../src/games/apophis/actions.ts';
import { byTestId, feed, mount, playThrough, resetModel, T0, unmountAll } from './fixtures.tsx';

const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

beforeEach(resetModel);
afterEach(unmountAll);

describe('formatTimer', () => {
  test('minutes and seconds, rounded up so a full minute reads 01:00', () => {
    expect(formatTimer(600_000)).toBe('10:00');
    expect(formatTimer(65_000)).toBe('01:05');
    expect(formatTimer(60_000)).toBe('01:00');
    expect(formatTimer(59_001)).toBe('01:00');
    expect(formatTimer(10_000)).toBe('00:10');
  });
  test('tenths in the last ten seconds, never below zero', () => {
    expect(formatTimer(9_999)).toBe('00:09.9');
    expect(formatTimer(9_500)).toBe('00:09.5');
    expect(formatTimer(450)).toBe('00:00.4');
    expect(formatTimer(0)).toBe('00:00.0');
    expect(formatTimer(-5_000)).toBe('00:00.0');
  });
});

test('the colour moves from calm to urgent at 60 and 30 seconds', () => {
  expect(timerTone(60_001)).toBe('calm');
  expect(timerTone(60_000)).toBe('warn');
  expect(timerTone(30_001)).toBe('warn');
  expect(timerTone(30_000)).toBe('urgent');
});

test('the clock offset is the median round trip: one slow sample does not move it', () => {
  expect(median([10, 12, 900, 11, 9])).toBe(11);
  expect(median([4, 2])).toBe(3);
  expect(median([])).toBe(0);
});

describe('drawTimer', () => {
  test('draws the running timer from the server deadline at the given server time', () => {
    const state = feed(playThrough([actions.start(T0)], { timerSeconds: 600 }));
    const element = document.createElement('div');
    element.textContent = '--:--';
    const deadline = state.timer.deadline as number;
    drawTimer(element, deadline - 65_000);
    expect(element.textContent).toBe('01:05');
    expect(element.dataset.tone).toBe('calm');
    const node = element.firstChild;
    drawTimer(element, deadline - 45_000);
    expect(element.textContent).toBe('00:45');
    expect(element.dataset.tone).toBe('warn');
    drawTimer(element, deadline - 9_500);
    expect(element.textContent).toBe('00:09.5');
    expect(element.dataset.tone).toBe('urgent');
    expect(element.firstChild).toBe(node); // the same text node, only its data changes
  });

  test('a paused game shows the time left at the pause, whatever the clock says', () => {
    feed(playThrough([actions.start(T0), actions.pause(T0 + 15_000)], { timerSeconds: 600 }));
    const element = document.createElement('div');
    drawTimer(element, T0 + 500_000);
    expect(element.textContent).toBe('09:45');
  });

  test('serverNow adds the measured offset to the local clock', () => {
    clockOffset.value = 5_000;
    const before = Date.now();
    const now = serverNow();
    expect(now - before).toBeGreaterThanOrEqual(5_000);
    expect(now - Date.now()).toBeLessThanOrEqual(5_000);
  });
});

test('the Timer component draws every frame into one text node', async () => {
  // A lobby timer does not run, so what it shows does not depend on when the frame comes.
  feed(playThrough([], { timerSeconds: 725 }));
  const root = mount(<Timer />);
  const timer = byTestId(root, 'timer');
  await nextFrame();
  expect(timer.textContent).toBe('12:05');
  const node = timer.firstChild;
  feed(playThrough([], { timerSeconds: 480 }));
  await nextFrame();
  expect(timer.textContent).toBe('08:00');
  expect(timer.firstChild).toBe(node);
});
