// @vitest-environment happy-dom
// The dice's proof on the screens after the game: the history's verdict with its commitments,
// seeds and the commands to check it by hand, the count the list and the end screen show, the
// numbers' total; in English and French, from verdicts written by hand as the service sends them.

import { afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import { ProofAtEnd, ProofCount, ProofPanel, ProofTotal } from '../../../display/after/proof.tsx';
import { lang, loadLanguage } from '../../../display/i18n/index.ts';
import type { ProofVerdict } from '../../../src/proof.ts';
import type { StatsResponse } from '../../../src/report.ts';
import { byTestId, mount, unmountAll } from '../fixtures.tsx';
import { ENTRY, GAME, STATS } from './fixtures.ts';

beforeAll(() => loadLanguage('fr'));
beforeEach(() => {
  lang.value = 'en';
});
afterEach(() => unmountAll());

const C1 = 'E2296317123E0D47D9A4FE6E2677C66F';
const C2 = '11F50C0B19C7A680DD289B2498BC70CA';
const S2 = '00112233445566778899AABBCCDDEEFF';

const VERIFIED: ProofVerdict = {
  ok: true,
  commitments: [
    {
      commitment: C1,
      seed: null,
      rolls: 2,
      used: 2,
      outcome: 'stopped',
      stop: { why: 'restart', after: 1 },
    },
    { commitment: C2, seed: S2, rolls: 4, used: 3, outcome: 'verified' },
  ],
  game: { box: 5, hand: 2 },
  proven: 3,
  notProvable: 4,
};

const FAILED: ProofVerdict = {
  ok: false,
  commitments: [
    {
      commitment: C2,
      seed: S2,
      rolls: 4,
      used: 4,
      outcome: 'failed',
      failure: { kind: 'value', index: 2, sides: 12, said: [5], expected: [4] },
    },
  ],
  game: { box: 4, hand: 0 },
  proven: 0,
  notProvable: 4,
};

describe('the proof after the game', () => {
  test('the history: each commitment, its seed, what nothing proves, and how to check it', () => {
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: VERIFIED }} />);
    const lines = Array.from(root.querySelectorAll('li')).map((li) => li.textContent);
    expect(byTestId(root, 'proof-count').textContent).toBe('3 of 7 rolls proven');
    expect(lines).toEqual([
      `2 box rolls from commitment ${C1}: not provable: the proof stops after the roll at @1 (the box restarted and lost its seed)seed: not revealed`,
      `4 box rolls (3 used by the game) from commitment ${C2}: all verifiedseed: ${S2}`,
      '2 rolls typed in by hand: not provable',
    ]);
    const byHand = byTestId(root, 'proof-by-hand').textContent ?? '';
    expect(byHand).toContain(`npx apophis verify data/games/${ENTRY.id}.jsonl`);
    expect(byHand).toContain(`printf "$(echo ${S2} | sed 's/../\\\\x&/g')" | sha256sum`);
  });

  test('the command names the log where the service keeps it (its --data folder)', () => {
    const file = `/srv/apophis-data/games/${ENTRY.id}.jsonl`;
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: VERIFIED }} file={file} />);
    const byHand = byTestId(root, 'proof-by-hand').textContent ?? '';
    expect(byHand).toContain(`npx apophis verify ${file}`);
    expect(byHand).not.toContain(' data/games/');
  });

  test('a failed proof names the roll, in both languages', () => {
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: FAILED }} />);
    expect(byTestId(root, 'proof-count').textContent).toBe('proof FAILED');
    expect(byTestId(root, 'proof-commitment').textContent).toContain(
      'FAILED: the roll at @2 says 5 (d12), the seed gives 4',
    );
    lang.value = 'fr';
    const fr = mount(<ProofPanel entry={{ ...ENTRY, proof: FAILED }} />);
    expect(byTestId(fr, 'proof-commitment').textContent).toContain(
      'ÉCHEC\u202f: le lancer @2 dit 5 (d12), la graine donne 4',
    );
  });

  test('the count and the numbers, in French', () => {
    lang.value = 'fr';
    expect(byTestId(mount(<ProofCount verdict={VERIFIED} />), 'proof-count').textContent).toBe(
      '3 prouvés sur 7 lancers',
    );
    const stats: StatsResponse = { ...STATS, proof: { rolls: 12, proven: 9, failed: 1 } };
    expect(byTestId(mount(<ProofTotal stats={stats} />), 'proof-total').textContent).toBe(
      'Des dés que chacun peut vérifier\u202f: 12 lancers sur toutes les parties, 9 prouvés par la graine révélée du boîtier\u202f; 1 partie a ÉCHOUÉ à la vérification',
    );
  });

  test('a game with dice typed in only: "not provable", never "verified"', () => {
    const typed: ProofVerdict = {
      ok: true,
      commitments: [],
      game: { box: 0, hand: 3 },
      proven: 0,
      notProvable: 3,
    };
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: typed }} />);
    expect(root.textContent).toContain('3 rolls typed in by hand: not provable');
    expect(root.textContent).toContain('0 of 3 rolls proven');
    expect(root.textContent).not.toContain('verified');
  });

  test('a box reset before revealing its seed: "not provable", no failure, in both languages', () => {
    const lost: ProofVerdict = {
      ok: true,
      commitments: [
        {
          commitment: C2,
          seed: null,
          rolls: 3,
          used: 3,
          outcome: 'stopped',
          stop: { why: 'lost', after: 2 },
        },
      ],
      game: { box: 3, hand: 1 },
      proven: 0,
      notProvable: 4,
    };
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: lost }} />);
    expect(byTestId(root, 'proof-commitment').textContent).toBe(
      `3 box rolls from commitment ${C2}: not provable: the box restarted before revealing its seedseed: not revealed`,
    );
    expect(byTestId(root, 'proof-count').textContent).toBe('0 of 4 rolls proven');
    expect(byTestId(root, 'proof-up-to').textContent).toBe(
      'no roll proven; not provable after: the box restarted before revealing its seed',
    );
    lang.value = 'fr';
    const fr = mount(<ProofPanel entry={{ ...ENTRY, proof: lost }} />);
    expect(byTestId(fr, 'proof-commitment').textContent).toContain(
      'non prouvables\u202f: le boîtier a redémarré avant de révéler sa graine',
    );
    expect(fr.textContent).not.toContain('ÉCHEC');
  });

  test('the seal the table saw, on the history and the end screen, in both languages', () => {
    const sealed: ProofVerdict = { ...VERIFIED, sealed: '93CF604D' };
    const root = mount(<ProofPanel entry={{ ...ENTRY, proof: sealed }} />);
    expect(byTestId(root, 'proof-seal').textContent).toBe('dice sealed: 93CF 604D');
    const end = mount(<ProofAtEnd game={{ ...GAME, entry: { ...GAME.entry, proof: sealed } }} />);
    expect(byTestId(end, 'proof-seal').textContent).toBe('dice sealed: 93CF 604D');
    expect(
      mount(<ProofPanel entry={{ ...ENTRY, proof: VERIFIED }} />).querySelector(
        '[data-testid="proof-seal"]',
      ),
    ).toBeNull();
    lang.value = 'fr';
    const fr = mount(<ProofPanel entry={{ ...ENTRY, proof: sealed }} />);
    expect(byTestId(fr, 'proof-seal').textContent).toBe('dés scellés\u202f: 93CF 604D');
  });
});
