// Apocalyte's set-up facts and limits as plain values (AC2, AC3 and the scenarios' numbers):
// what the screens and the rules share without loading the actions' TypeBox schemas.

/** AC2: 2 to 5 players. */
export const MIN_PLAYERS = 2;
export const MAX_PLAYERS = 5;
/** The players' colours; the Apocalytes play green, as the text recommends (AC36). */
export const COLOURS = ['red', 'blue', 'yellow', 'black', 'grey'] as const;
export type Colour = (typeof COLOURS)[number];
/** AC2: the extra armies each player spreads, by the number of players. */
export const EXTRA_ARMIES: Readonly<Record<number, number>> = { 2: 30, 3: 20, 4: 15, 5: 12 };
/** AC2: no more than 5 extra armies on one territory. */
export const MAX_EXTRA = 5;
/** AC2: each player's territory cards drawn for a supply counter, by the number of players. */
export const SUPPLY_DRAWS: Readonly<Record<number, number>> = { 2: 10, 3: 8, 4: 6, 5: 5 };

/** AC2: the scenarios in the order of the die that rolls one (1 Zombies … 6 Meteor). */
export const SCENARIOS = ['zombies', 'infection', 'mutants', 'aliens', 'demons', 'meteor'] as const;
export type Scenario = (typeof SCENARIOS)[number];

/** What each scenario calls its Apocalytes. */
export const APOCALYTE_NAMES: Readonly<Record<Scenario, { one: string; many: string }>> = {
  zombies: { one: 'zombie', many: 'zombies' },
  infection: { one: 'infected army', many: 'infected armies' },
  mutants: { one: 'mutant', many: 'mutants' },
  aliens: { one: 'alien', many: 'aliens' },
  demons: { one: 'demon', many: 'demons' },
  meteor: { one: 'rioter', many: 'rioters' },
};

/** Each scenario's starting placement: territory cards drawn, Apocalytes on each. */
export const STARTS: Readonly<Record<Scenario, { draw: number; armies: number }>> = {
  zombies: { draw: 6, armies: 5 },
  infection: { draw: 1, armies: 1 },
  mutants: { draw: 6, armies: 8 },
  aliens: { draw: 1, armies: 15 },
  demons: { draw: 4, armies: 10 },
  meteor: { draw: 8, armies: 1 },
};

/** The special counters: a scenario uses one kind. */
export const MARKS = ['ground-zero', 'mothership', 'portal', 'crater', 'dead-zone'] as const;
export type Mark = (typeof MARKS)[number];

/** Who threw a die: the box, or a die typed in by hand (AC3). */
export const DIE_SOURCES = ['box', 'hand'] as const;
export type DieSource = (typeof DIE_SOURCES)[number];

/** Turn play 1: two armies a turn; 2: up to two moves; 2: two supplies carried (meteor one). */
export const REINFORCEMENTS = 2;
export const MOVES = 2;
export const CARRIED_SUPPLIES = 2;
/** AC7: at most three Apocalyte territories move a turn. */
export const MOVERS = 3;
/** Infection: the cure's three parts. Demons: four supplies close a portal. */
export const CURE_PARTS = 3;
export const PORTAL_SUPPLIES = 4;
/** Meteor: the 13th meteorite ends the game; 8 supplies on a rioter-free territory fire the missile. */
export const METEORITES = 13;
export const MISSILE_SUPPLIES = 8;
/** Meteor: rioters added on cards drawn after each meteorite. */
export const RIOTER_DRAWS = 5;
