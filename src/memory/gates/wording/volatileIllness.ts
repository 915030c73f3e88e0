import { cued } from '../cueScan';
import { canonicalize } from '../canonical';

// Input is canonical text (accents dropped, Cyrillic look-alikes read as Latin), so the Latin and Cyrillic sources
// go through canonicalize; the Japanese, Korean and Chinese ones are written as the scanner sees them.
const canon = (source: string): string => canonicalize(source);

/**
 * An acute illness the person has now, by the closed class of such illnesses and the verb or construction each
 * language has them with: "a la grippe", "tiene gripe", "tem uma gripe", "hat Grippe", "ha il raffreddore", "у
 * пользователя грипп", "インフルエンザにかかって", "독감에 걸렸다", "得了流感" (English "has a cold" and Chinese 感冒了 were
 * already read). A lasting condition is no such illness ("a de l'asthme", "hat Laktoseintoleranz"), and a chronic one
 * is left out by the caller ("chronischer Husten").
 */
export const ACUTE_ILLNESS = cued(
  new RegExp(
    canon(
      [
        String.raw`\b(?:has|have|got)\s+(?:a\s+|an\s+)?(?:bronchitis|sinusitis|ear\s+infection|pink\s+eye|conjunctivitis|chickenpox|covid|food\s+poisoning|strep\s+throat|tonsillitis|stomach\s+flu|dengue)\b`,
        String.raw`(?<![\p{L}])(?:a|avait)\s+(?:la\s+|une\s+|un\s+|de\s+la\s+)?(?:grippe|rhume|angine|gastro|gastro-enterite|toux|mal\s+de\s+gorge|gueule\s+de\s+bois|bronchite|sinusite|otite|conjonctivite|varicelle|covid|intoxication\s+alimentaire|amygdalite)(?![\p{L}])|(?<![\p{L}])est\s+(?:grippee?|enrhumee?)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:tiene|tenia)\s+(?:la\s+|una\s+|un\s+)?(?:gripe|resfriado|catarro|anginas|tos|dolor\s+de\s+garganta|resaca|gastroenteritis|bronquitis|sinusitis|otitis|conjuntivitis|varicela|covid|dengue|intoxicacion\s+alimentaria|faringitis|amigdalitis)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:tem|tinha|esta\s+com|ta\s+com)\s+(?:a\s+|uma\s+|um\s+)?(?:gripe|resfriado|constipacao|tosse|dor\s+de\s+garganta|ressaca|virose|dengue|bronquite|sinusite|otite|conjuntivite|catapora|covid|intoxicacao\s+alimentar|amigdalite|zika|chikungunya)(?![\p{L}])|(?<![\p{L}])esta\s+(?:gripad[oa]|constipad[oa])(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:hat|hatte)\s+(?:eine\s+|einen\s+|die\s+)?(?:Grippe|Erkaltung|Husten|Halsschmerzen|Magen-Darm(?:-Grippe)?|Fieber|Schnupfen|Mandelentzundung|Bronchitis|Nebenhohlenentzundung|Mittelohrentzundung|Bindehautentzundung|Windpocken|Corona|Covid|Lebensmittelvergiftung|Angina)(?![\p{L}])`,
        String.raw`(?<![\p{L}])(?:ha|aveva)\s+(?:la\s+|il\s+|un\s+|l')?(?:influenza|raffreddore|tosse|mal\s+di\s+gola|febbre|postumi\s+della\s+sbornia|bronchite|sinusite|otite|congiuntivite|varicella|covid|intossicazione\s+alimentare|tonsillite)(?![\p{L}])|(?<![\p{L}])e\s+raffreddat[oa](?![\p{L}])`,
        String.raw`(?<![\p{L}])у\s+(?:пользовател\p{L}*|него|нее|неё)\s+(?:сейчас\s+)?(?:грипп|простуда|температура|насморк|кашель|ангина|похмелье|бронхит|гайморит|отит|конъюнктивит|ветрянка|ковид|отравление)(?![\p{L}])|(?<![\p{L}])(?:заболел|заболела|простыл|простыла)(?![\p{L}])|(?<![\p{L}])(?:болеет|болею)\s+(?:гриппом|ангиной|простудой|ковидом|бронхитом|ветрянкой|отитом|гайморитом|ОРВИ)(?![\p{L}])`,
      ].join('|'),
    ) +
      canon(
        String.raw`|(?:インフルエンザ|風邪|胃腸炎)(?:に|を)(?:かかって|ひいて|ひいた)|(?:気管支炎|副鼻腔炎|中耳炎|結膜炎|水疱瘡|コロナ|食中毒|扁桃炎)に(?:かかって|なって|なった|かかった)|熱が(?:ある|出て)|二日酔い|(?:감기|독감|몸살|장염|기관지염|축농증|중이염|결막염|수두|코로나|식중독|편도염)에\s*걸렸|(?:감기|독감|몸살)\s*기운|열이\s*(?:나|있)|숙취|得了(?:流感|感冒|肠胃炎|腸胃炎|支气管炎|支氣管炎|鼻窦炎|中耳炎|结膜炎|結膜炎|水痘|新冠|食物中毒|扁桃体炎|登革热|登革熱)|(?:发|發)(?:烧|燒)了|在(?:发|發)(?:烧|燒)|宿醉`,
      ),
    'iu',
  ),
);

/** A word saying an illness lasts, in the languages the gates read. */
export const CHRONIC = cued(new RegExp(canon(String.raw`chron|cronic|crónic|crônic|хронич`) + '|慢性|만성', 'iu'));
