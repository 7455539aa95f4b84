// Apocalyte's control panels on the phone (being built).
import type { PublicState } from '../../../src/messages.ts';
import type { Send } from '../../views/big-screen.tsx';

export function ApocalyteControl(_props: { state: PublicState; send: Send }) {
  return <section class="apocalyte-control" />;
}
