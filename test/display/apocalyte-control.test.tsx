// @vitest-environment happy-dom
// Apocalyte's phone panels from real tables (the module's own reducer, shown as the server shows
// them): each control sends its command, a control the module refuses now is dimmed with the
// guard's sentence (in French by its code), and every refusal code has its French sentence.

import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { preloadGameView } from '../../display/components/game-view.tsx';
import { ERRORS_FR } from '../../display/games/apocalyte/i18n/errors.fr.ts';
import { oddsModule } from '../../display/games/apocalyte/model.ts';
import { GAME_CONTROLS } from '../../display/games/index.ts';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import { receive } from '../../display/model.ts';
import { Control } from '../../display/views/control.tsx';
import { apocalyte } from '../../src/games/apocalyte/index.ts';
import { TERRITORIES } from '../../src/games/apocalyte/map.ts';
import type { ApocalyteState } from '../../src/games/apocalyte/state.ts';
import { type Command, toPublicState } from '../../src/messages.ts';
import { PLAYERS, Table } from '../games/apocalyte-fixtures.ts';
import { byTestId, click, mount, resetModel, unmountAll } from './fixtures.tsx';

beforeAll(async () => {
  // Only this game's panels: the phone never loads a big screen.
  await preloadGameView(GAME_CONTROLS, 'apocalyte');
  // The odds are fetched at the combat step: in before the panels are drawn.
  await oddsModule.load();
  await loadLanguage('fr');
});
beforeEach(resetModel);
afterEach(unmountAll);

let sent: { command: Command; place: string }[] = [];
const send = (command: Command, place: string) => {
  sent.push({ command, place });
};

function show(state: ApocalyteState, connected = true): HTMLElement {
  const shown = toPublicState(apocalyte, state, {
    now: 0,
    gameId: `g-${state.stage}`,
    box: { connected, source: connected ? 'virtual' : 'none', firmware: '2.0.0' },
  });
  act(() => receive({ type: 'state', state: shown, serverTime: 0 }));
  sent = [];
  return mount(<Control send={send} />);
}

const text = (root: ParentNode, id: string) => byTestId(root, id).textContent ?? '';

describe('the lobby', () => {
  test('two players by default; a third added; a letter taken twice is refused in words', () => {
    const root = show(new Table().act({ type: 'newGame', players: PLAYERS }).state);
    expect((byTestId(root, 'setup-name-0') as HTMLInputElement).value).toBe('Ada');
    click(byTestId(root, 'setup-add'));
    // The third seat takes the first free colour (yellow) and its name's letter (C for Cleo).
    expect((byTestId(root, 'setup-name-2') as HTMLInputElement).value).toBe('Cleo');
    expect((byTestId(root, 'setup-letter-2') as HTMLInputElement).value).toBe('C');
    expect(byTestId(root, 'setup-colour-2-yellow').getAttribute('aria-pressed')).toBe('true');
    const letter = byTestId(root, 'setup-letter-2') as HTMLInputElement;
    act(() => {
      letter.value = 'a';
      letter.dispatchEvent(new Event('input'));
    });
    expect(text(root, 'setup-problem')).toBe('two players have the letter A');
    expect(byTestId(root, 'setup-start').dataset.reason).toBe('setup/letter');
    click(byTestId(root, 'setup-start'));
    expect(sent).toEqual([]);
    expect(text(root, 'refusal-newGame')).toBe('two players have the letter A');
  });

  test('Start sends the set-up chosen as a newGame', () => {
    const root = show(new Table().act({ type: 'newGame', players: PLAYERS }).state);
    click(byTestId(root, 'setup-start'));
    expect(sent).toEqual([
      { command: { type: 'newGame', game: 'apocalyte', players: PLAYERS }, place: 'newGame' },
    ]);
  });
});

describe('the set-up', () => {
  const started = () =>
    new Table().act({ type: 'newGame', players: PLAYERS }).act({ type: 'start' });

  test('the deal: the box rolls, or a card typed in; entered seat by seat, 42 needed', () => {
    const state = started().state;
    // AC3: the deal draws six cards at a time, each a die of as many sides as the pile.
    expect(state.pending).toMatchObject({ kind: 'dice', dice: { count: 6, sides: 42 } });
    const root = show(state);
    click(byTestId(root, 'roll-box'));
    expect(sent.at(-1)?.command).toEqual({ type: 'roll' });
    click(byTestId(root, 'face-17'));
    expect(text(root, 'dice-typed')).toContain('17');
    // One die of six typed: the module's guard wants all six.
    expect(byTestId(root, 'dice-send').dataset.reason).toBe('roll/count');
    for (const face of [3, 42, 1, 8, 8]) click(byTestId(root, `face-${face}`));
    expect((byTestId(root, 'face-5') as HTMLButtonElement).disabled).toBe(true);
    click(byTestId(root, 'dice-send'));
    expect(sent.at(-1)?.command).toEqual({ type: 'roll', values: [17, 3, 42, 1, 8, 8] });
    // Two territories entered for Bo: the deal is refused until all 42 have a holder.
    click(byTestId(root, 'deal-seat-1'));
    click(byTestId(root, 'deal-alaska'));
    click(byTestId(root, 'deal-peru'));
    expect(text(root, 'deal-open')).toBe('40 territories without a holder');
    expect(text(root, 'deal-seat-1')).toContain('Bo: 2');
    expect(byTestId(root, 'deal-send').dataset.reason).toBe('deal/count');
    expect(text(root, 'deal-send-reason')).toBe('every one of the 42 territories needs a holder');
    sent = [];
    click(byTestId(root, 'deal-send'));
    expect(sent).toEqual([]);
  });

  test('the deal entered in full is sent with each territory’s seat', () => {
    const root = show(started().state);
    for (const [i, territory] of TERRITORIES.entries()) {
      click(byTestId(root, `deal-seat-${i % 2}`));
      click(byTestId(root, `deal-${territory}`));
    }
    expect(byTestId(root, 'deal-send').dataset.ready).toBe('true');
    click(byTestId(root, 'deal-send'));
    expect(sent.at(-1)?.command).toEqual({
      type: 'deal',
      seats: TERRITORIES.map((_, i) => i % 2),
    });
  });

  test('the extra armies: a territory tapped, + and −, each player’s armies left', () => {
    const t = Table.dealt();
    t.act({ type: 'place', territory: 'alaska', count: 5 });
    const root = show(t.state);
    // AC2: 30 extra armies each with two players; Ada has placed 5 on Alaska.
    expect(text(root, 'place-left')).toContain('Ada: 25 left');
    expect(text(root, 'place-left')).toContain('Bo: 30 left');
    click(byTestId(root, 'place-alaska'));
    // Alaska holds its 5 extra armies already: + is refused with the module's sentence.
    expect(byTestId(root, 'place-plus-1').dataset.reason).toBe('place/cap');
    click(byTestId(root, 'place-minus-1'));
    expect(sent.at(-1)?.command).toEqual({ type: 'place', territory: 'alaska', count: -1 });
    expect(byTestId(root, 'placed').dataset.reason).toBe('place/unfinished');
    expect(text(root, 'placed-reason')).toBe('Ada has 25 extra armies left to place (AC2, AC36)');
  });

  test('the scenario chosen or rolled', () => {
    const t = Table.dealt().placeAll().suppliesFirst();
    const root = show(t.state);
    click(byTestId(root, 'scenario-demons'));
    expect(sent.at(-1)?.command).toEqual({ type: 'scenario', scenario: 'demons' });
    click(byTestId(root, 'scenario-roll'));
    expect(sent.at(-1)?.command).toEqual({ type: 'scenario' });
  });
});

describe("a player's turn", () => {
  const SIX = [1, 1, 1, 1, 1, 1];
  /** Ada's turn, with two territories of hers set as the test needs them. */
  function adaTurn() {
    const t = Table.playing('zombies', SIX);
    t.set('brazil', [4, 0], 0, 2).set('argentina', [1, 0], 0, 0).set('peru', [3, 0], 2, 0);
    return t;
  }

  test('the new armies first: +2 sent; Apocalytes’ ground dimmed with the guard’s reason', () => {
    const t = adaTurn();
    expect(t.state.turn).toMatchObject({ seat: 0, step: 'reinforce', toPlace: 2 });
    const root = show(t.state);
    expect(text(root, 'ap-phase')).toContain('Ada');
    click(byTestId(root, 'reinforce-brazil'));
    click(byTestId(root, 'reinforce-2'));
    expect(sent.at(-1)?.command).toEqual({ type: 'reinforce', territory: 'brazil', count: 2 });
    // Peru holds zombies: new armies go elsewhere.
    click(byTestId(root, 'reinforce-peru'));
    expect(byTestId(root, 'reinforce-1').dataset.reason).toBe('reinforce/occupied');
    expect(text(root, 'reinforce-1-reason')).toBe(
      'Peru is occupied by Apocalytes: new armies go elsewhere',
    );
  });

  test('a move with supplies, then the fight with its exact odds', () => {
    const t = adaTurn().act({ type: 'reinforce', territory: 'brazil', count: 2 });
    const root = show(t.state);
    click(byTestId(root, 'move-from-brazil'));
    click(byTestId(root, 'move-to-argentina'));
    click(byTestId(root, 'move-armies-more'));
    click(byTestId(root, 'move-armies-more'));
    click(byTestId(root, 'move-supplies-more'));
    click(byTestId(root, 'move-send'));
    expect(sent.at(-1)?.command).toEqual({
      type: 'move',
      from: 'brazil',
      to: 'argentina',
      armies: 3,
      supplies: 1,
    });
    // Brazil and North Africa share a border, but not Brazil and Egypt.
    click(byTestId(root, 'move-from-brazil'));
    expect(root.querySelector('[data-testid="move-to-egypt"]')).toBeNull();
    // Peru: 3 of Ada's armies against 2 zombies, no supply there: 3 dice against 2, and (Zombies 2)
    // the zombies reroll their lowest die when a loss is coming. Enumerated by hand over the
    // 6^5 rolls and the reroll's 6 faces: both zombies fall 55/216, one each 2093/7776,
    // two armies lost 3703/7776.
    // Each army lost rises as a zombie.
    const bars = (root: ParentNode) =>
      Array.from(root.querySelectorAll('.ac-bar')).map(
        (bar) =>
          `${bar.querySelector('.ac-bar-words')?.textContent} ${bar.querySelector('.ac-bar-p')?.textContent}`,
      );
    expect(bars(byTestId(root, 'odds-peru'))).toEqual([
      '−2 zombies 25%',
      '−1 zombie · −1 army · +1 zombie 27%',
      '−2 armies · +2 zombies 48%',
    ]);
    // The three rounds left, enumerated apart (the reference battle of
    // test/games/apocalyte-odds.test.ts, redone over fractions): the zombies cleared 0.2938,
    // all three armies lost 0.6808, 2.132 armies lost and 1.028 zombies removed on average.
    expect(text(root, 'battle-peru')).toContain('Over the 3 rounds left');
    expect(text(root, 'cleared-peru')).toBe('29%to clear the zombies');
    expect(text(root, 'beaten-peru')).toBe('68%to lose every army there');
    expect(text(root, 'armies-lost-peru')).toBe('2.1armies lost on average');
    expect(text(root, 'apocalytes-lost-peru')).toBe('1.0zombies removed on average');
    // Every outcome folded away: 7 of them, the first (no army lost) as likely as the round's.
    const every = byTestId(root, 'battle-peru').querySelector('details');
    expect(every?.open).toBe(false);
    expect(every?.querySelector('summary')?.textContent).toBe('Every outcome (7)');
    expect(bars(every as Element)).toHaveLength(7);
    expect(bars(every as Element)[0]).toBe('−2 zombies 25%');
    expect(bars(every as Element)[4]).toBe('−3 armies · +3 zombies 39%');
    // One colon after "Still to fight".
    expect(text(root, 'unfought')).toBe('Still to fight: Alaska, Greenland, Ontario, Peru');
    click(byTestId(root, 'fight-peru'));
    expect(sent.at(-1)?.command).toEqual({ type: 'fight', territory: 'peru' });
    // Turn play 3: a round in Peru first.
    expect(byTestId(root, 'end-turn').dataset.reason).toBe('turn/fight');
  });

  test('in French, a dimmed control reads by its code', () => {
    const t = adaTurn();
    lang.value = 'fr';
    const root = show(t.state);
    click(byTestId(root, 'reinforce-peru'));
    expect(text(root, 'reinforce-1-reason')).toBe(
      'Des Apocalytes occupent ce territoire : les nouvelles armées vont ailleurs.',
    );
    expect(text(root, 'ap-bar')).toContain('Ada');
    expect(text(root, 'ap-bar')).not.toContain("Ada's turn");
  });

  test('in French, the odds before a fight and what is still to fight', () => {
    const t = adaTurn().act({ type: 'reinforce', territory: 'brazil', count: 2 });
    lang.value = 'fr';
    const root = show(t.state);
    expect(text(root, 'unfought')).toBe('Reste à combattre : Alaska, Groenland, Ontario, Pérou');
    expect(byTestId(root, 'odds-peru').querySelector('.ac-bar-p')?.textContent).toBe('25 %');
    expect(text(root, 'battle-peru')).toContain('Sur les 3 rounds restants');
    expect(text(root, 'cleared-peru')).toBe('29 %d’éliminer les zombies');
    expect(text(root, 'armies-lost-peru')).toBe('2,1armées perdues en moyenne');
    expect(text(root, 'apocalytes-lost-peru')).toBe('1,0zombies en moins en moyenne');
    expect(text(root, 'fight-peru')).toContain('Combattre sur Pérou');
  });

  test('a refused command shows the server’s sentence where it was asked', () => {
    const root = show(adaTurn().state);
    act(() =>
      receive(
        {
          type: 'result',
          id: null,
          ok: false,
          error: 'the log could not be written',
          code: 'log/write',
        },
        'turn',
      ),
    );
    expect(text(root, 'refusal-turn')).toBe('the log could not be written');
  });
});

describe("the Apocalytes' turn", () => {
  test('the instruction in words, OK confirms it, a territory corrected, undo and pause', () => {
    const t = Table.dealt()
      .placeAll()
      .suppliesFirst()
      .act({ type: 'scenario', scenario: 'zombies' });
    t.roll(1, 1, 1, 1, 1, 1);
    expect(t.state.pending).toEqual({ kind: 'confirm' });
    const root = show(t.state);
    expect(text(root, 'instruction')).toMatch(/^place 5 zombies on each of /);
    click(byTestId(root, 'confirm'));
    expect(sent.at(-1)?.command).toEqual({ type: 'confirm' });
    click(byTestId(root, 'correct-ukraine'));
    click(byTestId(root, 'correct-apocalytes-more'));
    click(byTestId(root, 'correct-send'));
    const ukraine = t.state.board.ukraine;
    expect(sent.at(-1)?.command).toEqual({
      type: 'correct',
      territory: 'ukraine',
      armies: ukraine.armies,
      apocalytes: ukraine.apocalytes + 1,
      supplies: ukraine.supplies,
    });
    click(byTestId(root, 'undo'));
    expect(sent.at(-1)?.command).toEqual({ type: 'undo' });
    expect(text(root, 'undo')).toContain('the dice');
    click(byTestId(root, 'pause'));
    expect(sent.at(-1)?.command).toEqual({ type: 'pause' });
  });
});

describe('French refusals', () => {
  test('every refusal code of the module has its French sentence', () => {
    const codes = new Set<string>();
    const folders = ['src/games/apocalyte', 'src/games/kit'];
    for (const folder of folders) {
      for (const file of readdirSync(folder).filter((f) => f.endsWith('.ts'))) {
        const source = readFileSync(join(folder, file), 'utf8');
        for (const [, code] of source.matchAll(/(?:no|nothing)\(\s*'([a-z-]+\/[a-z-]+)'/g))
          codes.add(code as string);
        for (const [, code] of source.matchAll(/code: '([a-z-]+\/[a-z-]+)'/g))
          codes.add(code as string);
      }
    }
    // 77 codes when this test was written (guards.ts, box.ts, index.ts, reducer.ts, the kit):
    // the scan finds them all, and any code added since must be in French too.
    expect(codes.size).toBeGreaterThanOrEqual(77);
    const missing = [...codes].filter((code) => !(code in ERRORS_FR));
    expect(missing).toEqual([]);
  });
});
