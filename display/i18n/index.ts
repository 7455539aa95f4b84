// The chosen language as a signal: `?lang=fr` or the control page's switch; components read `t.value`.

import { computed, signal } from '@preact/signals';
import { type Dict, en } from './en.ts';
import { fr } from './fr.ts';

export type Lang = 'en' | 'fr';
export const DICTIONARIES: Record<Lang, Dict> = { en, fr };

export const lang = signal<Lang>('en');
export const t = computed(() => DICTIONARIES[lang.value]);

export function isLang(value: unknown): value is Lang {
  return value === 'en' || value === 'fr';
}

/**
 * A refusal in the chosen language: by its code when the dictionary has it, else the
 * server's own sentence (which is English).
 */
export function refusalText(dict: Dict, sentence: string, code?: string): string {
  const known = code ? (dict.errors as Record<string, string | undefined>)[code] : undefined;
  if (!known) return sentence;
  const number = /\d+/.exec(sentence)?.[0];
  return number === undefined ? known.replace(' {n}', '') : known.replace('{n}', number);
}
