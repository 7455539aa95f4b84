// The voice's player: one line at a time (the next waits for the end of the one being said), a
// queue that falls behind drops its oldest lines, the browser's speech in the line's language
// when it has a voice for it, else the recorded file; and the test hook records what was played.

import { afterEach, describe, expect, test, vi } from 'vitest';
import { ALL_VOICE_LINES } from '../../../display/voice/all-lines.ts';
import {
  type AudioLike,
  createSpeaker,
  LINE_TIMEOUT_MS,
  MAX_WAITING,
  type SpeechLike,
  type VoiceTrace,
} from '../../../display/voice/speaker.ts';
import { addVoiceLines } from '../../../display/voice/texts.ts';

// Every line's words known, as on a big screen once a game's view has registered its own.
addVoiceLines(ALL_VOICE_LINES);

class FakeAudio implements AudioLike {
  static made: FakeAudio[] = [];
  volume = 1;
  readyState = 0;
  played = false;
  paused = false;
  readonly listeners = new Map<string, (() => void)[]>();
  constructor(readonly url: string) {
    FakeAudio.made.push(this);
  }
  play(): Promise<void> {
    this.played = true;
    return Promise.resolve();
  }
  pause(): void {
    this.paused = true;
  }
  addEventListener(type: string, listener: () => void): void {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  fire(type: 'ended' | 'error' | 'playing'): void {
    if (type === 'playing') this.readyState = 4;
    for (const listener of this.listeners.get(type) ?? []) listener();
  }
}

type FakeUtterance = {
  text: string;
  lang: string;
  volume: number;
  voice: unknown;
  onend: (() => void) | null;
  onerror: (() => void) | null;
};

function fakeSpeech(langs: string[]) {
  const spoken: FakeUtterance[] = [];
  const speech: SpeechLike & { spoken: FakeUtterance[]; cancelled: number } = {
    spoken,
    cancelled: 0,
    getVoices: () => langs.map((lang) => ({ lang })),
    speak: (utterance) => void spoken.push(utterance as unknown as FakeUtterance),
    cancel() {
      this.cancelled++;
    },
  };
  return speech;
}

const makeUtterance = (text: string) =>
  ({
    text,
    lang: '',
    volume: 1,
    voice: null,
    onend: null,
    onerror: null,
  }) as unknown as SpeechSynthesisUtterance;

afterEach(() => {
  FakeAudio.made = [];
  delete (globalThis as { __voice?: VoiceTrace[] }).__voice;
  vi.useRealTimers();
});

describe('the files, one line at a time', () => {
  test('the next line waits for the end of the one being said', async () => {
    const speaker = createSpeaker({ speech: null, makeAudio: (url) => new FakeAudio(url) });
    speaker.say(['count-3', 'count-2'], 'fr', 0.5);
    expect(FakeAudio.made.map((audio) => audio.url)).toEqual(['/voice/fr/count-3.ogg']);
    expect(FakeAudio.made[0]?.volume).toBe(0.5);
    expect(speaker.current).toBe('count-3');
    expect(speaker.waiting).toEqual(['count-2']);
    FakeAudio.made[0]?.fire('ended');
    expect(FakeAudio.made.map((audio) => audio.url)).toEqual([
      '/voice/fr/count-3.ogg',
      '/voice/fr/count-2.ogg',
    ]);
    FakeAudio.made[1]?.fire('ended');
    expect(speaker.current).toBeNull();
  });

  test('a queue that falls behind drops its oldest lines', () => {
    const speaker = createSpeaker({ speech: null, makeAudio: (url) => new FakeAudio(url) });
    speaker.say(['launch-complete'], 'en', 1);
    speaker.say(['hit', 'damage', 'deflection', 'won'], 'en', 1);
    expect(MAX_WAITING).toBe(2);
    expect(speaker.current).toBe('launch-complete');
    expect(speaker.waiting).toEqual(['deflection', 'won']);
  });

  test('a file that fails or never ends gives way to the next line', () => {
    vi.useFakeTimers();
    const speaker = createSpeaker({ speech: null, makeAudio: (url) => new FakeAudio(url) });
    speaker.say(['hit', 'miss', 'won'], 'en', 1);
    FakeAudio.made[0]?.fire('error');
    expect(speaker.current).toBe('miss');
    vi.advanceTimersByTime(LINE_TIMEOUT_MS);
    expect(speaker.current).toBe('won');
  });

  test('stop silences the line and forgets the queue; a late end starts nothing', () => {
    const speaker = createSpeaker({ speech: null, makeAudio: (url) => new FakeAudio(url) });
    speaker.say(['hit', 'miss'], 'en', 1);
    const first = FakeAudio.made[0] as FakeAudio;
    speaker.stop();
    expect(first.paused).toBe(true);
    speaker.say(['won'], 'en', 1);
    first.fire('ended'); // the stopped line's end arrives late
    expect(speaker.current).toBe('won');
    expect(FakeAudio.made.map((audio) => audio.url)).toEqual([
      '/voice/en/hit.ogg',
      '/voice/en/won.ogg',
    ]);
  });

  test('the test hook records each line, its method and the file’s readiness', async () => {
    const trace: VoiceTrace[] = [];
    (globalThis as { __voice?: VoiceTrace[] }).__voice = trace;
    const speaker = createSpeaker({
      speech: fakeSpeech(['en-US']),
      makeAudio: (url) => new FakeAudio(url),
    });
    speaker.say(['won'], 'fr', 1); // no French voice: the file
    FakeAudio.made[0]?.fire('playing');
    FakeAudio.made[0]?.fire('ended');
    expect(trace).toEqual([
      { id: 'won', lang: 'fr', method: 'file', event: 'start' },
      { id: 'won', lang: 'fr', method: 'file', event: 'playing', readyState: 4 },
      { id: 'won', lang: 'fr', method: 'file', event: 'end' },
    ]);
  });
});

describe('the browser’s speech', () => {
  test('says the line’s text in its language at the volume, one at a time', () => {
    const speech = fakeSpeech(['en-GB', 'fr-FR']);
    const speaker = createSpeaker({
      speech,
      makeUtterance,
      makeAudio: (url) => new FakeAudio(url),
    });
    speaker.say(['launch-complete', 'count-3'], 'fr', 0.7);
    expect(speech.spoken.map((line) => [line.text, line.lang, line.volume])).toEqual([
      ['Séquence de lancement terminée.', 'fr-FR', 0.7],
    ]);
    speech.spoken[0]?.onend?.();
    expect(speech.spoken.map((line) => line.text)).toEqual([
      'Séquence de lancement terminée.',
      'Trois',
    ]);
    expect(FakeAudio.made).toEqual([]);
    speaker.stop();
    expect(speech.cancelled).toBe(1);
  });
});
