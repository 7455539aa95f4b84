// Each game's cues are its own: its module lists them (`cueNames`, from its cues.ts) and its
// screens give each a sound of the shell's palette (their view's `sounds`), no more, no fewer;
// the shell's voice has no game's words (Apophis's damage and shuffle are in its folder).

import { describe, expect, it } from 'vitest';
import { GAMES as VIEWS } from '../../display/games/index.ts';
import { VOICE_LINES } from '../../display/voice/lines.ts';
import { GAMES } from '../../src/games/index.ts';

describe('cues and sounds, game by game', () => {
  it("every cue a module lists has its sound in the game's view", async () => {
    const ids = Object.keys(GAMES);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    for (const id of ids) {
      const load = VIEWS.games[id];
      if (!load) throw new Error(`no screens for ${id}`);
      const view = await load();
      const module = GAMES[id];
      expect(module?.cueNames.length, id).toBeGreaterThan(0);
      expect(Object.keys(view.sounds ?? {}).sort(), id).toEqual(
        [...(module?.cueNames ?? [])].sort(),
      );
    }
  });

  it("the shell's voice says no game's name", () => {
    const words = VOICE_LINES.flatMap((line) => [line.en, line.fr]).join(' ');
    for (const game of Object.values(GAMES)) expect(words).not.toContain(game?.title);
  });
});
