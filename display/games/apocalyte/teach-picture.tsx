// The teaching's pitch in one picture (drawn here, no copied art): a few territories of a map,
// the players' armies (coloured cubes with their letters) closing in on green zombies, a d6
// between them, one zombie struck off. No words: both languages read it.

/** An army piece: a cube of the player's colour with their letter. */
function Army(props: { x: number; y: number; fill: string; letter: string }) {
  return (
    <g>
      <rect x={props.x} y={props.y} width="26" height="26" rx="3" fill={props.fill} stroke="#000" />
      <text
        x={props.x + 13}
        y={props.y + 19}
        font-size="16"
        font-weight="700"
        text-anchor="middle"
        fill="#000"
      >
        {props.letter}
      </text>
    </g>
  );
}

/** A zombie: a green figure (head and body). */
function Zombie(props: { x: number; y: number; gone?: boolean }) {
  return (
    <g opacity={props.gone ? 0.45 : 1}>
      <circle cx={props.x} cy={props.y} r="9" fill="#3fae4a" stroke="#000" />
      <path
        d={`M${props.x - 11} ${props.y + 34} L${props.x - 8} ${props.y + 10} L${props.x + 8} ${props.y + 10} L${props.x + 11} ${props.y + 34} Z`}
        fill="#3fae4a"
        stroke="#000"
      />
      {props.gone && (
        <path
          d={`M${props.x - 16} ${props.y - 12} L${props.x + 16} ${props.y + 38}`}
          stroke="#d62f2f"
          stroke-width="5"
        />
      )}
    </g>
  );
}

export function TeachPicture() {
  return (
    <svg
      viewBox="0 0 400 300"
      role="img"
      aria-label="Players' armies against the zombies"
      data-testid="apocalyte-teach-picture"
    >
      {/* Three territories, their borders */}
      <path
        d="M20 40 L180 20 L200 150 L40 170 Z"
        fill="#e9dcb8"
        stroke="#6b5a3a"
        stroke-width="3"
      />
      <path
        d="M200 150 L180 20 L380 50 L360 170 Z"
        fill="#d8c99f"
        stroke="#6b5a3a"
        stroke-width="3"
      />
      <path
        d="M40 170 L200 150 L360 170 L330 285 L70 285 Z"
        fill="#e2d3aa"
        stroke="#6b5a3a"
        stroke-width="3"
      />
      {/* The players' armies */}
      <Army x={60} y={80} fill="#ff6b6b" letter="A" />
      <Army x={92} y={80} fill="#ff6b6b" letter="A" />
      <Army x={76} y={112} fill="#6fa8ff" letter="B" />
      <Army x={110} y={200} fill="#6fa8ff" letter="B" />
      <Army x={142} y={200} fill="#6fa8ff" letter="B" />
      {/* The zombies */}
      <Zombie x={260} y={80} />
      <Zombie x={300} y={95} gone />
      <Zombie x={250} y={210} />
      <Zombie x={285} y={225} />
      {/* The d6 between them */}
      <rect
        x="180"
        y="180"
        width="40"
        height="40"
        rx="6"
        fill="#fff"
        stroke="#000"
        stroke-width="2"
      />
      <circle cx="190" cy="190" r="4" fill="#000" />
      <circle cx="200" cy="200" r="4" fill="#000" />
      <circle cx="210" cy="210" r="4" fill="#000" />
    </svg>
  );
}
