// @vitest-environment happy-dom
// Apocalyte's big screen (display/games/apocalyte/) through the shell, from real tables made by
// the module's own reducer and shown as the server shows them: the set-up's steps, the dice
// awaited and what for, the instructions in English and French, a player's turn with the odds
// of the fight (AC4's figures), the armies, the end; and the voice's lines for each change.

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { guardsModule, oddsModule } from '../../display/games/apocalyte/model.ts';
import { apocalyteVoice } from '../../display/games/apocalyte/voice.ts';
import { lang } from '../../display/i18n/index.ts';
import { receive } from '../../display/model.ts';
import { BigScreen } from '../../display/views/big-screen.tsx';
import { ALL_VOICE_LINES } from '../../display/voice/all-lines.ts';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import type { ApocalyteView } from '../../src/games/apocalyte/view.ts';
import { type PublicState, toPublicState } from '../../src/messages.ts';
import { Table, thirteenthMeteorite, ukraine } from '../games/apocalyte-fixtures.ts';
import { byTestId, loadViews, mount, resetModel, unmountAll } from './fixtures.tsx';

beforeAll(async () => {
  await loadViews();
  // The parts of the rules the big screen fetches when it needs them.
  await Promise.all([oddsModule.load(), guardsModule.load()]);
});
beforeEach(resetModel);
afterEach(unmountAll);

const SIX = [1, 1, 1, 1, 1, 1];

function publicOf(state: ApocalyteState): PublicState<ApocalyteView> {
  return toPublicState<ApocalyteState, ApocalyteView>(apocalyte, state, {
    now: state.instructions.at(-1)?.at ?? 0,
    gameId: `g-${state.stage}`,
    box: { connected: true, source: 'virtual', firmware: '2.0.0' },
  });
}

function show(state: ApocalyteState): HTMLElement {
  act(() => receive({ type: 'state', state: publicOf(state), serverTime: 0 }));
  return mount(<BigScreen send={null} controlUrl={null} />);
}

const text = (root: ParentNode, id: string) => byTestId(root, id).textContent ?? '';
const french = () =>
  act(() => {
    lang.value = 'fr';
  });

/** Ada's first turn of Zombies on a board cleared but Peru (4 of Ada's, 2 zombies, a supply) and Alaska (1 and 3). */
function fight(): Table {
  const t = Table.playing('zombies', SIX);
  t.set('peru', [4, 0], 2, 1).set('alaska', [1, 3]);
  return t.clearBut(['peru', 'alaska']);
}

describe('the set-up on the big screen', () => {
  test('the extra armies: the quota, and what each player has left to place', () => {
    const t = Table.dealt().act({ type: 'place', territory: 'alaska', count: 5 });
    const root = show(t.state);
    expect(text(root, 'ac-phase')).toBe('Extra armies');
    expect(text(root, 'ac-now')).toContain('Place 30 extra armies each, at most 5 on a territory.');
    expect(text(root, 'ac-extra')).toBe('A Ada: 25 leftB Bo: 30 left');
    french();
    expect(text(root, 'ac-phase')).toBe('Armées en renfort');
    expect(text(root, 'ac-extra')).toBe('A Ada\u202f: encore 25B Bo\u202f: encore 30');
  });

  test('the dice awaited and what for, the scenario told', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'zombies' });
    const root = show(t.state);
    expect(text(root, 'ac-now')).toBe(
      "The table nowRoll 6 d42: draw the scenario's starting territories",
    );
    // Dice awaited: no step in hand; the scenario told is a step done (AC54).
    expect(text(root, 'ac-done')).toContain('the scenario is Zombies');
    french();
    expect(text(root, 'ac-now')).toBe(
      'La table maintenantLancez 6 d42\u202f: tirer les territoires de départ du scénario',
    );
    // Nothing on the board is named: nothing lit. Then the placement lights its six territories.
    expect(root.querySelectorAll('.ac-territory.lit')).toHaveLength(0);
    act(() => receive({ type: 'state', state: publicOf(t.roll(...SIX).state), serverTime: 0 }));
    const lit = Array.from(root.querySelectorAll('.ac-territory.lit'), (g) =>
      g.getAttribute('data-territory'),
    );
    expect(lit).toEqual([
      'alaska',
      'northwest-territory',
      'greenland',
      'alberta',
      'ontario',
      'quebec',
    ]);
  });
});

describe("a player's turn", () => {
  test('the turn and its step, the newest instruction with its dice, the armies on the board', () => {
    const t = Table.playing('zombies', SIX);
    const root = show(t.state);
    expect(text(root, 'ac-phase')).toBe("A Ada's turn");
    expect(text(root, 'ac-now')).toContain('Ada places 2 new armies on a territory of theirs.');
    // The Apocalytes' turn is over: its last instruction and dice are not left up (AC54).
    expect(t.state.instructions.at(-1)?.phrase.key).toBe('round.remove');
    expect(root.querySelector('[data-testid="ac-newest"], [data-testid="ac-done"]')).toBeNull();
    expect(root.querySelectorAll('[data-testid="ac-now"] .die')).toHaveLength(0);
    french();
    expect(text(root, 'ac-phase')).toBe('A Au tour d’Ada');
  });

  test('the odds before the fight, as AC4 counts them: 3 dice against 2', () => {
    const t = fight();
    t.act({ type: 'reinforce', territory: 'alaska', count: 2 }).act({ type: 'endMoves' });
    const root = show(t.state);
    // Ada 4 in Peru and 3 in Alaska; Bo 3; the zombies 2.
    expect(text(root, 'ac-armies-0')).toBe('AAda7');
    expect(text(root, 'ac-armies-1')).toBe('BBo3');
    expect(text(root, 'ac-armies-apocalytes')).toBe('☣zombies2');
    expect(text(root, 'ac-unfought')).toBe('Still to fight: Peru');
    const bars = Array.from(root.querySelectorAll('[data-testid="ac-odds"] .ac-bar')).map(
      (bar) => bar.textContent,
    );
    // Both zombies 2890/7776, one each 2611/7776, two armies 2275/7776 (RULES-APOCALYTE.md AC4).
    // Zombies: each army lost rises as a zombie there.
    expect(bars).toEqual([
      '−2 zombies37%',
      '−1 zombie · −1 army · +1 zombie34%',
      '−2 armies · +2 zombies29%',
    ]);
    french();
    expect(text(root, 'ac-odds')).toContain('Chances d’une manche au Pérou');
    expect(text(root, 'ac-odds')).toContain('−1 zombie · −1 armée');
  });
});

describe('a quarantine asked (AC8, issue 32)', () => {
  test('the question says where to answer and its odds, as AC4 counts a 3-against-2 roll', () => {
    // Ukraine's zombies grown to 5, a 5: all but one (4) move on Ada's 3 armies and 1 supply there.
    const t = ukraine(4, 3, 1).endRound().act({ type: 'confirm' }).roll(5);
    expect(t.pending).toMatchObject({ kind: 'choice', ask: 'quarantine' });
    const root = show(t.state);
    expect(text(root, 'ac-now')).toContain(
      'Ada: quarantine Scandinavia against the zombies from Ukraine?',
    );
    const card = text(root, 'ac-quarantine');
    expect(card).toContain('Answer on the phone: quarantine (a roll) or let them in.');
    expect(card).toContain('3 dice against 2');
    // Any success fails it (AC8): it holds only when Ada wins both pairs, 2275/7776 (AC4).
    expect(text(root, 'ac-quarantine-holds')).toBe(
      `It holds, nobody enters: ${Math.round((2275 / 7776) * 100)}%`,
    );
    // Each success costs an army: the other two outcomes, 2890 + 2611 of 7776.
    expect(text(root, 'ac-quarantine-costs')).toBe(
      `It fails and Ada loses armies: ${Math.round(((2890 + 2611) / 7776) * 100)}%`,
    );
    french();
    expect(text(root, 'ac-quarantine')).toContain(
      'Répondez sur le téléphone\u202f: quarantaine (un lancer) ou les laisser entrer.',
    );
    expect(text(root, 'ac-quarantine-holds')).toBe('Elle tient, personne n’entre\u202f: 29\u202f%');
    expect(text(root, 'ac-quarantine-costs')).toBe(
      'Elle échoue et Ada perd des armées\u202f: 71\u202f%',
    );
  });
});

describe('the end', () => {
  test('won by clearing the zombies: the goal, the rounds played, the armies left', () => {
    // A correction that clears the board asks the table to confirm the win (AC10, AC55).
    const t = fight().set('peru', [4, 0], 0, 1).act({ type: 'confirmWin' });
    expect(t.state.stage).toBe('over');
    const root = show(t.state);
    expect(text(root, 'ac-end')).toContain('The players win');
    expect(text(root, 'ac-end')).toContain('No zombies left on the board.');
    expect(text(root, 'ac-rounds')).toBe('1 round played · Zombies');
    expect(text(root, 'ac-armies')).toContain('Armies left');
    french();
    expect(text(root, 'ac-end')).toContain('Les joueurs gagnent');
    expect(text(root, 'ac-end')).toContain('Le plateau est libéré des zombies.');
  });
});

describe('the 13th meteorite (AC48, issue 32)', () => {
  test('the end says where it fell, and the map lights it', () => {
    const t = thirteenthMeteorite();
    expect(t.state.stage).toBe('over');
    const root = show(t.state);
    expect(text(root, 'ac-end')).toContain('The 13th meteorite has fallen.');
    expect(text(root, 'ac-end-last')).toBe(
      'Last, on the board:meteorite 13 of 13 falls on Argentina: remove every army and supply counter there and put a special counter',
    );
    const lit = () =>
      Array.from(root.querySelectorAll('.ac-territory.lit')).map((g) =>
        g.getAttribute('data-territory'),
      );
    expect(lit()).toEqual(['argentina']);
    french();
    expect(text(root, 'ac-end-last')).toMatch(/^Enfin, sur le plateau\u202f:.*Argentine/);
    expect(lit()).toEqual(['argentina']);
  });
});

describe("Apocalyte's voice", () => {
  const lines = (before: ApocalyteState, after: ApocalyteState) =>
    apocalyteVoice.lines(
      apocalyte.cues(publicOf(before) as never, publicOf(after) as never),
      publicOf(before),
      publicOf(after),
    );

  test('the scenario chosen, the Apocalytes’ turn, a player’s turn by colour, the end', () => {
    const chosen = Table.dealt().placeAll().suppliesFirst();
    const before = chosen.state;
    chosen.act({ type: 'scenario', scenario: 'mutants' });
    expect(lines(before, chosen.state)).toEqual(['apocalyte-scenario-mutants']);

    // Nothing contested: Siam's 3 zombies alone, Ada and Bo in Alaska.
    const t = Table.playing('zombies', SIX)
      .set('siam', [0, 0], 3)
      .set('alaska', [1, 3])
      .clearBut(['siam', 'alaska']);
    const ada = t.state;
    t.endRound();
    expect(lines(ada, t.state)).toEqual(['apocalyte-their-turn']);
    const theirs = t.state;
    t.settle(() => 0);
    expect(t.state.turn?.seat).toBe(0);
    expect(lines(theirs, t.state)).toEqual(['apocalyte-turn-red']);

    const end = fight();
    const playing = end.state;
    end.set('peru', [4, 0], 0, 1).act({ type: 'confirmWin' });
    expect(lines(playing, end.state)).toEqual(['won']);
  });

  test('every line it may say is in lines.ts, in both languages', () => {
    const known = new Set(ALL_VOICE_LINES.map((line) => line.id));
    for (const id of [
      'apocalyte-scenario-meteor',
      'apocalyte-their-turn',
      'apocalyte-turn-grey',
      'won',
      'lost',
    ])
      expect(known.has(id), id).toBe(true);
    const ours = ALL_VOICE_LINES.filter((line) => line.id.startsWith('apocalyte-'));
    expect(ours).toHaveLength(12);
    for (const line of ours) expect(line.fr).not.toBe(line.en);
  });
});
