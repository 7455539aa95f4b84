// The big screen's voice: it listens to the table (the game module's cues, the shell's status)
// and to the clock, and says the lines that fit, in the screen's language, when the room's sound
// is on and the browser lets it play. The voice has a switch of its own (V, remembered); the
// mute (M) and the volume (+ −) are the room's sound choice, shared with the beeps.

import { effect } from '@preact/signals';
import type { PublicState } from '../../src/messages.ts';
import { gameView } from '../components/game-view.tsx';
import type { GameViews, GameVoice } from '../games/seam.ts';
import { lang } from '../i18n/index.ts';
import { serverNow, table } from '../model.ts';
import { audioState, soundChoice } from '../sound.ts';
import { changeLines, clockMs, timeLines } from './choose.ts';
import { createSpeaker, type Speaker } from './speaker.ts';
import { voiceOn } from './switch.tsx';
import { addVoiceLines } from './texts.ts';

/** How often the clock is read for its marks: well inside a second, so a count is on time. */
export const CLOCK_READ_MS = 100;

/** The voice may speak now: sound on, voice on, and the browser's audio running. */
function maySpeak(): boolean {
  return soundChoice.peek().on && voiceOn.peek() && audioState.peek() === 'running';
}

/** The voices whose lines' words were asked for (each game's fetched once). */
const textsAsked = new WeakSet<GameVoice>();

/** Registers a game's lines' words, fetched the first time the voice hears that game. */
function askTexts(voice: GameVoice | undefined): void {
  if (!voice?.texts || textsAsked.has(voice)) return;
  textsAsked.add(voice);
  voice.texts().then(addVoiceLines, () => textsAsked.delete(voice));
}

/** The voice of the game `state` plays, once its view has loaded (a game may have none). */
function voiceOf(views: GameViews, state: PublicState | null): GameVoice | undefined {
  const view = state ? gameView(views, state.game) : null;
  return view && typeof view !== 'string' ? view.voice : undefined;
}

/**
 * Starts the voice for the screen that calls it (the big screen only) and returns how to stop
 * it: each change of the table says its lines, and the clock's marks are read ten times a second.
 */
export function startVoice(views: GameViews, speaker: Speaker = createSpeaker()): () => void {
  let before = table.peek();
  // The game's lines' words, asked as soon as its view is in (before its first change, mostly).
  const stopAsking = effect(() => askTexts(voiceOf(views, table.value)));
  let shownMs = clockMs(voiceOf(views, before), before, serverNow());
  const say = (ids: readonly string[]) => {
    if (ids.length > 0 && maySpeak()) speaker.say(ids, lang.peek(), soundChoice.peek().volume);
  };
  const stopListening = table.subscribe((after) => {
    if (after === before) return;
    if (after) {
      const view = gameView(views, after.game);
      const prior = before?.game === after.game ? before : null;
      if (typeof view !== 'string') {
        say(changeLines(view.cues(prior, after), prior, after, view.voice));
      }
    }
    before = after;
  });
  // The game whose clock the last reading saw running: a reading compares with it only, so a
  // new set-up or the start (10:00 → 1:01 in one step) is no mark crossed.
  let runningGame = before?.status === 'playing' ? before.gameId : undefined;
  const reader = setInterval(() => {
    const state = table.peek();
    const ms = clockMs(voiceOf(views, state), state, serverNow());
    const running = state?.status === 'playing' ? state.gameId : undefined;
    if (ms !== null && shownMs !== null && running !== undefined && running === runningGame) {
      say(timeLines(shownMs, ms));
    }
    shownMs = ms;
    runningGame = running;
  }, CLOCK_READ_MS);
  // Silenced mid-line (M, V): the line stops at once, and what waited is forgotten.
  const stopSilencing = effect(() => {
    if (!soundChoice.value.on || !voiceOn.value) speaker.stop();
  });
  return () => {
    stopAsking();
    stopListening();
    stopSilencing();
    clearInterval(reader);
    speaker.stop();
  };
}
