// A list said in words, for a screen's sentences (the big screen's and the phone's alike).

/** `Ann, Bob and Cleo`, with the screen's word for "and". */
export function listOf(items: readonly string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`;
}
