// Apocalyte on the big screen: the board as the main body (map.tsx), and a side panel with the
// stage and phase, what the table must do now and the turn's steps done (now.tsx), the live odds
// before a fight, each side's armies and the scenario's counters; at the end, the end screen
// (end.tsx) with the mission report. Laid out in layout.css.

import type { Territory } from '../../../src/games/apocalyte/map.ts';
import { CURE_PARTS, type Mark, METEORITES } from '../../../src/games/apocalyte/setup.ts';
import type { PublicState } from '../../../src/messages.ts';
import { lazyModule } from '../seam.ts';
import { ApocalyteEnd } from './end.tsx';
import { t } from './i18n/index.ts';
import { ApocalyteMap } from './map.tsx';
import { PHONE_SIZED, useMedia } from './media.ts';
import {
  type ApocalyteTable,
  apocalyteNoun,
  endHighlight,
  highlightOf,
  oddsModule,
} from './model.ts';
import { Done, Now } from './now.tsx';
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
        {/* At the end the goal and the last change tell the scenario's counters' story: their
            section left out keeps a 720p end whole (issue 32). */}
        {state.stage !== 'over' && <Counters state={state} />}
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
      highlight={state.stage === 'over' ? endHighlight(state) : highlightOf(state)}
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
