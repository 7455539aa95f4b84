// Small status pieces every game's screens share: the socket's state, the box's link, the
// server's brief notices and refusals, sound and language controls.

import { useEffect } from 'preact/hooks';
import type { BoxStatus } from '../../src/messages.ts';
import { type Lang, lang, refusalText, t } from '../i18n/index.ts';
import { dismissNotice, dismissRefusal, linkState, notices, refusal } from '../model.ts';
import { enableSound, muted, soundReady, toggleMute } from '../sound.ts';

/** How long a notice or a refusal stays on screen. */
export const BRIEF_MS = 5000;

export function LinkState() {
  const state = linkState.value;
  return (
    <span class={`link link-${state}`} data-testid="link-state" data-state={state}>
      {t.value.link[state]}
    </span>
  );
}

export function BoxLinkStatus({ box }: { box: BoxStatus }) {
  const dict = t.value;
  return (
    <span
      class={`box-link ${box.connected ? 'good' : 'bad'}`}
      data-testid="box-link"
      data-connected={box.connected ? 'true' : 'false'}
    >
      {dict.box.title}: {dict.box[box.source]}
      {box.source !== 'none' && ` · ${box.connected ? dict.box.connected : dict.box.disconnected}`}
      {box.firmware && ` · ${dict.box.firmware(box.firmware)}`}
      {box.problem && <span class="muted"> · {box.problem}</span>}
    </span>
  );
}

/** The server's notices, each for a few seconds. */
export function Notices() {
  const list = notices.value;
  useEffect(() => {
    const timers = list.map((notice) => setTimeout(() => dismissNotice(notice.serial), BRIEF_MS));
    return () => timers.forEach(clearTimeout);
  }, [list]);
  if (list.length === 0) return null;
  const dict = t.value;
  return (
    <div class="notices" data-testid="notices" role="status">
      {list.map((notice) => (
        <p key={notice.serial}>{refusalText(dict, notice.text, notice.code)}</p>
      ))}
    </div>
  );
}

/** A refusal of the command asked at `place`, shown there for a few seconds. */
export function RefusalLine({ place }: { place: string }) {
  const current = refusal.value;
  useEffect(() => {
    if (!current) return;
    const timer = setTimeout(() => dismissRefusal(current.serial), BRIEF_MS);
    return () => clearTimeout(timer);
  }, [current]);
  if (!current || current.place !== place) return null;
  return (
    <p class="refusal" role="alert" data-testid={`refusal-${place}`}>
      {refusalText(t.value, current.sentence, current.code)}
    </p>
  );
}

export function SoundControls() {
  const dict = t.value;
  if (!soundReady.value) {
    return (
      <button type="button" class="sound" data-testid="sound-enable" onClick={enableSound}>
        {dict.sound.enable}
      </button>
    );
  }
  return (
    <button
      type="button"
      class="sound"
      data-testid="sound-mute"
      aria-pressed={muted.value}
      onClick={toggleMute}
    >
      {muted.value ? `${dict.sound.unmute}` : `${dict.sound.mute}`}
    </button>
  );
}

export function LanguageSwitch() {
  const choose = (next: Lang) => {
    lang.value = next;
    const url = new URL(location.href);
    url.searchParams.set('lang', next);
    history.replaceState(null, '', url);
  };
  return (
    <fieldset class="language" data-testid="language">
      <legend class="visually-hidden">{t.value.control.language}</legend>
      {(['en', 'fr'] as const).map((code) => (
        <button
          key={code}
          type="button"
          data-testid={`lang-${code}`}
          aria-pressed={lang.value === code}
          onClick={() => choose(code)}
        >
          {code === 'en' ? 'English' : 'Français'}
        </button>
      ))}
    </fieldset>
  );
}
