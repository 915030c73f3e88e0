// Russian asks what to do with an infinitive and no pronoun, the infinitive of deliberation: "Какой корм выбрать?",
// "Что подарить?" (what should I choose, give). A question word of amount, time or frequency asks so too: "сколько
// гулять с собакой", "когда менять ошейник", "как часто стирать постель", "во сколько звонить" ask how long, when,
// how often the asker should do it, not a fact of the world, though "сколько" and "когда" open world questions too
// ("сколько весит…", "когда начали выпускать…"). A finite verb between the question word and the infinitive makes
// the infinitive depend on it, a fact again: a past tense ("когда начали выпускать"), a present of the third person
// ("во сколько лет дети начинают ходить") or "должен" ("сколько часов должен спать ребёнок"). A verb of going one way
// (ехать, лететь, плыть, бежать and their prefixed forms; идти with every infinitive in -ти, which ends nouns too:
// дети, гости) asks how long the way takes, a fact of distance ("сколько лететь до Марса", "сколько идти по пути
// Сантьяго"), so it stays out.

const INFINITIVE = '\\p{L}+(?:ать|ять|еть|ить|уть|ыть|оть)(?<!(?:ехать|лететь|плыть|бежать|лезть))';

/** A word between the question word and the infinitive that is no finite verb: a past tense, a present's third person, "должен". */
const NOT_FINITE =
  '(?!долж|\\p{L}+(?:ал|ял|ил|ел|ул|ыл|ла|ли|ло|лся|лась|лось|лись)(?![\\p{L}])|\\p{L}{2,}(?:ют|ут|ат|ят|ет|ит|ёт)(?:ся)?(?![\\p{L}]))\\p{L}+';

/** Alternation source (for a bounded regex) of a Russian question asking advice with a bare infinitive. */
export const RUSSIAN_ADVICE_INFINITIVE =
  '(?:какой|какую|какие|какое|что|куда|где|чем|кого|с чего)(?:\\s+\\p{L}+){0,3}?\\s+\\p{L}+(?:ать|ять|еть|ить|уть|ти)|' +
  `(?:сколько|когда|как часто)(?:\\s+${NOT_FINITE}){0,3}?\\s+(?:${INFINITIVE})`;
