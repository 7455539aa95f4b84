// Apocalyte's parts for the after-the-game pages (its meta's loaders), each a chunk of its own: the
// report's phrase book and the history's table. Apart from meta.ts, which every table page
// loads, so that no table page carries where these chunks are and what they import.

export const phrases = () => import('./i18n/report.ts').then((module) => module.phrases);
export const replay = () => import('./replay.tsx').then((module) => module.replayer);
