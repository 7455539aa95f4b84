// Apophis at a moment of a logged game: its view drawn with the big screen's own pieces (Apophis,
// the rocket, the launch sequence, the supply, the events);
// the fold is its rules' own (src/games/apophis/rules.ts), a chunk apart.

import type { ApophisView } from '../../../src/games/apophis/view.ts';
import { formatTimer } from '../../clock.ts';
import { Events } from './events.tsx';
import { t } from './i18n/index.ts';
import { Apophis, LaunchSequence, Rocket, Supply } from './pieces.tsx';
import './layout.css';
import { foldOf } from '../replay-kit.ts';
import type { Replayer } from '../seam.ts';

function ApophisTable({ view: state }: { view: ApophisView }) {
  const dict = t.value;
  return (
    <div class="replay-table replay-apophis" data-testid="replay-table" data-phase={state.phase}>
      <p class="replay-clock" data-testid="replay-clock">
        {formatTimer(state.timer.remainingMs)} · {dict.phase[state.phase]}
      </p>
      <div class="replay-pieces">
        <Apophis apophis={state.apophis} variant={state.variant} />
        <div>
          <Rocket rocket={state.rocket} variant={state.variant} />
          <LaunchSequence down={state.launchSequence} />
        </div>
        <Supply supply={state.supply} variant={state.variant} />
      </div>
      <Events history={state.history} count={5} />
    </div>
  );
}

export const replayer: Replayer<ApophisView> = {
  Table: ApophisTable,
  fold: foldOf(() => import('../../../src/games/apophis/rules.ts')),
};
