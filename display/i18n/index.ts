// The chosen language as a signal: `?lang=fr` or the control page's switch. Every folder with
// words (the shell's here, each game's `games/<id>/i18n/`, and after/, hall/, watch/, voice/:
// their `i18n.ts`) makes one `dictionary`: English ships with its chunk, French is a chunk of its
// own fetched the first time French is asked; each folder's words switch as soon as theirs are in.

import { computed, effect, type ReadonlySignal, signal } from '@preact/signals';
import { en, type ShellDict } from './en.ts';

export type Lang = 'en' | 'fr';
/** The languages fetched on demand: English is always in. */
type Fetched = Exclude<Lang, 'en'>;

/** The language asked for; each dictionary's words follow once they are in. */
export const lang = signal<Lang>('en');

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}

/** One folder's words in every language. */
export type Dictionary<Words> = {
  /** The words in the chosen language (English until that language's words are in). */
  readonly t: ReadonlySignal<Words>;
  /** The words of `language` if they are in (a read that redraws when they come). */
  loaded(language: Lang): Words | undefined;
  /** Fetches the words of `language`, once. */
  load(language: Lang): Promise<Words>;
};

/** Every dictionary made so far: choosing a language fetches its words for all of them. */
const dictionaries = new Set<Dictionary<unknown>>();

/**
 * A folder's dictionary: its English words, and a fetch for each other language (an
 * `import()` of the folder's `fr` module, so that Vite makes it a chunk of its own).
 */
export function dictionary<Words>(
  english: Words,
  fetchers: Readonly<Record<Fetched, () => Promise<Words>>>,
): Dictionary<Words> {
  const words = signal<Partial<Record<Lang, Words>>>({ en: english });
  const fetching = new Map<Lang, Promise<Words>>();
  const made: Dictionary<Words> = {
    t: computed(() => words.value[lang.value] ?? english),
    loaded: (language) => words.value[language],
    load(language) {
      const known = words.peek()[language];
      if (known) return Promise.resolve(known);
      let fetched = fetching.get(language);
      if (!fetched) {
        fetched = fetchers[language as Fetched]().then(
          (got) => {
            words.value = { ...words.peek(), [language]: got };
            return got;
          },
          (error: unknown) => {
            fetching.delete(language); // a later switch tries again
            throw error;
          },
        );
        fetching.set(language, fetched);
      }
      return fetched;
    },
  };
  dictionaries.add(made as Dictionary<unknown>);
  // A folder loaded while French is chosen (a game's view, the report) fetches its French at once.
  if (lang.peek() !== 'en') made.load(lang.peek()).catch(() => undefined);
  return made;
}

/** Fetches `language`'s words of every dictionary made so far (tests call it before switching). */
export async function loadLanguage(language: Lang): Promise<void> {
  await Promise.all([...dictionaries].map((made) => made.load(language)));
}

const shell = dictionary<ShellDict>(en, {
  fr: () => import('./fr.ts').then((module) => module.fr),
});
/** The shell's words in the chosen language: its components read `t.value`. */
export const t = shell.t;

// A language chosen fetches its words; a failed fetch leaves English, and choosing again retries.
effect(() => {
  loadLanguage(lang.value).catch(() => undefined);
});

/** A folder's words merged over the shell's, in the chosen language: what its components read. */
export function overShell<Words extends object>(
  own: Dictionary<Words>,
): ReadonlySignal<ShellDict & Words> {
  return computed(() => ({ ...t.value, ...own.t.value }));
}

/**
 * A game's refusals in one language, by every code of its `src/games/<id>/errors.ts` (the
 * `ErrorCode` union): a code missing, or one the game no longer gives, is a type error.
 */
export type Refusals<Code extends string> = Readonly<Record<Code, string>>;

/** The playing game's refusals by code in a language (its view sets them when it loads). */
export const gameErrors = signal<(language: Lang) => Partial<Record<string, string>> | undefined>(
  () => undefined,
);

/** A rule's number in brackets, as the referee's sentences cite it: " (AG2)", " (AC2, AC36)", " (R9)". */
const RULE_CODES = /\s*\((?:(?:R|AG|AC)\d+[a-z]?(?:,\s*)?)+\)/g;

/** A sentence as a player reads it: the rules' numbers are for the referee's code, not the table. */
export function withoutRuleCodes(sentence: string): string {
  return sentence.replace(RULE_CODES, '');
}

/**
 * A refusal in the chosen language: by its code when the game's or the shell's dictionary
 * has it, else the server's own sentence (which is English). `{n}` takes its first number.
 * Neither says a rule's number.
 */
export function refusalText(dict: ShellDict, sentence: string, code?: string): string {
  const game = gameErrors.value(dict.lang as Lang);
  const known = code
    ? (game?.[code] ?? (dict.errors as Record<string, string | undefined>)[code])
    : undefined;
  const plain = withoutRuleCodes(sentence);
  if (!known) return plain;
  const number = /\d+/.exec(plain)?.[0];
  const said = number === undefined ? known.replace(' {n}', '') : known.replace('{n}', number);
  return withoutRuleCodes(said);
}
