// Apophis's values derived from the table signal: the rocket, its points and exact odds, the
// launch on screen, the timer and the shuffle countdown. The rules are the core's (src/).

import { computed } from '@preact/signals';
import { launchOdds, type Odds, oddsInputProblem } from '../../../src/games/apophis/odds.ts';
import { pointsOf } from '../../../src/games/apophis/sections.ts';
import { shuffleLeft, timeLeft } from '../../../src/games/apophis/state.ts';
import type { ApophisState, ApophisView } from '../../../src/games/apophis/view.ts';
import { gameTable } from '../../model.ts';

/** The table, as an Apophis table (this view is only shown when `state.game` is apophis). */
export const apophisTable = gameTable<ApophisView>('apophis');

export const timerMsAt = (state: ApophisState, now: number) => timeLeft(state, now);
export const shuffleMsAt = (state: ApophisState, now: number) => shuffleLeft(state, now);

export const phase = computed(() => apophisTable.value?.phase ?? null);
export const rocket = computed(() => apophisTable.value?.rocket ?? []);
export const points = computed(() => pointsOf(rocket.value));

/** Exact odds of launching the rocket as it stands, or null with nothing (legal) to launch. */
export const odds = computed((): Odds | null => {
  const state = apophisTable.value;
  if (!state || state.rocket.length === 0) return null;
  const input = { rocket: state.rocket, variant: state.variant, apophis: state.apophis };
  if (oddsInputProblem(input)) return null;
  return launchOdds(input);
});

/** The launch to show: the one under way, or the last one until the table moves on. */
export const launch = computed(() => apophisTable.value?.launch ?? null);
