// The teaching's pitch in one picture (drawn here, no copied art): Earth's curve below, the
// low-orbit ring around it, and a rocket of three cards stacked (First Stage, Upper Stage,
// Payload) rising into the ring, a d12 beside the pad. No words: both languages read it.

/** A card of the rocket, seen as a stacked block: its kind's colour. */
function Stage(props: { y: number; h: number; fill: string }) {
  return (
    <rect x="176" y={props.y} width="48" height={props.h} rx="4" fill={props.fill} stroke="#000" />
  );
}

export function TeachPicture() {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label="A rocket of three cards rising to low Earth orbit"
      data-testid="apogee-teach-picture"
    >
      {/* Earth's curve and its low orbit */}
      <path d="M-20 300 Q200 200 420 300 Z" fill="#2f6fd6" />
      <path d="M40 290 q40 -25 80 -20 q-20 20 -80 20z" fill="#3fb36b" />
      <path
        d="M-10 190 Q200 40 410 190"
        stroke="#8ccbff"
        stroke-width="3"
        stroke-dasharray="10 8"
        fill="none"
      />
      {/* A satellite already up there */}
      <rect x="300" y="92" width="16" height="12" fill="#d9dde5" stroke="#000" />
      <rect x="284" y="95" width="14" height="6" fill="#ffd23f" />
      <rect x="318" y="95" width="14" height="6" fill="#ffd23f" />
      {/* The rocket: Payload (nose) on the Upper Stage on the First Stage */}
      <path d="M176 96 L200 62 L224 96 Z" fill="#f2f2f2" stroke="#000" />
      <Stage y={96} h={34} fill="#9ad17a" />
      <Stage y={130} h={38} fill="#7fb3ff" />
      <Stage y={168} h={50} fill="#ffb15c" />
      <path d="M182 218 l18 34 l18 -34z" fill="#ff7a3d" />
      {/* The d12 that decides the launch */}
      <polygon
        points="304,234 330,253 320,284 288,284 278,253"
        fill="#ffffff"
        stroke="#000"
        stroke-width="2"
      />
      <text x="304" y="268" font-size="22" font-weight="700" text-anchor="middle" fill="#000">
        7
      </text>
    </svg>
  );
}
