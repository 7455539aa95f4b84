// Apogee's teaching screens as one chunk (the seam's `teach` loader): the steps' words and the
// pitch's picture.

import type { GameTeach } from '../seam.ts';
import { teachWords } from './teach.ts';
import { TeachPicture } from './teach-picture.tsx';

export const teachScreens: GameTeach = { words: teachWords, Picture: TeachPicture };
