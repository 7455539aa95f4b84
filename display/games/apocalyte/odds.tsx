// The odds of a fight as both screens draw them, from the module's exact outcomes (fightOdds in
// src/games/apocalyte/odds.ts): a bar per outcome with its short label and percent, and the
// battle's headline figures. Only arithmetic on the module's chances lives here, no rule.

import type { Chance } from '../../../src/games/apocalyte/chance.ts';
import type { FightOutcome } from '../../../src/games/apocalyte/odds.ts';
import type { Dict } from './i18n/index.ts';

type Noun = Dict['ac']['army'];

export const chanceOf = (chance: Chance) => chance.numerator / chance.denominator;

/** An outcome in short words: `−1 zombie · −1 army · +1 zombie`, or `no loss`. */
export function outcomeWords(dict: Dict, outcome: FightOutcome, noun: Noun): string {
  const ac = dict.ac;
  const words = [
    outcome.apocalyteLosses > 0 ? ac.lose(outcome.apocalyteLosses, noun) : null,
    outcome.playerLosses > 0 ? ac.lose(outcome.playerLosses, ac.army) : null,
    outcome.added > 0 ? ac.gain(outcome.added, noun) : null,
    outcome.gained > 0 ? ac.gain(outcome.gained, ac.army) : null,
  ].filter((w): w is string => w !== null);
  return words.length > 0 ? words.join(' · ') : ac.noLoss;
}

/** One bar per outcome, in the module's order (the attacker's losses rising). */
export function OutcomeBars(props: {
  dict: Dict;
  outcomes: readonly FightOutcome[];
  noun: Noun;
  testId?: string;
}) {
  const { dict, noun } = props;
  return (
    <ul class="ac-bars" data-testid={props.testId}>
      {props.outcomes.map((outcome) => {
        const p = chanceOf(outcome.chance);
        const key = `${outcome.apocalyteLosses}-${outcome.playerLosses}-${outcome.added}-${outcome.gained}`;
        return (
          <li key={key} class="ac-bar">
            <span class="ac-bar-words">{outcomeWords(dict, outcome, noun)}</span>
            <span class="ac-bar-track">
              <span class="ac-bar-fill" style={{ width: `${Math.round(p * 100)}%` }} />
            </span>
            <strong class="ac-bar-p">{dict.ac.percent(p)}</strong>
          </li>
        );
      })}
    </ul>
  );
}

/** The armies the attacker loses and the Apocalytes removed, each weighed by its exact chance. */
export function meanLosses(outcomes: readonly FightOutcome[]): {
  players: number;
  apocalytes: number;
} {
  let players = 0;
  let apocalytes = 0;
  for (const o of outcomes) {
    const p = chanceOf(o.chance);
    players += p * o.playerLosses;
    apocalytes += p * o.apocalyteLosses;
  }
  return { players, apocalytes };
}
