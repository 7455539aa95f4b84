// @vitest-environment happy-dom
// The room's sound never goes silent unseen: the choice (on or off, a volume) is remembered on
// this device and read back after a reload; the header says where sound stands; and while the
// browser holds audio off, the first key press or click anywhere on the page turns it on.
// The AudioContext is a minimal fake that, like a browser, starts only inside a gesture
// (or at once where autoplay is allowed, as on a kiosk started with the flag).

import { act } from 'preact/test-utils';
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { SoundControls } from '../../display/components/sound-controls.tsx';
import { lang, loadLanguage } from '../../display/i18n/index.ts';
import {
  DEFAULT_SOUND,
  readSoundChoice,
  releaseAudio,
  SOUND_KEY,
  setSoundOn,
  setVolume,
  soundChoice,
} from '../../display/sound.ts';
import { byTestId, click, mount, resetModel, unmountAll } from './fixtures.tsx';

/** True only while a user gesture's event is being dispatched (set around it on window). */
let inGesture = false;
const gestureStarts = () => {
  inGesture = true;
};
const gestureEnds = () => {
  inGesture = false;
};
const GESTURES = ['keydown', 'pointerdown', 'click'];

class FakeAudioContext extends EventTarget {
  static made: FakeAudioContext[] = [];
  /** Autoplay allowed without a gesture (Chromium's --autoplay-policy=no-user-gesture-required). */
  static autoplay = false;
  state: 'suspended' | 'running' | 'closed' = FakeAudioContext.autoplay ? 'running' : 'suspended';
  resumes = 0;
  constructor() {
    super();
    FakeAudioContext.made.push(this);
  }
  resume(): Promise<void> {
    this.resumes++;
    if ((inGesture || FakeAudioContext.autoplay) && this.state === 'suspended') {
      this.state = 'running';
      this.dispatchEvent(new Event('statechange'));
    }
    return Promise.resolve();
  }
  close(): Promise<void> {
    this.state = 'closed';
    return Promise.resolve();
  }
}

function press(key: string): void {
  act(() => {
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

function clickPage(): void {
  act(() => {
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

const stored = () => JSON.parse(localStorage.getItem(SOUND_KEY) ?? 'null');

// French is fetched when asked: in before a test switches to it.
beforeAll(() => loadLanguage('fr'));
beforeEach(() => {
  resetModel();
  localStorage.clear();
  releaseAudio();
  soundChoice.value = { ...DEFAULT_SOUND };
  FakeAudioContext.made = [];
  FakeAudioContext.autoplay = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
  // Registered before anything the screen adds: the first to hear a gesture, the last to see it go.
  for (const type of GESTURES) {
    window.addEventListener(type, gestureStarts, { capture: true });
    window.addEventListener(type, gestureEnds);
  }
});

afterEach(() => {
  unmountAll();
  for (const type of GESTURES) {
    window.removeEventListener(type, gestureStarts, { capture: true });
    window.removeEventListener(type, gestureEnds);
  }
  vi.unstubAllGlobals();
});

describe('the remembered choice', () => {
  test('off and a volume survive a reload of the page', async () => {
    setSoundOn(false);
    setVolume(0.3);
    expect(stored()).toEqual({ on: false, volume: 0.3 });
    vi.resetModules();
    const reloaded = await import('../../display/sound.ts');
    expect(reloaded.soundChoice.value).toEqual({ on: false, volume: 0.3 });
  });

  test('sound is on by default; a nonsense value falls back; the volume never reaches silence', () => {
    expect(readSoundChoice(localStorage)).toEqual({ on: true, volume: DEFAULT_SOUND.volume });
    localStorage.setItem(SOUND_KEY, '{not json');
    expect(readSoundChoice(localStorage)).toEqual(DEFAULT_SOUND);
    localStorage.setItem(SOUND_KEY, JSON.stringify({ on: 'yes', volume: 7 }));
    expect(readSoundChoice(localStorage)).toEqual({ on: true, volume: 1 });
    setVolume(0);
    expect(soundChoice.value.volume).toBe(0.1);
    expect(readSoundChoice(localStorage).volume).toBe(0.1);
  });

  test('a screen muted before the choice had a volume stays muted', () => {
    localStorage.setItem('apophis-muted', '1');
    expect(readSoundChoice(localStorage).on).toBe(false);
    localStorage.setItem('apophis-muted', '0');
    expect(readSoundChoice(localStorage).on).toBe(true);
  });
});

describe('the header, and the first gesture', () => {
  test('held off by the browser: it says so, and the first key press anywhere turns sound on', () => {
    const root = mount(<SoundControls />);
    const sound = () => byTestId(root, 'sound');
    expect(sound().dataset.sound).toBe('blocked');
    expect(sound().textContent).toBe('sound off: press a key');
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]?.state).toBe('suspended');

    press('a');
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(FakeAudioContext.made[0]?.state).toBe('running');
    expect(sound().dataset.sound).toBe('on');
    expect(sound().textContent).toContain('sound on');
    byTestId(root, 'sound-mute');
    expect(byTestId(root, 'sound-volume')).toHaveProperty('value', '80');
  });

  test('a click anywhere turns it on too, in French', () => {
    lang.value = 'fr';
    const root = mount(<SoundControls />);
    expect(byTestId(root, 'sound').textContent).toBe('son coupé : une touche');
    clickPage();
    expect(byTestId(root, 'sound').dataset.sound).toBe('on');
    expect(byTestId(root, 'sound').textContent).toContain('son activé');
  });

  test('a kiosk that allows autoplay plays at once, without any gesture', () => {
    FakeAudioContext.autoplay = true;
    const root = mount(<SoundControls />);
    expect(byTestId(root, 'sound').dataset.sound).toBe('on');
  });

  test('off by choice: a key press leaves it off; its button turns it on and remembers', () => {
    setSoundOn(false);
    const root = mount(<SoundControls />);
    expect(byTestId(root, 'sound').dataset.sound).toBe('off');
    expect(byTestId(root, 'sound').textContent).toContain('sound off');
    press('a');
    expect(FakeAudioContext.made).toHaveLength(0);
    expect(byTestId(root, 'sound').dataset.sound).toBe('off');

    click(byTestId(root, 'sound-on'));
    expect(FakeAudioContext.made[0]?.state).toBe('running');
    expect(byTestId(root, 'sound').dataset.sound).toBe('on');
    expect(stored()).toMatchObject({ on: true });
  });

  test('mute and the volume from the header are remembered', () => {
    FakeAudioContext.autoplay = true;
    const root = mount(<SoundControls />);
    const volume = byTestId(root, 'sound-volume') as HTMLInputElement;
    act(() => {
      volume.value = '50';
      volume.dispatchEvent(new Event('input', { bubbles: true }));
    });
    expect(stored()).toEqual({ on: true, volume: 0.5 });
    click(byTestId(root, 'sound-mute'));
    expect(byTestId(root, 'sound').dataset.sound).toBe('off');
    expect(stored()).toEqual({ on: false, volume: 0.5 });
  });

  test('a browser without Web Audio says there is no sound rather than offering a dead button', () => {
    vi.stubGlobal('AudioContext', undefined);
    const root = mount(<SoundControls />);
    expect(byTestId(root, 'sound').dataset.sound).toBe('unsupported');
    expect(byTestId(root, 'sound').textContent).toBe('no sound in this browser');
  });
});
