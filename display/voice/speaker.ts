// Says the voice's lines, one at a time: the browser's own speech where it has a voice for the
// language, else the line's recorded file (`/voice/<lang>/<id>.ogg`, made by espeak-ng). A line
// never talks over another: the next waits its turn, and a queue that falls behind drops its
// oldest lines (a time mark said late is wrong). The volume and the mute are the room's sound choice.

import type { Lang } from '../i18n/index.ts';
import './lines.ts';
import { voiceLine } from './texts.ts';

export type VoiceMethod = 'speech' | 'file';

/** What the player needs of `speechSynthesis` (tests bring their own). */
export type SpeechLike = {
  getVoices(): readonly { lang: string }[];
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
};

/** What the player needs of an `<audio>` element (tests bring their own). */
export type AudioLike = {
  volume: number;
  readyState: number;
  play(): Promise<void>;
  pause(): void;
  addEventListener(type: 'ended' | 'error' | 'playing', listener: () => void): void;
};

/** One line as the player handled it: the test hook's record (`window.__voice`, when a test sets it). */
export type VoiceTrace = {
  id: string;
  lang: Lang;
  method: VoiceMethod;
  event: 'start' | 'playing' | 'end' | 'error' | 'dropped';
  readyState?: number;
};

/** At most this many lines wait their turn; older ones are dropped. */
export const MAX_WAITING = 2;
/** A line that never says it ended (a stuck engine) gives way after this long. */
export const LINE_TIMEOUT_MS = 6000;

/** Speech when the browser has a voice for `lang` (`fr` matches `fr-FR`), else the file. */
export function chooseMethod(lang: Lang, speech: SpeechLike | null): VoiceMethod {
  if (!speech) return 'file';
  const voices = speech.getVoices();
  return voices.some((voice) => voice.lang.toLowerCase().split(/[-_]/)[0] === lang)
    ? 'speech'
    : 'file';
}

/** The file of a line, as the build serves `display/public/`. */
export function voiceFileUrl(lang: Lang, id: string): string {
  return `/voice/${lang}/${id}.ogg`;
}

function trace(entry: VoiceTrace): void {
  // A test hook that costs nothing otherwise: only a page whose test set the list records.
  const list = (globalThis as { __voice?: VoiceTrace[] }).__voice;
  if (Array.isArray(list)) list.push(entry);
}

export type SpeakerOptions = {
  speech?: SpeechLike | null;
  makeAudio?: (url: string) => AudioLike;
  makeUtterance?: (text: string) => SpeechSynthesisUtterance;
};

export type Speaker = {
  /** Queue these lines, in order, in `lang` at `volume` (0–1). */
  say(ids: readonly string[], lang: Lang, volume: number): void;
  /** Stop the line being said and forget the queue (mute, page leaves). */
  stop(): void;
  /** The line being said now, or null. */
  readonly current: string | null;
  readonly waiting: readonly string[];
};

export function createSpeaker(options: SpeakerOptions = {}): Speaker {
  const speech =
    options.speech !== undefined
      ? options.speech
      : typeof speechSynthesis === 'undefined'
        ? null
        : speechSynthesis;
  const makeAudio = options.makeAudio ?? ((url: string) => new Audio(url) as AudioLike);
  const makeUtterance =
    options.makeUtterance ?? ((text: string) => new SpeechSynthesisUtterance(text));
  let queue: { id: string; lang: Lang; volume: number }[] = [];
  let current: { id: string; stop(): void } | null = null;

  const next = () => {
    current = null;
    const line = queue.shift();
    if (line) start(line);
  };

  const start = (line: { id: string; lang: Lang; volume: number }) => {
    const text = voiceLine(line.id)?.[line.lang];
    if (!text) return next();
    const method = chooseMethod(line.lang, speech);
    let done = false;
    const mine: { id: string; stop(): void } = { id: line.id, stop: () => undefined };
    const finish = (event: 'end' | 'error') => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      trace({ id: line.id, lang: line.lang, method, event });
      if (current === mine) next(); // a line stopped earlier ends late: it starts nothing
    };
    const timer = setTimeout(() => finish('error'), LINE_TIMEOUT_MS);
    trace({ id: line.id, lang: line.lang, method, event: 'start' });
    if (method === 'speech' && speech) {
      const utterance = makeUtterance(text);
      utterance.lang = line.lang === 'fr' ? 'fr-FR' : 'en-GB';
      const voice = speech
        .getVoices()
        .find((candidate) => candidate.lang.toLowerCase().startsWith(line.lang));
      if (voice) utterance.voice = voice as SpeechSynthesisVoice;
      utterance.volume = line.volume;
      utterance.onend = () => finish('end');
      utterance.onerror = () => finish('error');
      mine.stop = () => speech.cancel();
      current = mine;
      speech.speak(utterance);
      return;
    }
    const audio = makeAudio(voiceFileUrl(line.lang, line.id));
    audio.volume = line.volume;
    audio.addEventListener('playing', () =>
      trace({
        id: line.id,
        lang: line.lang,
        method,
        event: 'playing',
        readyState: audio.readyState,
      }),
    );
    audio.addEventListener('ended', () => finish('end'));
    audio.addEventListener('error', () => finish('error'));
    mine.stop = () => audio.pause();
    current = mine;
    audio.play().catch(() => finish('error')); // blocked or no file: the next line goes on
  };

  return {
    say(ids, lang, volume) {
      for (const id of ids) queue.push({ id, lang, volume });
      if (!current) next();
      while (queue.length > MAX_WAITING) {
        const dropped = queue.shift();
        if (dropped) {
          const method = chooseMethod(dropped.lang, speech);
          trace({ id: dropped.id, lang: dropped.lang, method, event: 'dropped' });
        }
      }
    },
    stop() {
      queue = [];
      const speaking = current;
      current = null;
      speaking?.stop();
    },
    get current() {
      return current?.id ?? null;
    },
    get waiting() {
      return queue.map((line) => line.id);
    },
  };
}
