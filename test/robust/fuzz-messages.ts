// Generated WebSocket messages for the bad-input tests and bench/fuzz.ts, each with the
// refusal the service owes it. The order the service checks in (server/routes/ws.ts):
// size (the socket closes, 1009), then the schemas (`message/invalid`), then the token
// (`auth/token`), then the socket's command budget (`rate/limited`), then the rules.
import { COMMAND_SCHEMAS } from '../../src/games/apophis/schemas.ts';
import { MAX_MESSAGE_BYTES, TABLE_COMMAND_SCHEMAS } from '../../src/messages.ts';
import { int, pick, type Random } from './fuzz-lines.ts';

/** Every command type a table playing Apophis takes: the game's, and the table's own. */
export type CommandType = keyof typeof COMMAND_SCHEMAS | keyof typeof TABLE_COMMAND_SCHEMAS;
export const COMMAND_TYPES = [
  ...Object.keys(COMMAND_SCHEMAS),
  ...Object.keys(TABLE_COMMAND_SCHEMAS),
] as CommandType[];

export type Expected =
  /** Refused before anything else looks at it. */
  | 'message/invalid'
  | 'auth/token'
  /** The right token: the budget or the rules refuse it (the generator only makes such commands). */
  | 'rate-or-rules'
  /** Above the size limit: the socket is closed with 1009. */
  | 'close-1009';

export type GeneratedMessage = {
  kind: string;
  text: string;
  expected: Expected;
  /** The id the result will carry, when the message has a readable one. */
  id?: string;
};

/** A schema-valid command of every type (what a control page could send). */
export const VALID_COMMANDS: { [K in CommandType]: object } = {
  newGame: { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 600 },
  start: { type: 'start' },
  pause: { type: 'pause' },
  resume: { type: 'resume' },
  build: { type: 'build', section: 'G1' },
  suits: { type: 'suits', suits: ['hearts'] },
  scrap: { type: 'scrap' },
  shuffle: { type: 'shuffle' },
  roll: { type: 'roll', value: 4 },
  reroll: { type: 'reroll' },
  accept: { type: 'accept' },
  undo: { type: 'undo' },
  press: { type: 'press', button: 'START', gesture: 'LONG' },
  button: { type: 'button', button: 'START', gesture: 'LONG' },
  endGame: { type: 'endGame' },
  teach: { type: 'teach', do: 'skip' },
};

/**
 * Commands the rules refuse on a running game whose rocket holds Y3 and no launch is
 * under way, in a service without a virtual box: the right token, and still no change.
 */
export const REFUSED_WHILE_RUNNING: object[] = [
  { type: 'build', section: 'Y3' },
  { type: 'resume' },
  { type: 'start' },
  { type: 'accept' },
  { type: 'reroll' },
  { type: 'roll', value: 4 },
  { type: 'roll' },
  { type: 'press', button: 'OK', gesture: 'PRESS' },
  { type: 'button', button: 'OK', gesture: 'PRESS' },
];

/** Close to the token, never it. */
export function wrongTokens(token: string): string[] {
  return [
    '',
    token.toUpperCase(),
    token.slice(0, -1),
    `${token} `,
    ` ${token}`,
    `${token}x`,
    token.replace(/.$/, (c) => String.fromCharCode(c.charCodeAt(0) ^ 1)),
    'x'.repeat(128),
    'null',
  ];
}

const BAD_COMMANDS: object[] = [
  { type: 'build', section: 'Y9' },
  { type: 'build', section: 'y3 ' },
  { type: 'build' },
  { type: 'roll', value: 7 },
  { type: 'roll', value: '6' },
  { type: 'roll', value: 2.5 },
  { type: 'suits', suits: [] },
  { type: 'suits', suits: ['hearts', 'stars'] },
  { type: 'suits', suits: 'hearts' },
  { type: 'newGame', players: 0, variant: 'basic' },
  { type: 'newGame', players: 2, variant: 'expert' },
  { type: 'newGame', players: 2, variant: 'basic', timerSeconds: 59 },
  { type: 'start', now: true },
  { type: 'press', button: 'LAUNCH', gesture: 'PRESS' },
  { type: 'button', button: 'LAUNCH', gesture: 'PRESS' },
];
const UNKNOWN_COMMANDS = [
  'launch',
  '',
  'BUILD',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'x'.repeat(32),
];

function randomText(random: Random, n: number): string {
  let text = '';
  for (let i = 0; i < n; i++) text += String.fromCharCode(int(random, 32, 0x2fff));
  return text;
}

const envelope = (id: string | undefined, token: string | undefined, command: unknown) =>
  JSON.stringify({
    type: 'command',
    ...(id === undefined ? {} : { id }),
    ...(token === undefined ? {} : { token }),
    command,
  });

/** The n-th message of a run: its kind, its text, and the refusal it must get. */
export function generatedMessage(random: Random, n: number, token: string): GeneratedMessage {
  const id = `f${n}`;
  const anyToken = () => pick(random, [undefined, token, ...wrongTokens(token)]);
  const roll = random();
  if (roll < 0.12) {
    const json = JSON.stringify({ type: 'command', id, token, command: VALID_COMMANDS.build });
    const text = pick(random, [
      json.slice(0, int(random, 0, json.length - 1)),
      randomText(random, int(random, 0, 200)),
      `${json}}`,
      "{'type':'ping'}",
      'NaN',
      '',
    ]);
    return { kind: 'not-json', text, expected: 'message/invalid' };
  }
  if (roll < 0.24) {
    const value = pick(random, [
      42,
      'command',
      null,
      true,
      [],
      [{ type: 'command' }],
      {},
      { type: 7 },
      { type: 'state' },
      { type: 'result', id, ok: true },
      { type: 'Command', id, token, command: VALID_COMMANDS.start },
      { type: 'ping', t: 'now' },
      { type: 'ping' },
      { type: 'ping', t: 1, extra: 1 },
    ]);
    return { kind: 'wrong-type', text: JSON.stringify(value), expected: 'message/invalid' };
  }
  if (roll < 0.36) {
    const command = VALID_COMMANDS.start;
    const text = pick(random, [
      envelope(undefined, token, command),
      envelope('', token, command),
      envelope('x'.repeat(65), token, command),
      JSON.stringify({ type: 'command', id: 7, token, command }),
      JSON.stringify({ type: 'command', id, token: 12345, command }),
      JSON.stringify({ type: 'command', id, token, command, admin: true }),
      envelope(id, token, undefined),
      envelope(id, token, 'start'),
      envelope(id, token, null),
      envelope(id, 'x'.repeat(129), command),
    ]);
    return { kind: 'bad-envelope', text, expected: 'message/invalid' };
  }
  if (roll < 0.48) {
    const text = envelope(id, anyToken(), { type: pick(random, UNKNOWN_COMMANDS) });
    return { kind: 'unknown-command', text, id, expected: 'message/invalid' };
  }
  if (roll < 0.6) {
    const text = envelope(id, anyToken(), pick(random, BAD_COMMANDS));
    return { kind: 'bad-command', text, id, expected: 'message/invalid' };
  }
  if (roll < 0.7) {
    const type = pick(random, COMMAND_TYPES);
    return {
      kind: 'no-token',
      text: envelope(id, undefined, VALID_COMMANDS[type]),
      id,
      expected: 'auth/token',
    };
  }
  if (roll < 0.8) {
    const type = pick(random, COMMAND_TYPES);
    const text = envelope(id, pick(random, wrongTokens(token)), VALID_COMMANDS[type]);
    return { kind: 'wrong-token', text, id, expected: 'auth/token' };
  }
  if (roll < 0.9) {
    const text = envelope(id, token, pick(random, REFUSED_WHILE_RUNNING));
    return { kind: 'refused-by-rules', text, id, expected: 'rate-or-rules' };
  }
  if (roll < 0.998) {
    // Up to the limit, but every field too long for its schema.
    const pad = 'p'.repeat(int(random, 200, MAX_MESSAGE_BYTES - 200));
    const text = pick(random, [
      envelope(pad, token, VALID_COMMANDS.start),
      envelope(id, pad, VALID_COMMANDS.start),
      envelope(id, token, { type: 'build', section: pad }),
      envelope(id, token, { type: pad }),
    ]);
    return { kind: 'long-fields', text, expected: 'message/invalid' };
  }
  const size = int(random, MAX_MESSAGE_BYTES + 1, 256 * 1024);
  return {
    kind: 'huge',
    text: envelope(id, token, { type: 'build', section: 'x'.repeat(size) }),
    expected: 'close-1009',
  };
}
