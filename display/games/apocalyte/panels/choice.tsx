// The questions Apocalyte's referee asks the table on the phone: a target on a tie, a quarantine, a reroll.

import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import { apocalyteNoun, nameOf } from '../model.ts';
import { type Panel, SeatTag } from './parts.tsx';
import { t } from './words.ts';

/** The questions the referee asks the table: a target on a tie, a quarantine, a reroll. */
export function ChoicePanel({ state, table }: Panel) {
  const dict = t.value;
  const p = state.pending;
  if (p?.kind !== 'choice') return null;
  const many = apocalyteNoun(dict, state.scenario).many;
  const place = dict.ac.territory[p.territory];
  let question = '';
  let answers: preact.ComponentChildren = null;
  if (p.ask === 'target') {
    question = dict.ac.askTarget(
      many,
      place,
      p.seats.map((s) => nameOf(dict, state, s)).join(', '),
    );
    answers = p.seats.map((seat) => (
      <Act
        table={table}
        key={seat}
        command={{ type: 'target', seat }}
        place="choice"
        testId={`target-${seat}`}
      >
        <SeatTag state={state} seat={seat} /> {nameOf(dict, state, seat)}
      </Act>
    ));
  } else if (p.ask === 'quarantine') {
    question = dict.ac.askQuarantine(
      nameOf(dict, state, p.seat),
      place,
      many,
      dict.ac.territory[p.from],
    );
    answers = [true, false].map((accept) => (
      <Act
        table={table}
        key={String(accept)}
        command={{ type: 'quarantine', accept }}
        place="choice"
        testId={accept ? 'quarantine-yes' : 'quarantine-no'}
      >
        {accept ? dict.ap.quarantineYes : dict.ap.quarantineNo}
      </Act>
    ));
  } else {
    question = dict.ac.askReroll(nameOf(dict, state, p.seat), p.dice.join(' '));
    answers = [
      ...p.dice.map((value, die) => (
        <Act
          table={table}
          key={die}
          command={{ type: 'reroll', die }}
          place="choice"
          testId={`reroll-${die}`}
        >
          {dict.ap.rerollDie(value)}
        </Act>
      )),
      <Act
        table={table}
        key="keep"
        command={{ type: 'reroll' }}
        place="choice"
        testId="reroll-keep"
      >
        {dict.ap.keep}
      </Act>,
    ];
  }
  return (
    <section class="card ap-choice" data-testid="choice-panel">
      <p class="ap-now" data-testid="choice-question">
        {question}
      </p>
      <div class="ap-choices">{answers}</div>
      <RefusalLine place="choice" />
    </section>
  );
}
