// @vitest-environment happy-dom
// Apocalyte's board (display/games/apocalyte/map.tsx) drawn from real tables made by the module's
// own reducer: a disc per territory, every border once (the sea lines counted by hand from the
// board), each side's armies with its letter, the counters, the key, the highlight and the taps.

import { readFileSync } from 'node:fs';
import { render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { continentInPlay, FollowMap } from '../../display/games/apocalyte/follow.tsx';
import { APOCALYTE_MARK, ApocalyteMap, cropBox } from '../../display/games/apocalyte/map.tsx';
import type { ApocalyteTable } from '../../display/games/apocalyte/model.ts';
import { ContinentMap } from '../../display/games/apocalyte/panels/drawing.tsx';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import type { Territory } from '../../src/games/apocalyte/map.ts';
import type { Board } from '../../src/games/apocalyte/state.ts';
import { type ApocalyteView, viewOf } from '../../src/games/apocalyte/view.ts';
import { Table } from '../games/apocalyte-fixtures.ts';

let root: HTMLElement;
beforeAll(() => loadLanguage('fr'));
afterEach(() => {
  render(null, root);
  root.remove();
  lang.value = 'en';
});

function draw(view: ApocalyteView, props: Partial<Parameters<typeof ApocalyteMap>[0]> = {}) {
  root = document.createElement('div');
  document.body.append(root);
  act(() => render(<ApocalyteMap view={view} {...props} />, root));
  return root;
}

/** Ada (A, red) and Bo (B, blue) at Ada's first turn of Zombies, with Alaska and Ukraine set by hand. */
function table(): ApocalyteView {
  const t = Table.playing('zombies', [1, 1, 1, 1, 1, 1]);
  t.set('alaska', [3, 2], 4, 2).set('ukraine', [0, 6], 0, 0).set('siam', [0, 0], 9, 1);
  return viewOf(t.state, 0);
}

const disc = (id: Territory) => root.querySelector(`[data-territory="${id}"]`) as Element;
const chips = (id: Territory) =>
  Array.from(disc(id).querySelectorAll('.ac-chip')).map((chip) => chip.textContent);

describe('the board', () => {
  it('draws 42 discs, 6 continents, and every border once: 25 sea lines dashed, the Pacific off both edges', () => {
    draw(table());
    expect(root.querySelectorAll('circle.ac-disc')).toHaveLength(42);
    expect(root.querySelectorAll('polygon.ac-continent')).toHaveLength(6);
    // 83 borders: 58 over land, 25 by sea (counted on the board: 3 in North America, 6 in Europe,
    // 2 in Africa, 2 in Asia, 4 in Australia, 8 between continents); Alaska–Kamchatka is two lines.
    expect(root.querySelectorAll('[data-border]')).toHaveLength(83);
    expect(root.querySelectorAll('line.ac-border:not(.sea)')).toHaveLength(58);
    expect(root.querySelectorAll('line.ac-border.sea')).toHaveLength(26);
    const pacific = Array.from(root.querySelectorAll('[data-wrapped] line'));
    expect(pacific.map((line) => line.getAttribute('x2'))).toEqual(['0', '1600']);
    // The dashes are the stylesheet's (happy-dom does not load it): the sea's rule has them.
    const css = readFileSync('display/games/apocalyte/layout.css', 'utf8');
    expect(css).toMatch(/\.ac-border\.sea \{[^}]*stroke-dasharray/);
  });

  it("shows each side's armies with its letter and colour, the Apocalytes with their own mark", () => {
    draw(table());
    expect(chips('alaska')).toEqual(['A3', 'B2', `${APOCALYTE_MARK}4`]);
    expect(chips('ukraine')).toEqual(['B6']);
    expect(chips('siam')).toEqual([`${APOCALYTE_MARK}9`]);
    const colours = Array.from(disc('alaska').querySelectorAll('.ac-chip')).map((chip) =>
      chip.getAttribute('data-colour'),
    );
    expect(colours).toEqual(['red', 'blue', 'green']);
    // The Apocalytes' chip is a hexagon, the players' rounded boxes.
    expect(disc('alaska').querySelectorAll('.ac-chip polygon')).toHaveLength(1);
    expect(disc('alaska').querySelectorAll('.ac-chip rect')).toHaveLength(2);
  });

  it('draws the supply counters with their number and each special counter as its symbol, named in the key', () => {
    const view = table();
    const board: Board = {
      ...view.board,
      brazil: { ...view.board.brazil, mark: 'portal' },
      peru: { ...view.board.peru, mark: 'crater' },
    };
    draw({ ...view, board });
    expect(disc('alaska').querySelector('[data-supplies]')?.textContent).toBe('2');
    expect(disc('siam').querySelector('[data-supplies]')?.textContent).toBe('1');
    expect(disc('ukraine').querySelector('[data-supplies]')).toBeNull();
    expect(disc('brazil').querySelector('[data-mark]')?.getAttribute('data-mark')).toBe('portal');
    expect(disc('peru').querySelector('[data-mark]')?.getAttribute('data-mark')).toBe('crater');
    expect(root.querySelectorAll('.ac-territory [data-mark]')).toHaveLength(2);
    const key = root.querySelector('[data-testid="ac-key"]')?.textContent;
    // The players' letters are named beside the board (a long name would run over South America).
    expect(key).toBe(`${APOCALYTE_MARK}zombies1supply countersportalcrater`);
  });

  it('names each territory, abbreviated where it must be, in full in its title; in French too', () => {
    draw(table());
    const label = (id: Territory) => disc(id).querySelector('.ac-name')?.textContent;
    const title = (id: Territory) => disc(id).querySelector('title')?.textContent;
    expect(label('northwest-territory')).toBe('NW Territory');
    expect(title('northwest-territory')).toBe('Northwest Territory');
    expect(label('peru')).toBe('Peru');
    act(() => {
      lang.value = 'fr';
    });
    expect(label('northwest-territory')).toBe('Terr. N.-O.');
    expect(title('northwest-territory')).toBe('Territoires du Nord-Ouest');
    expect(label('peru')).toBe('Pérou');
    expect(root.querySelector('[data-continent="australia"] text')?.textContent).toBe('Océanie');
  });

  it('lights what the step is about, draws a move as an arrow, and tells a tap', () => {
    const tapped: Territory[] = [];
    draw(table(), {
      highlight: { places: ['ukraine', 'scandinavia'], arrow: ['ukraine', 'scandinavia'] },
      onTap: (territory) => tapped.push(territory),
    });
    const lit = Array.from(root.querySelectorAll('.ac-territory.lit')).map((g) =>
      g.getAttribute('data-territory'),
    );
    expect(lit).toEqual(['scandinavia', 'ukraine']);
    expect(root.querySelectorAll('[data-testid="ac-arrow"]')).toHaveLength(1);
    act(() => {
      disc('peru').dispatchEvent(new Event('click', { bubbles: true }));
    });
    expect(tapped).toEqual(['peru']);
  });
});

describe("the phone's crop of one continent", () => {
  const viewBox = () => root.querySelector('svg')?.getAttribute('viewBox');
  const tapOn = (id: Territory) =>
    act(() => {
      disc(id).dispatchEvent(new Event('click', { bubbles: true }));
    });

  it('without a crop the whole board as before: its view box, its key, the six names', () => {
    draw(table(), { onTap: () => undefined });
    expect(viewBox()).toBe('0 0 1600 900');
    expect(root.querySelector('svg')?.hasAttribute('data-crop')).toBe(false);
    expect(root.querySelectorAll('[data-testid="ac-key"]')).toHaveLength(1);
    expect(root.querySelectorAll('.ac-continent-name')).toHaveLength(6);
    expect(root.querySelectorAll('.tappable')).toHaveLength(42);
    expect(root.querySelectorAll('.away, .ac-ring, .ac-note')).toHaveLength(0);
  });

  it("crops to the continent's outline and the names above its discs, with 8 units round", () => {
    // Asia: the outline from x 905 to 1580 and y 20 to 575; Yakutsk's name, above its disc at
    // y 80, rises to 80 − 42 − 8 − 28 = 2, so the box starts at the board's top edge.
    expect(cropBox('asia')).toEqual({ continent: 'asia', x: 897, y: 0, width: 691, height: 583 });
    // North America: the outline from y 20 (North-West Territory's name, above its disc at y 110,
    // rises to 110 − 42 − 8 − 28 = 32, inside it); Central America's ends at 455 + 42 + 24.
    expect(cropBox('north-america')).toMatchObject({ x: 12, y: 12, width: 556, height: 517 });
    // South America: the outline alone (Argentina's name ends at 876, above its 880).
    expect(cropBox('south-america')).toMatchObject({ x: 247, y: 512, width: 301, height: 376 });
    draw(table(), { crop: cropBox('asia') });
    expect(viewBox()).toBe('897 0 691 583');
    expect(root.querySelector('svg')?.getAttribute('data-crop')).toBe('asia');
    expect(root.querySelector('[data-testid="ac-key"]')).toBeNull();
    expect(root.querySelectorAll('.ac-continent-name')).toHaveLength(0);
  });

  it("taps only the continent's discs the picking allows; the phone's map rings and notes them", () => {
    const tapped: Territory[] = [];
    root = document.createElement('div');
    document.body.append(root);
    act(() =>
      render(
        <ContinentMap
          state={table() as ApocalyteTable}
          continent="south-america"
          minDisc={44}
          onTap={(territory) => tapped.push(territory)}
          canTap={(territory) => territory !== 'peru'}
          chosen={(territory) => territory === 'brazil'}
          note={(territory) => (territory === 'argentina' ? 'B' : '')}
        />,
        root,
      ),
    );
    // 301 units with discs of 84 units drawn 44 px wide: 158 px at least (301 × 44 / 84 = 157.7).
    expect(root.querySelector<HTMLElement>('.ap-map-frame')?.style.minWidth).toBe('158px');
    const tappable = Array.from(root.querySelectorAll('.ac-territory.tappable')).map((g) =>
      g.getAttribute('data-territory'),
    );
    // South America's four but Peru; North Africa, over the sea, is another continent's.
    expect(tappable).toEqual(['venezuela', 'brazil', 'argentina']);
    expect(root.querySelectorAll('.ac-territory.away')).toHaveLength(38);
    tapOn('peru');
    tapOn('north-africa');
    tapOn('argentina');
    expect(tapped).toEqual(['argentina']);
    expect(disc('brazil').querySelectorAll('.ac-ring')).toHaveLength(1);
    expect(root.querySelectorAll('.ac-ring')).toHaveLength(1);
    expect(Array.from(root.querySelectorAll('[data-note]')).map((n) => n.textContent)).toEqual([
      'B',
    ]);
  });
});

describe('the phone map that follows the play (follow.tsx)', () => {
  it('zooms on the continent holding most of the places lit, the first lit on a tie; none lit, none', () => {
    // Peru is South America's; Alaska and Quebec North America's (src/games/apocalyte/map.ts).
    expect(continentInPlay({ places: ['peru', 'alaska', 'quebec'] })).toBe('north-america');
    expect(continentInPlay({ places: ['peru', 'alaska'] })).toBe('south-america');
    expect(continentInPlay({ places: [] })).toBeNull();
    expect(continentInPlay(undefined)).toBeNull();
  });

  it('shows the whole board with nothing in play, and no toggle', () => {
    root = document.createElement('div');
    document.body.append(root);
    const view = { ...table(), instructions: [], tasks: [], pending: null } as ApocalyteView;
    act(() => render(<FollowMap view={view} />, root));
    expect(root.querySelector('[data-testid="ac-follow"]')?.getAttribute('data-zoom')).toBe(
      'whole',
    );
    expect(root.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 1600 900');
    expect(root.querySelector('[data-testid="ac-follow-toggle"]')).toBeNull();
  });
});
