// The big screen's "now" column for Apocalyte (./big-screen.tsx places it): what the table must
// do now (the round in hand with its dice by side, else the step in hand line by line, else the
// dice or the answer awaited), the extra armies left at set-up, and the turn's steps done.

import type { Fight } from '../../../src/games/apocalyte/fight.ts';
import { EXTRA_ARMIES } from '../../../src/games/apocalyte/setup.ts';
import type { Instruction } from '../../../src/games/apocalyte/state.ts';
import { onTheBoard, type Step, turnSteps } from '../../../src/games/apocalyte/steps.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import type { Phrase } from '../../../src/report.ts';
import { Die } from '../../components/die.tsx';
import { type Dict, t } from './i18n/index.ts';
import { type ApocalyteTable, apocalyteNoun, guardsModule, nameOf, say } from './model.ts';
import { QuarantineCard } from './quarantine.tsx';

/**
 * What the table must do now (AC54): the combat round in hand announced before its dice, then its
 * dice by side; else the step in hand, its lines in order (each change on the board a line to
 * tick); else the dice awaited and what for, a choice asked, or a player's move.
 */
export function Now({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const { now } = turnSteps(state);
  const fight = announced(state);
  return (
    <section class="ac-now" data-testid="ac-now" data-pending={state.pending?.kind ?? 'none'}>
      <h2 class="ac-label">{dict.ac.now}</h2>
      {fight ? (
        <FightCard state={state} fight={fight} />
      ) : (
        now && <StepLines state={state} step={now} />
      )}
      {(fight || !now || state.pending?.kind !== 'confirm') && (
        <p class="ac-now-text" data-testid="ac-now-text">
          {nowText(dict, state)}
        </p>
      )}
      {now && state.pending?.kind === 'confirm' && !fight && (
        <p class="ac-now-text" data-testid="ac-now-text">
          {dict.ac.confirm}
        </p>
      )}
      {state.pending?.kind === 'choice' && state.pending.ask === 'quarantine' && (
        <QuarantineCard state={state} />
      )}
      {state.phase === 'place' && !state.pending && <ExtraLeft state={state} />}
    </section>
  );
}

/** The round in hand while its dice or a question about them are awaited (AC4, AC5). */
function announced(state: ApocalyteTable): Fight | null {
  const fight = state.fight;
  if (!fight || !state.pending || state.pending.kind === 'confirm') return null;
  if (state.pending.kind === 'choice' && state.pending.ask === 'target') return null;
  return fight;
}

/** Who attacks whom where, with how many dice each side, and their dice once rolled, by side. */
function FightCard({ state, fight }: { state: ApocalyteTable; fight: Fight }) {
  const dict = t.value;
  const noun = apocalyteNoun(dict, state.scenario);
  const player = nameOf(dict, state, fight.seat);
  const [attacker, defender] = fight.by === 'players' ? [player, noun.many] : [noun.many, player];
  const head: Phrase = {
    key:
      fight.kind === 'quarantine'
        ? 'quarantine.fails'
        : fight.by === 'players'
          ? 'round.attack'
          : 'round.attacked',
    values: { seat: fight.seat, territory: fight.territory },
  };
  return (
    <div class="ac-fight" data-testid="ac-fight" data-by={fight.by}>
      <p class="ac-fight-head">
        {fight.kind === 'quarantine'
          ? dict.ac.quarantineRound(noun.many, dict.ac.territory[fight.territory], player)
          : say(dict, state, head)}
      </p>
      <p class="ac-fight-count">{dict.ac.diceAgainst(fight.count.attack, fight.count.defence)}</p>
      {fight.attack && fight.defence && (
        <SplitDice
          attacker={attacker}
          defender={defender}
          attack={fight.attack}
          defence={fight.defence}
        />
      )}
    </div>
  );
}

/** A round's dice, the attacker's beside the defender's, each side named. */
function SplitDice(props: {
  attacker: string;
  defender: string;
  attack: readonly number[];
  defence: readonly number[];
}) {
  return (
    <div class="ac-split" data-testid="ac-split">
      <div class="ac-side-dice" data-side="attack">
        <span class="ac-side-name">{props.attacker}</span>
        <span class="ac-dice">
          {props.attack.map((value, index) => (
            <Die key={index} value={value} />
          ))}
        </span>
      </div>
      <span class="ac-versus" aria-hidden="true">
        ⚔
      </span>
      <div class="ac-side-dice" data-side="defence">
        <span class="ac-side-name">{props.defender}</span>
        <span class="ac-dice">
          {props.defence.map((value, index) => (
            <Die key={index} value={value} />
          ))}
        </span>
      </div>
    </div>
  );
}

/** A round's sides from its head line: who attacked, who defended (words.ts's round keys). */
function sidesOf(state: ApocalyteTable, line: Instruction): [string, string] | null {
  const dict = t.value;
  const key = line.phrase.key;
  const noun = apocalyteNoun(dict, state.scenario);
  const seat = Number(line.phrase.values?.seat);
  const player = Number.isInteger(seat) ? nameOf(dict, state, seat) : '';
  if (key === 'round.attack') return [player, noun.many];
  if (key === 'round.attacked') return [noun.many, player];
  if (key === 'quarantine.fails' || key === 'quarantine.holds')
    return [noun.many, dict.ac.defenders];
  return null;
}

/** The step in hand: its lines in the order told, each change on the board marked to do. */
function StepLines({ state, step }: { state: ApocalyteTable; step: Step }) {
  const dict = t.value;
  const todo = step.lines.filter(onTheBoard).length;
  return (
    <ol class="ac-step" data-testid="ac-step" data-lines={step.lines.length}>
      {step.lines.map((line, index) => {
        const sides = line.attack !== undefined ? sidesOf(state, line) : null;
        const board = onTheBoard(line);
        return (
          <li
            key={`${line.at}-${index}`}
            class={board ? 'ac-do' : 'ac-info'}
            data-key={line.phrase.key}
            data-testid={index === step.lines.length - 1 ? 'ac-newest' : undefined}
          >
            {board && todo > 1 && (
              <span class="ac-box" aria-hidden="true">
                ☐
              </span>
            )}
            <span class="ac-said">{say(dict, state, line.phrase, undefined, LISTED)}</span>
            {sides && line.attack !== undefined ? (
              <SplitDice
                attacker={sides[0]}
                defender={sides[1]}
                attack={line.dice.slice(0, line.attack)}
                defence={line.dice.slice(line.attack)}
              />
            ) : (
              line.dice.length > 0 && <Dice instruction={line} />
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function nowText(dict: Dict, state: ApocalyteView): string {
  const ac = dict.ac;
  const pending = state.pending;
  const noun = apocalyteNoun(dict, state.scenario);
  const name = (seat: number) => nameOf(dict, state, seat);
  if (pending?.kind === 'dice') {
    const purpose = (ac.diceFor as Readonly<Record<string, string>>)[pending.for];
    const roll = ac.roll(pending.dice.count, pending.dice.sides);
    return purpose ? ac.rollFor(roll, purpose) : roll;
  }
  if (pending?.kind === 'confirm') return ac.confirm;
  if (pending?.kind === 'choice') {
    const where = ac.territory[pending.territory];
    if (pending.ask === 'target')
      return ac.askTarget(noun.many, where, pending.seats.map(name).join(', '));
    if (pending.ask === 'quarantine')
      return ac.askQuarantine(name(pending.seat), where, noun.many, ac.territory[pending.from]);
    return ac.askReroll(name(pending.seat), pending.dice.join(' '));
  }
  const turn = state.turn;
  if (state.phase === 'player' && turn) {
    const who = name(turn.seat);
    if (turn.step === 'reinforce') return ac.doReinforce(who, turn.toPlace);
    if (turn.step === 'move') return ac.doMove(who);
    return state.unfought.length > 0 ? ac.doCombat(who) : ac.doEndTurn(who);
  }
  switch (state.phase) {
    case 'deal':
      return ac.doDeal;
    case 'place':
      return ac.doPlace(EXTRA_ARMIES[state.players.length] ?? 0);
    case 'supplies':
      return ac.doSupplies;
    case 'scenario':
      return ac.doScenario;
    default:
      return ac.confirm;
  }
}

/** AC2: each player's extra armies still to place. */
function ExtraLeft({ state }: { state: ApocalyteTable }) {
  const dict = t.value.ac;
  const quota = EXTRA_ARMIES[state.players.length] ?? 0;
  const guards = guardsModule.get();
  if (!guards) return null;
  return (
    <ul class="ac-extra" data-testid="ac-extra">
      {state.players.map((player, seat) => (
        <li key={player.letter} data-colour={player.colour}>
          <span class="ac-letter" data-colour={player.colour}>
            {player.letter}
          </span>{' '}
          {dict.extraLeft(player.name, quota - guards.extraPlaced(state, seat))}
        </li>
      ))}
    </ul>
  );
}

/** Rounds, quarantines, cures, terminal phases and mothership attacks: their dice are d6. */
const D6_KEYS = /^(round|quarantine|reroll|cure|terminal|mothership|spread)\./;

/** A deal names 21 territories: the side column names this many, the map lights them all. */
const LISTED = 6;

/** How many steps done the side column lists (the newest); the rest are counted. */
const DONE_LISTED = 4;

/** The turn's steps done, oldest first, one line each, ticked (AC54). */
export function Done({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const { done } = turnSteps(state);
  if (done.length === 0) return null;
  const shown = done.slice(-DONE_LISTED);
  return (
    <section class="ac-done" data-testid="ac-done">
      <h2 class="ac-label">{dict.ac.doneThisTurn(done.length)}</h2>
      <ol class="ac-told">
        {shown.map((step, index) => (
          <li
            key={`${step.lines[0]?.at}-${done.length - shown.length + index}`}
            data-key={step.lines[0]?.phrase.key}
          >
            <span class="ac-tick" aria-hidden="true">
              ✓
            </span>{' '}
            {step.lines.map((line) => say(dict, state, line.phrase, undefined, 2)).join(' · ')}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Dice({ instruction }: { instruction: Instruction }) {
  const d6 =
    D6_KEYS.test(instruction.phrase.key) && instruction.dice.every((v) => v >= 1 && v <= 6);
  return (
    <span class="ac-dice" data-testid="ac-dice">
      {instruction.dice.map((value, index) =>
        d6 ? (
          <Die key={index} value={value} />
        ) : (
          <span key={index} class="ac-die-chip" data-value={value}>
            {value}
          </span>
        ),
      )}
    </span>
  );
}
