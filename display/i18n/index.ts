// The chosen language as a signal: `?lang=fr` or the control page's switch. The shell's
// components read `t.value`; each game's view, and each page with words of its own (after/,
// hall/, watch/, voice/: their `i18n.ts`), merges them over these and loads them with its chunk.

import { computed, signal } from '@preact/signals';
import { en, type ShellDict } from './en.ts';
import { fr } from './fr.ts';

export type Lang = 'en' | 'fr';
export const DICTIONARIES: Record<Lang, ShellDict> = { en, fr };

export const lang = signal<Lang>('en');
export const t = computed(() => DICTIONARIES[lang.value]);

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}

/** The playing game's refusals by code, per language: its view sets them when it loads. */
export const gameErrors = signal<Partial<Record<Lang, Partial<Record<string, string>>>>>({});

/**
 * A refusal in the chosen language: by its code when the game's or the shell's dictionary
 * has it, else the server's own sentence (which is English). `{n}` takes its first number.
 */
export function refusalText(dict: ShellDict, sentence: string, code?: string): string {
  const game = gameErrors.value[dict.lang as Lang];
  const known = code
    ? (game?.[code] ?? (dict.errors as Record<string, string | undefined>)[code])
    : undefined;
  if (!known) return sentence;
  const number = /\d+/.exec(sentence)?.[0];
  return number === undefined ? known.replace(' {n}', '') : known.replace('{n}', number);
}
