// The phone's words for Apophis: its own (./i18n/phone.en.ts, French fetched when asked) over the
// view's shared ones (./i18n/index.ts) and the shell's, in the chosen language.

import { computed } from '@preact/signals';
import { dictionary } from '../../../i18n/index.ts';
import { t as shared } from '../i18n/index.ts';
import { type PhoneDict, phoneEn } from '../i18n/phone.en.ts';

const phone = dictionary<PhoneDict>(phoneEn, {
  fr: () => import('../i18n/phone.fr.ts').then((module) => module.phoneFr),
});

/** The phone's words, the view's and the shell's, in the chosen language. */
export const t = computed(() => ({ ...shared.value, ...phone.t.value }));
