// What the big screen's voice says of an Apocalyte table: the scenario once chosen (AC2), the
// Apocalytes' turn as it begins (AC9), each player's turn by their colour (the voice's lines are
// recorded, so never a name), and the end. Apocalyte has no clock, so no time marks.

import type { ApocalyteView } from '../../../src/games/apocalyte/view.ts';
import { CUE_LINES } from '../../voice/cue-lines.ts';
import type { GameVoice } from '../seam.ts';

export const apocalyteVoice: GameVoice<ApocalyteView> = {
  texts: () => import('./voice-lines.ts').then((module) => module.voiceLines),
  lines(cues, prior, next) {
    const lines: string[] = [];
    if (next.stage === 'lobby') return lines;
    if (next.scenario && next.scenario !== prior.scenario)
      lines.push(`apocalyte-scenario-${next.scenario}`);
    if (next.stage === 'playing') {
      if (next.phase === 'apocalytes' && prior.phase !== 'apocalytes')
        lines.push('apocalyte-their-turn');
      const seat = next.phase === 'player' ? next.turn?.seat : undefined;
      const priorSeat = prior.phase === 'player' ? prior.turn?.seat : undefined;
      const colour = seat === undefined ? undefined : next.players[seat]?.colour;
      if (colour && seat !== priorSeat) lines.push(`apocalyte-turn-${colour}`);
    }
    if (cues.includes('win')) lines.push(CUE_LINES.win as string);
    if (cues.includes('loss')) lines.push(CUE_LINES.loss as string);
    return lines;
  },
};
