import { germanGenitiveNames } from './names/germanGenitive';
import { beneficiaryNames } from './names/beneficiaryNames';
import { numberShapesOf, type NumberShapes } from './words/numberShapes';
import { buildTagMatcher, type TagMatcher } from './tagMatchers';
import { amountUnitsOf } from './words/amountUnits';
import { foldChineseScript, foldedMemory } from '../record/hanFolding';
import type { MemoryType } from '../../shared';
import { quotedWordsOf, type QuotedWords } from './aboutness/quotedWords';
import { titleWordsOf, type TitleWords } from './names/quotedTitles';
import { cjkNamesAsWords } from './names/everydayNameWords';
import type { UserMemory } from '../record/schema';
import { cjkPhrases, foldWord, latinTokens, normalizeForRecall, runForm, runUnits, splitRuns, toToken, type Run } from '../record/tokenize';
import { cjkWordEdges, containsCjkWords } from '../record/wordBreaks';
import { isSelfQuestion } from './aboutness/selfQuestion';
import { foldedByToken, languageStemsByToken, longWordsOf, pairsOf, stemsInLanguage, tokenOrderOf } from './words/runMaps';
import {
  asksDefinition,
  asksForAdvice,
  asksWorldAnywhere,
  classifyAboutness,
  onlyRequestsOfAssistant,
  koreanRequestVerbs,
  isEncyclopedic,
  withoutTitleWords,
  type Aboutness,
} from './aboutness/aboutness';
import { asksPractical } from './aboutness/practicalFrames';
import { asksUse } from './aboutness/useFrames';
import {
  bareNamesOf,
  capitalisedTokensOf,
  lowercaseTokensOf,
  namesOf,
  namesPeople,
  possessedOf,
  properNounsOf,
  relationPiecesOf,
} from './names/senses';
import { emptyCorpus, findTypoMatches, type RecallCorpus } from './words/recallCorpus';
import { namesakesOf } from './names/namesakes';
import { namesStorePerson, opensWithSubject, ownedParts, storeTopicWords, type OpeningSubject } from './names/people';
import { detectStemLanguage, type StemLanguage } from './words/languageStems';
import { questionLanguageOf, type QuestionLanguage } from './words/questionLanguage';
import { areasOfMemory, askedAreas, asksOwnPlan, type LifeArea, type MemoryArea } from './areas/lifeAreas';
import { definitePhraseTokens, ownedPhraseTokens } from './aboutness/definiteThings';
import { withClippedNamesWritten } from './names/clippedNames';
import { withDiminutiveNamesWritten } from './names/diminutiveNames';
import { withOtherScriptNamesWritten } from './names/otherScriptNames';
import { addressedNamesOf } from './names/honorificNames';
import { relationProperNounsOf } from './names/relationProperNouns';
import { topicPlacesOf } from './names/topicPlaces';
import { cjkNameSlotsOf } from './names/cjkNameSlots';
import { withOtherScriptLoanwordsWritten } from './names/otherScriptLoanwords';
import { withHanVariantsWritten } from './words/hanVariants';
import { withCompoundsSplit } from './words/compoundWords';
import { loanwordTokens, writtenWordsOf } from './words/loanwords';
import { clockTimesOf } from './words/clockTimes';
import { ownedStoreNamesOverSoftFrame } from './aboutness/ownedOverSoftFrames';

// Everything recall needs to know about a memory or a query, computed once. Scoring then only
// compares sets and strings, which is what lets an index answer 10,000 memories in milliseconds.

export interface MemoryFeatures {
  readonly memory: UserMemory;
  readonly tagMatchers: readonly TagMatcher[];
  /** Subject and facet in run form (for "occurs in the query"). */
  readonly identityForms: readonly string[];
  /** Rarity units of each identity form: its Latin tokens and CJK runs. */
  readonly identityFormUnits: readonly (readonly string[])[];
  readonly identityPhrases: ReadonlySet<string>;
  readonly identityTokens: ReadonlySet<string>;
  /** The whole text in run form, unpadded. */
  readonly textForm: string;
  readonly textPhrases: ReadonlySet<string>;
  /** Folded Latin tokens of the text and the tags. */
  readonly latinTokens: ReadonlySet<string>;
  /** Every unit the store-frequency counts: tokens, phrases and CJK tags (each memory counts once). */
  readonly units: ReadonlySet<string>;
  /** Words of six letters or more, written out, with their token: a query typo is looked up among them. */
  readonly longWords: ReadonlyMap<string, string>;
  /** Units the memory says are someone's name (see senses.ts). */
  readonly names: ReadonlySet<string>;
  /** Its names belong to people of the user's life, not to animals (see senses.ts). */
  readonly namesPeople: boolean;
  /** Tokens the memory writes as proper nouns. */
  readonly properNouns: ReadonlySet<string>;
  /** Those it writes a few words after a relation or a pet (relationProperNouns.ts). */
  readonly relationProperNouns: ReadonlySet<string>;
  /** Places it tags and sets itself in ("vão a Busan": names/topicPlaces.ts). */
  readonly topicPlaces: ReadonlySet<string>;
  /** Where its text puts a CJK name: its opening, after a relation or a pet, before an honorific (cjkNameSlots.ts). */
  readonly cjkNameSlots: readonly string[];
  /** Every word of its tags and identity: a second piece of evidence next to a name. */
  readonly relationPieces: readonly string[];
  /** Folded words (before stemming) of each token, so a stem-only match can weigh less than the same word. */
  readonly foldedByToken: ReadonlyMap<string, readonly string[]>;
  /** Tokens that stand next to each other in the text, a tag or the identity ("a b", both orders): one phrase. */
  readonly pairs: ReadonlySet<string>;
  /** Text, tags and identity as one string: CJK words that stand together there are one phrase. */
  readonly allText: string;
  /** The language the memory is written in when it is one with a stemmer of its own (not English). */
  readonly language: StemLanguage | undefined;
  /** Each token's stems in that language (empty for English): an inflected form meets the memory through them. */
  readonly languageStems: ReadonlyMap<string, readonly string[]>;
  /**
   * The subject in run form and its units when the text opens with it ("Maya works as…", "王磊是…"): the memory
   * is about that one, a person of the user's life when many memories hold the name (see `aboutPerson`).
   */
  readonly opensWithSubject: OpeningSubject | undefined;
  /** The areas of life the memory governs as a preference, constraint or rule (lifeAreas.ts). */
  readonly areas: readonly MemoryArea[];
  /** Tokens of the phrases its text writes as someone's ("Tom's robotics team"; definiteThings.ts). */
  readonly ownedPhrases: ReadonlySet<string>;
  /** Its words in Latin letters as written, but its names, with their token (loanwords.ts). */
  readonly writtenWords: ReadonlyMap<string, string>;
  /** Its names as written, lower case (Diego, Jonas): a German genitive is told from a name ending in -s by them. */
  readonly writtenNames: ReadonlySet<string>;
}

/** Active memories naming a unit's concept, in any language (0 when the unit names none); built by bridges/conceptDf.ts. */
export type ConceptDf = (unit: string, language: string | undefined) => number;

export interface QueryFeatures {
  /** Padded run form: CJK substrings and boundary-aware Latin containment are checked against it. */
  readonly form: string;
  /** `form` before the store's names written in another script were written as the store writes them. */
  readonly formAsWritten: string;
  readonly runs: readonly Run[];
  readonly phrases: ReadonlySet<string>;
  readonly tokens: ReadonlySet<string>;
  /** Tokens of the store that a query word misspells by one letter (they count at reduced weight). */
  readonly typoTokens: ReadonlySet<string>;
  /** Tokens of the store that a query word writes as the same international word in another language (loanwords.ts; reduced weight). */
  readonly loanTokens: ReadonlySet<string>;
  /** The question asks about the user's own likes or facts ("我喜欢吃什么？", "what is my job?"). */
  readonly isSelfQuestion: boolean;
  /** How many active memories hold each unit; empty when scoring one memory on its own. */
  readonly corpus: RecallCorpus;
  /** Memories naming a unit's everyday concept in any language (bridges/conceptDf.ts), when the store is known. */
  readonly conceptDf?: ConceptDf;
  /** Tokens the question says belong to the user: up to three words after "my" / "our" ("my old car"). */
  readonly ownedTokens: ReadonlySet<string>;
  /** Chinese text right after 我 / 我的 / 我家 / 我们的 ("我女儿想学钢琴" → "女儿想学钢琴"). */
  readonly ownedCjk: readonly string[];
  /** About the user, about the world, or a plain request (aboutness.ts). */
  readonly aboutness: Aboutness;
  /** Asks a definition, an invention or a history (aboutness.ts): even the user's own project's name is then the thing. */
  readonly encyclopedic: boolean;
  /** Asks a definition, an origin, a history or a comparison (aboutness.ts): encyclopedic, and counts nothing. */
  readonly definition: boolean;
  /** Asks what to do, a task the asker will carry out (practicalFrames.ts), and no definition, history or record. */
  readonly practical: boolean;
  /** Asks how to use a thing: take it with something, a dose, skipping it (useFrames.ts), and no definition. */
  readonly use: boolean;
  /** Word edges inside the CJK runs of `form` (null: the platform cannot break words). */
  readonly cjkEdges: ReadonlySet<number> | null;
  /** Tokens written in lower case by a writer who capitalises (the everyday sense). */
  readonly lowercase: ReadonlySet<string>;
  /** Words the question marks as someone's. */
  readonly possessed: ReadonlySet<string>;
  /** The store's names a German question writes in the genitive before the noun they own ("Diegos Daueraufenthalt"). */
  readonly genitives: ReadonlySet<string>;
  /** Names the question uses bare ("Who is Jess?"), and every proper noun it writes (see senses.ts). */
  readonly bareNames: ReturnType<typeof bareNamesOf>;
  /** Tokens the question writes capitalised inside a sentence (names). */
  readonly capitalised: ReadonlySet<string>;
  /** The folded words (before stemming) of the question. */
  readonly folded: ReadonlySet<string>;
  /** Where each token stands in the question's sequence of tokens (adjacent tokens are one phrase). */
  readonly tokenOrder: ReadonlyMap<string, readonly number[]>;
  /** The question asks for the user's own advice, plan or recommendation. */
  readonly asksForAdvice: boolean;
  /**
   * The question names someone or something many of the user's memories are about (a friend, a child,
   * the user's own name): then "where does Maya work?" is about the user's life, not the world.
   */
  readonly namesStorePerson: boolean;
  /** In a world question, CJK words many memories hold that none writes as a name (日本酒, 長岡): people.ts storeTopicWords. */
  readonly topicWords: ReadonlySet<string>;
  /** The store's CJK names the question uses as the everyday words they also are (everydayNameWords.ts: 바다는 왜 짠가요?). */
  readonly cjkNamesAsWords: ReadonlySet<string>;
  /** Names the question writes with a title or an honorific (小林さん, Mr Vogel, 林先生: honorificNames.ts). */
  readonly addressedNames: ReadonlySet<string>;
  /** The store's names the question writes beside a surname the store never holds (namesakes.ts): someone else. */
  readonly namesakes: ReadonlySet<string>;
  /** The question's words stemmed in a language (see languageStems.ts), computed when a memory in it is scored. */
  readonly stemsIn: (language: StemLanguage) => ReadonlySet<string>;
  /** The question's own language and its words' weights there, when that is not English (questionLanguage.ts). */
  readonly asked: QuestionLanguage;
  /** The areas of life in which the question asks the user's own plan, advice or permission (lifeAreas.ts). */
  readonly planAreas: ReadonlySet<LifeArea>;
  /** Tokens of the phrases it writes with a definite article or a demonstrative ("the robotics team"; definiteThings.ts). */
  readonly definitePhrases: ReadonlySet<string>;
  /** The quoted words of a question asking what they mean (quotedWords.ts). */
  readonly quoted: QuotedWords;
  /** The words of its quoted titles (quotedTitles.ts). */
  readonly titles: TitleWords;
  /** Each run of digits and whether it stands alone or inside a clock time or grouped number (numberShapes.ts). */
  readonly numbers: NumberShapes;
  /** Currencies written beside a number: the amount's unit, no anchor (amountUnits.ts). */
  readonly amountUnits: ReadonlySet<string>;
}

// Memory records are immutable values, so their features can be remembered per record: the plain
// `selectRelevantMemories` loop, asked again with the same records, then only scores.
const featuresOfRecord = new WeakMap<UserMemory, MemoryFeatures>();

/**
 * A Chinese or Japanese compound names its kind last (毕业论文 is a 论文, 番茄钟 a clock, not a 番茄): a
 * phrase that the memory writes only as the opening part of a longer word it gives as a tag or subject is
 * that word's modifier, another thing, and matches nothing on its own.
 */
function withoutModifiers(phrases: Set<string>, textRuns: readonly Run[], anchors: readonly string[]): Set<string> {
  const text = textRuns.filter((r) => r.cjk).map((r) => r.text);
  const longer = (p: string) => anchors.filter((a) => a.length > p.length && a.startsWith(p));
  for (const phrase of phrases) {
    if (anchors.includes(phrase)) continue;
    const words = longer(phrase);
    if (words.length === 0) continue;
    const alone = text.some((run) => {
      for (let i = run.indexOf(phrase); i !== -1; i = run.indexOf(phrase, i + 1)) if (!words.some((w) => run.startsWith(w, i))) return true;
      return false;
    });
    if (!alone) phrases.delete(phrase);
  }
  return phrases;
}

export function buildMemoryFeatures(memory: UserMemory): MemoryFeatures {
  const cached = featuresOfRecord.get(memory);
  if (cached) return cached;
  // Chinese in one script (hanFolding.ts): the features read the folded copy, and `features.memory` is that copy.
  const features = computeMemoryFeatures(foldedMemory(memory));
  featuresOfRecord.set(memory, features);
  return features;
}

function computeMemoryFeatures(memory: UserMemory): MemoryFeatures {
  const identityParts = [memory.identity.subject, memory.identity.facet ?? ''].map(splitRuns);
  const identityRuns = identityParts.flat();
  const textRuns = splitRuns(memory.text);
  const tagRuns = memory.tags.flatMap((tag) => splitRuns(tag.replace(/-/g, ' ')));
  const tagMatchers = memory.tags.map(buildTagMatcher).filter((m): m is TagMatcher => m !== undefined);
  const forms = identityParts.filter((runs) => runForm(runs).trim().length > 0);
  const anchors = [
    ...tagMatchers.filter((t) => !t.ownedOnly).flatMap((t) => t.cjkPieces),
    ...forms.flatMap((runs) => runs.filter((r) => r.cjk).map((r) => r.text)),
  ];
  const allRuns = [...textRuns, ...tagRuns, ...identityRuns];
  // The sentence tells the language; tags are bare nouns that may be some language's function word ("dog" is Danish).
  const language = detectStemLanguage(textRuns);
  const names = namesOf(memory);
  // Words written capitalised anywhere, but acronyms (TOPIK): names, places and brands, even at a sentence's start.
  const capitalised = new Set(
    [memory.text, ...memory.tags, memory.identity.subject]
      .flatMap((label) => label.match(/(?<![\p{L}\p{M}])\p{Lu}[\p{L}\p{M}]*(?![\p{L}\p{M}])/gu) ?? [])
      .filter((word) => word !== word.toUpperCase())
      .map((word) => toToken(normalizeForRecall(word))),
  );
  const features = {
    memory,
    tagMatchers,
    identityForms: forms.map((runs) => runForm(runs).trim()),
    identityFormUnits: forms.map(runUnits),
    identityPhrases: cjkPhrases(identityRuns),
    identityTokens: latinTokens(identityRuns),
    textForm: runForm(textRuns).trim(),
    textPhrases: withoutModifiers(cjkPhrases(textRuns, anchors), textRuns, anchors),
    // A clock time it states is a word of its own in any notation (clockTimes.ts).
    latinTokens: new Set([...latinTokens(textRuns), ...latinTokens(tagRuns), ...clockTimesOf(memory.text)]),
    longWords: longWordsOf(allRuns),
    names,
    namesPeople: namesPeople(memory),
    properNouns: properNounsOf(memory),
    relationProperNouns: relationProperNounsOf(memory.text),
    topicPlaces: topicPlacesOf(memory, language),
    cjkNameSlots: cjkNameSlotsOf(normalizeForRecall(memory.text)),
    relationPieces: relationPiecesOf(memory),
    foldedByToken: foldedByToken(allRuns),
    pairs: new Set([textRuns, ...memory.tags.map((tag) => splitRuns(tag.replace(/-/g, ' '))), ...identityParts].flatMap(pairsOf)),
    allText: [memory.text, ...memory.tags, memory.identity.subject, memory.identity.facet ?? ''].join('\n'),
    language,
    languageStems: languageStemsByToken(language, allRuns),
    opensWithSubject: opensWithSubject(identityParts[0] ?? [], textRuns),
    areas: areasOfMemory(memory, language),
    ownedPhrases: ownedPhraseTokens(memory.text),
    // A name, a place or a brand the memory capitalises is no loanword (otherScriptNames.ts reads names).
    writtenWords: writtenWordsOf(allRuns, (token) => names.has(token) || capitalised.has(token)),
    writtenNames: new Set(allRuns.filter((r) => !r.cjk && names.has(toToken(r.text) ?? '')).map((r) => r.text)),
  };
  const units = new Set<string>([
    ...features.latinTokens,
    ...features.identityTokens,
    ...features.textPhrases,
    ...features.identityPhrases,
  ]);
  for (const tag of tagMatchers) for (const unit of tag.units) units.add(unit);
  for (const form of features.identityFormUnits) for (const unit of form) units.add(unit);
  return { ...features, units };
}

/** A query's features; with the store's corpus, rarity and typo lookup see the user's memories. */
export function buildQueryFeatures(questionAsAsked: string, corpus: RecallCorpus = emptyCorpus(), conceptDf?: ConceptDf): QueryFeatures {
  // A traditional Chinese question is read in the simplified script, as every memory is (hanFolding.ts).
  const question = foldChineseScript(questionAsAsked);
  // "Mel" for Melanie: a clipped name of a person many memories are about is read whole (clippedNames.ts); a name of
  // the store written in another script (ヴェラ, 베라, 薇拉, Вера for Vera) is written as the store writes it (otherScriptNames.ts),
  // and a Russian diminutive of one (Лизоньке for Лиза) as the name in its case (diminutiveNames.ts).
  const unclipped = withDiminutiveNamesWritten(withClippedNamesWritten(question, corpus), corpus);
  // A name of the household before a possessive wins over a quantity or time frame (ownedOverSoftFrames.ts).
  const ownedOverFrame = ownedStoreNamesOverSoftFrame(unclipped, corpus);
  const framed = classifyAboutness(normalizeForRecall(withoutTitleWords(unclipped)));
  // A world frame ("une histoire", "uma história") with a request for one of the household's names is their request.
  const forWhom = framed === 'world' && beneficiaryNames(unclipped, corpus, true).size > 0;
  const aboutness = (ownedOverFrame.size > 0 || forWhom) && framed === 'world' ? 'request' : framed;
  const definition = asksDefinition(normalizeForRecall(unclipped));
  const encyclopedic = definition || isEncyclopedic(normalizeForRecall(unclipped));
  // The world writes its famous bearers of a name in its own script (テスラ, 特斯拉): a question framed as about the
  // world reads no store name out of another script — only a household person's name in a case of its own
  // (otherScriptNames.ts, `persons`) —, nor the store's international words (a drug, a maker:
  // otherScriptLoanwords.ts), nor its Han words in other variant characters (桥本病 for 橋本病: hanVariants.ts); unless it
  // asks how to use a thing (useFrames.ts: "Что будет, если пропустить левотироксин?"), which the user then uses.
  const use = !definition && asksUse(normalizeForRecall(unclipped));
  const written = encyclopedic
    ? unclipped
    : aboutness === 'world' && !use
      ? withOtherScriptNamesWritten(unclipped, corpus, true)
      : withHanVariantsWritten(
          withOtherScriptLoanwordsWritten(withOtherScriptNamesWritten(unclipped, corpus, false, aboutness === 'user'), corpus),
          corpus,
        );
  // A German compound is read as its parts when the store holds one (compoundWords.ts: Japanreise, Winterreifen).
  const query = withCompoundsSplit(written, corpus, () => questionLanguageOf(splitRuns(written), written).language === 'de');
  const runs = splitRuns(query);
  const tokens = new Set([...latinTokens(runs), ...clockTimesOf(query)]);
  const form = runForm(runs);
  const cjkEdges = runs.some((r) => r.cjk) ? cjkWordEdges(form) : null;
  // Only phrases that are whole words of the question, or runs of them: a memory word inside a longer word is another word.
  // …and not the verb of a Korean request to the assistant ("알려 줘": a memory's "알려 준 방법" shares only the telling).
  const requestVerbs = new Set(koreanRequestVerbs(query));
  const phrases = new Set([...cjkPhrases(runs)].filter((p) => containsCjkWords(form, cjkEdges, p) && !requestVerbs.has(p)));
  const advice = asksForAdvice(normalizeForRecall(query));
  // A request to the assistant alone says nothing of whose the names are: a surname beside one still makes a namesake.
  const genitives = germanGenitiveNames(query, corpus);
  const namesakes = namesakesOf(query, corpus, aboutness === 'user' && !onlyRequestsOfAssistant(normalizeForRecall(query)), genitives);
  const asked = questionLanguageOf(runs, query);
  const normalized = normalizeForRecall(unclipped);
  const practical = (advice || asksPractical(normalized)) && !definition && !asksWorldAnywhere(normalized);
  return {
    form,
    formAsWritten: query === unclipped ? form : runForm(splitRuns(unclipped)),
    runs,
    phrases,
    tokens,
    aboutness,
    encyclopedic,
    definition,
    practical,
    use,
    cjkEdges,
    lowercase: lowercaseTokensOf(query),
    possessed: new Set([...possessedOf(query, unclipped), ...ownedOverFrame, ...genitives, ...beneficiaryNames(query, corpus)]),
    genitives,
    bareNames: bareNamesOf(query),
    capitalised: capitalisedTokensOf(query),
    folded: new Set([...runs.filter((r) => !r.cjk).map((r) => foldWord(r.text)), ...clockTimesOf(query)]),
    tokenOrder: tokenOrderOf(runs),
    asksForAdvice: advice,
    namesStorePerson: namesStorePerson(query, phrases, corpus, namesakes, aboutness === 'world'),
    topicWords: aboutness === 'world' ? storeTopicWords(phrases, corpus) : new Set(),
    cjkNamesAsWords: cjkNamesAsWords(unclipped, phrases, corpus),
    addressedNames: addressedNamesOf(query),
    namesakes,
    typoTokens: findTypoMatches(runs, tokens, corpus),
    loanTokens: loanwordTokens(runs, tokens, corpus, capitalisedTokensOf(query)),
    isSelfQuestion: isSelfQuestion(normalizeForRecall(query)),
    corpus,
    conceptDf,
    stemsIn: stemsInLanguage(runs, asked.language === undefined, (token) => corpus.df.has(token), asked),
    asked,
    planAreas: asksOwnPlan(aboutness, advice, encyclopedic, normalizeForRecall(query)) ? askedAreas(query) : new Set(),
    definitePhrases: definitePhraseTokens(query),
    quoted: quotedWordsOf(query),
    titles: titleWordsOf(query),
    numbers: numberShapesOf(query),
    amountUnits: amountUnitsOf(normalizeForRecall(query)),
    ...ownedParts(normalizeForRecall(query)),
  };
}

/**
 * Partial-text weight and cap by type (score component 4). A distinctive text match
 * counts for every type, so preferences, projects and risks match their Chinese text too (the
 * controlled-type rule still keeps generic questions away from the latter two).
 */
export const PARTIAL_TEXT_RULE: Readonly<Record<MemoryType, { weight: number; cap: number }>> = {
  communication_preference: { weight: 1, cap: 2 },
  workflow_preference: { weight: 1, cap: 2 },
  standing_instruction: { weight: 1, cap: 2 },
  recurring_constraint: { weight: 1, cap: 2 },
  stable_user_context: { weight: 1.5, cap: 3 },
  user_preference: { weight: 1, cap: 2 },
  project_context: { weight: 1, cap: 2 },
  risk_preference: { weight: 1, cap: 2 },
};
