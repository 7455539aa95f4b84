// The proof's lines go to the log of the game they belong to (server/box-proof.ts): a commitment
// made before a game's log is written at its top; a game's seed lands in its own log even when
// the next game's log is open by then; the next game's commitment waits for its log; a roll
// taken again after a failed save is written once; a restart stops the open proof.
import { describe, expect, it } from 'vitest';
import { BoxProof, MAX_COMMITMENTS_PER_LOG, type ProofSink } from '../../server/box-proof.ts';
import { nodeSha256 } from '../../server/sha256.ts';
import { commitmentOf, type ProofEntry } from '../../src/proof.ts';

class Sink implements ProofSink {
  readonly lines: ProofEntry['line'][] = [];
  readonly entries: ProofEntry[] = [];
  closed = false;
  constructor(readonly id: string) {}
  async markProof(entry: ProofEntry): Promise<void> {
    if (this.closed) throw new Error(`${this.id} is closed`);
    this.lines.push(entry.line);
    this.entries.push(entry);
  }
  async close(): Promise<void> {
    this.closed = true;
  }
}

const C = (n: number) => String(n).repeat(32);

describe('where the proof lines go', () => {
  it('a game from its lobby to its end, then the next game', async () => {
    const proof = new BoxProof();
    await proof.commit(C(1), 1); // the box's HELLO, before any log
    const first = new Sink('first');
    await proof.adopt(first);
    proof.revealSent(false); // START
    await proof.seed(C(9), 0, 2);
    await proof.commit(C(2), 3);
    await proof.roll({ sides: 6, values: [4], index: 0 }, true, 4);
    await proof.roll({ sides: 6, values: [4], index: 0 }, true, 4); // taken again after a failed save
    await proof.roll({ sides: 12, values: [7], index: 1 }, false, 5);
    proof.revealSent(true); // the end
    // The next game is set up before the seed comes back: the first log waits for it.
    await proof.retire(first);
    const second = new Sink('second');
    await proof.adopt(second);
    expect(first.closed).toBe(false);
    await proof.seed(C(8), 2, 6);
    expect(first.closed).toBe(true);
    await proof.commit(C(3), 7);
    expect(first.lines).toEqual(['commit', 'seed', 'commit', 'roll', 'roll', 'seed']);
    expect(second.lines).toEqual(['commit']);
  });

  it("after the end, the next commitment waits for the next game's log", async () => {
    const proof = new BoxProof();
    const first = new Sink('first');
    await proof.adopt(first);
    await proof.commit(C(1), 1);
    proof.revealSent(true);
    await proof.seed(C(9), 0, 2);
    await proof.commit(C(2), 3);
    expect(first.lines).toEqual(['commit', 'seed']);
    await proof.retire(first);
    const second = new Sink('second');
    await proof.adopt(second);
    expect(second.lines).toEqual(['commit']);
  });

  it('a box restart stops the open proof where it is; the same commitment again is not news', async () => {
    const proof = new BoxProof();
    const log = new Sink('log');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [2], index: 0 }, true, 2);
    await proof.commit(C(1), 3); // answered a HELLO, seed kept
    await proof.commit(C(2), 4); // restarted: C(1)'s seed is lost
    await proof.roll({ sides: 6, values: [5] }, true, 5); // then a box without proof
    expect(log.lines).toEqual(['commit', 'roll', 'stop', 'commit', 'stop']);
  });

  it('a box restarted after the REVEAL, before its SEED: the proof stops as "lost"', async () => {
    const proof = new BoxProof();
    const log = new Sink('log');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [2], index: 0 }, true, 2);
    proof.revealSent(true); // the end
    await proof.commit(C(2), 3); // restarted: the seed asked for is gone
    expect(log.entries.at(-1)).toEqual({ line: 'stop', commitment: C(1), why: 'lost', at: 3 });
  });
});

describe('a log the service before left waiting for its seed (killed between REVEAL and SEED)', () => {
  const S = '00112233445566778899AABBCCDDEEFF';
  const kept = commitmentOf(nodeSha256, S);
  /** A proof after a restart: `old` waits for the seed of `commitment`; `asked` counts REVEALs. */
  const restarted = (commitment: string) => {
    const old = new Sink('old');
    const asked = { reveals: 0 };
    const proof = new BoxProof({
      waiting: async () => [{ id: 'old', commitment, lastIndex: 3 }],
      reopen: async (id) => {
        expect(id).toBe('old');
        old.closed = false;
        return old;
      },
      reveal: () => {
        asked.reveals += 1;
        return true;
      },
    });
    return { proof, old, asked };
  };

  it('the box resends the SEED: it lands in that log, fsynced there, and the log is closed', async () => {
    const { proof, old } = restarted(kept);
    await proof.seed(S, 5, 10);
    expect(old.entries).toEqual([{ line: 'seed', seed: S, next: 5, at: 10 }]);
    expect(old.closed).toBe(true);
    await proof.commit(C(2), 11); // its next commitment: the log waits no more
    expect(old.entries).toHaveLength(1);
  });

  it('the box still commits to it (the REVEAL never reached it): asked again, the seed goes there', async () => {
    const { proof, old, asked } = restarted(kept);
    await proof.commit(kept, 10);
    expect(asked.reveals).toBe(1);
    expect(old.entries).toEqual([]);
    await proof.seed(S, 5, 11);
    expect(old.entries).toEqual([{ line: 'seed', seed: S, next: 5, at: 11 }]);
    expect(old.closed).toBe(true);
  });

  it('the box commits to another seed (it was reset): that log says its seed was lost', async () => {
    const { proof, old, asked } = restarted(kept);
    await proof.commit(C(2), 10);
    expect(asked.reveals).toBe(0);
    expect(old.entries).toEqual([{ line: 'stop', commitment: kept, why: 'lost', at: 10 }]);
    expect(old.closed).toBe(true);
    await proof.commit(C(3), 11);
    expect(old.entries).toHaveLength(1);
  });
});

describe("the table's salt, an index used twice, a stale roll, the cap (issue 30, 31)", () => {
  it('a fresh salt after every commitment, logged after its commit line', async () => {
    const sent: string[] = [];
    const proof = new BoxProof({ salt: (salt) => sent.push(salt) > 0 });
    const log = new Sink('game');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [3], index: 0 }, true, 2);
    proof.revealSent(false);
    await proof.seed(C(9), 1, 3);
    await proof.commit(C(2), 4);
    expect(log.lines).toEqual(['commit', 'salt', 'roll', 'seed', 'commit', 'salt']);
    expect(sent).toHaveLength(2);
    expect(sent[0]).toMatch(/^[0-9A-F]{32}$/);
    expect(sent[0]).not.toBe(sent[1]);
    expect(
      log.entries.filter((e) => e.line === 'salt').map((e) => (e as { salt: string }).salt),
    ).toEqual(sent);
    // A box without `salt`: nothing sent, nothing logged.
    const plain = new BoxProof({ salt: () => false });
    const other = new Sink('other');
    await plain.adopt(other);
    await plain.commit(C(3), 1);
    expect(other.lines).toEqual(['commit']);
  });

  it('the same index with other dice is reused (logged, not a resend); the same dice are a resend', async () => {
    const proof = new BoxProof();
    const log = new Sink('game');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [4], index: 0 }, true, 2);
    expect(proof.news({ values: [4], index: 0 })).toBe('resend');
    expect(proof.news({ values: [6], index: 0 })).toBe('reused');
    expect(proof.news({ values: [2], index: 1 })).toBe('new');
    await proof.roll({ sides: 6, values: [6], index: 0 }, false, 3);
    expect(log.lines).toEqual(['commit', 'roll', 'roll']);
  });

  it("a roll under the last game's commitment while its seed is awaited is stale", async () => {
    const proof = new BoxProof();
    const first = new Sink('first');
    await proof.adopt(first);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [4], index: 0 }, true, 2);
    proof.revealSent(true); // the end; the box's SEED is late
    await proof.retire(first);
    const second = new Sink('second');
    await proof.adopt(second);
    expect(proof.news({ values: [5], index: 1 })).toBe('stale');
    // The table refuses it; the proof keeps it with its commitment, in the first game's log.
    await proof.roll({ sides: 6, values: [5], index: 1 }, false, 3);
    await proof.seed(C(9), 2, 4);
    expect(first.lines).toEqual(['commit', 'roll', 'roll', 'seed']);
    expect(second.lines).toEqual([]);
  });

  it('at most 32 commitments a game; the refusal said once per burst and counted', async () => {
    const warned: string[] = [];
    const proof = new BoxProof({ warn: (message) => warned.push(message) });
    const log = new Sink('game');
    await proof.adopt(log);
    for (let i = 0; i < 400; i++)
      await proof.commit(i.toString(16).toUpperCase().padStart(32, '0'), i);
    expect(log.lines.filter((line) => line === 'commit')).toHaveLength(MAX_COMMITMENTS_PER_LOG);
    expect(log.lines.length).toBeLessThan(2 * MAX_COMMITMENTS_PER_LOG + 2);
    expect(proof.refused).toBe(400 - MAX_COMMITMENTS_PER_LOG);
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('further commitments are not logged (at most 32 a game)');
  });

  it("a proof box's roll without @n is logged with index null; a box without proof's stops the proof", async () => {
    let proves = true;
    const proof = new BoxProof({ proves: () => proves });
    const log = new Sink('game');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    await proof.roll({ sides: 6, values: [4], index: 0 }, true, 2);
    await proof.roll({ sides: 6, values: [3] }, true, 3);
    await proof.roll({ sides: 6, values: [5], index: 1 }, true, 4);
    expect(log.entries.filter((e) => e.line === 'roll')).toEqual([
      expect.objectContaining({ index: 0 }),
      expect.objectContaining({ values: [3], index: null, used: true }),
      expect.objectContaining({ index: 1 }),
    ]);
    expect(log.lines).not.toContain('stop');
    proves = false; // another box, without proof, took over the link
    await proof.roll({ sides: 6, values: [2] }, true, 5);
    expect(log.entries.at(-1)).toMatchObject({ line: 'stop', why: 'no-proof' });
  });

  it("a salt refused or never answered is said in its commitment's log, not in a later one", async () => {
    const answers: ((why: 'refused' | 'silent') => void)[] = [];
    const proof = new BoxProof({
      salt: (_salt, answered) => {
        answers.push(answered);
        return true;
      },
    });
    const log = new Sink('game');
    await proof.adopt(log);
    await proof.commit(C(1), 1);
    answers[0]?.('refused');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.entries.at(-1)).toMatchObject({
      line: 'unsalted',
      commitment: C(1),
      why: 'refused',
    });
    await proof.commit(C(2), 2); // a restart: the first salt's late word is no news for C(2)
    answers[0]?.('silent');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(log.entries.filter((e) => e.line === 'unsalted')).toHaveLength(1);
  });
});
