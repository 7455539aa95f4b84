// A launch, step by step (R12-R19), big enough to follow from the back of the room: each check,
// the die rolled, the sum against what was needed, pass or fail; the reroll question (R19).

import { type Headline, headline, ifKept } from '../../../src/games/apophis/headline.ts';
import type { Launch, LaunchStep } from '../../../src/games/apophis/launch.ts';
import { Die } from '../../components/die.tsx';
import { t } from './i18n/index.ts';
import { apophisTable } from './model.ts';

function StepRow({ step, pending = false }: { step: LaunchStep; pending?: boolean }) {
  const dict = t.value;
  const verdict = step.ok ? dict.launch.passOf[step.step] : dict.launch.failOf[step.step];
  let sum = '';
  if (step.step === 'fuel') sum = dict.launch.fuelLine(step.have ?? 0, step.need);
  else if (step.total !== undefined) {
    sum =
      step.step === 'explosion'
        ? `${step.total} · ${dict.launch.explodesAt(step.need)}`
        : dict.launch.sum(step.total, step.need);
  }
  return (
    <li
      class={`step ${step.ok ? 'good' : 'bad'}${pending ? ' pending' : ''}`}
      data-testid={pending ? 'launch-pending' : `launch-step-${step.step}`}
      data-ok={step.ok ? 'true' : 'false'}
    >
      <span class="step-name">{dict.step[step.step]}</span>
      {step.roll !== undefined ? <Die value={step.roll} /> : <span class="die-slot" />}
      <span class="step-sum">{sum}</span>
      <span class="step-verdict">
        {step.ok ? '✔' : '✘'} {verdict}
      </span>
    </li>
  );
}

export function LaunchSteps({ launch, rolling }: { launch: Launch; rolling: boolean }) {
  const dict = t.value;
  const awaiting = launch.awaiting;
  // What happened, and what keeping the die would do, as the module says (headline.ts).
  const apophis = apophisTable.value?.apophis ?? null;
  const said = (line: Headline) =>
    (dict.moment.headline[line.code] as (h: Headline) => string)(line);
  const line = apophis ? headline(launch, apophis) : null;
  const kept = apophis ? ifKept(launch, apophis) : null;
  return (
    <section class="panel launch" data-testid="launch-steps">
      <h2>{dict.launch.title}</h2>
      <ol class="steps">
        {launch.steps.map((step) => (
          <StepRow key={step.step} step={step} />
        ))}
        {launch.pending && <StepRow step={launch.pending} pending />}
      </ol>
      {awaiting?.kind === 'roll' && (
        <p class="await" data-testid="launch-awaiting">
          <Die value={null} rolling={rolling} /> {dict.launch.rollFor(dict.step[awaiting.step])}
          {rolling && <span class="muted"> {dict.launch.rolling}</span>}
        </p>
      )}
      {awaiting?.kind === 'decision' && launch.pending && (
        <p class="await question" data-testid="launch-decision">
          {dict.launch.decide(launch.rerollsLeft)} ·{' '}
          <span class={launch.pending.ok ? 'good' : 'bad'}>
            {launch.pending.ok ? dict.launch.wouldPass : dict.launch.wouldFail}
          </span>
          {kept && (
            <span data-testid="launch-if-kept">
              {' '}
              · {dict.moment.question.ifKept}{' '}
              {'ends' in kept ? said(kept.ends) : dict.moment.question.next(dict.step[kept.next])}
            </span>
          )}
        </p>
      )}
      {launch.result && (
        <p
          class={`result ${(line ? line.good : ['hit', 'destroyed', 'deflected'].includes(launch.result)) ? 'good' : 'bad'}`}
          data-testid="launch-result"
          data-result={launch.result}
          data-code={line?.code}
        >
          {line ? said(line) : dict.launch.result[launch.result]}
        </p>
      )}
    </section>
  );
}
