// The control page (`/control?token=…`), for any game: one column for a phone, touch targets of
// 48 px or more. The shell draws a one-line header (so the game's own bar comes high on a phone),
// the virtual box, "End this game" for every game while one runs (what it loses told by the game's
// view when it can) and, at the foot, the language switch; the game's view draws its panels, each
// button lit or dimmed by the game's own guards.

import { useRef } from 'preact/hooks';
import { BUTTONS, type Button, LAMP_BIT } from '../../src/buttons.ts';
import type { Command, PublicState } from '../../src/messages.ts';
import { BoxDigits } from '../components/box-digits.tsx';
import { Die } from '../components/die.tsx';
import { EndGame } from '../components/end-game.tsx';
import { GameViewMissing, gameView } from '../components/game-view.tsx';
import { awake, useKeepAwake } from '../components/keep-awake.ts';
import { Seal } from '../components/seal.tsx';
import {
  EndedNote,
  LanguageSwitch,
  LinkState,
  Notices,
  PausedWhy,
  RefusalLine,
} from '../components/status.tsx';
import { GAME_CONTROLS, GAME_TITLES } from '../games/index.ts';
import { type GameViews, lazyModule, type Send } from '../games/seam.ts';
import { t } from '../i18n/index.ts';
import { table } from '../model.ts';
import { routeOf } from '../route.ts';
import { PhoneTeach, TeachChoice } from '../teach/teach.tsx';
import './control.css';

/** The volunteer's queue (a convention's groups), a chunk of its own fetched with the token. */
const queueModule = lazyModule(() => import('../queue/panel.tsx'));

function LazyQueue() {
  const token = new URLSearchParams(location.search).get('token');
  const route = routeOf(location.pathname);
  const queue = token ? queueModule.get() : null;
  if (!token || !queue || !('base' in route)) return null;
  return <queue.QueuePanel base={route.base} token={token} />;
}

/** Held this long, a virtual box button is a long press (the box's own threshold). */
export const LONG_PRESS_MS = 800;

export function Control({
  send,
  views = GAME_CONTROLS,
  titles = GAME_TITLES,
}: {
  send: Send | null;
  /** The games' views (a test brings its own registry's). */
  views?: GameViews;
  /** The games the lobby offers, by id (the same registry's titles). */
  titles?: Readonly<Record<string, string>>;
}) {
  const state = table.value;
  const dict = t.value;
  const view = state ? gameView(views, state.game) : null;
  const act = send ?? (() => undefined);
  // The phone's screen stays awake while a game runs (paused too), and may sleep in the lobby.
  useKeepAwake(state?.status === 'playing' || state?.status === 'paused');
  return (
    <div
      class="control"
      data-testid="control"
      data-game={state?.game ?? 'none'}
      data-awake={awake.value}
    >
      <header>
        <h1>{dict.control.title}</h1>
        <LinkState />
        <Seal sealed={state?.sealed} />
      </header>
      <PausedWhy state={state} />
      {!send && (
        <p class="refusal" data-testid="read-only">
          {dict.control.readOnly}
        </p>
      )}
      {!state && <p class="muted">{dict.control.waiting}</p>}
      <EndedNote state={state} class="card notice" />
      {state && send && (state.status === 'lobby' || state.status === 'over') && (
        <GameChoice current={state.game} send={send} titles={titles} />
      )}
      {state && send && <TeachChoice state={state} view={view} send={send} />}
      {state && <PhoneTeach state={state} view={view} send={send} />}
      {state &&
        view &&
        (typeof view === 'string' ? (
          <GameViewMissing game={state.game} why={view} />
        ) : (
          <view.Control state={state} send={act} />
        ))}
      {state && send && (state.status === 'playing' || state.status === 'paused') && (
        <EndGame
          state={state}
          send={send}
          Loses={view && typeof view !== 'string' ? view.EndLoses : undefined}
        />
      )}
      {state && send && <LazyQueue />}
      {state?.box.source === 'virtual' && <VirtualBox state={state} send={act} />}
      <LanguageSwitch />
      <Notices />
    </div>
  );
}

/**
 * Which game the table plays, chosen in the lobby (or after a game): each button sets the
 * table to that game as its own lobby has it, and the game's set-up panel takes over.
 */
function GameChoice(props: {
  current: string;
  send: Send;
  titles: Readonly<Record<string, string>>;
}) {
  const { current, send } = props;
  const dict = t.value;
  return (
    <section class="card game-choice" data-testid="game-choice">
      <h2>{dict.control.game}</h2>
      <div class="choices">
        {Object.entries(props.titles).map(([id, title]) => (
          <button
            key={id}
            type="button"
            data-testid={`choose-game-${id}`}
            aria-pressed={id === current}
            onClick={() => {
              if (id !== current) send({ type: 'newGame', game: id } as Command, 'table');
            }}
          >
            {title}
          </button>
        ))}
      </div>
    </section>
  );
}

/** The virtual box: five buttons (press, or hold 800 ms for a long press), lit as its lamps are, and its die. */
function VirtualBox({ state, send }: { state: PublicState; send: Send }) {
  const dict = t.value;
  const downAt = useRef<Record<string, number>>({});
  const release = (button: Button) => {
    const at = downAt.current[button];
    if (at === undefined) return;
    delete downAt.current[button];
    const gesture = performance.now() - at >= LONG_PRESS_MS ? 'LONG' : 'PRESS';
    send({ type: 'press', button, gesture }, 'box');
  };
  const face = state.box.face ? state.box.face : null;
  // The box's lamps as the service last set them: the buttons that do something now.
  const lamps = state.box.lamps ?? 0;
  return (
    <section class="card virtual-box" data-testid="virtual-box">
      <h2>{dict.control.virtualBox}</h2>
      <Die value={face} rolling={state.box.rolling === true} />
      {state.box.screen && <BoxDigits screen={state.box.screen} />}
      <div class="box-buttons">
        {BUTTONS.map((button) => (
          <button
            key={button}
            type="button"
            data-testid={`box-${button}`}
            class={lamps & LAMP_BIT[button] ? 'lit' : undefined}
            data-lit={lamps & LAMP_BIT[button] ? 'true' : 'false'}
            onPointerDown={() => {
              downAt.current[button] = performance.now();
            }}
            onPointerUp={() => release(button)}
            onPointerLeave={() => delete downAt.current[button]}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                send({ type: 'press', button, gesture: event.shiftKey ? 'LONG' : 'PRESS' }, 'box');
              }
            }}
          >
            {button}
          </button>
        ))}
      </div>
      <p class="muted">{dict.control.longPress}</p>
      <RefusalLine place="box" />
    </section>
  );
}
