// Apocalyte's big screen (being built: the map, the instructions, the odds, the end).
import type { PublicState } from '../../../src/messages.ts';

export function ApocalyteBigScreen(_props: { state: PublicState; controlUrl: string | null }) {
  return <main class="apocalyte" />;
}
