// Apocalyte on the big screen: the board as the main body (map.tsx), and a side panel with the
// stage and phase, what the table must do now, the live odds before a fight, the last
// instructions with their dice, each side's armies and the scenario's counters; at the end, the
// end screen (end.tsx) with the mission report. Laid out in layout.css.

import type { Fight } from '../../../src/games/apocalyte/fight.ts';
import type { Territory } from '../../../src/games/apocalyte/map.ts';
import {
  CURE_PARTS,
  EXTRA_ARMIES,
  type Mark,
  METEORITES,
} from '../../../src/games/apocalyte/setup.ts';
import type { Instruction } from '../../../src/games/apocalyte/state.ts';
import { onTheBoard, type Step, turnSteps } from '../../../src/games/apocalyte/steps.ts';
import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import type { PublicState } from '../../../src/messages.ts';
import type { Phrase } from '../../../src/report.ts';
import { Die } from '../../components/die.tsx';
import { lazyModule } from '../seam.ts';
import { ApocalyteEnd } from './end.tsx';
import { type Dict, t } from './i18n/index.ts';
import { ApocalyteMap } from './map.tsx';
import { PHONE_SIZED, useMedia } from './media.ts';
import {
  type ApocalyteTable,
  apocalyteNoun,
  guardsModule,
  highlightOf,
  nameOf,
  oddsModule,
  say,
} from './model.ts';
import { chanceOf, OutcomeBars } from './odds.tsx';
import './layout.css';

export function ApocalyteBigScreen(props: { state: ApocalyteTable; controlUrl: string | null }) {
  const { state } = props;
  const dict = t.value;
  if (state.stage === 'lobby') {
    return (
      <main class="body ac-body ac-lobby" data-testid="ac-big" data-stage="lobby">
        <div class="ac-board">
          <ApocalyteMap view={state} />
        </div>
        <aside class="ac-side">
          <h1 class="ac-title">{dict.ac.lobby}</h1>
          <Armies state={state} />
          <p class="ac-now">{dict.ac.pressStart}</p>
          <LobbyQr state={props.state} controlUrl={props.controlUrl} />
        </aside>
      </main>
    );
  }
  return (
    <main
      class="body ac-body"
      data-testid="ac-big"
      data-stage={state.stage}
      data-phase={state.phase}
    >
      <div class="ac-board">
        <Board state={state} />
      </div>
      <aside class="ac-side">
        {/* At the end the mission report tells the story: it takes the instructions' room. */}
        {state.stage === 'over' ? (
          <ApocalyteEnd state={state} />
        ) : (
          <>
            <Stage state={state} />
            <Now state={state} />
            <FightOdds state={state} />
            <Done state={state} />
          </>
        )}
        <Armies state={state} />
        <Counters state={state} />
      </aside>
    </main>
  );
}

/**
 * The board: whole on a big screen; on a phone's (the spectators' page) zoomed on the continent
 * in play, with a button for the whole board (follow.tsx).
 */
function Board({ state }: { state: ApocalyteTable }) {
  const phone = useMedia(PHONE_SIZED);
  const follow = phone ? followModule.get() : null;
  if (follow) return <follow.FollowMap view={state} />;
  return (
    <ApocalyteMap
      view={state}
      highlight={state.stage === 'over' ? undefined : highlightOf(state)}
    />
  );
}

// The zooming map serves a phone's page only: a big screen never fetches it (the whole board
// stands in the moment it takes).
const followModule = lazyModule(() => import('./follow.tsx'));

// The control link's QR code serves the lobby only: its component is fetched there.
const qrModule = lazyModule(() => import('../../components/qr.tsx'));

function LobbyQr(props: { state: PublicState; controlUrl: string | null }) {
  const qr = qrModule.get();
  return qr ? <qr.ControlQr {...props} /> : null;
}

const SETUP_PHASES = new Set(['deal', 'place', 'supplies', 'scenario', 'placement']);

/** The stage: set-up's step, the Apocalytes' turn, or whose turn with its step. */
function Stage({ state }: { state: ApocalyteTable }) {
  const dict = t.value.ac;
  const turn = state.phase === 'player' ? state.turn : null;
  const player = turn ? state.players[turn.seat] : undefined;
  // The scenario's starting placement is told before the first round: still the set-up.
  const setUp = SETUP_PHASES.has(state.phase) || state.round === 0;
  return (
    <section class="ac-stage" data-testid="ac-stage">
      <p class="ac-stage-head">
        <span class="muted">
          {setUp ? dict.setUp : dict.round(state.round)}
          {state.scenario ? ` · ${dict.scenario[state.scenario]}` : ''}
        </span>
      </p>
      {turn && player ? (
        <>
          <h2 class="ac-phase" data-testid="ac-phase">
            <span class="ac-letter" data-colour={player.colour}>
              {player.letter}
            </span>{' '}
            {dict.turnOf(player.name)}
          </h2>
          <ol class="ac-steps">
            {(['reinforce', 'move', 'combat'] as const).map((step) => (
              <li key={step} class={step === turn.step ? 'now' : ''} data-step={step}>
                {dict.step[step]}
                {step === 'reinforce' && step === turn.step && ` · ${dict.toPlace(turn.toPlace)}`}
                {step === 'move' && step === turn.step && ` · ${dict.movesLeft(turn.movesLeft)}`}
              </li>
            ))}
          </ol>
          {turn.step !== 'reinforce' && <Unfought state={state} />}
        </>
      ) : (
        <h2 class="ac-phase" data-testid="ac-phase">
          {
            dict.phase[
              state.round === 0 && state.phase === 'apocalytes' ? 'placement' : state.phase
            ]
          }
        </h2>
      )}
    </section>
  );
}

function Unfought({ state }: { state: ApocalyteTable }) {
  const dict = t.value.ac;
  if (state.unfought.length === 0) return <p class="ac-unfought good">{dict.allFought}</p>;
  return (
    <p class="ac-unfought" data-testid="ac-unfought">
      <span class="muted">{dict.toFight}</span>{' '}
      {state.unfought.map((territory) => dict.territory[territory]).join(', ')}
    </p>
  );
}

/**
 * What the table must do now (AC54): the combat round in hand announced before its dice, then its
 * dice by side; else the step in hand, its lines in order (each change on the board a line to
 * tick); else the dice awaited and what for, a choice asked, or a player's move.
 */
function Now({ state }: { state: ApocalyteTable }) {
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

/** Where the player whose turn it is fights next: the round in hand, else the unfought ones. */
function oddsPlaces(state: ApocalyteTable): Territory[] {
  const turn = state.phase === 'player' ? state.turn : null;
  if (!turn || turn.step === 'reinforce') return [];
  const task = state.tasks[0];
  if (task?.do === 'round')
    return task.by === 'players' && task.attack === null ? [task.territory] : [];
  if (state.pending) return [];
  // The first to fight: the side column has room for one; the phone shows them all.
  return state.unfought.slice(0, 1);
}

/** The live odds of the next round (and of fighting all three) where the player attacks. */
function FightOdds({ state }: { state: ApocalyteTable }) {
  const places = oddsPlaces(state);
  if (places.length === 0) return null;
  return (
    <section class="ac-odds" data-testid="ac-odds">
      {places.map((territory) => (
        <OddsOf key={territory} state={state} territory={territory} />
      ))}
    </section>
  );
}

function OddsOf({ state, territory }: { state: ApocalyteTable; territory: Territory }) {
  const dict = t.value;
  const odds = oddsModule.get()?.fightOdds(state, territory);
  if (!odds) return null;
  const noun = apocalyteNoun(dict, state.scenario);
  return (
    <div class="ac-odds-of" data-territory={territory}>
      <h2 class="ac-label">{dict.ac.odds(dict.ac.territory[territory])}</h2>
      {odds.note && <p class="muted ac-odds-note">{dict.ac.oddsNote[odds.note]}</p>}
      <OutcomeBars dict={dict} outcomes={odds.round.outcomes} noun={noun} />
      <p class="ac-odds-battle">
        {dict.ac.clearChance(
          noun.many,
          dict.ac.percent(chanceOf(odds.battle.cleared)),
          odds.battle.rounds,
        )}
      </p>
    </div>
  );
}

/** Rounds, quarantines, cures, terminal phases and mothership attacks: their dice are d6. */
const D6_KEYS = /^(round|quarantine|reroll|cure|terminal|mothership|spread)\./;

/** A deal names 21 territories: the side column names this many, the map lights them all. */
const LISTED = 6;

/** How many steps done the side column lists (the newest); the rest are counted. */
const DONE_LISTED = 4;

/** The turn's steps done, oldest first, one line each, ticked (AC54). */
function Done({ state }: { state: ApocalyteTable }) {
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

/** Each side's armies on the whole board, with letters as on the map. */
function Armies({ state }: { state: ApocalyteTable }) {
  const dict = t.value;
  const noun = apocalyteNoun(dict, state.scenario);
  return (
    <section class="ac-armies" data-testid="ac-armies">
      <h2 class="ac-label">{state.stage === 'over' ? dict.ac.armiesLeft : dict.ac.armies}</h2>
      <ul>
        {state.players.map((player, seat) => (
          <li key={player.letter} data-testid={`ac-armies-${seat}`}>
            <span class="ac-letter" data-colour={player.colour}>
              {player.letter}
            </span>
            <span class="ac-who">{player.name}</span>
            <strong>{state.armies.players[seat] ?? 0}</strong>
          </li>
        ))}
        <li data-testid="ac-armies-apocalytes">
          <span class="ac-letter apocalytes" data-colour="green">
            ☣
          </span>
          <span class="ac-who">{noun.many}</span>
          <strong>{state.armies.apocalytes}</strong>
        </li>
      </ul>
    </section>
  );
}

/** The scenario's own counters: the cure, the mothership, the meteorites, the marks on the board. */
function Counters({ state }: { state: ApocalyteTable }) {
  const dict = t.value.ac;
  if (!state.scenario) return null;
  const scenario = state.scenario;
  const marks = new Map<Mark, number>();
  for (const ground of Object.values(state.board)) {
    if (ground.mark) marks.set(ground.mark, (marks.get(ground.mark) ?? 0) + 1);
  }
  const lines: string[] = [];
  if (state.scenario === 'infection') lines.push(dict.cure(state.cure, CURE_PARTS));
  if (state.scenario === 'aliens')
    lines.push(state.mothershipDown ? dict.mothershipDown : dict.mothershipUp);
  if (state.scenario === 'meteor') lines.push(dict.meteorites(state.meteorites, METEORITES));
  for (const [mark, n] of marks) {
    if (mark !== 'mothership') lines.push(dict.marksOnBoard(n, dict.mark[mark]));
  }
  if (lines.length === 0) return null;
  return (
    <section class="ac-counters" data-testid="ac-counters">
      <h2 class="ac-label">
        {dict.counters} · {dict.scenario[scenario]}
      </h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
