// Apophis on the big screen: the lobby's set-up, the table in play (Apophis, the last events,
// the timer, the launch step by step or the odds, the rocket, the launch sequence, the supply),
// the shuffle overlay and the end with its story.

import { useEffect } from 'preact/hooks';
import type { ApophisState } from '../../../src/games/apophis/view.ts';
import type { PublicState } from '../../../src/messages.ts';
import { Events } from './events.tsx';
import { tellShellOurErrors } from './i18n/index.ts';
import { LaunchSteps } from './launch.tsx';
import { launch, odds, points } from './model.ts';
import { FuelCheck, OddsPanel } from './odds.tsx';
import { Apophis, LaunchSequence, Rocket, Supply } from './pieces.tsx';
import { End, Lobby, ShuffleOverlay } from './screens.tsx';
import { Timer } from './timer.tsx';

export function ApophisBigScreen(props: { state: PublicState; controlUrl: string | null }) {
  const state = props.state as ApophisState;
  useEffect(tellShellOurErrors, []);
  return (
    <>
      <Body state={state} controlUrl={props.controlUrl} />
      <ShuffleOverlay state={state} />
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
      <div class="col centre">
        <Timer sound />
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
    </main>
  );
}
