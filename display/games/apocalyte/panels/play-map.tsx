// The board on the control page while no panel asks for a territory (the dice of a round, an
// OK, a question, the Apocalytes' turn): zoomed on the continent in play, the whole board a tap
// away (../follow.tsx, fetched the first time it is shown: the page's first load does without it).

import { lazyModule } from '../../seam.ts';
import type { ApocalyteTable } from '../model.ts';

const followModule = lazyModule(() => import('../follow.tsx'));

export function PlayMapPanel({ state }: { state: ApocalyteTable }) {
  const follow = followModule.get();
  return (
    <section class="card ap-play-map" data-testid="play-map">
      {follow && <follow.FollowMap view={state} />}
    </section>
  );
}
