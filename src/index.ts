// The rules core of Apophis Mission Control: pure functions over plain data.
// Time and dice come in as arguments; nothing here touches a clock, a file or a port.
export * from './actions.ts';
export * from './errors.ts';
export * from './launch.ts';
export * from './odds.ts';
export * from './protocol.ts';
export * from './reducer.ts';
export * from './sections.ts';
export * from './setup.ts';
export * from './state.ts';
