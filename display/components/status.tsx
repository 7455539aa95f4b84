// Small status pieces every game's screens share: the socket's state, the box's link, the
// server's brief notices and refusals, the language switch (the big screen's sound controls are
// in sound-controls.tsx, so the pages without sound do not download the sound's code).

import { useEffect, useRef } from 'preact/hooks';
import type { BoxStatus, PublicState } from '../../src/messages.ts';
import { type Lang, lang, refusalText, t } from '../i18n/index.ts';
import { dismissNotice, dismissRefusal, linkState, notices, refusal } from '../model.ts';

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

/**
 * The box in words for the room: ready, not linked (check its cable), or no box at all (the
 * dice are typed in on the phone). The firmware and the link's own complaint go in a tooltip.
 */
export function BoxLinkStatus({ box }: { box: BoxStatus }) {
  const dict = t.value;
  const words = dict.boxState;
  const state = box.source === 'none' ? 'none' : box.connected ? 'ready' : 'unlinked';
  const text =
    state === 'none'
      ? words.none
      : state === 'ready'
        ? box.source === 'virtual'
          ? words.virtual
          : words.serial
        : box.source === 'virtual'
          ? words.virtualUnlinked
          : words.unlinked;
  const details = [box.firmware && dict.box.firmware(box.firmware), box.problem].filter(Boolean);
  return (
    <>
      <span
        class={`box-link ${state === 'ready' ? 'good' : state === 'unlinked' ? 'bad' : 'muted'}`}
        data-testid="box-link"
        data-connected={box.connected ? 'true' : 'false'}
        data-state={state}
        title={details.length > 0 ? details.join(' · ') : undefined}
      >
        {text}
      </span>
      {box.cannotRoll && (
        <span class="box-cannot-roll bad" data-testid="box-cannot-roll" role="status">
          {dict.box.cannotRoll(box.cannotRoll, (box.protocol ?? 1) === 1)}
        </span>
      )}
    </>
  );
}

/**
 * The server's notices (a box press that does nothing now, a costly press asking for OK), each
 * for a few seconds from its arrival: the newest one, large and plain, in the screen's language
 * (by its code when a dictionary has it, else the server's sentence).
 */
export function Notices() {
  const list = notices.value;
  const arrived = useRef(new Map<number, number>());
  useEffect(() => {
    const now = Date.now();
    const seen = arrived.current;
    for (const serial of seen.keys()) {
      if (!list.some((notice) => notice.serial === serial)) seen.delete(serial);
    }
    const timers = list.map((notice) => {
      const at = seen.get(notice.serial) ?? now;
      seen.set(notice.serial, at);
      return setTimeout(() => dismissNotice(notice.serial), Math.max(0, at + BRIEF_MS - now));
    });
    return () => timers.forEach(clearTimeout);
  }, [list]);
  const newest = list.at(-1);
  if (!newest) return null;
  return (
    <div class="notices" data-testid="notices" role="status" aria-live="assertive">
      <p key={newest.serial} class="notice" data-testid="notice" data-code={newest.code ?? ''}>
        {refusalText(t.value, newest.text, newest.code)}
      </p>
    </div>
  );
}

/**
 * Why the table paused the game on its return (a restart whose wall clock could not be trusted
 * about the downtime, DESIGN.md), in the screen's language, while it stays paused.
 */
export function PausedWhy({ state }: { state: PublicState | null }) {
  const why = state?.status === 'paused' ? state.pausedWhy : null;
  if (!why) return null;
  return (
    <p class="paused-why" role="status" data-testid="paused-why" data-code={why.code}>
      {why[lang.value]}
    </p>
  );
}

/**
 * Over the set-up a game ended early drops to, on every screen (the table says it in its state
 * until the next game starts): the last game was ended, not lost, and from where.
 */
export function EndedNote({
  state,
  class: className,
}: {
  state: PublicState | null;
  class: string;
}) {
  const ended = state?.status === 'lobby' ? state.endedEarly : null;
  if (!ended) return null;
  return (
    <p class={className} role="status" data-testid="ended-early" data-by={ended.by}>
      {t.value.endGame.endedEarly[ended.by]}
    </p>
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
