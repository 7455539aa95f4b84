// firmware/diagram.json is the button box in the Wokwi simulator, and
// firmware/apophis-box/config.h is where every pin of the box is chosen. This test reads
// the pins out of the header and follows the diagram's wires, so a pin moved in one and
// not the other fails here. It also checks that firmware/wokwi.toml names the committed
// firmware. No simulator and no network: the two files are only read and compared.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..', '..');
const firmwareDir = join(root, 'firmware');
const header = readFileSync(join(firmwareDir, 'apophis-box', 'config.h'), 'utf8');
const diagramText = readFileSync(join(firmwareDir, 'diagram.json'), 'utf8');
const tomlText = readFileSync(join(firmwareDir, 'wokwi.toml'), 'utf8');

// ---- config.h ----

/** The pins of config.h, as Arduino pin numbers (A0 is 14 on the Uno). */
interface BoxPins {
  /** The Button enum's names without the `k`, lower case: start, roll, … */
  buttonNames: string[];
  buttons: number[];
  /** The four pip groups: centre, one diagonal pair, the other diagonal pair, middle pair. */
  pips: number[];
  buzzer: number;
  link: number;
  lamps: number[];
  displayClk: number;
  displayDio: number;
}

/**
 * The `constexpr uint8_t` constants of the header, scalars and arrays alike, by name.
 * Only integer literals are read: a constant written as an expression would be a reason
 * to teach this parser more, so it throws rather than guess.
 */
function uint8Constants(source: string): Map<string, number[]> {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/\/\/.*$/gm, '');
  const constants = new Map<string, number[]>();
  for (const match of code.matchAll(
    /constexpr\s+uint8_t\s+(\w+)\s*(\[[^\]]*\])?\s*=\s*([^;]+);/g,
  )) {
    const [, name = '', brackets, rawValue = ''] = match;
    const value = rawValue.trim();
    const items = brackets ? value.replace(/^\{|\}$/g, '').split(',') : [value];
    const numbers = items
      .map((item) => item.trim())
      .filter((item) => item !== '')
      .map((item) => {
        if (!/^\d+$/.test(item))
          throw new Error(`config.h: ${name} = ${value} is not plain numbers`);
        return Number(item);
      });
    constants.set(name, numbers);
  }
  return constants;
}

function parseConfig(source: string): BoxPins {
  const constants = uint8Constants(source);
  const list = (name: string): number[] => {
    const values = constants.get(name);
    if (values === undefined) throw new Error(`config.h: no constexpr uint8_t ${name}`);
    return values;
  };
  const one = (name: string): number => {
    const [value, ...rest] = list(name);
    if (value === undefined || rest.length > 0)
      throw new Error(`config.h: ${name} is not one number`);
    return value;
  };
  const code = source.replace(/\/\/.*$/gm, '');
  const buttonEnum = /enum\s+Button\s*:\s*uint8_t\s*\{([^}]*)\}/.exec(code)?.[1];
  if (buttonEnum === undefined) throw new Error('config.h: no enum Button');
  const buttonNames = buttonEnum
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item !== '')
    .map((item) => item.replace(/^k/, '').toLowerCase());
  return {
    buttonNames,
    buttons: list('kButtonPins'),
    pips: list('kPipPins'),
    buzzer: one('kBuzzerPin'),
    link: one('kLinkLedPin'),
    lamps: list('kLampPins'),
    displayClk: one('kDisplayClkPin'),
    displayDio: one('kDisplayDioPin'),
  };
}

/** Wokwi's name for an Uno pin: D2 is `2`, pin 14 (A0) is `A0`, … pin 19 is `A5`. */
function unoPinName(pin: number): string {
  if (Number.isInteger(pin) && pin >= 0 && pin <= 13) return String(pin);
  if (Number.isInteger(pin) && pin >= 14 && pin <= 19) return `A${pin - 14}`;
  throw new Error(`the Uno has no pin ${pin}`);
}

// ---- diagram.json ----

interface Part {
  id: string;
  type: string;
  left?: number;
  top?: number;
  rotate?: number;
  attrs?: Record<string, string>;
}

interface Diagram {
  version: number;
  parts: Part[];
  /** [from, to, wire colour, routing]: `partId:pinName` at both ends. */
  connections: [string, string, string, ...unknown[]][];
}

const UNO = 'wokwi-arduino-uno';
const UNO_PINS = [
  ...Array.from({ length: 14 }, (_, pin) => String(pin)),
  ...['A0', 'A1', 'A2', 'A3', 'A4', 'A5', 'A4.2', 'A5.2'],
  ...['GND.1', 'GND.2', 'GND.3', '5V', 'VIN', '3.3V', 'IOREF', 'RESET', 'AREF'],
];

/** The pin names of each part type the box uses, as Wokwi names them. */
const PART_PINS: Record<string, readonly string[]> = {
  [UNO]: UNO_PINS,
  'wokwi-pushbutton': ['1.l', '1.r', '2.l', '2.r'],
  'wokwi-led': ['A', 'C'],
  'wokwi-resistor': ['1', '2'],
  'wokwi-buzzer': ['1', '2'],
  'wokwi-tm1637-7segment': ['CLK', 'DIO', 'VCC', 'GND'],
};

/**
 * Pins a part joins inside itself: each contact of a push button has a leg on either
 * side; the Uno's three GND pins are one ground, and A4/A5 come out again at the
 * SDA/SCL header.
 */
const JOINED_INSIDE: Record<string, readonly (readonly string[])[]> = {
  [UNO]: [
    ['GND.1', 'GND.2', 'GND.3'],
    ['A4', 'A4.2'],
    ['A5', 'A5.2'],
  ],
  'wokwi-pushbutton': [
    ['1.l', '1.r'],
    ['2.l', '2.r'],
  ],
};

/** The die's LEDs in each pip group, in the order of kPipPins (die.cpp's pipsOfFace). */
const PIP_GROUPS: readonly (readonly string[])[] = [
  ['pip-centre'],
  ['pip-top-left', 'pip-bottom-right'],
  ['pip-top-right', 'pip-bottom-left'],
  ['pip-middle-left', 'pip-middle-right'],
];

/** Each pip's place on the die's face: [column, row], 0–2 from the top left. */
const PIP_PLACES: Record<string, readonly [number, number]> = {
  'pip-top-left': [0, 0],
  'pip-top-right': [2, 0],
  'pip-middle-left': [0, 1],
  'pip-centre': [1, 1],
  'pip-middle-right': [2, 1],
  'pip-bottom-left': [0, 2],
  'pip-bottom-right': [2, 2],
};

const LED_RESISTOR_OHMS = '330';

/** Which pins the wires (and the parts' insides) join: a union-find over `part:pin`. */
class Nets {
  private readonly parent = new Map<string, string>();

  find(ref: string): string {
    let top = ref;
    for (let up = this.parent.get(top); up !== undefined && up !== top; up = this.parent.get(top)) {
      top = up;
    }
    this.parent.set(ref, top);
    return top;
  }

  join(a: string, b: string): void {
    const ra = this.find(a);
    const rb = this.find(b);
    if (ra !== rb) this.parent.set(ra, rb);
  }

  same(a: string, b: string): boolean {
    return this.find(a) === this.find(b);
  }

  /** Every `part:pin` on the same net as ref, ref included. */
  members(ref: string): string[] {
    const net = this.find(ref);
    return [...this.parent.keys()].filter((other) => this.find(other) === net);
  }
}

const partOf = (ref: string): string => ref.slice(0, ref.indexOf(':'));
const pinOf = (ref: string): string => ref.slice(ref.indexOf(':') + 1);
const upper = (name: string): string => name.toUpperCase();

/**
 * Everything wrong with the diagram's wiring against the pins, one sentence each; none
 * when the diagram is the box that config.h describes.
 */
function wiringProblems(diagram: Diagram, pins: BoxPins): string[] {
  const problems: string[] = [];
  const parts = new Map<string, Part>();
  for (const part of diagram.parts) {
    if (parts.has(part.id)) problems.push(`two parts have the id ${part.id}`);
    parts.set(part.id, part);
    if (!(part.type in PART_PINS)) problems.push(`${part.id}: unknown part type ${part.type}`);
  }
  const unos = diagram.parts.filter((part) => part.type === UNO);
  if (unos.length !== 1 || unos[0] === undefined) {
    return [...problems, `the diagram has ${unos.length} ${UNO} parts, not one`];
  }
  const uno = unos[0].id;

  const nets = new Nets();
  for (const part of diagram.parts) {
    for (const pin of PART_PINS[part.type] ?? []) nets.find(`${part.id}:${pin}`);
    for (const group of JOINED_INSIDE[part.type] ?? []) {
      for (const pin of group) nets.join(`${part.id}:${group[0]}`, `${part.id}:${pin}`);
    }
  }
  const knownRef = (ref: string): boolean => {
    const part = parts.get(partOf(ref));
    return part !== undefined && (PART_PINS[part.type] ?? []).includes(pinOf(ref));
  };
  for (const [from, to] of diagram.connections) {
    const bad = [from, to].filter((ref) => !knownRef(ref));
    if (bad.length > 0) {
      problems.push(`wire ${from} – ${to}: no such pin ${bad.join(', ')}`);
      continue;
    }
    nets.join(from, to);
  }

  const ground = `${uno}:GND.1`;
  const fiveVolts = `${uno}:5V`;
  const isGround = (ref: string): boolean => nets.same(ref, ground);
  if (nets.same(fiveVolts, ground)) problems.push('5V is wired to GND');
  const typeOf = (id: string): string | undefined => parts.get(id)?.type;

  // What each signal pin should reach: the parts (by id) the pin's wires lead to first.
  const expected = new Map<string, { role: string; parts: Set<string> }>();
  const expectOn = (pin: number, role: string, partId: string): string => {
    const ref = `${uno}:${unoPinName(pin)}`;
    const entry = expected.get(ref) ?? { role, parts: new Set<string>() };
    if (!entry.role.split(' and ').includes(role)) entry.role = `${entry.role} and ${role}`;
    entry.parts.add(partId);
    expected.set(ref, entry);
    return ref;
  };
  const checked = new Set<string>([uno]);
  const needPart = (id: string, type: string): boolean => {
    checked.add(id);
    if (typeOf(id) === type) return true;
    problems.push(`${id}: no ${type} of that id`);
    return false;
  };

  // A button: one contact on its pin, the other on GND (INPUT_PULLUP, pressed reads LOW).
  pins.buttonNames.forEach((name, index) => {
    const id = `btn-${name}`;
    const pin = pins.buttons[index];
    if (pin === undefined) {
      problems.push(`config.h: no pin for button ${upper(name)}`);
      return;
    }
    const signal = expectOn(pin, `${upper(name)} button`, id);
    if (!needPart(id, 'wokwi-pushbutton')) return;
    const [one, two] = [`${id}:1.l`, `${id}:2.l`];
    const wired =
      (nets.same(one, signal) && isGround(two)) || (nets.same(two, signal) && isGround(one));
    if (!wired) problems.push(`${id}: one contact should be on ${signal}, the other on GND`);
  });

  // An LED lit by its pin: from the pin to GND through the LED (anode towards the pin)
  // and its own resistor, in either order.
  const usedResistors = new Map<string, string>();
  const ledToGround = (id: string, pin: number, role: string): void => {
    const signalRef = `${uno}:${unoPinName(pin)}`;
    if (!needPart(id, 'wokwi-led')) {
      expectOn(pin, role, id);
      return;
    }
    const anode = `${id}:A`;
    const cathode = `${id}:C`;
    /** The resistor whose one end is alone with `ref` on a net, and its other end. */
    const resistorBeside = (ref: string): { resistor: string; farEnd: string } | undefined => {
      const others = nets.members(ref).filter((other) => other !== ref);
      const [only, ...more] = others;
      if (only === undefined || more.length > 0) return undefined;
      const resistor = partOf(only);
      if (typeOf(resistor) !== 'wokwi-resistor') return undefined;
      return { resistor, farEnd: `${resistor}:${pinOf(only) === '1' ? '2' : '1'}` };
    };
    let resistor: string | undefined;
    let first = id;
    if (nets.same(anode, signalRef)) {
      // Pin → LED → resistor → GND.
      const after = resistorBeside(cathode);
      if (after !== undefined && isGround(after.farEnd)) resistor = after.resistor;
      else problems.push(`${id}: its cathode should go to GND through its own resistor`);
    } else if (nets.same(cathode, signalRef)) {
      problems.push(`${id}: reversed, its cathode is on ${signalRef}`);
    } else {
      // Pin → resistor → LED → GND.
      const before = resistorBeside(anode);
      if (before !== undefined && nets.same(before.farEnd, signalRef) && isGround(cathode)) {
        resistor = before.resistor;
        first = before.resistor;
      } else {
        problems.push(`${id}: its anode should be on ${signalRef} (${role}), its cathode to GND`);
      }
    }
    expectOn(pin, role, first);
    if (resistor === undefined) return;
    checked.add(resistor);
    const sharedWith = usedResistors.get(resistor);
    if (sharedWith !== undefined) problems.push(`${id} and ${sharedWith} share ${resistor}`);
    usedResistors.set(resistor, id);
    const ohms = parts.get(resistor)?.attrs?.value;
    if (ohms !== LED_RESISTOR_OHMS) {
      problems.push(`${resistor}: ${ohms ?? 'no value'} Ω, not ${LED_RESISTOR_OHMS} Ω`);
    }
  };

  if (pins.pips.length !== PIP_GROUPS.length) {
    problems.push(`config.h has ${pins.pips.length} pip groups, the diagram ${PIP_GROUPS.length}`);
  }
  PIP_GROUPS.forEach((group, index) => {
    const pin = pins.pips[index];
    if (pin === undefined) return;
    for (const id of group) ledToGround(id, pin, `pip group ${index}`);
  });
  pins.buttonNames.forEach((name, index) => {
    const pin = pins.lamps[index];
    if (pin === undefined) problems.push(`config.h: no lamp pin for ${upper(name)}`);
    else ledToGround(`lamp-${name}`, pin, `${upper(name)} lamp`);
  });
  ledToGround('link-led', pins.link, 'link LED');

  // The passive piezo: + (pin 2) on its pin, − (pin 1) on GND.
  const buzzerRef = expectOn(pins.buzzer, 'buzzer', 'buzzer');
  if (needPart('buzzer', 'wokwi-buzzer')) {
    if (!nets.same('buzzer:2', buzzerRef))
      problems.push(`buzzer: its + (2) should be on ${buzzerRef}`);
    if (!isGround('buzzer:1')) problems.push('buzzer: its − (1) should be on GND');
  }

  // The TM1637 module: CLK and DIO on their pins, powered from 5V.
  const clkRef = expectOn(pins.displayClk, 'display CLK', 'display');
  const dioRef = expectOn(pins.displayDio, 'display DIO', 'display');
  if (needPart('display', 'wokwi-tm1637-7segment')) {
    if (!nets.same('display:CLK', clkRef)) problems.push(`display: CLK should be on ${clkRef}`);
    if (!nets.same('display:DIO', dioRef)) problems.push(`display: DIO should be on ${dioRef}`);
    if (!nets.same('display:VCC', fiveVolts)) problems.push('display: VCC should be on 5V');
    if (!isGround('display:GND')) problems.push('display: GND should be on GND');
  }

  // Each signal pin reaches what it drives or reads and nothing else: no other part, no
  // other pin of the Uno (a short to GND, 5V or a neighbour).
  for (const [ref, { role, parts: want }] of expected) {
    const members = nets.members(ref);
    const reached = new Set(members.map(partOf).filter((id) => id !== uno));
    const extra = [...reached].filter((id) => !want.has(id));
    const missing = [...want].filter((id) => !reached.has(id));
    if (extra.length > 0) problems.push(`${ref} (${role}) also reaches ${extra.join(', ')}`);
    if (missing.length > 0) problems.push(`${ref} (${role}) does not reach ${missing.join(', ')}`);
    const ownNames = new Set(members.filter((m) => partOf(m) === uno).map(pinOf));
    const sameNet = (JOINED_INSIDE[UNO] ?? []).find((group) => group.includes(pinOf(ref))) ?? [];
    const others = [...ownNames].filter((name) => name !== pinOf(ref) && !sameNet.includes(name));
    if (others.length > 0) problems.push(`${ref} (${role}) is wired to uno ${others.join(', ')}`);
  }

  for (const part of diagram.parts) {
    if (!checked.has(part.id)) problems.push(`${part.id}: a part that is not in config.h's box`);
  }
  return problems;
}

/** The small part of TOML that wokwi.toml uses: `[section]` and `key = 'string' | number`. */
function parseToml(source: string): Record<string, Record<string, string | number>> {
  const sections: Record<string, Record<string, string | number>> = {};
  let current: Record<string, string | number> | undefined;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const section = /^\[([\w.-]+)\]$/.exec(line);
    if (section?.[1] !== undefined) {
      current = sections[section[1]] ?? {};
      sections[section[1]] = current;
      continue;
    }
    const entry = /^([\w-]+)\s*=\s*(?:'([^']*)'|"([^"]*)"|(\d+))\s*(?:#.*)?$/.exec(line);
    if (entry?.[1] === undefined || current === undefined) throw new Error(`wokwi.toml: ${line}`);
    const [, key, single, double, number] = entry;
    current[key] = number !== undefined ? Number(number) : (single ?? double ?? '');
  }
  return sections;
}

const pins = parseConfig(header);
const diagram = JSON.parse(diagramText) as Diagram;
const copy = (): Diagram => structuredClone(diagram);
const part = (id: string): Part => {
  const found = diagram.parts.find((candidate) => candidate.id === id);
  if (found === undefined) throw new Error(`diagram.json: no part ${id}`);
  return found;
};

describe('config.h, as this test reads it', () => {
  it('has the box’s pins, each used once', () => {
    expect(pins.buttonNames).toEqual(['start', 'roll', 'scrap', 'shuffle', 'ok']);
    expect(pins.buttons).toHaveLength(pins.buttonNames.length);
    expect(pins.lamps).toHaveLength(pins.buttonNames.length);
    expect(pins.pips).toHaveLength(4);
    const all = [
      ...pins.buttons,
      ...pins.pips,
      pins.buzzer,
      pins.link,
      ...pins.lamps,
      pins.displayClk,
      pins.displayDio,
    ];
    expect(new Set(all).size, `a pin is used twice: ${all.join(' ')}`).toBe(all.length);
    // Pins 0 and 1 are the serial port to the server.
    for (const pin of all) expect(pin >= 2 && pin <= 19, `pin ${pin}`).toBe(true);
  });

  it('names Uno pins as Wokwi does', () => {
    expect(unoPinName(2)).toBe('2');
    expect(unoPinName(13)).toBe('13');
    expect(unoPinName(14)).toBe('A0');
    expect(unoPinName(19)).toBe('A5');
    expect(() => unoPinName(20)).toThrow();
  });
});

describe('firmware/diagram.json', () => {
  it('is a Wokwi diagram wired as config.h says', () => {
    expect(diagram.version).toBe(1);
    expect(wiringProblems(diagram, pins)).toEqual([]);
  });

  it('lays the pips out as a die face and labels the buttons and their lamps', () => {
    const byColumn = new Map<number, number>();
    const byRow = new Map<number, number>();
    for (const [id, [column, row]] of Object.entries(PIP_PLACES)) {
      const { left, top } = part(id);
      expect(typeof left === 'number' && typeof top === 'number', id).toBe(true);
      // Every pip of a column shares its left, every pip of a row its top.
      expect(byColumn.get(column) ?? left, `${id}'s column`).toBe(left);
      expect(byRow.get(row) ?? top, `${id}'s row`).toBe(top);
      byColumn.set(column, left ?? 0);
      byRow.set(row, top ?? 0);
    }
    const columns = [0, 1, 2].map((column) => byColumn.get(column) ?? Number.NaN);
    const rows = [0, 1, 2].map((row) => byRow.get(row) ?? Number.NaN);
    expect([...columns].sort((a, b) => a - b)).toEqual(columns);
    expect([...rows].sort((a, b) => a - b)).toEqual(rows);
    expect(new Set(columns).size).toBe(3);
    expect(new Set(rows).size).toBe(3);

    let previousLeft = Number.NEGATIVE_INFINITY;
    for (const name of pins.buttonNames) {
      const button = part(`btn-${name}`);
      const lamp = part(`lamp-${name}`);
      expect(button.attrs?.label).toBe(upper(name));
      expect(lamp.attrs?.label).toBe(upper(name));
      // A row in START … OK order, the same height, each lamp above its button.
      expect(button.top).toBe(part(`btn-${pins.buttonNames[0]}`).top);
      expect(button.left ?? 0).toBeGreaterThan(previousLeft);
      previousLeft = button.left ?? 0;
      expect(lamp.top ?? 0).toBeLessThan(button.top ?? 0);
      expect(Math.abs((lamp.left ?? 0) - (button.left ?? 0))).toBeLessThan(40);
    }
  });

  it('reports a pin moved in config.h and not in the diagram', () => {
    const moved = parseConfig(header.replace(/(kDisplayDioPin\s*=\s*)19;/, '$118;'));
    expect(moved.displayDio).toBe(18);
    const problems = wiringProblems(diagram, moved);
    expect(problems).toContain('display: DIO should be on uno:A4');
    expect(problems.some((problem) => problem.startsWith('uno:A4 (OK lamp and display DIO)'))).toBe(
      true,
    );

    const swapped = { ...pins, buttons: [...pins.buttons] };
    [swapped.buttons[0], swapped.buttons[1]] = [pins.buttons[1] ?? 0, pins.buttons[0] ?? 0];
    expect(wiringProblems(diagram, swapped)).toEqual(
      expect.arrayContaining([
        'btn-start: one contact should be on uno:3, the other on GND',
        'btn-roll: one contact should be on uno:2, the other on GND',
      ]),
    );
  });

  it('reports a wire moved in the diagram and not in config.h', () => {
    const moved = copy();
    const wire = moved.connections.find(([from]) => from === 'display:DIO');
    expect(wire).toBeDefined();
    if (wire) wire[1] = 'uno:A3';
    const problems = wiringProblems(moved, pins);
    expect(problems).toContain('display: DIO should be on uno:A5');
    expect(problems).toContain('uno:A3 (SHUFFLE lamp) also reaches display');
  });

  it('reports a reversed LED, a missing resistor, a short and a stray part', () => {
    const reversed = copy();
    for (const wire of reversed.connections) {
      for (const end of [0, 1] as const) {
        if (wire[end] === 'pip-centre:A') wire[end] = 'pip-centre:C';
        else if (wire[end] === 'pip-centre:C') wire[end] = 'pip-centre:A';
      }
    }
    expect(wiringProblems(reversed, pins)).toContain(
      'pip-centre: reversed, its cathode is on uno:8',
    );

    // The resistor first and the LED after it is as good.
    const resistorFirst = copy();
    resistorFirst.connections = resistorFirst.connections.filter(
      ([from, to]) =>
        ![from, to].some((ref) => ref.startsWith('link-led:') || ref.startsWith('r-link-led:')),
    );
    resistorFirst.connections.push(
      ['r-link-led:1', 'uno:13', 'green', []],
      ['r-link-led:2', 'link-led:A', 'gray', []],
      ['link-led:C', 'uno:GND.1', 'black', []],
    );
    expect(wiringProblems(resistorFirst, pins)).toEqual([]);

    const noResistor = copy();
    for (const wire of noResistor.connections) {
      if (wire[0] === 'link-led:C') wire[1] = 'uno:GND.1';
    }
    expect(wiringProblems(noResistor, pins)).toContain(
      'link-led: its cathode should go to GND through its own resistor',
    );

    const shorted = copy();
    shorted.connections.push(['btn-ok:1.r', 'uno:GND.3', 'black', []]);
    expect(wiringProblems(shorted, pins)).toEqual(
      expect.arrayContaining(['uno:6 (OK button) is wired to uno GND.1, GND.2, GND.3']),
    );

    const stray = copy();
    stray.parts.push({ id: 'led9', type: 'wokwi-led' });
    stray.connections.push(['led9:X', 'uno:9', 'green', []]);
    expect(wiringProblems(stray, pins)).toEqual(
      expect.arrayContaining([
        'wire led9:X – uno:9: no such pin led9:X',
        "led9: a part that is not in config.h's box",
      ]),
    );
  });
});

describe('firmware/wokwi.toml', () => {
  it('runs the committed .hex', () => {
    const toml = parseToml(tomlText);
    expect(toml.wokwi?.version).toBe(1);
    const firmware = toml.wokwi?.firmware;
    expect(typeof firmware).toBe('string');
    expect(String(firmware)).toMatch(/\.hex$/);
    expect(existsSync(join(firmwareDir, String(firmware))), `firmware/${firmware}`).toBe(true);
    // An elf, when named, is one the build makes next to the .hex.
    const elf = toml.wokwi?.elf;
    if (elf !== undefined) expect(elf).toBe(String(firmware).replace(/\.hex$/, '.elf'));
  });
});
