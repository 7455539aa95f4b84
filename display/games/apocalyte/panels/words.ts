// The phone's words for Apocalyte: its own (the panels', French fetched when asked) over the
// view's shared ones (territories, scenarios, instructions, in ./i18n/index.ts) and the shell's;
// and the module's guard asked of the table now.

import { computed } from '@preact/signals';
import type { ApocalyteCommand } from '../../../../src/games/apocalyte/actions.ts';
import { whyNot } from '../../../../src/games/apocalyte/view.ts';
import { dictionary, gameErrors } from '../../../i18n/index.ts';
import { serverNow } from '../../../model.ts';
import { type ControlDict, controlEn } from '../i18n/control.en.ts';
import { t as shared } from '../i18n/index.ts';
import type { ApocalyteTable } from '../model.ts';

const phone = dictionary<ControlDict>(controlEn, {
  fr: () => import('../i18n/control.fr.ts').then((module) => module.controlFr),
});

/** The phone's words, the view's and the shell's, in the chosen language. */
export const t = computed(() => ({ ...shared.value, ...phone.t.value }));
export type Dict = typeof t.value;

/** Apocalyte's refusals read by code in French; English keeps the module's own sentence. */
export function tellShellOurErrors(): void {
  gameErrors.value = (language) => (language === 'en' ? {} : phone.loaded(language)?.ruleErrors);
}

/** The module's guard for `command`, asked now: null when the referee would take it. */
export function why(state: ApocalyteTable, command: ApocalyteCommand) {
  return whyNot(state, command, serverNow());
}
