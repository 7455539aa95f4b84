// The play to take home (issue 34): on the end screen, a QR code with BG Stats' push link for the
// game just finished, so each visitor logs the play on their own phone, off the hall's Wi-Fi; the
// history's link is the same (`GET /api/history/:id/bgstats-link`). A chunk of its own, loaded
// with the end's report; the QR encoder comes with the code (components/qr.tsx).

import { QrCode } from '../components/qr.tsx';
import { lang } from '../i18n/index.ts';
import { useTakeHome } from './take-home-link.tsx';
import './take-home.css';

const WORDS = {
  en: {
    title: 'Take the play home',
    scan: 'Scan with your phone to log it in BG Stats',
  },
  fr: {
    title: 'Emportez la partie',
    scan: 'Scannez avec votre téléphone pour l’enregistrer dans BG Stats',
  },
} as const;

export function TakeHome({ gameId }: { gameId: string }) {
  const url = useTakeHome(gameId);
  if (!url) return null;
  const words = WORDS[lang.value];
  return (
    <figure class="take-home" data-testid="take-home">
      <div class="take-home-code" data-testid="take-home-qr">
        <QrCode text={url} />
      </div>
      <figcaption>
        <strong>{words.title}</strong>
        <span>{words.scan}</span>
      </figcaption>
    </figure>
  );
}
