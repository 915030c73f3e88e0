// Names and titles are not wording: "Yesterday" by the Beatles, the novel 《明天》, the band
// Tonight Alive, the film „Heute bin ich Samba" say nothing about when. The wording rule reads the text
// with them removed. Input is canonical.

import { canonicalize } from './canonical';

// Text in title quotes or any quotation marks (a title, or a word mentioned rather than used).
const TITLE_QUOTES =
  /《[^》\n]{1,80}》|〈[^〉\n]{1,80}〉|「[^」\n]{1,80}」|『[^』\n]{1,80}』|“[^”\n]{1,80}”|„[^“”"\n]{1,80}[“”"]|«[^»\n]{1,80}»|‹[^›\n]{1,80}›|"[^"\n]{1,80}"|(?<![\p{L}])'[^'\n]{1,60}'(?![\p{L}])/gu;

// A named work: a word for the kind of work, then a capitalised name ("the song Yesterday", "das Buch Morgen
// und für immer", "la película Mañana", "песня Вчера", "노래 내일").
const WORK = String.raw`song|single|album|book|novel|film|movie|series|show|band|podcast|game|play|poem|track|Lied|Song|Buch|Film|Roman|Serie|Band|Hörspiel|chanson|livre|roman|film|série|groupe|canción|canciones|libro|película|novela|serie|grupo|banda|canção|livro|filme|romance|canzone|romanzo|gruppo|песн[яюи]|книг[ауи]|фильм|роман|сериал|групп[аы]`;
const NAMED_WORK = new RegExp(
  // Canonical, as the text is: Cyrillic look-alike letters read as Latin.
  canonicalize(
    String.raw`(?<![\p{L}])(?:${WORK})\s+(?:called|titled|named|namens|mit dem Titel|intitulée?|appelée?|llamad[ao]|titulad[ao]|chamad[ao]|intitolat[ao]|под названием\s+)?\s*\p{Lu}[\p{L}'’-]*(?:\s+(?:\p{Lu}[\p{L}'’-]*|and|und|et|y|e|и|of|the|de|la|le|di|del))*`,
  ),
  'gu',
);

export const withoutTitles = (text: string): string => text.replace(TITLE_QUOTES, ' ').replace(NAMED_WORK, ' ');
