import { type TextTest } from '../caseless';
import { cuedGuarded } from '../cueScan';
import { canonicalize } from '../canonical';

// Temporary wording of the sixth wording round (docs/memory-gates.md, "Temporary and speculative wording, a sixth
// blind round"): a stay with family for a holiday, the middle of an undertaking in the Romance languages, a challenge
// counted in days, a state that lasts until the end of a term, and the progressive of an errand done once (packing
// for a trip, filling in a tax return). Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin,
// voiced kana marks dropped, 。 read as "."), so every source goes through canonicalize.
const canon = (sources: readonly string[]): string => canonicalize(sources.join('|'));

const HOLIDAY = String.raw`(?:holidays|break|christmas|easter|thanksgiving|new\s+year['’]?s?|long\s+weekend|fetes|vacances|noel|paques|ponts?|fiestas|navidad(?:es)?|semana\s+santa|puente|feriado\p{L}*|festas|ferias|natal|pascoa|carnaval|feste|vacanze|natale|pasqua|ponte|ferie)`;

/**
 * A stay with family for a holiday, said in the present of now: "is visiting their parents over the holidays", "ist
 * über die Feiertage bei ihren Eltern", "est chez ses parents pour les fêtes", "está pasando las fiestas en casa de sus
 * padres", "está passando o feriado na casa dos pais", "è dai suoi per le feste", "на праздниках гостит у родителей",
 * "春节回老家", "帰省中", "추석 연휴라 … 내려가 있다". The same stay with a frequency ("every Christmas", "每年春节") is
 * a habit, which the caller's guard keeps.
 */
const HOLIDAY_STAY = new RegExp(
  canon([
    String.raw`\b(?:is|are|am|'s|'re)\s+(?:visiting|staying|spending|home|back\s+home|at\s+(?:home|their|his|her)|with\s+(?:their|his|her))\b[^.!?]{0,60}\b(?:over|for|during)\s+(?:the\s+)?${HOLIDAY}\b`,
    String.raw`\b(?:ist|bin|sind)\s+(?:\p{L}+\s+){0,3}?(?:uber|fur|in|an)\s+(?:die|den)\s+(?:Feiertage\p{L}*|Ferien|Festtage\p{L}*|Weihnachts\p{L}*|Oster\p{L}*|Brucken\p{L}*)\s+(?:bei|zu\s+Hause|daheim|in\s+der\s+Heimat)\b`,
    String.raw`\b(?:est|sont|suis)\s+(?:chez|dans\s+sa\s+famille|en\s+famille)\b[^.!?]{0,60}\b(?:pour|pendant)\s+(?:les\s+|le\s+)?${HOLIDAY}\b`,
    String.raw`\b(?:esta|estan)\s+(?:pasando|en\s+casa\s+de|con\s+su|con\s+sus|de\s+visita|pasando)\b[^.!?]{0,60}?\b(?:las\s+|la\s+|el\s+)?${HOLIDAY}\b`,
    String.raw`\b(?:esta|estao)\s+(?:passando|a\s+passar|na\s+casa\s+d\p{L}+|com\s+(?:os|a|as)\s+|visitando)\b[^.!?]{0,60}?\b(?:o\s+|as\s+|os\s+|a\s+)?${HOLIDAY}\b`,
    String.raw`\b(?:utente|lui|lei)\s+(?:e|sta)\s+(?:(?:dai|dagli|dalla|dal|da)\s+\p{L}+|a\s+casa\s+d\p{L}+|in\s+famiglia)\b[^.!?]{0,60}?\b(?:per|durante)\s+(?:le\s+|il\s+|la\s+)?${HOLIDAY}\b`,
    String.raw`(?<![\p{L}])на\s+(?:праздник|каникул|новогодн|майск)\p{L}*[^.!?]{0,40}гост\p{L}*|(?<![\p{L}])гост\p{L}*[^.!?]{0,40}на\s+(?:праздник|каникул|новогодн|майск)\p{L}*`,
  ]) +
    String.raw`|(?:春节|春節|过年|過年|国庆|國慶|假期|放假|长假|長假|寒假|暑假|中秋)(?:期间|期間|的时候|的時候)?(?:回|在|去)(?:老家|娘家|婆家|父母家|爸妈家|爸媽家)|${canonicalize('(?:帰省|里帰り)中')}|(?:연휴|명절|방학|휴가)(?:라서?|이라서?)\s`,
  'iu',
);

/**
 * The middle of an undertaking said of the person in the Romance languages (English "in the middle of" and the
 * CJK 中 / 중 are read in volatileAspect.ts): "está en plena mudanza", "está no meio de uma mudança", "è nel bel mezzo
 * di un trasloco", "est en pleine rédaction". "En pleine forme" (fit) and a place named after it ("en plein centre",
 * "nel mezzo della campagna" with a verb of living) are no undertaking.
 */
const MIDST = new RegExp(
  canon([
    String.raw`\b(?:usuari[oa]|utilizador\p{L}*|utente|utilisat\p{L}+|el|ella|ele|ela|lui|lei|il|elle)\s+(?:esta|e|est|sta|anda|se\s+encuentra|se\s+trouve)\s+(?:(?:ahora|agora|ora|adesso|maintenant|ya|ja|gia)\s+)?(?:en\s+plen[oa]|no\s+meio\s+d[eoa]s?|em\s+plen[oa]|nel\s+(?:bel\s+)?mezzo\s+d\p{L}*|en\s+plein[e]?|en\s+medio\s+de)\s+(?!forma|forme|sante|salud|saude|salute|centro|centre|coeur|corazon|natureza|naturaleza|natura|campagna|campo|campagne|rue|calle|rua)\p{L}`,
  ]),
  'iu',
);

/**
 * A challenge counted in days, which ends when the count does: "a 30-day yoga challenge", "30日間のヨガチャレンジ",
 * "30일 요가 챌린지", "21天打卡挑战", "Défi de 30 jours", "reto de 30 días", "desafio de 21 dias", "sfida di 30 giorni",
 * "30-Tage-Challenge", "челлендж на 30 дней". A sentence with a year tells a challenge done then, a dated past fact ("did
 * a 30-day challenge in 2019"), and passes.
 */
const DAY_CHALLENGE = new RegExp(
  String.raw`(?:^|[.!?]\s*)(?![^.!?]*(?<!\d)(?:19|20)\d\d(?!\d))[^.!?]*?(?:` +
    canon([
      String.raw`\b\d+[\s-]?(?:day|days|tage?|tages)[\s-]+(?:\p{L}+[\s-]+){0,2}(?:challenge|programm?e?|detox|cleanse|fast)\b`,
      String.raw`\b(?:challenge|defi|reto|desafio|sfida|programa|programme|programma|cure|detox)\s+(?:\p{L}+\s+){0,2}(?:de|di|da|of|von)\s+\d+\s+(?:jours|dias|giorni|days|tage[n]?)\b`,
      String.raw`(?<![\p{L}])(?:челлендж|марафон|детокс)\p{L}*\s+(?:на\s+)?\d+\s+дн\p{L}*|\d+[\s-]?дневн\p{L}*\s+(?:челлендж|марафон|детокс)`,
    ]) +
    String.raw`|\d+\s?(?:天|日間?|일)\s?(?:的)?[^.。，,]{0,8}(?:挑战|挑戰|打卡|${canonicalize('チャレンジ')}|챌린지))`,
  'iu',
);

/**
 * A state that lasts until the end of a term: "jusqu'à la fin du semestre", "fino alla fine del semestre", "hasta
 * final de mes", "até o fim do semestre", "bis zum Semesterende", "期末之前", "学期末まで", "학기 말까지". English "until the
 * end of" is a time word of volatileWording.ts.
 */
const TERM = String.raw`(?:semestre|trimestre|cuatrimestre|quadrimestre|mois|mes|mese|annee|ano|anno|saison|temporada|stagione|semaine|semana|settimana|ete|verano|verao|estate|hiver|invierno|inverno|contrat|contrato|contratto|stage|estagio|curso|corso|annee\s+scolaire|ano\s+letivo|anno\s+scolastico)`;
const UNTIL_TERM_END = new RegExp(
  canon([
    String.raw`\bjusqu['’]a\s+la\s+fin\s+(?:du|de\s+la|de\s+l['’]|de)\s*${TERM}\b`,
    String.raw`\bfino\s+(?:alla|a)\s+fine\s+(?:del|della|dell['’]|di)\s*${TERM}\b`,
    String.raw`\bhasta\s+(?:el\s+)?(?:final|fin)\s+(?:del|de\s+la|de)\s+${TERM}\b|\bhasta\s+que\s+(?:termine|acabe)\s+(?:el|la)\s+${TERM}\b`,
    String.raw`\bate\s+(?:o\s+)?(?:fim|final)\s+(?:do|da|de)\s+${TERM}\b`,
    String.raw`\bbis\s+(?:zum\s+)?(?:Ende\s+(?:des|der)\s+\p{L}+|Semesterende|Monatsende|Jahresende|Quartalsende|Vertragsende)\b`,
  ]) +
    String.raw`|(?<![每])(?:期末|学期末|學期末|学期结束|學期結束)(?:之前|以前|前)|${canonicalize('(?<!毎)(?:学期末|期末|月末|年度末|年末|今学期中)まで')}|(?:학기\s?말|학기가\s?끝날\s?때|월말|연말)\s?까지`,
  'iu',
);

/**
 * The progressive of an errand done once: packing for a trip or filling in a tax return or a form ("está haciendo las
 * maletas", "está arrumando as malas", "sta facendo le valigie", "sta compilando la dichiarazione dei redditi", "está a
 * preencher a declaração de IRS", "как раз заполняет налоговую декларацию"). The plain present of a yearly errand with
 * a frequency is a habit and passes through the caller's guard.
 */
const LUGGAGE_OR_FORM = String.raw`(?:maletas?|malas?|valigi\p{L}*|valises?|bags|suitcases?|luggage|koffer|чемодан\p{L}*|declaracion|declaracao|dichiarazion\p{L}*|tax\s+return|form(?!s)|steuererklarung|declaration\s+d['’]impots|декларац\p{L}*|formulario|modulo|moduli|formular\p{L}*)`;
const ERRAND_PROGRESSIVE = new RegExp(
  canon([
    String.raw`\b(?:is|are|am|'s)\s+(?:(?:busy|still|currently|now)\s+)?(?:packing|filling\s+(?:in|out)|doing)\s+(?:\p{L}+\s+){0,3}?${LUGGAGE_OR_FORM}`,
    String.raw`\b(?:esta|estoy|anda)\s+(?:haciendo|preparando|rellenando|llenando|armando)\s+(?:\p{L}+\s+){0,3}?${LUGGAGE_OR_FORM}`,
    String.raw`\b(?:esta|estou|anda)\s+(?:arrumando|fazendo|preparando|preenchendo|a\s+(?:arrumar|fazer|preparar|preencher))\s+(?:\p{L}+\s+){0,3}?${LUGGAGE_OR_FORM}`,
    String.raw`\b(?:sta|sto)\s+(?:facendo|preparando|compilando|riempiendo)\s+(?:\p{L}+\s+){0,3}?${LUGGAGE_OR_FORM}`,
    String.raw`(?<![\p{L}])(?:как\s+раз|сейчас|прямо\s+сейчас)\s+(?:\p{L}+\s+)?(?:заполняет|оформляет|собирает|пакует|подаёт|подает)\s+(?:\p{L}+\s+){0,2}?${LUGGAGE_OR_FORM}`,
  ]),
  'iu',
);

/**
 * A purchase just made, with its price: "just picked up a secondhand bike for $80", "hat sich eben … für 80 Euro
 * geschossen", "acaba de pillarse una bici por 80 euros", "acabou de comprar … por 300 reais", "刚在闲鱼上花八十块淘了",
 * "さっき…8000円で買った". The price makes it one purchase, not a lasting change; a home bought just now is where the
 * person lives (the lasting starts of volatileTense.ts) and passes.
 */
const PRICE = String.raw`(?:[$€£¥₩₽]\s?\d|\d[\d.,]*\s?(?:[$€£]|euros?|dollars?|bucks|reais|pesos|rub\p{L}*|руб\p{L}*)|(?<![\p{L}])(?:\p{L}+\s+)?(?:тысяч\p{L}*|euros|dollars|reais|pesos)(?![\p{L}]))`;
const HOME = String.raw`(?:house|flat|apartment|home|haus|wohnung|maison|appartement|casa|piso|apartamento|appartamento|дом|квартир\p{L}*)`;
const PRICED_PURCHASE = new RegExp(
  canon([
    String.raw`(?<![\p{L}])(?:just\s+(?:\p{L}+ed|bought|got|picked|grabbed|snagged|paid|spent|found|sold|won)|eben|soeben|gerade\s+eben|vient\s+d|viens\s+d|acaba\s+de|acabou\s+de|ha\s+appena|e\s+appena|si\s+e\s+appena|только\s+что)(?![\p{L}])(?![^.!?;]{0,80}(?<![\p{L}])${HOME}(?![\p{L}]))[^.!?;]{0,80}${PRICE}`,
  ]) +
    String.raw`|(?:刚刚|剛剛|刚|剛)[^。.!?！？，,]{0,20}(?:花|用)(?:了)?[\d一二三四五六七八九十百千万萬两兩几幾]+(?:块|塊|元)|${canonicalize('(?:さっき|先ほど|今日)[^.!?]{0,30}\\d[\\d,]*円で')}`,
  'iu',
);

/**
 * A body state of the day in slang, said with the copula of now or a separable verb (the fixed phrases, "running on
 * fumes", "sur les rotules", "hecho polvo", "a pezzi", are lexicon entries): "is wiped", "est crevé", "está reventada",
 * "è distrutto", "hängt grad voll durch". A thing said to be worn ("a worn-out jacket") has no copula of a person.
 */
const SLANG_STATE = new RegExp(
  canon([
    String.raw`\b(?:is|am|are|feels?|feeling)\s+(?:(?:so|totally|completely|really|pretty|kinda|utterly)\s+)?(?:wiped|pooped|zonked)\b`,
    String.raw`\bh(?:a|ae)ngt\s+(?:\p{L}+\s+){0,3}durch\b|\b(?:ist|bin)\s+(?:(?:total|völlig|voll|echt|komplett|ziemlich)\s+)(?:platt|k\.\s?o\.|erledigt|fertig|durch)(?![\p{L}])`,
    String.raw`\b(?:utilisat\p{L}+|il|elle)\s+(?:est|sont)\s+(?:(?:completement|totalement|vraiment|trop|super|grave)\s+)?(?:crevee?|claquee?|lessivee?|naze|vannee?|epuisee?|mort|morte)\b`,
    String.raw`\b(?:usuari[oa]|el|ella)\s+(?:esta|anda)\s+(?:(?:completamente|totalmente|super|muy)\s+)?(?:reventad[oa]|molid[oa]|agotad[oa]|fundid[oa]|rendid[oa])\b`,
    String.raw`\b(?:usuari[oa]|ele|ela)\s+(?:esta|anda)\s+(?:(?:completamente|totalmente|super|muito)\s+)?(?:acabad[oa]|destruid[oa]|esgotad[oa]|quebrad[oa])\b`,
    String.raw`\b(?:utente|lui|lei)\s+(?:e|si\s+sente)\s+(?:(?:proprio|completamente|totalmente|davvero)\s+)?(?:distrutt[oa]|sfinit[oa]|spompat[oa]|cott[oa]|a\s+terra)\b`,
  ]),
  'iu',
);

/**
 * Temporary by a stay, a midst, a counted challenge, the end of a term, an errand in progress, a priced purchase or a
 * slang body state.
 */
export const TEMPORARY_STAY: readonly TextTest[] = [
  HOLIDAY_STAY,
  MIDST,
  DAY_CHALLENGE,
  UNTIL_TERM_END,
  ERRAND_PROGRESSIVE,
  PRICED_PURCHASE,
  SLANG_STATE,
].map(cuedGuarded);
