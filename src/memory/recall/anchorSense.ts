import type { MemoryFeatures, QueryFeatures } from './matchFeatures';
import { ownedRelationNotName } from './names/ownedRelationWords';
import type { Evidence } from './evidence';
import { isCjk, toToken } from '../record/tokenize';
import { isFunctionWordAnywhere } from './words/languageStems';
import { sameVerbForm } from './words/wordForms';
import { onlySetting } from './aboutness/settingPlaces';
import { onlyMediumLanguage } from './aboutness/mediumLanguageAnchor';
import { nationalityNotLanguage, thirdPartyNationality } from './aboutness/nationalityAdjectives';
import { withoutLonePlace, withoutSharedSetting } from './aboutness/worldPlaces';
import { visitsTripDestination } from './aboutness/tripDestinations';
import { withoutShopperQuestion } from './aboutness/productQuestions';
import { withoutTouristPlace } from './aboutness/tourismFrames';
import { indefiniteNames } from './names/indefiniteNames';
import { isPlaceKindName } from './names/placeKindNames';
import { withoutNamesakes } from './names/namesakes';
import { withoutSubjectFragment } from './names/subjectFragments';
import { insideOthersFullName } from './names/fullNames';
import { namesAsWords } from './names/nameAsWord';
import { isQuoted } from './aboutness/quotedWords';
import { inTitle } from './names/quotedTitles';
import { onlyCompoundModifier } from './words/cjkCompounds';
import { withoutOtherKind } from './words/nounComplements';
import { otherLanguageCalendarWord } from './bridges/calendarWords';
import { learnsSkill } from './aboutness/learningVerbs';
import { withoutOthersFacet } from './aboutness/thingFacets';
import { STORE_PERSON_DF } from './names/people';
import { isAddressedUnit } from './names/honorificNames';
import { RARE_TEXT_WEIGHT } from './words/rarity';

// What the matched words of a memory say together: which of them are one phrase and which independent anchors,
// whether a word met in another form is the same word, and whether the question means the memory's sense of
// them and is about the user at all. The score (score.ts) asks this once it has the evidence.

export const sameWord = (m: MemoryFeatures, q: QueryFeatures, token: string): boolean =>
  (m.foldedByToken.get(token) ?? [token]).some((w) => q.folded.has(w));

/**
 * The same word, or one in the past tense and the other its verb ("donated" / "donate"): it weighs as the
 * word itself. It is not made an anchor of its own, though (`sameWord` decides that): joined to its
 * neighbours it would make one phrase of a whole clause ("team won second place").
 */
export const sameOrPastForm = (m: MemoryFeatures, q: QueryFeatures, token: string): boolean =>
  (m.foldedByToken.get(token) ?? [token]).some((w) => q.folded.has(w) || [...q.folded].some((x) => sameVerbForm(w, x)));

/**
 * The memory's word is in the question only as another form in the memory's own language ("Töchter" for
 * "Tochter", "собаки" for "собака"): a stem-only match, weighed as one. Unlike an English stem-only match it is
 * an anchor of its own, because these stemmers strip inflections, not the derivations that turn a noun into an
 * unrelated verb form.
 */
export function inflected(m: MemoryFeatures, q: QueryFeatures, token: string): boolean {
  if (m.language === undefined) return false;
  const stems = m.languageStems.get(token);
  if (stems === undefined) return false;
  const asked = q.stemsIn(m.language);
  return stems.some((stem) => asked.has(stem));
}

/** Types that shape every answer (how to answer, what always to do): aboutness does not gate them. */
export const EVERY_ANSWER_TYPES: ReadonlySet<string> = new Set(['standing_instruction', 'communication_preference']);

/**
 * Whether two anchors are one phrase: they overlap in the question (骑行 in 骑行书), or stand next to each
 * other both in the question and in the memory ("electric car", 指数基金); or are one word in two forms.
 */
function touching(m: MemoryFeatures, q: QueryFeatures, a: string, b: string): boolean {
  if (isCjk(a) !== isCjk(b)) return false;
  // Two words of one tag are one phrase wherever the question's particles put them (허리 디스크는).
  const ofTag = (t: MemoryFeatures['tagMatchers'][number], u: string) => t.latinWords.includes(u) || t.cjkPieces.includes(u);
  if (m.tagMatchers.some((t) => ofTag(t, a) && ofTag(t, b))) return true;
  if (!isCjk(a)) {
    if (sameLemma(m, a, b)) return true;
    if (!m.pairs.has(`${a} ${b}`)) return false;
    const pa = q.tokenOrder.get(a) ?? [];
    const pb = q.tokenOrder.get(b) ?? [];
    return pa.some((x) => pb.some((y) => Math.abs(x - y) === 1));
  }
  const together = m.allText.includes(a + b) || m.allText.includes(b + a);
  for (let i = q.form.indexOf(a); i !== -1; i = q.form.indexOf(a, i + 1))
    for (let j = q.form.indexOf(b); j !== -1; j = q.form.indexOf(b, j + 1)) {
      if (i < j + b.length && j < i + a.length) return true;
      if (together && (i + a.length === j || j + b.length === i)) return true;
    }
  return false;
}

/** Two of the memory's words are forms of one word in its language (Москва, Москве): one anchor, not two. */
function sameLemma(m: MemoryFeatures, a: string, b: string): boolean {
  const stems = m.languageStems.get(a);
  return stems !== undefined && (m.languageStems.get(b) ?? []).some((stem) => stems.includes(stem));
}

/**
 * The independent anchors among the matched units: units that stand together in the question are one
 * phrase (骑行 in 骑行书, "housing economics"), a word met only through its stem is no anchor
 * (training / train), and neither is a unit of no weight. Returns one unit per phrase.
 */
const anchorsOf = (groups: readonly (readonly string[])[]): string[] => groups.map((g) => g[0] ?? '');

/** The matched units grouped into phrases (see anchorsOf). */
export function anchorGroups(m: MemoryFeatures, q: QueryFeatures, ev: Evidence): string[][] {
  // A form of the word in the memory's own language (Veganer / vegan) stays an anchor though English stemming folds it too.
  const live = ev.units.filter(
    (u, i) => (ev.weights[i] ?? 0) > 0 && (isCjk(u) || !q.tokens.has(u) || sameWord(m, q, u) || inflected(m, q, u)),
  );
  const groups: string[][] = [];
  for (const unit of live) {
    const joined = groups.filter((g) => g.some((other) => touching(m, q, unit, other)));
    const merged = [unit, ...joined.flat()];
    for (const g of joined) groups.splice(groups.indexOf(g), 1);
    groups.push(merged);
  }
  return groups;
}

/** A phrase of different words the question and the memory both hold in a row ("teach German"): one anchor, but no generic word. */
export const isWordPhrase = (m: MemoryFeatures, group: readonly string[]): boolean =>
  group.filter((u) => !isCjk(u)).some((a, i, latin) => latin.some((b, j) => j !== i && !sameLemma(m, a, b)));

/** The memory's other words (tags, identity) in the question: the relation next to a name ("my dog Mango", "豆豆…猫粮"). */
const hasOtherPiece = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  m.relationPieces.some(
    (piece) => piece !== anchor && !anchor.includes(piece) && (isCjk(piece) ? q.form.includes(piece) : q.tokens.has(piece)),
  );

/**
 * A phrase of several words (isWordPhrase) that the memory writes as someone's and the question writes definite
 * ("Tom's robotics team" / "When did the robotics team win…?"): the question points at that one thing of the
 * user's life (definiteThings.ts), not at a kind ("why do border collies need long walks?" meets "a border collie mix").
 */
const ownedThing = (m: MemoryFeatures, q: QueryFeatures, group: readonly string[]): boolean =>
  isWordPhrase(m, group) && group.some((u) => m.ownedPhrases.has(u) && q.definitePhrases.has(u));

/** A name the store gives an animal or a thing of the user's, never a person (Mate, 年糕, the starter Bolota). */
const thingName = (q: QueryFeatures, unit: string): boolean =>
  (q.corpus.nameDf.get(unit) ?? 0) > 0 && (q.corpus.personNameDf.get(unit) ?? 0) === 0;

/**
 * A question asking what a thing is, where it comes from, who founded it or how it compares, naming no one the store
 * gives as a person, meets the memory only on names the store gives a pet or a thing ("wer hat Tesla gegründet?" and
 * the rabbit Tesla), or on one anchor alone in a question that calls nothing anyone's, its capitalised words held by
 * many memories but given by none as a person's name (a language, a country, a district, a pet no memory introduces:
 * "how was the Korean alphabet invented?", "wie entsteht der Mistral?"; "who is Tom's favourite director?" still asks
 * about Tom). The name is the company's, the wind's, the muse's there; a rabbit is neither founded nor defined, and a
 * language's history is no one's of the user's life.
 */
const worldThingName = (q: QueryFeatures, anchors: readonly string[], units: readonly string[]): boolean =>
  q.aboutness === 'world' &&
  q.definition &&
  anchors.length > 0 &&
  (anchors.every((a) => thingName(q, a)) || (anchors.length === 1 && q.possessed.size === 0 && capitalAnchor(q, anchors, units))) &&
  [...anchors, ...q.tokens].every((t) => (q.corpus.personNameDf.get(t) ?? 0) === 0);

/**
 * The one anchor is a capitalised word of the question, and the capitalised words the store holds are all among the
 * memory's matched units and stand in a row as one name ("Santa Felicidade"): the question names nothing of the store
 * beside it ("Tom and Amara", two of the store's people, ask about them).
 */
function capitalAnchor(q: QueryFeatures, anchors: readonly string[], units: readonly string[]): boolean {
  const held = [...q.capitalised].filter((t) => (q.corpus.df.get(t) ?? 0) > 0 && !isFunctionWordAnywhere(t));
  if (!anchors.every((a) => held.includes(a)) || !held.every((t) => units.includes(t))) return false;
  // Positions over every written word, function words included.
  const at = q.runs.filter((r) => !r.cjk).map((r) => toToken(r.text));
  const places = at.flatMap((t, i) => (t !== undefined && held.includes(t) ? [i] : []));
  return places.every((p, i) => i === 0 || p === (places[i - 1] ?? p) + 1);
}

/**
 * The question names two of the memory's own topics (its tags), one of them the name the store gives the user's pet
 * or thing ("年糕什么时候打的疫苗？" meets 年糕, 兽医, 疫苗): it asks about that one. The same name beside a word the
 * memory only mentions is the word's other sense ("perché la neve è bianca" and the white cat Neve).
 */
function namedTopic(m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]): boolean {
  const tagged = anchors.filter((a) => m.tagMatchers.some((t) => t.units.includes(a)));
  return tagged.length >= 2 && tagged.some((a) => thingName(q, a));
}

/** A request to the assistant to explain, in the ten languages: how it answers is then the user's to shape. */
const ASKS_TO_EXPLAIN = /explain|erklär|expliqu|explica|spiega|объясн|解释|解釋|説明して|설명해/u;

/** The checks on the anchors left together (each may drop them all), applied in this order by senseAllows. */
const ANCHOR_STEPS: readonly ((m: MemoryFeatures, q: QueryFeatures, anchors: readonly string[]) => readonly string[])[] = [
  withoutLonePlace,
  withoutSharedSetting,
  withoutTouristPlace,
  withoutShopperQuestion,
  withoutSubjectFragment,
  withoutOthersFacet,
  withoutOtherKind,
];

/**
 * Which sense the question means, and whether it is about the user at all. A world question
 * ("who invented the guitar?") gets a topical memory only on two independent anchors. One anchor that
 * is a name needs the question to be about the user, a possessive ("Mercury's vet", "小雨的") or another
 * word of the memory; one that the memory writes as a proper noun and the question as an everyday word
 * (Rust / rust) never carries it alone.
 */
export function senseAllows(m: MemoryFeatures, q: QueryFeatures, ev: Evidence, groups: readonly (readonly string[])[]): boolean {
  // A memory shaping every answer needs no frame, but a name it holds only as someone else's is not it (fullNames.ts).
  // In a world question it is held to the sense check below like any memory ("what languages are spoken in Switzerland"
  // is no occasion for "when she writes in Pidgin, answer in Pidgin"), unless the question asks the assistant to explain.
  if (EVERY_ANSWER_TYPES.has(m.memory.type) && (q.aboutness !== 'world' || ASKS_TO_EXPLAIN.test(q.form)))
    return !(
      groups.length > 0 &&
      groups.every((g) =>
        g.some((u) => q.namesakes.has(u) || insideOthersFullName(m, q, u) || namesAsWords(q).has(u) || isQuoted(q.quoted, u)),
      )
    );
  // A name of the user's life written with a surname the store lacks is a namesake's, no anchor (namesakes.ts).
  // A place after a locative preposition is where the question is set, not its topic (settingPlaces.ts); so is a
  // place the memory names as where its someone is, met alone by a question not about the user (worldPlaces.ts).
  // So is the product the user owns, asked about as a product on the market (productQuestions.ts), and a name after
  // an indefinite article, the common noun it also is ("una marina", indefiniteNames.ts), and a verb of learning a
  // skill ("aprender a bailar", learningVerbs.ts); and a facet any thing has asked of another thing ("horário dos
  // museus", thingFacets.ts); and a language the question is said or read in ("…って日本語で何と言う？", mediumLanguages.ts),
  // or writes as a nationality ("mi esposa italiana") of a memory about using it, or gives a third party in a question
  // not about the user ("Is Makita a Japanese brand?") of a memory about food, travel or a language (nationalityAdjectives.ts); and a
  // Romance noun whose "de" complement names another kind of the thing ("le cours de l'or", nounComplements.ts); and a
  // month or a day of the memory's language met by another language's word on its letters ("marche" and "March",
  // calendarWords.ts).
  // A person the question addresses with a title or an honorific, whom the memory names (小林さん, Mr Vogel: honorificNames.ts):
  // a name, not a word (Vogel is no bird there), and someone the user deals with in any frame; the title is no given name.
  if (groups.some((g) => g.some((u) => isAddressedUnit(q.addressedNames, u) && !q.namesakes.has(u)))) return true;
  const kept = anchorsOf(withoutNamesakes(m, q, groups)).filter(
    (u) =>
      !(m.properNouns.has(u) && q.lowercase.has(u)) &&
      !ownedRelationNotName(m, q, u) &&
      !q.namesakes.has(u) &&
      !insideOthersFullName(m, q, u) &&
      !namesAsWords(q).has(u) &&
      !isQuoted(q.quoted, u) &&
      !inTitle(q.titles, u) &&
      !indefiniteNames(q).has(u) &&
      !isPlaceKindName(m, q, u) &&
      // …unless it is where the memory's own going leads, asked as a visitor asks (tripDestinations.ts).
      !(onlySetting(m, q, u) && !visitsTripDestination(m, q, u)) &&
      !onlyMediumLanguage(m, q, u) &&
      !nationalityNotLanguage(m, q, u) &&
      !thirdPartyNationality(m, q, u) &&
      !onlyCompoundModifier(m, q, u) &&
      !otherLanguageCalendarWord(m, q, u) &&
      !learnsSkill(m, q, u),
  );
  // Then the checks that judge the anchors left together, in this order.
  const anchors = ANCHOR_STEPS.reduce<readonly string[]>((left, step) => step(m, q, left), kept);
  // A definition or a history of the world ("when did Ford introduce the Mustang?") is not about the user's
  // Mustang however many of its words it names.
  // A CJK name that is an everyday word too, alone in a question asking a world fact of a thing (바다는 왜 짠가요?),
  // is the word, unless the question also names the memory's relation (everydayNameWords.ts).
  const [only = ''] = anchors;
  const everydayWord = anchors.length === 1 && q.cjkNamesAsWords.has(only) && !hasOtherPiece(m, q, only);
  const asksPerson = (q.namesStorePerson || topicOfTheUsers(q, groups)) && !worldThingName(q, anchors, ev.units) && !everydayWord;
  // A practical question ("how much salt for 20 kg of miso") asks a task on the memory's own topic (practicalTopic).
  const used = usedThing(q, ev, groups, anchors);
  const task = practicalTopic(q, ev, groups, anchors) || used;
  const history = q.aboutness === 'world' && q.encyclopedic && !asksPerson && !task;
  // In a world frame, topic nouns alone are the encyclopedia's ("how do tortoises hibernate?", "why are white cats
  // deaf?", "乳糖不耐受的原理是什么"): two anchors carry the memory there only when one is a name the memory writes
  // or the question capitalises (a place, a person, a brand: "Why do tomatoes crack on a balcony in Lisbon?", "What
  // did Maya study?"); a pet's name is a thing's name there ("perché la neve è bianca" is not about the cat Neve).
  // A memory about people of the user's life is theirs, not the encyclopedia's ("When did the twins turn seven?").
  // German writes every noun capitalised, so a capital there tells no name from a topic noun ("warum bekommt man Migräne?").
  const proper = (a: string) =>
    ((m.properNouns.has(a) && m.language !== 'de') || (q.capitalised.has(a) && q.asked.language !== 'de')) &&
    !(m.names.has(a) && !m.namesPeople);
  const topicOnly =
    q.aboutness === 'world' &&
    !task &&
    !m.namesPeople &&
    !anchors.some(proper) &&
    !groups.some((g) => ownedThing(m, q, g)) &&
    !namedTopic(m, q, anchors);
  if (anchors.length >= 2 && !history && !topicOnly) return true;
  // The user's own project named by its subject ("what's next on the fzfind roadmap?") is about the user in any
  // frame but a definition or a history ("who invented the comic strip?" is not about the user's comic).
  const ownProject = m.memory.type === 'project_context' && ev.identityWhole && !q.encyclopedic;
  const [anchor = ''] = anchors;
  // A person of the user's life asked by bare name keeps the question theirs beside any other word of the memory.
  const bare = anchors.some((a) => bareName(m, q, a));
  // A visitor's question about where the user's own trip goes is about the trip (tripDestinations.ts).
  const trip = anchors.length === 1 && visitsTripDestination(m, q, anchor);
  // …and alone, the memory's subject whole ("how often to repot a jabuticaba bonsai" and the card "bonsai") or a phrase
  // of several words the memory holds in a row ("12 kg of sauerkraut").
  const ownTask =
    task &&
    anchors.length === 1 &&
    (ev.identityWhole ||
      groups.some((g) => g[0] === anchor && isWordPhrase(m, g)) ||
      subjectName(m, q, anchor) ||
      (wholeTag(m, anchor) && !namesOutsider(m) && rareUnit(q, ev, anchor) && onlyName(q, anchor)));
  if ((q.aboutness === 'world' && !asksPerson && !ownProject && !bare && !trip && !ownTask && !used) || anchors.length === 0) return false;
  if (asksPerson) return true;
  // A pet's name given in one memory is that pet's name in every memory about it ("Mate has hip dysplasia").
  const isName = m.names.has(anchor) || thingName(q, anchor) || [...m.names].some((name) => isCjk(name) && anchor.includes(name));
  if (!isName) return true;
  return q.aboutness === 'user' || q.possessed.has(anchor) || hasOtherPiece(m, q, anchor) || bare;
}

/**
 * A world question met on a CJK word many memories hold that none writes as a name (日本酒, the home town: people.ts
 * storeTopicWords) asks the user's own thing only of a memory it meets on more than that word: another word of it
 * ("통영 축제 부스" and the user's festival stall) or a phrase it holds in a row ("徳島の阿波踊り"). The word alone is
 * the encyclopedia's topic ("徳島の人口はどのくらい？", "藍染の起源はいつ？").
 */
const topicOfTheUsers = (q: QueryFeatures, groups: readonly (readonly string[])[]): boolean =>
  groups.some((g) => g.some((u) => q.topicWords.has(u))) && groups.flat().length >= 2;

/**
 * The one anchor is a name the question capitalises and the memory's subject writes ("Quanto offrire per il lotto di
 * Geisha?" and the memory "Panama Geisha"): the task is on the thing the memory is about.
 */
const subjectName = (m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean =>
  q.capitalised.has(anchor) &&
  m.memory.identity.subject
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .includes(anchor);

/**
 * The one anchor is a whole tag of the memory, a tag of one word ("Wann muss der Feigenbaum eingepackt werden?" and a
 * memory tagging "Feigenbaum"; "quantas horas por semana para o TOPIK 2?" and one tagging "topik"): the model chose it
 * as the memory's topic, as its subject would be, so a practical task on it is on the memory's own thing — when few of
 * the store's memories hold it (rareUnit) and the memory names no one it does not tag (a client, il signor Rossi,
 * ordering a sail for a regatta: "Quando si corre la Barcolana?" asks the race; a pet the memory tags, Pelé, is its
 * topic).
 */
const namesOutsider = (m: MemoryFeatures): boolean =>
  m.namesPeople || [...m.names].some((name) => !m.tagMatchers.some((t) => t.units.includes(name)));
const wholeTag = (m: MemoryFeatures, anchor: string): boolean =>
  m.tagMatchers.some((t) => t.units.length === 1 && t.units[0] === anchor && t.latinWords.length + t.cjkPieces.length === 1);

/**
 * The tag is no CJK word (those are read as compounds, cjkCompounds.ts), nor a function word of any language (a
 * manager Per and "calories per hour"), and the question names no other thing by a
 * capitalised word (German capitalises every noun): "Onde comprar bacalhau Riberalves?" asks a brand's product, "Cosa
 * regalare ai casari di Tokachi…" other cheesemakers.
 */
const onlyName = (q: QueryFeatures, anchor: string): boolean =>
  !isCjk(anchor) && !isFunctionWordAnywhere(anchor) && (q.asked.language === 'de' || [...q.capitalised].every((c) => c === anchor));

/**
 * A practical question (practicalFrames.ts) met on a word the memory names as its topic (a tag, its subject) that few
 * of the store's memories hold: the task is on the memory's own topic ("is a radial extractor worth it for 14 hives"
 * and the extractor the user wants), not on a word the store shares (the hives of every beekeeping card).
 */
const practicalTopic = (q: QueryFeatures, ev: Evidence, groups: readonly (readonly string[])[], anchors: readonly string[]): boolean =>
  q.practical &&
  (groups.some(
    (g) => anchors.includes(g[0] ?? '') && g.some((u) => ev.claimed.includes(u) && (q.corpus.df.get(u) ?? 1) < STORE_PERSON_DF),
  ) ||
    anchors.filter((a) => (q.corpus.df.get(a) ?? 1) < STORE_PERSON_DF).length >= 2);

/**
 * A question on using a thing (useFrames.ts: with coffee, a dose, a skipped day) met on a word of the memory that is
 * rare in the language and in the store (a drug, a device, a condition: "левотироксин", "amlodipine"), not an
 * everyday one: the asker uses that thing of the memory.
 */
const usedThing = (q: QueryFeatures, ev: Evidence, groups: readonly (readonly string[])[], anchors: readonly string[]): boolean =>
  q.use && groups.some((g) => anchors.includes(g[0] ?? '') && g.some((u) => rareUnit(q, ev, u)));
const rareUnit = (q: QueryFeatures, ev: Evidence, unit: string): boolean =>
  (ev.weights[ev.units.indexOf(unit)] ?? 0) >= RARE_TEXT_WEIGHT && (q.corpus.df.get(unit) ?? 1) < STORE_PERSON_DF;

/**
 * A person's given name asked bare ("Who is Jess?", "Where does Olga play violin?"): the memory names that
 * person of the user's life as its topic (a tag or its identity) and says how they relate to the user, and
 * the question uses the name on its own (senses.ts: no surname or title beside it, no other proper noun the
 * memory lacks, not about the name itself, not a historical frame). Then it means that person, whatever the
 * question's frame; a pet's name (Mango, Pluto) still needs a relation, a possessive or a question about the user.
 */
function bareName(m: MemoryFeatures, q: QueryFeatures, anchor: string): boolean {
  if (!m.namesPeople || !m.names.has(anchor) || !m.relationPieces.includes(anchor) || !q.bareNames.names.has(anchor)) return false;
  for (const other of q.bareNames.otherProper)
    if (other !== anchor && !m.latinTokens.has(other) && !m.identityTokens.has(other)) return false;
  return true;
}
