// A list said in words, for the phone's sentences (the big screens keep their own, so that the
// phone kit stays out of the chunk they share).

/** `Ann, Bob and Cleo`, with the screen's word for "and". */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
