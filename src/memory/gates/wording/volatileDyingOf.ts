import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// "Dying of" a bodily state, as people say it of the moment: "está morrendo de dor de cabeça", "se está muriendo de
// sueño", "sta morendo di fame", "meurt de froid", "stirbt vor Hunger", "умирает от скуки", "is dying of boredom". It is
// a state of now however long the rest of the memory lasts. Input is canonical text (canonical.ts).
const DYING_OF = cued(
  new RegExp(
    canonicalize(
      [
        String.raw`\b(?:is|are|'s)\s+(?:\p{L}+\s+)?dying\s+of\b`,
        String.raw`\bstirbt\s+(?:\p{L}+\s+)?vor\s+(?:Hunger|Durst|Langeweile|Kälte|Hitze|Müdigkeit|Kopfschmerzen|Angst)\b`,
        String.raw`\bmeurt\s+(?:\p{L}+\s+)?de\s+(?:faim|soif|froid|chaud|fatigue|sommeil|ennui|peur)\b`,
        String.raw`\b(?:esta|se\s+esta)\s+muriendo\s+de\b|\bse\s+muere\s+de\s+(?:hambre|sed|frío|calor|sueño|cansancio|aburrimiento)\b`,
        String.raw`\b(?:esta|ta)\s+(?:\p{L}+\s+)?morrendo\s+de\b`,
        String.raw`\bsta\s+(?:\p{L}+\s+)?morendo\s+di\b`,
        String.raw`(?<![\p{L}])умирает\s+(?:\p{L}+\s+)?от\s+(?:голода|жажды|скуки|усталости|холода|жары|страха|боли)(?![\p{L}])`,
      ].join('|'),
    ),
    'iu',
  ),
);

/** Whether a canonical text says the person is "dying of" a bodily state: a state of the moment. */
export const hasDyingOf = (text: string): boolean => DYING_OF.test(text);
