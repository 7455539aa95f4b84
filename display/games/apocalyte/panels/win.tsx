// AC10, AC55: a correction left the board cleared: the table confirms the players' win (one tap)
// or goes on correcting.

import { Act } from '../../../components/act.tsx';
import { RefusalLine } from '../../../components/status.tsx';
import type { Panel } from './parts.tsx';
import { t } from './words.ts';

export function WinPanel({ state, table }: Panel) {
  if (!state.winToConfirm) return null;
  const words = t.value.ap;
  return (
    <section class="card ap-win" data-testid="win-panel">
      <h2>{words.winTitle}</h2>
      <p>{words.winHelp}</p>
      <Act
        table={table}
        command={{ type: 'confirmWin' }}
        place="win"
        testId="confirm-win"
        class="primary"
        reason
      >
        {words.confirmWin}
      </Act>
      <RefusalLine place="win" />
    </section>
  );
}
