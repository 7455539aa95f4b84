// The teaching's pitch in one picture (drawn here, no copied art): Earth below, the asteroid
// Apophis coming at it with its tail, and the team's rocket of Icehouse pyramids (yellow fuel at
// the bottom, a red warhead, blue guidance on top) rising to meet it. No words: both languages
// read it. Fills from the game's colours (./colours.ts).

import { SECTION_FILL } from './colours.ts';

/** A pyramid seen from the side: its base `w` wide at `y`, `h` tall. */
const pyramid = (x: number, y: number, w: number, h: number) =>
  `${x - w / 2},${y} ${x + w / 2},${y} ${x},${y - h}`;

export function TeachPicture() {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label="Apophis, Earth and a rocket"
      data-testid="apophis-teach-picture"
    >
      {/* Earth */}
      <circle cx="70" cy="290" r="95" fill="#2f6fd6" />
      <path d="M20 250 q30 -30 60 -10 t50 5 q-10 30 -50 30 t-60 -25z" fill="#3fb36b" />
      {/* The asteroid's path towards Earth, and its tail */}
      <path
        d="M330 60 Q 220 120 130 210"
        stroke="#c9ced8"
        stroke-width="3"
        stroke-dasharray="8 10"
        fill="none"
      />
      <path d="M338 52 L392 8 L380 34 L398 30 Z" fill="#ffd23f" opacity="0.8" />
      <path
        d="M300 50 q20 -25 45 -12 q22 8 12 35 q-6 22 -30 20 q-30 2 -27 -43z"
        fill="#8a8f99"
        stroke="#ffffff"
        stroke-width="2"
      />
      <circle cx="322" cy="55" r="5" fill="#5d626b" />
      <circle cx="336" cy="72" r="3.5" fill="#5d626b" />
      {/* The rocket: large yellow, medium red, small blue, rising from the launch pad */}
      <polygon points={pyramid(215, 270, 60, 60)} fill={SECTION_FILL.yellow} stroke="#000" />
      <polygon points={pyramid(215, 232, 44, 44)} fill={SECTION_FILL.red} stroke="#000" />
      <polygon points={pyramid(215, 204, 30, 30)} fill={SECTION_FILL.blue} stroke="#000" />
      <path d="M200 271 l15 20 l15 -20z" fill="#ff8a3d" />
      {/* Its course to the asteroid */}
      <path d="M225 165 Q 250 110 292 78" stroke="#8ccbff" stroke-width="3" fill="none" />
      <path d="M292 78 l-14 2 l6 -12z" fill="#8ccbff" />
    </svg>
  );
}
