// Apocalyte's small helpers for its screens: the table as an Apocalyte view, the names an
// instruction's phrase is filled with in the chosen language, and what the current step is about
// (the territories the map lights). The rules stay in src/games/apocalyte/.

import type { Territory } from '../../../src/games/apocalyte/map.ts';
import { isTerritory } from '../../../src/games/apocalyte/map.ts';
import type { Scenario } from '../../../src/games/apocalyte/setup.ts';
import type { Instruction } from '../../../src/games/apocalyte/state.ts';
import { onTheBoard, type Step, turnLines, turnSteps } from '../../../src/games/apocalyte/steps.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { fillPhrase, type PhraseNames } from '../../../src/games/apocalyte/words.ts';
import type { PublicState } from '../../../src/messages.ts';
import type { Phrase } from '../../../src/report.ts';
import { lazyModule } from '../seam.ts';
import type { Dict } from './i18n/index.ts';
import type { Highlight } from './map.tsx';

export type ApocalyteTable = PublicState<ApocalyteView>;

export function nameOf(dict: Dict, view: Pick<ApocalyteView, 'players'>, seat: number): string {
  return view.players[seat]?.name ?? dict.ac.seat(seat);
}

/** The scenario's noun for its Apocalytes (the game's generic name before one is chosen). */
export function apocalyteNoun(dict: Dict, scenario: Scenario | null) {
  return scenario ? dict.ac.apocalytes[scenario] : dict.ac.someApocalytes;
}

/**
 * The names a phrase's values are rendered with (words.ts's conventions), in `dict`'s language;
 * with `listed`, a list of territories names that many and counts the rest (the map shows them).
 */
export function phraseNames(
  dict: Dict,
  view: Pick<ApocalyteView, 'players' | 'scenario'>,
  listed?: number,
): PhraseNames {
  return {
    ...(listed === undefined
      ? {}
      : {
          list: (names: string[]) =>
            names.length > listed + 1
              ? `${names.slice(0, listed).join(', ')} ${dict.ac.andMore(names.length - listed)}`
              : names.join(', '),
        }),
    territory: (id) => (isTerritory(id) ? dict.ac.territory[id] : id),
    seat: (n) => nameOf(dict, view, n),
    apocalytes: (count) => {
      const noun = apocalyteNoun(dict, view.scenario);
      return count === 1 ? noun.one : noun.many;
    },
    scenario: (id) => dict.ac.scenario[id as Scenario] ?? id,
    place: dict.ac.place,
  };
}

/**
 * A phrase of the module in the chosen language; an unknown key shows the key itself. `listed`
 * cuts a list of territories to that many names.
 */
export function say(
  dict: Dict,
  view: Pick<ApocalyteView, 'players' | 'scenario'>,
  phrase: Phrase,
  templates: Readonly<Record<string, string>> = dict.ac.instructions,
  listed?: number,
): string {
  const template = Object.hasOwn(templates, phrase.key) ? templates[phrase.key] : undefined;
  return template === undefined
    ? phrase.key
    : fillPhrase(template, phrase, phraseNames(dict, view, listed));
}

/** The phrase values that name a territory (words.ts's conventions). */
const PLACES = ['territory', 'from', 'to', 'via', 'where'] as const;

/**
 * What the table is busy with, for the map: the pending choice's territory, the step waiting for
 * OK, the combat round in hand or announced, a move, else the step's or the turn's newest line's
 * territories (none at a turn's start).
 */
export function highlightOf(view: ApocalyteView): Highlight | undefined {
  const pending = view.pending;
  if (pending?.kind === 'choice') {
    const places: Territory[] = [pending.territory];
    if (pending.ask === 'quarantine') {
      places.push(pending.from);
      return { places, arrow: [pending.from, pending.territory] };
    }
    return { places };
  }
  // The step waiting for the table's OK first: its lines say where to act (a queued round
  // elsewhere comes after it).
  const now = turnSteps(view).now;
  const asked = pending?.kind === 'confirm' && now ? placesOf(now.lines) : undefined;
  if (asked) return asked;
  const task = view.tasks[0];
  if (task?.do === 'round') return { places: [task.territory] };
  // A round announced before its dice (AC54): where it will be fought, not the step before it.
  if (view.fight && pending?.kind === 'dice') return { places: [view.fight.territory] };
  if (task?.do === 'move' && task.to)
    return { places: [task.from, task.to], arrow: [task.from, task.to] };
  // Only the turn in hand's own lines: the last turn's places are not left lit into the next.
  return placesOf(now?.lines ?? turnLines(view).slice(-1));
}

/**
 * The game's last step with a change on the board (the 13th meteorite's fall, the last
 * Apocalytes removed): the end screen still tells it, and the map lights it.
 */
export function lastBoardStep(view: ApocalyteView): Step | undefined {
  const { now, done } = turnSteps(view);
  return [...done, ...(now ? [now] : [])].filter((step) => step.lines.some(onTheBoard)).at(-1);
}

/** At the end, the map lights where the last change on the board was. */
export function endHighlight(view: ApocalyteView): Highlight | undefined {
  const step = lastBoardStep(view);
  return step ? placesOf(step.lines) : undefined;
}

/**
 * Every territory the lines name (a round's head where it was fought, its changes where they go),
 * a move's `from` → `to` drawn as an arrow.
 */
function placesOf(lines: readonly Instruction[]): Highlight | undefined {
  const places = new Set<Territory>();
  let arrow: readonly [Territory, Territory] | undefined;
  for (const line of lines) {
    const values = line.phrase.values ?? {};
    for (const name of PLACES) {
      const id = values[name];
      if (typeof id === 'string' && isTerritory(id)) places.add(id);
    }
    // `territories` holds ids joined by commas (a deal, a placement, the movers drawn).
    if (typeof values.territories === 'string')
      for (const id of values.territories.split(',')) if (isTerritory(id)) places.add(id);
    const { from, to } = values;
    if (typeof from === 'string' && typeof to === 'string' && isTerritory(from) && isTerritory(to))
      arrow = [from, to];
  }
  if (places.size === 0) return undefined;
  return arrow ? { places: [...places], arrow } : { places: [...places] };
}

/** `Ann, Bob and Cleo` (the shell's `and`). */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}

/** The rules' parts a screen fetches the first time it needs them. */
export const oddsModule = lazyModule(() => import('../../../src/games/apocalyte/odds.ts'));
export const guardsModule = lazyModule(() => import('../../../src/games/apocalyte/guards.ts'));
