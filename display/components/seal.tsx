// The seal of the game's dice (DESIGN.md, "What a verdict covers"): the first 8 hex digits of
// the commitment the box rolls under, on the big screen and the phones from the game's first
// box roll to its end, so that a log rewritten afterwards with a proof made up to fit no longer
// matches what the table saw. Its words are its own (two short lines), not the shell's.

import { lang } from '../i18n/index.ts';
import './seal.css';

const WORDS = {
  en: (seal: string) => `dice sealed: ${seal}`,
  fr: (seal: string) => `dés scellés\u202f: ${seal}`,
};

export function Seal({ sealed }: { sealed: string | null | undefined }) {
  if (!sealed) return null;
  return (
    <span class="dice-seal" data-testid="dice-seal">
      {WORDS[lang.value](sealed)}
    </span>
  );
}
