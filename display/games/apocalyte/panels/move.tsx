// A player's turn on the phone, play 2: up to two moves (armies, supplies, a permission), then the end of the moves.

import { useState } from 'preact/hooks';
import { forbidden } from '../../../../src/games/apocalyte/guards.ts';
import { ADJACENT, type Territory } from '../../../../src/games/apocalyte/map.ts';
import { CARRIED_SUPPLIES } from '../../../../src/games/apocalyte/setup.ts';
import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { Stepper } from '../../../components/stepper.tsx';
import type { ApocalyteTable } from '../model.ts';
import type { Panel } from './parts.tsx';
import { TerritoryPicker } from './picker.tsx';
import { t } from './words.ts';

type Way = { to: Territory; via?: Territory };

/**
 * Where armies may go from `from`: each neighbour, and (turn play 2's last rule) the far side of
 * a neighbour no army may end a turn in; the guard judges each order.
 */
function waysFrom(state: ApocalyteTable, from: Territory): Way[] {
  const ways: Way[] = ADJACENT[from].map((to) => ({ to }));
  for (const via of ADJACENT[from]) {
    if (!forbidden(state, state.board[via], 0)) continue;
    for (const to of ADJACENT[via]) {
      if (to !== from && !ADJACENT[from].includes(to)) ways.push({ to, via });
    }
  }
  return ways;
}

/** Turn play 2: a move (from, to, armies, supplies, permission), up to two; then the moves end. */
export function MovePanel({ state, table }: Panel) {
  const dict = t.value;
  const turn = state.turn;
  const [from, setFrom] = useState<Territory | null>(null);
  const [way, setWay] = useState<Way | null>(null);
  const [armies, setArmies] = useState(1);
  const [supplies, setSupplies] = useState(0);
  const [permission, setPermission] = useState(false);
  if (!turn) return null;
  const mine = (x: Territory) => (state.board[x].armies[turn.seat] ?? 0) > 0;
  const here = from ? (state.board[from].armies[turn.seat] ?? 0) : 0;
  const ways = from ? waysFrom(state, from) : [];
  const pickFrom = (x: Territory) => {
    setFrom(x);
    setWay(null);
    setArmies(1);
    setSupplies(0);
  };
  return (
    <section class="card" data-testid="move-panel">
      <h2>{dict.ap.moveTitle(turn.movesLeft)}</h2>
      <div class="ap-move-order">
        <Act table={table} command={{ type: 'endMoves' }} place="turn" testId="end-moves">
          {dict.ap.endMoves}
        </Act>
      </div>
      {from && way && (
        <div class="ap-sticky-actions ap-move-form" data-testid="move-form">
          <p>
            <strong>{dict.ac.territory[from]}</strong> →{' '}
            <strong>{dict.ac.territory[way.to]}</strong>
            {way.via && ` (${dict.ap.via(dict.ac.territory[way.via])})`}
          </p>
          <Stepper
            label={dict.ap.armies}
            value={armies}
            min={1}
            max={Math.max(1, here)}
            testId="move-armies"
            onChange={setArmies}
          />
          {here > 2 && (
            // A move's usual size in one tap: every army there but the one that stays.
            <button
              type="button"
              class="ap-all-but-one"
              data-testid="move-all-but-one"
              aria-pressed={armies === here - 1}
              onClick={() => setArmies(here - 1)}
            >
              {dict.ap.allButOne(here - 1)}
            </button>
          )}
          <Stepper
            label={dict.ap.supplies}
            value={supplies}
            max={CARRIED_SUPPLIES}
            testId="move-supplies"
            onChange={setSupplies}
          />
          <label class="ap-check">
            <input
              type="checkbox"
              data-testid="move-permission"
              checked={permission}
              onChange={(event) => setPermission((event.target as HTMLInputElement).checked)}
            />{' '}
            {dict.ap.permission}
          </label>
          <Act
            table={table}
            send={(command, place) => {
              table.send(command, place);
              setFrom(null);
              setWay(null);
            }}
            command={{
              type: 'move',
              from,
              to: way.to,
              ...(way.via ? { via: way.via } : {}),
              armies,
              supplies,
              ...(permission ? { permission: true } : {}),
            }}
            place="turn"
            testId="move-send"
            class="primary"
            reason
          >
            {dict.ap.move}
          </Act>
        </div>
      )}
      <RefusalLine place="turn" />
      <h3>{from ? dict.ap.toHelp(dict.ac.territory[from]) : dict.ap.fromHelp}</h3>
      {/* One map for both ends: the origin first, then a destination (the origin again: undone). */}
      <TerritoryPicker
        state={state}
        testPrefix="move-from"
        pick={pickFrom}
        shown={mine}
        chosen={(x) => x === from}
        canTap={(x) => (from ? x === from || ways.some((w) => w.to === x) : mine(x))}
        tap={(x) => {
          if (!from) pickFrom(x);
          else if (x === from) {
            setFrom(null);
            setWay(null);
          } else setWay(ways.find((w) => w.to === x) ?? null);
        }}
        highlight={{
          places: ways.map((w) => w.to),
          ...(from && way ? { arrow: [from, way.to] as const } : {}),
        }}
      />
      {from && (
        <>
          <h3>{dict.ap.to}</h3>
          <div class="ap-territories" data-testid="move-to-board">
            {ways.map((w) => (
              <button
                key={`${w.to}-${w.via ?? ''}`}
                type="button"
                class="ap-territory"
                data-testid={`move-to-${w.to}${w.via ? `-via-${w.via}` : ''}`}
                aria-pressed={way?.to === w.to && way?.via === w.via}
                onClick={() => setWay(w)}
              >
                <span class="ap-territory-name">
                  {dict.ac.territory[w.to]}
                  {w.via && ` (${dict.ap.via(dict.ac.territory[w.via])})`}
                </span>
              </button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
