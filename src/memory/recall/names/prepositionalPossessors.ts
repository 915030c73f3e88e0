import { BODY_AND_MEAL_CONCEPTS } from '../bridges/conceptBridgeBodyMeals.data';
import { CONDITION_CONCEPTS } from '../bridges/conceptBridgeConditions.data';
import { HEALTH_CONCEPTS } from '../bridges/conceptBridgeHealth.data';
import type { BridgeLanguage } from '../bridges/concept';
import { isFunctionWordAnywhere } from '../words/languageStems';
import { placeRows } from '../bridges/placeNameTable';

// The possessive with a preposition of German and the Romance languages: "los riñones de Mochi", "la dieta do Bolt",
// "le vétérinaire de Mochi", "la pappa di Mochi", "das Futter von Mochi". The word after the preposition is the
// possessor, as "Mochi's" is, when the noun before it is one a household member has: a body part or a lasting
// condition (the bridge's tables), an organ, their care, their food or a belonging, their papers, schooling, work or
// wedding (HEADS below, hand-written by category since no installed data names them), maybe with an adjective after it. A place or a work is no one's: "la catedral de Santiago", "il ponte
// di Rialto", "la tour de Lyon" keep their head out of the classes, and a possessor the place table names is a place.

const LANGUAGES = ['de', 'fr', 'es', 'pt', 'it'] as const satisfies readonly BridgeLanguage[];

/** Organs, care, food and belongings of a person or a pet, and a person's papers, schooling, work and wedding, by language. */
const HEADS: Readonly<Record<(typeof LANGUAGES)[number], string>> = {
  de: [
    'nieren niere leber herz lunge zähne zahn augen auge ohren ohr haut fell pfoten pfote magen blase',
    'tierarzt tierärztin arzt ärztin impfung impfungen medikamente medikament tabletten termin behandlung blutwerte',
    'futter napf diät ernährung bett korb käfig spielzeug leine halsband geburtstag schule zimmer',
    'aufenthalt daueraufenthalt visum pass reisepass aufenthaltstitel antrag unterlagen dokumente papiere kurs unterricht arbeit job stelle hochzeit',
  ].join(' '),
  fr: [
    'reins rein foie cœur coeur poumons dents dent yeux œil oreilles oreille peau pelage pattes patte estomac vessie',
    'vétérinaire véto médecin vaccin vaccins médicaments médicament traitement comprimés rendez-vous analyses',
    'nourriture croquettes pâtée gamelle régime lit panier cage jouets jouet laisse collier anniversaire école chambre',
    'résidence titre visa passeport permis demande dossier papiers documents cours classe travail emploi boulot mariage',
  ].join(' '),
  es: [
    'riñones riñón hígado corazón pulmones dientes diente ojos ojo oídos orejas oreja piel pelo patas pata estómago vejiga',
    'veterinario veterinaria médico médica vacuna vacunas medicamentos medicamento pastillas tratamiento cita análisis',
    'comida pienso dieta cuenco cama jaula juguetes juguete correa collar cumpleaños colegio escuela habitación cuarto',
    'residencia visa visado pasaporte permiso solicitud trámite papeles documentos curso clase clases trabajo empleo boda',
  ].join(' '),
  pt: [
    'rins rim fígado coração pulmões dentes dente olhos olho ouvidos orelhas orelha pele pelagem patas pata estômago bexiga',
    'veterinário veterinária médico médica vacina vacinas remédio remédios medicamentos comprimidos tratamento consulta exames',
    'comida ração dieta tigela cama gaiola brinquedos brinquedo coleira trela aniversário escola quarto',
    'residência visto passaporte autorização pedido processo papéis documentos curso aula aulas trabalho emprego casamento',
  ].join(' '),
  it: [
    'reni rene fegato cuore polmoni denti dente occhi occhio orecchie orecchio pelle pelo pelliccia zampe zampa stomaco vescica',
    'veterinario veterinaria medico vaccino vaccini farmaci farmaco pastiglie terapia analisi',
    'pappa cibo crocchette dieta ciotola cuccia letto gabbia giocattoli guinzaglio collare compleanno scuola cameretta',
    'residenza permesso visto passaporto domanda pratica documenti carte corso lezioni lavoro impiego matrimonio',
  ].join(' '),
};

let heads: ReadonlySet<string> | undefined;
/** Every head noun: the hand-written classes and the body parts and conditions of the bridge, in the five languages. */
function headNouns(): ReadonlySet<string> {
  if (heads !== undefined) return heads;
  const all = new Set<string>(Object.values(HEADS).flatMap((line) => line.split(' ')));
  for (const concept of [...BODY_AND_MEAL_CONCEPTS, ...HEALTH_CONCEPTS, ...CONDITION_CONCEPTS])
    if (concept.kind === 'body') for (const language of LANGUAGES) for (const form of concept.forms[language]) all.add(form);
  heads = all;
  return all;
}

let places: ReadonlySet<string> | undefined;
/** The Latin forms of the place table's countries, regions and cities. */
function placeForms(): ReadonlySet<string> {
  places ??= new Set(placeRows().flatMap((row) => [...row.forms.values()].flat()));
  return places;
}

/** The genitive prepositions: German von, French de / du / d', Spanish de, Portuguese de / do / da, Italian di / d'. */
const GENITIVE: ReadonlySet<string> = new Set(['von', 'de', 'du', 'do', 'da', 'di']);
const ELIDED = /^d'(?=\p{L})/u;

/** The possessors the question writes after a genitive preposition and a household member's noun. */
export function prepositionalPossessors(normalized: string): ReadonlySet<string> {
  const out = new Set<string>();
  const words = normalized
    .replace(/’/g, "'")
    .split(/[^\p{L}\p{M}'-]+/u)
    .filter((w) => w.length > 0);
  words.forEach((word, i) => {
    const elided = ELIDED.test(word);
    if (!elided && !GENITIVE.has(word)) return;
    const possessor = elided ? word.slice(2) : (words[i + 1] ?? '');
    // The head noun right before the preposition, or a head of two or three words ("dysplasie de la hanche" is one).
    // …or a head and the adjective after it ("la residenza permanente di", "la résidence permanente de").
    const adjective = i >= 2 && !isFunctionWordAnywhere(words[i - 1] ?? '') && headNouns().has(words[i - 2] ?? '');
    const head = adjective || [1, 2, 3].some((n) => n <= i && headNouns().has(words.slice(i - n, i).join(' ')));
    if (!head || possessor.length < 2 || isFunctionWordAnywhere(possessor) || placeForms().has(possessor)) return;
    out.add(possessor);
  });
  return out;
}
