import { cued } from '../cueScan';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Being at an airport or a station, a place one only passes through: "is at the airport", "sitzt am Flughafen", "est à
// l'aéroport", "está en el aeropuerto", "está no aeroporto", "è in aeroporto", "сидит в аэропорту", "到机场了", "空港にいる",
// "공항에 있다". Working there or living near it names no visit ("works at the airport", "trabaja en el aeropuerto",
// "空港で働いている", "живёт у вокзала"), nor does a place there ("her office is at the station", "is based at the airport"), and the caller leaves out a text with a word of habit. Input is canonical text.

const AT_TRANSIT: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?<!\b(?:office|practice|shop|store|studio|company|business|clinic|desk|flat|apartment|house|workplace|job)\s)\b(?:is|am|are|['’]m|['’]s|['’]re)\s+(?!(?:based|stationed|located|situated|employed)\b)(?:\p{L}+\s+)?(?:at|in)\s+(?:the\s+)?(?:airport|departure\s+lounge|boarding\s+gate|train\s+station|bus\s+station|security\s+line|baggage\s+claim)\b`,
  de: String.raw`(?<!\b(?:buro|praxis|laden|geschaft|firma|wohnung|arbeitsplatz|kanzlei|werkstatt|sitz)\s)\b(?:ist|bin|sind|sitzt|sitze|wartet|warte)\s+(?:\p{L}+\s+)?(?:am|im)\s+(?:flughafen|bahnhof|hauptbahnhof|terminal|abflugbereich)\b`,
  fr: String.raw`(?<!\b(?:bureau|cabinet|magasin|boutique|entreprise|appartement|travail|poste)\s)\b(?:suis|est|sommes|sont|attend|attends)\s+(?:\p{L}+\s+)?(?:a\s+l['’]\s*aeroport|a\s+la\s+gare|en\s+salle\s+d['’]embarquement|au\s+terminal)\b`,
  es: String.raw`(?<!\b(?:oficina|consulta|tienda|empresa|despacho|piso|casa|trabajo|negocio|puesto)(?:\s+(?:de\s+)?\p{L}+)?\s)\b(?:esta|estoy|estamos|estan)\s+(?:\p{L}+\s+)?en\s+(?:el|la)\s+(?:aeropuerto|estacion|terminal|puerta\s+de\s+embarque|sala\s+de\s+embarque)\b`,
  pt: String.raw`(?<!\b(?:escritorio|consultorio|loja|empresa|casa|trabalho|negocio|posto)(?:\s+\p{L}+)?\s)\b(?:esta|estou|estamos|estao)\s+(?:\p{L}+\s+)?(?:no\s+(?:aeroporto|terminal|portao\s+de\s+embarque)|na\s+(?:estacao|rodoviaria|sala\s+de\s+embarque))\b`,
  it: String.raw`(?<!\b(?:ufficio|studio|negozio|azienda|casa|lavoro|sede|posto)(?:\s+\p{L}+)?\s)\b(?:e|sono|siamo)\s+(?:\p{L}+\s+)?(?:in\s+aeroporto|all['’]\s*aeroporto|in\s+stazione|alla\s+stazione|al\s+gate|al\s+terminal)\b`,
  ru: String.raw`(?<![\p{L}])(?:сидит|сижу|находится|нахожусь|торчит|торчу|ждёт|ждет|жду)\s+(?:\p{L}+\s+)?(?:в\s+аэропорту|на\s+вокзале)(?![\p{L}])`,
  zh: String.raw`(?:在|到了|已经到|已經到)(?:机场|機場|火车站|火車站|高铁站|高鐵站|候机厅|候機廳|登机口|登機口)(?:了|呢|候机|候機|等)`,
  ja: String.raw`(?:空港|駅のホーム|搭乗口|搭乗ゲート)(?:に)(?:いる|います|いて|着いた|到着した)|(?:空港|搭乗口)で(?:待って|待機)`,
  ko: String.raw`(?:공항|기차역|터미널|탑승구|(?<![\p{Script=Hangul}])역)에\s?(?:있다|있어|있음|있는\s?중|도착했|와\s?있)`,
};

const AT_TRANSIT_OF = cued(new RegExp(union(AT_TRANSIT), 'iu'));

/** At an airport or a station: temporary. */
export const hasAtTransit = (text: string): boolean => AT_TRANSIT_OF.test(text);
