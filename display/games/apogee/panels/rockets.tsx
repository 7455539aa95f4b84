// Apogee's rockets on the phone, card by card: a player's tab, their cards (edit, remove), and the
// card's form (kind, the technology its text names, thrust, mass, flags, crew, name) built or
// corrected under the module's guard.

import { useState } from 'preact/hooks';
import type { ApogeeCommand, CardFields } from '../../../../src/games/apogee/actions.ts';
import { cardProblem } from '../../../../src/games/apogee/rocket.ts';
import {
  CARD_KINDS,
  type CardKind,
  MAX_CARD_COUNT,
  MAX_CARD_VALUE,
  TECH_KIND,
  TECHS,
  type Tech,
} from '../../../../src/games/apogee/setup.ts';
import type { Card } from '../../../../src/games/apogee/state.ts';
import { Act, type PanelOf } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { lang } from '../../../i18n/index.ts';
import { decimal } from '../../../i18n/numbers.ts';
import { t } from '../i18n/index.ts';
import type { ApogeeTable } from '../model.ts';
import { ColourTag } from '../pieces.tsx';
import { ValuePick } from './value-pick.tsx';

type Panel = PanelOf<ApogeeTable>;

type Draft = {
  kind: CardKind;
  tech: Tech | null;
  thrust: number;
  mass: number;
  heavy: boolean;
  nuclearPulse: boolean;
  reusable: boolean;
  astronauts: number;
  satellites: number;
  name: string;
};

const EMPTY: Draft = {
  kind: 'first',
  tech: null,
  thrust: 0,
  mass: 0,
  heavy: false,
  nuclearPulse: false,
  reusable: false,
  astronauts: 0,
  satellites: 0,
  name: '',
};

function draftOf(card: Card): Draft {
  return {
    kind: card.kind,
    tech: card.tech ?? null,
    thrust: card.thrust,
    mass: card.mass,
    heavy: card.heavy === true,
    nuclearPulse: card.nuclearPulse === true,
    reusable: card.reusable === true,
    astronauts: card.astronauts ?? 0,
    satellites: card.satellites ?? 0,
    name: card.name ?? '',
  };
}

/** The card as a command carries it: only the fields set. */
export function cardOf(draft: Draft): CardFields & { kind: CardKind; tech?: Tech } {
  const card: CardFields & { kind: CardKind; tech?: Tech } = {
    kind: draft.kind,
    thrust: draft.thrust,
    mass: draft.mass,
  };
  const name = draft.name.trim();
  if (name) card.name = name;
  if (draft.tech) card.tech = draft.tech;
  if (draft.heavy) card.heavy = true;
  if (draft.nuclearPulse) card.nuclearPulse = true;
  if (draft.reusable) card.reusable = true;
  if (draft.astronauts > 0) card.astronauts = draft.astronauts;
  if (draft.satellites > 0) card.satellites = draft.satellites;
  return card;
}

function cardLine(dict: typeof t.value, card: Card): string {
  const ag = dict.ag;
  const parts = [
    card.name ? `${ag.kind[card.kind]} “${card.name}”` : ag.kind[card.kind],
    `${ag.thrust} ${card.thrust} · ${ag.mass} ${card.mass}`,
  ];
  if (card.tech) parts.splice(1, 0, ag.tech[card.tech]);
  if (card.heavy) parts.push(ag.flag.heavy);
  // The flag and the technology are one Nuclear Pulse Propulsion, said once.
  if (card.nuclearPulse && card.tech !== 'nuclear-pulse') parts.push(ag.tech['nuclear-pulse']);
  if (card.reusable) parts.push(ag.flag.reusable);
  if (card.astronauts) parts.push(`${card.astronauts} ${ag.astronauts}`);
  if (card.satellites) parts.push(`${card.satellites} ${ag.satellites}`);
  return parts.join(' · ');
}

type Feature = 'heavy' | 'nuclearPulse' | 'reusable' | 'astronauts' | 'satellites';

/** Whether the module lets a card of `kind` carry `feature` (AG32), asked of its own check. */
function carries(kind: CardKind, feature: Feature): boolean {
  const card = {
    kind,
    thrust: 0,
    mass: 0,
    [feature]: feature === 'astronauts' || feature === 'satellites' ? 1 : true,
  };
  return cardProblem(card)?.code !== 'card/feature';
}

/** The draft for another kind: what that kind cannot carry is cleared. */
function withKind(draft: Draft, kind: CardKind): Draft {
  const next = { ...draft, kind };
  for (const flag of ['heavy', 'nuclearPulse', 'reusable'] as const)
    if (!carries(kind, flag)) next[flag] = false;
  for (const count of ['astronauts', 'satellites'] as const)
    if (!carries(kind, count)) next[count] = 0;
  return next;
}

/** The named cards already on the table's rockets, once each: a card seen again is one tap. */
function knownCards(state: ApogeeTable): Card[] {
  const seen = new Map<string, Card>();
  for (const player of state.players) {
    for (const card of player.rocket) {
      if (!card.name) continue;
      const { id: _id, ...fields } = card;
      const key = JSON.stringify(fields);
      if (!seen.has(key)) seen.set(key, card);
    }
  }
  return [...seen.values()];
}

export function Rockets({ state, table }: Panel) {
  const dict = t.value;
  const ag = dict.ag;
  const [player, setPlayer] = useState(() => state.next ?? 0);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [editing, setEditing] = useState<number | null>(null);
  const seat = Math.min(player, state.players.length - 1);
  const who = state.players[seat];
  const pad = state.pads[seat];
  if (!who || !pad) return null;
  const set = (change: Partial<Draft>) => setDraft({ ...draft, ...change });
  // From version 2 the Nuclear Pulse flag and the technology are one (AG43): one button, the
  // technology's; version 1's flag (what Diane Dyson counted) keeps a button of its own, named apart.
  const oneNuclearPulse = state.version >= 2;
  const techPressed = (tech: Tech) =>
    draft.tech === tech || (oneNuclearPulse && tech === 'nuclear-pulse' && draft.nuclearPulse);
  const known = knownCards(state);
  const card = cardOf(draft);
  const command: ApogeeCommand =
    editing === null
      ? { type: 'build', player: seat, card }
      : { type: 'correct', player: seat, id: editing, card };
  const done = () => {
    setDraft({ ...EMPTY, kind: draft.kind });
    setEditing(null);
  };
  return (
    <section class="card ag-rockets" data-testid="rockets">
      <h2>{ag.phone.rocket}</h2>
      <div class="ag-tabs">
        {state.players.map((p, index) => (
          <button
            key={p.name}
            type="button"
            data-testid={`rocket-tab-${index}`}
            aria-pressed={index === seat}
            onClick={() => {
              setPlayer(index);
              setEditing(null);
            }}
          >
            <ColourTag colour={p.colour} /> {p.name}
          </button>
        ))}
      </div>
      <p data-testid="rocket-totals">
        {ag.thrust} {pad.thrust} · {ag.mass} {pad.mass} · {ag.performance}{' '}
        {pad.performance === null ? '—' : decimal(pad.performance, lang.value, 1, 1)}
      </p>
      <ul class="ag-cards">
        {who.rocket.map((c) => (
          <li
            key={c.id}
            data-testid={`card-${c.id}`}
            class={editing === c.id ? 'editing' : undefined}
          >
            <span>{cardLine(dict, c)}</span>
            <button
              type="button"
              class="secondary"
              data-testid={`edit-${c.id}`}
              onClick={() => {
                setEditing(c.id);
                setDraft(draftOf(c));
              }}
            >
              {ag.phone.edit}
            </button>
            {state.version >= 3 ? (
              // AG51: "a built Technology cannot be removed": a card typed by mistake is struck
              // off as a correction.
              <Act
                table={table}
                command={{ type: 'correct', player: seat, id: c.id, mistake: true }}
                place="rocket"
                testId={`strike-${c.id}`}
                class="secondary"
              >
                {ag.phone.strike}
              </Act>
            ) : (
              <Act
                table={table}
                command={{ type: 'remove', player: seat, id: c.id }}
                place="rocket"
                testId={`remove-${c.id}`}
                class="secondary"
              >
                {ag.phone.remove}
              </Act>
            )}
          </li>
        ))}
      </ul>
      <div class="ag-card-form" data-testid="card-form">
        {known.length > 0 && (
          <fieldset class="ag-known">
            <legend>{ag.phone.knownCards}</legend>
            {known.map((card, index) =>
              // One tap builds it on this rocket (the README's "one more"); while a card is
              // corrected, it fills the form instead.
              editing === null ? (
                <Act
                  key={card.id}
                  table={table}
                  command={{ type: 'build', player: seat, card: cardOf(draftOf(card)) }}
                  place="rocket"
                  testId={`known-card-${index}`}
                  class="secondary"
                >
                  {cardLine(dict, card)}
                </Act>
              ) : (
                <button
                  key={card.id}
                  type="button"
                  class="secondary"
                  data-testid={`known-card-${index}`}
                  onClick={() => setDraft({ ...draftOf(card) })}
                >
                  {cardLine(dict, card)}
                </button>
              ),
            )}
          </fieldset>
        )}
        <div class="ag-kinds">
          {CARD_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              data-testid={`kind-${kind}`}
              aria-pressed={draft.kind === kind}
              onClick={() =>
                setDraft({
                  ...withKind(draft, kind),
                  tech: kind === draft.kind ? draft.tech : null,
                })
              }
            >
              {ag.kind[kind]}
            </button>
          ))}
        </div>
        <div class="ag-flags" data-testid="card-techs">
          {TECHS.filter((tech) => TECH_KIND[tech] === draft.kind).map((tech) => (
            <button
              key={tech}
              type="button"
              data-testid={`tech-${tech}`}
              aria-pressed={techPressed(tech)}
              onClick={() =>
                set(
                  techPressed(tech)
                    ? { tech: null, ...(oneNuclearPulse ? { nuclearPulse: false } : {}) }
                    : { tech },
                )
              }
            >
              {ag.tech[tech]}
            </button>
          ))}
        </div>
        <ValuePick
          label={ag.thrust}
          value={draft.thrust}
          max={MAX_CARD_VALUE}
          testId="card-thrust"
          onChange={(thrust) => set({ thrust })}
        />
        <ValuePick
          label={ag.mass}
          value={draft.mass}
          max={MAX_CARD_VALUE}
          testId="card-mass"
          onChange={(mass) => set({ mass })}
        />
        <div class="ag-flags">
          {(['heavy', 'nuclearPulse', 'reusable'] as const)
            .filter((flag) => carries(draft.kind, flag))
            .filter((flag) => !(oneNuclearPulse && flag === 'nuclearPulse'))
            .map((flag) => (
              <button
                key={flag}
                type="button"
                data-testid={`flag-${flag}`}
                aria-pressed={draft[flag]}
                onClick={() => set({ [flag]: !draft[flag] })}
              >
                {ag.flag[flag]}
              </button>
            ))}
        </div>
        {carries(draft.kind, 'astronauts') && (
          <ValuePick
            label={ag.astronauts}
            value={draft.astronauts}
            max={MAX_CARD_COUNT}
            testId="card-astronauts"
            onChange={(astronauts) => set({ astronauts })}
          />
        )}
        {carries(draft.kind, 'satellites') && (
          <ValuePick
            label={ag.satellites}
            value={draft.satellites}
            max={MAX_CARD_COUNT}
            testId="card-satellites"
            onChange={(satellites) => set({ satellites })}
          />
        )}
        <label class="ag-card-name">
          {ag.phone.cardName}
          <input
            type="text"
            maxLength={30}
            placeholder={ag.phone.cardNameExample}
            data-testid="card-name"
            value={draft.name}
            onInput={(event) => set({ name: (event.target as HTMLInputElement).value })}
          />
        </label>
        <Act
          table={table}
          command={command}
          place="rocket"
          send={(sent, place) => {
            table.send(sent, place);
            done();
          }}
          testId="card-save"
          class="primary"
        >
          {editing === null ? ag.phone.addCard : ag.phone.saveCard}
        </Act>
        {editing !== null && (
          <button type="button" class="secondary" onClick={done}>
            {ag.phone.cancel}
          </button>
        )}
      </div>
      <RefusalLine place="rocket" />
    </section>
  );
}
