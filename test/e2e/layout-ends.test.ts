// The layout sweep (what a page must hold: layout.test.ts's opening), second half: every end with
// its report, Apogee's and Apocalyte's screens. Its own file so that it runs beside the first half.
import { expect, it } from 'vitest';
import { ENDS_FROM, STATES } from './layout-states.ts';
import { errors, sweep } from './layout-sweep.ts';

sweep(STATES.slice(STATES.findIndex((state) => state.name === ENDS_FROM)));

it('no page logged an error or threw', () => {
  expect(errors).toEqual([]);
});
