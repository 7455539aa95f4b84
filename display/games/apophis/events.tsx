// The game's last events, as lines of the chosen language.

import type { HistoryEntry } from '../../../src/games/apophis/state.ts';
import { SUIT_SYMBOL } from './colours.ts';
import { t } from './i18n/index.ts';

/** One history entry as a line of the chosen language. */
export function eventLine(entry: HistoryEntry): string {
  const dict = t.value;
  const ev = dict.events;
  switch (entry.event) {
    case 'build':
      return ev.build(entry.section);
    case 'suits':
      return ev.suits(
        entry.suits.map((suit) => `${SUIT_SYMBOL[suit]} ${dict.suit[suit]}`).join(', '),
      );
    case 'roll':
      return ev.roll(entry.value, entry.source === 'hand');
    case 'launch':
      return ev.launch(entry.rocket.join(','), dict.launch.result[entry.result]);
    case 'undo':
      return ev.undo(dict.action[entry.undid] ?? entry.undid);
    case 'won':
      return `${ev.won}: ${dict.launch.result[entry.result]}`;
    default:
      return ev[entry.event];
  }
}

export function Events({
  history,
  count = 5,
}: {
  history: readonly HistoryEntry[];
  count?: number;
}) {
  const dict = t.value;
  const recent = history.slice(-count).reverse();
  return (
    <section class="panel events" data-testid="events">
      <h2>{dict.events.title}</h2>
      <ul>
        {recent.map((entry, i) => (
          <li key={`${entry.at}-${history.length - i}`}>{eventLine(entry)}</li>
        ))}
      </ul>
    </section>
  );
}
