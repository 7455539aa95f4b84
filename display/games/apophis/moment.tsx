// A launch as a moment for the whole room: while a launch is under way, and for a few seconds
// after it ends (unless the table moves on), the big screen gives it the whole screen: the
// rocket, each check as a row with a large die, the sum against what was needed, pass or fail,
// the die being rolled, the reroll question stated plainly, and a headline that says what
// happened. Every answer comes from the module (headline.ts, launch.ts); none is kept here.
// The end screen reuses the rows and the headline for the launch that decided the game.

import { useEffect, useState } from 'preact/hooks';
import {
  type Headline,
  headline,
  ifKept,
  passingFaces,
} from '../../../src/games/apophis/headline.ts';
import type { Apophis, Launch, LaunchStep } from '../../../src/games/apophis/launch.ts';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import { Die } from '../../components/die.tsx';
import { useFrameDraw } from '../../frame.ts';
import { dismissNotice, notices, serverNow } from '../../model.ts';
import { type Dict, t } from './i18n/index.ts';
import { Pyramid } from './pieces.tsx';
import { drawTimer } from './timer.tsx';
import './moment.css';

/** How long a finished launch keeps the screen before the table comes back. */
export const LINGER_MS = 6000;

/** The viewer asked for less motion: no tumbling die, no arriving headline. */
export function useReducedMotion(): boolean {
  const [query] = useState(() =>
    typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null,
  );
  const [reduced, setReduced] = useState(query?.matches ?? false);
  useEffect(() => {
    if (!query) return;
    const follow = (event: MediaQueryListEvent) => setReduced(event.matches);
    query.addEventListener?.('change', follow);
    return () => query.removeEventListener?.('change', follow);
  }, [query]);
  return reduced;
}

/** When the launch on the table ended (its history entry), or null. */
function endedAt(state: ApophisState): number | null {
  for (let i = state.history.length - 1; i >= 0; i--) {
    const entry = state.history[i];
    if (entry?.event === 'launch') return entry.at;
  }
  return null;
}

/**
 * Whether the launch has the screen at `now`: while it waits for a die or a decision (paused
 * too), and until LINGER_MS after it ended, as long as the table has not moved on (a build, a
 * scrap or suits clear the launch; a shuffle starts something else).
 */
export function momentShown(state: ApophisState, now: number): boolean {
  const launch = state.launch;
  if (!launch || state.shuffle) return false;
  if (launch.awaiting) return true;
  if (launch.result === null) return false; // cut short by the clock: the end screen tells it
  const ended = endedAt(state);
  return ended !== null && now < ended + LINGER_MS;
}

/** The sum of a step as the rows say it: the fuel share, the total against what was needed. */
function sumOf(dict: Dict, step: LaunchStep): string {
  if (step.step === 'fuel') return dict.launch.fuelLine(step.have ?? 0, step.need);
  if (step.total === undefined) return '';
  return step.step === 'explosion'
    ? `${step.total} · ${dict.launch.explodesAt(step.need)}`
    : dict.launch.sum(step.total, step.need);
}

function StepRow({ step, pending = false }: { step: LaunchStep; pending?: boolean }) {
  const dict = t.value;
  const earlier = step.rolls?.slice(0, -1) ?? [];
  return (
    <li
      class={`moment-step step-${step.step} ${step.ok ? 'good' : 'bad'}${pending ? ' pending' : ''}`}
      data-testid={pending ? 'moment-pending' : `moment-step-${step.step}`}
      data-ok={step.ok ? 'true' : 'false'}
    >
      <span class="moment-step-name">{dict.step[step.step]}</span>
      <span class="moment-die">
        {step.roll !== undefined ? <Die value={step.roll} /> : <span class="moment-no-die" />}
      </span>
      <span class="moment-sum">
        {sumOf(dict, step)}
        {earlier.length > 0 && (
          <span class="moment-rerolled" data-testid="moment-rerolled">
            {dict.moment.rerolledFrom(earlier.join(', '))}
          </span>
        )}
      </span>
      <span class="moment-verdict">
        {step.ok ? '✔' : '✘'}{' '}
        {step.ok ? dict.launch.passOf[step.step] : dict.launch.failOf[step.step]}
      </span>
    </li>
  );
}

/** The checks of a launch, one row each with its die; the die on the table as a dashed row. */
export function MomentSteps({ launch }: { launch: Launch }) {
  return (
    <ol class="moment-steps" data-testid="moment-steps">
      {launch.steps.map((step) => (
        <StepRow key={step.step} step={step} />
      ))}
      {launch.awaiting?.kind === 'decision' && launch.pending && (
        <StepRow step={launch.pending} pending />
      )}
    </ol>
  );
}

/** What a launch did, in the room's language: a code from the module, worded here. */
export function HeadlineLine({ line, still }: { line: Headline; still: boolean }) {
  const dict = t.value;
  const words = dict.moment.headline[line.code] as (h: Headline) => string;
  const detail = dict.moment.detail(line);
  return (
    <div
      class={`moment-headline ${line.good ? 'good' : 'bad'}${still ? '' : ' arrive'}`}
      data-testid="moment-headline"
      data-code={line.code}
      role="status"
    >
      <p class="moment-headline-text">{words(line)}</p>
      {detail && <p class="moment-detail">{detail}</p>}
    </div>
  );
}

/** The die awaited: which check, the faces that pass it, the die tumbling while the box rolls. */
function Awaiting({
  launch,
  apophis,
  rolling,
  still,
}: {
  launch: Launch;
  apophis: Apophis;
  rolling: boolean;
  still: boolean;
}) {
  const dict = t.value;
  const step = launch.awaiting?.step;
  if (launch.awaiting?.kind !== 'roll' || !step) return null;
  const faces = passingFaces(launch, apophis, step);
  return (
    <div class="moment-await" data-testid="moment-awaiting" data-step={step}>
      <span class="moment-die">
        <Die value={null} rolling={rolling && !still} />
      </span>
      <div>
        <p class="moment-ask">{dict.moment.rollNow(dict.step[step])}</p>
        <p class="moment-faces" data-testid="moment-faces">
          {dict.moment.passesOn(faces)}
          {rolling && <span class="muted"> · {dict.moment.rolling}</span>}
        </p>
        {launch.pending && <p class="moment-note">{dict.moment.rerolling}</p>}
      </div>
    </div>
  );
}

/** R19's question: does the die on the table pass, what keeping it means, and which button does what. */
function Question({ launch, apophis }: { launch: Launch; apophis: Apophis }) {
  const dict = t.value;
  const pending = launch.pending;
  if (launch.awaiting?.kind !== 'decision' || !pending) return null;
  const kept = ifKept(launch, apophis);
  const ends = kept && 'ends' in kept ? kept.ends : null;
  return (
    <div
      class={`moment-question ${pending.ok ? 'good' : 'bad'}`}
      data-testid="moment-question"
      data-ok={pending.ok ? 'true' : 'false'}
    >
      <p class="moment-ask">
        {pending.ok ? dict.moment.question.passes : dict.moment.question.fails} ·{' '}
        <span class="moment-left">{dict.moment.question.left(launch.rerollsLeft)}</span>
      </p>
      <p class="moment-if-kept" data-testid="moment-if-kept" data-code={ends?.code ?? 'next'}>
        {dict.moment.question.ifKept}{' '}
        <b>
          {ends
            ? (dict.moment.headline[ends.code] as (h: Headline) => string)(ends)
            : kept && 'next' in kept
              ? dict.moment.question.next(dict.step[kept.next])
              : ''}
        </b>
      </p>
      <p class="moment-keys">
        {pending.ok ? dict.moment.question.passKeys : dict.moment.question.failKeys}
      </p>
    </div>
  );
}

/** The time left, drawn every frame as the table's timer is (the room must still see it). */
function MomentTimer() {
  const ref = useFrameDraw<HTMLSpanElement>((element) => {
    drawTimer(element, serverNow());
  });
  return (
    <span class="moment-timer timer" data-testid="moment-timer" ref={ref}>
      --:--
    </span>
  );
}

/** The box's question before a failing die is kept (box.ts): stale once that die is gone. */
const ASKED = 'box/confirm-accept';

/**
 * The box's question over a die stands only while that die is on the table: when the table
 * rerolls it or keeps it, the notice asking about it goes.
 */
function useQuestionNotices(launch: Launch | null): void {
  const die =
    launch?.awaiting?.kind === 'decision'
      ? `${launch.awaiting.step}:${launch.pending?.rolls?.join(',') ?? ''}`
      : null;
  useEffect(() => {
    for (const notice of notices.peek()) {
      if (notice.code === ASKED) dismissNotice(notice.serial);
    }
  }, [die]);
}

/** The launch over the whole big screen while it is the table's moment. */
export function LaunchMoment({ state }: { state: ApophisState }) {
  useQuestionNotices(state.launch);
  const still = useReducedMotion();
  const [, redraw] = useState(0);
  const now = serverNow();
  const shown = momentShown(state, now);
  const launch = state.launch;
  const ended = launch?.awaiting ? null : endedAt(state);
  // A finished launch gives the screen back on its own, LINGER_MS after it ended.
  useEffect(() => {
    if (!shown || ended === null) return;
    const timer = setTimeout(() => redraw((n) => n + 1), Math.max(0, ended + LINGER_MS - now) + 50);
    return () => clearTimeout(timer);
  }, [shown, ended, now]);
  if (!shown || !launch) return null;
  const dict = t.value;
  const line = headline(launch, state.apophis);
  return (
    <section
      class={`moment${still ? ' still' : ''}`}
      data-testid="launch-moment"
      data-state={launch.awaiting ? 'under-way' : 'ended'}
      data-motion={still ? 'reduced' : 'full'}
      aria-live="polite"
    >
      <header class="moment-top">
        <h2 class="moment-title">{dict.moment.title}</h2>
        <span
          class="moment-rocket"
          data-testid="moment-rocket"
          data-tall={launch.rocket.length > 6 ? 'true' : 'false'}
        >
          {launch.rocket.map((section) => (
            <Pyramid key={section} section={section} variant={launch.variant} />
          ))}
          <span class="muted">{dict.rocket.points(launch.points.total)}</span>
        </span>
        <MomentTimer />
      </header>
      <MomentSteps launch={launch} />
      <div class="moment-bottom">
        <Awaiting
          launch={launch}
          apophis={state.apophis}
          rolling={state.box.rolling === true}
          still={still}
        />
        <Question launch={launch} apophis={state.apophis} />
        {line && <HeadlineLine line={line} still={still} />}
      </div>
    </section>
  );
}
