// Apophis on the big screen: the lobby's set-up, the table in play (Apophis, the last events,
// the timer, the launch step by step or the odds, the rocket, the launch sequence, the supply),
// the shuffle band, and the end with its story and, beside it, the mission report. The play body
// is one grid (layout.css) whose columns nothing can push: the timer holds the top of the middle
// column, and the shuffle's band covers the row below it, so the game timer stays in sight while
// the team shuffles.

import { useEffect } from 'preact/hooks';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import { LazyEndReport } from '../../after/lazy-report.tsx';
import { Events } from './events.tsx';
import { tellShellOurErrors } from './i18n/index.ts';
import { LaunchSteps } from './launch.tsx';
import { meta } from './meta.ts';
import { launch, odds, points } from './model.ts';
import { LaunchMoment } from './moment.tsx';
import { FuelCheck, OddsPanel } from './odds.tsx';
import { Apophis, LaunchSequence, Rocket, Supply } from './pieces.tsx';
import { End, Lobby, ShuffleOverlay } from './screens.tsx';
import { Timer } from './timer.tsx';
import './layout.css';

export function ApophisBigScreen(props: { state: ApophisState; controlUrl: string | null }) {
  const { state } = props;
  useEffect(tellShellOurErrors, []);
  return (
    <>
      <Body state={state} controlUrl={props.controlUrl} />
      <LaunchMoment state={state} />
    </>
  );
}

function Body({ state, controlUrl }: { state: ApophisState; controlUrl: string | null }) {
  if (state.phase === 'lobby') {
    return (
      <main class="body lobby-body">
        <Timer />
        <Lobby state={state} controlUrl={controlUrl} />
      </main>
    );
  }
  if (state.phase === 'won' || state.phase === 'lost') {
    return (
      <main class="body end-body">
        <End state={state} />
        <Apophis apophis={state.apophis} variant={state.variant} />
        <Events history={state.history} count={8} />
        <LazyEndReport gameId={state.gameId} phrases={meta.phrases} />
      </main>
    );
  }
  const current = launch.value;
  return (
    <main class="body play-body">
      <div class="col left">
        <Apophis apophis={state.apophis} variant={state.variant} />
        <Events history={state.history} />
      </div>
      <Timer sound />
      <div class="col centre">
        {current ? (
          <LaunchSteps launch={current} rolling={state.box.rolling === true} />
        ) : (
          <>
            <FuelCheck points={points.value} />
            <OddsPanel odds={odds.value} variant={state.variant} />
          </>
        )}
      </div>
      <div class="col right">
        <Rocket rocket={state.rocket} variant={state.variant} />
        <LaunchSequence down={state.launchSequence} />
        <Supply supply={state.supply} variant={state.variant} />
      </div>
      <ShuffleOverlay state={state} />
    </main>
  );
}
