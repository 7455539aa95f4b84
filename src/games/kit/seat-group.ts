// A seated game's lobby with a convention's next group in it (server/queue): the group's names
// in the seats, in order, each seat keeping its colour and mark when it had one, a new seat
// taking a colour and a mark nobody has; names cut to the seats' 20 characters.

/** The longest name a seat takes (kit/guards.ts `seatsProblem`). */
const SEAT_NAME = 20;

type Seat = { name: string; colour: string };

/** The names as seats take them: trimmed, cut to 20 characters, told apart when two are alike. */
function seatNames(names: readonly string[]): string[] {
  const seen = new Set<string>();
  return names.map((raw, index) => {
    let name = raw.trim().slice(0, SEAT_NAME) || `Player ${index + 1}`;
    if (seen.has(name.toLowerCase())) name = `${name.slice(0, SEAT_NAME - 3)} ${index + 1}`;
    seen.add(name.toLowerCase());
    return name;
  });
}

/**
 * The seats for `names`: seat i keeps `current[i]`'s colour and mark; a seat beyond them takes
 * the first colour nobody has and `markOf` (which sees the seats so far) for its mark.
 */
export function seatGroup<P extends Seat>(
  current: readonly P[],
  names: readonly string[],
  colours: readonly string[],
  markOf: (name: string, seats: readonly P[]) => Omit<P, 'name' | 'colour'>,
): P[] {
  const seats: P[] = [];
  for (const [index, name] of seatNames(names).entries()) {
    const kept = current[index];
    if (kept) {
      seats.push({ ...kept, name });
      continue;
    }
    const taken = new Set(seats.map((seat) => seat.colour));
    const colour = colours.find((c) => !taken.has(c)) ?? colours[0] ?? '';
    seats.push({ ...markOf(name, seats), name, colour } as P);
  }
  return seats;
}
