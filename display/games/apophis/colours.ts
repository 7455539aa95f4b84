// Apophis's own colours: the sections' fills (the game's `colours`, which the shell sets as CSS
// custom properties and checks at 7:1 under black letters) and the suits' symbols.

import type { Colour, Suit } from '../../../src/games/apophis/sections.ts';

/** Section fills, light enough for black letters at 7:1. */
export const SECTION_FILL: Readonly<Record<Colour, string>> = {
  green: '#45d884',
  red: '#ff8a8a',
  blue: '#78b6ff',
  yellow: '#ffd60a',
};

/** R3: every section carries its suit's symbol as well as its colour. */
export const SUIT_SYMBOL: Readonly<Record<Suit, string>> = {
  clubs: '♣',
  hearts: '♥',
  diamonds: '♦',
  spades: '♠',
};
