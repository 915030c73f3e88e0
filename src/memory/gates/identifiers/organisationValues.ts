import { canonicalize } from '../canonical';

// Gate 8: a value named as an organisation's is no person's. A company's registration or tax number said to be the
// company's ("CNPJ der Firma 66.186.530/0001-84", "SIREN de l'entreprise : 529 155 806", "ИНН компании 7740635100",
// "会社の法人番号 5482183758166", "회사의 사업자등록번호 185-12-03183") and a public service's line named as one
// ("the IRS helpline at 1-800-829-1040", "die kostenlose Hotline der Rentenversicherung an: 0800 1000 4800",
// "горячую линию 8 800 100-70-10", "ねんきんダイヤル 0570-05-1165") are taken out of the text the identifier and
// phone rules read. A personal owner just before ("his company's", "ИНН моей компании", "我公司的") keeps the value, and
// so does a checked secret (a card, an IBAN: the caller decides). Input is canonical.

// The organisation as owner, in each language's possessive: an article or a demonstrative may come first.
const ORGANISATION = [
  String.raw`(?:the |that |this )?(?:company|firm|business|cooperative|employer)['’]s`,
  String.raw`of the (?:company|firm|business|cooperative)`,
  String.raw`(?:der|dieser) (?:firma|gesellschaft|kooperative|genossenschaft)|des (?:unternehmens|betriebs|vereins)`,
  String.raw`de (?:l['’]|la )(?:entreprise|soci[eé]t[eé]|coop[eé]rative|association)`,
  String.raw`de (?:la )?(?:empresa|sociedad|compa[nñ][ií]a|cooperativa)`,
  String.raw`d[ao] (?:empresa|companhia|sociedade|cooperativa)`,
  String.raw`dell['’](?:azienda|impresa)|della (?:societ[aà]|ditta|cooperativa)`,
  String.raw`(?:компании|организации|фирмы|предприятия|кооператива)`,
  String.raw`(?:该|這|这)?(?:公司|企业|企業)的`,
  String.raw`(?:その|この)?(?:会社|企業|法人|店)の`,
  String.raw`(?:그\s?)?(?:회사|기업|법인|업체)의`,
];

// A public service's line: a hotline, a help line, a toll-free or information number, and the listening and crisis
// lines each country names ("Telefonseelsorge", "SOS Amitié", "Telefono Amico", "Teléfono de la Esperanza", "телефон
// доверия", "いのちの電話"), which often have an ordinary number.
const PUBLIC_LINE = [
  String.raw`lifeline|samaritans|crisis (?:line|text line)|telefonseelsorge|seelsorgetelefon|nummer gegen kummer|krisentelefon|sorgentelefon`,
  String.raw`sos amiti[eé]|ligne d['’][eé]coute|t[eé]l[eé]fono de la esperanza|tel[eé]fono contra el suicidio|telefone da esperan[cç]a|sos voz amiga|centro de valoriza[cç][aã]o da vida|telefono amico|telefono azzurro|telefono rosa`,
  String.raw`телефон\p{L}{0,2} доверия|いのちの電話|生命の電話|생명의\s?전화|心理援助热线|心理援助熱線|希望热线|生命热线`,
  String.raw`hotline|helpline|help line|toll[- ]free(?: number| line)?|customer service(?: line| number)?`,
  String.raw`servicenummer|servicetelefon|kostenlose (?:rufnummer|nummer)|infotelefon|b[uü]rgertelefon`,
  String.raw`num[eé]ro vert|ligne d['’](?:assistance|information)|service client`,
  String.raw`l[ií]nea (?:de atenci[oó]n|gratuita|de informaci[oó]n)|tel[eé]fono de (?:informaci[oó]n|atenci[oó]n)|atenci[oó]n al cliente`,
  String.raw`linha (?:de apoio|gratuita)|central de atendimento|disque`,
  String.raw`numero verde|servizio clienti|call center`,
  String.raw`горяч\p{L}{1,3} лини\p{L}{1,2}|справочн\p{L}{1,3} (?:служб\p{L}{1,2}|телефон\p{L}{0,2})|колл-центр\p{L}{0,2}`,
  String.raw`热线|熱線|客服电话|客服電話`,
  String.raw`ダイヤル|ホットライン|コールセンター|相談窓口`,
  String.raw`고객센터|콜센터|상담센터|핫라인`,
];

// A company's number is another company's only when the text has brought one in: a legal form ("Brûlerie Martin SAS",
// "ООО «Чайный дом»", "株式会社丸山園", "(주)오설록"), an indefinite or demonstrative article before a company noun
// ("une coopérative belge", "einer brasilianischen Kooperative", "その会社の", "该公司的"). "The company" alone is the
// user's own ("Le numéro TVA de la société est FR 40 303 265 045" stays refused).
const COMPANY_NOUN = String.raw`(?:company|firm|business|cooperative|co-?op|supplier|firma|kooperative|genossenschaft|unternehmen|gesellschaft|betrieb|soci[eé]t[eé]|entreprise|coop[eé]rative|empresa|cooperativa|sociedad|compa[nñ][ií]a|companhia|sociedade|azienda|societ[aà]|ditta|impresa|компани\p{L}{1,2}|фирм\p{L}{1,2}|организаци\p{L}{1,2})`;
const THIRD_PARTY = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:(?:a|an|another|this|that|ein\p{L}{0,2}|diese\p{L}?|une?|cette|ce|una?|esta|este|essa|uma?|questa|quella|одн\p{L}{1,3}|эт\p{L}{1,2})\s+(?:[\p{L}'’-]+\s+){0,2}${COMPANY_NOUN}(?![\p{L}])|(?:ltd|inc|llc|plc|corp|gmbh|ag|kg|sas|sarl|sa|s\.a\.|s\.l\.u?|sl|ltda|s\.r\.l\.|srl|s\.p\.a\.|spa|bv|nv|oy|a\/s|co\.)(?![\p{L}])|(?:ооо|оао|зао|пао|ао)(?![\p{L}]))|某\p{Script=Han}{0,8}(?:公司|企业|企業)|有限公司|股份公司|一家\p{Script=Han}{0,8}公司|株式会社|有限会社|合同会社|[(（]株[)）]|[(（]주[)）]|주식회사|유한회사`,
  ),
  'iu',
);
const DEMONSTRATIVE_OWNER = /^(?:that |this |dieser |該|该|這|这|その|この|그\s?)/iu;

// A company's phone is no public line: a mobile may be the owner's own ("会社の代表番号は 090-…"), so a phone word
// between the company and the value keeps it for the phone rules.
const PHONE_WORD = new RegExp(
  canonicalize(
    String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:phone|tel|mobile|cell|fax|telefon\p{L}*|t[eé]l[eé]phone|portable|handy|tel[eé]fono|telefone|telefono|celular|cellulare|m[oó]vil|телефон\p{L}*|мобильн\p{L}*)|电话|電話|手机|手機|代表番号|携帯|전화|휴대폰|핸드폰`,
  ),
  'iu',
);
const IS_PUBLIC_LINE = new RegExp(canonicalize(String.raw`^(?:${PUBLIC_LINE.join('|')})$`), 'iu');

const OWNER = new RegExp(
  canonicalize(String.raw`(?<![\p{Script=Latin}\p{Script=Cyrillic}])(?:${[...ORGANISATION, ...PUBLIC_LINE].join('|')})`),
  'giu',
);

// Then, within the clause and before any other number, the value: digits with their separators and the letters
// identifiers carry ("CHE-", "BE 0", "B5268…", a check letter at the end).
const VALUE_AFTER = /^[^\d\n.!?。！？;；]{0,36}?((?:[A-Z]{1,4}[\s-]?)?\d(?:[\d\-./ ]?\d)*[A-Z]?)(?![\d])/u;

// Whose it is, in the few words before (cut at a bracket, a comma or a clause end) or between the word and the value:
// a person's possessive, or the user ("de la empresa del usuario", "организации пользователя", "用户公司的").
const PERSONAL_OWNER = new RegExp(
  canonicalize(
    String.raw`(?<![\p{L}])(?:my|his|her|their|our|users?|user['’]s|nutzer\p{L}{0,2}|benutzer\p{L}{0,2}|utilisat\p{L}{3,6}|usu[aá]ri[oa]s?|utent[ei]|пользовател\p{L}{1,3}|mein\p{L}{0,2}|sein\p{L}{0,2}|ihr\p{L}{0,2}|unser\p{L}{0,2}|mon|ma|mes|son|sa|ses|notre|leur|mi|mis|su|sus|nuestr\p{L}{1,2}|meu|minha|seu|sua|dele|dela|mio|mia|suo|sua|nostr\p{L}|мо\p{L}{1,2}|его|её|ее|их|наш\p{L}{0,2})(?![\p{L}])|我|他|她|用户|用戶|使用者|私|彼|ユーザー|내|제|그의|그녀의|사용자|이용자`,
  ),
  'iu',
);

const CLAUSE_START = /[.!?。！？;；\n(（,，、][^.!?。！？;；\n(（,，、]*$/u;

/** The line before the word, up to 100 characters: where a company is brought in. */
const before = (text: string, at: number): string => {
  const head = text.slice(Math.max(0, at - 100), at);
  return head.slice(head.lastIndexOf('\n') + 1);
};

// An employer named by its name, its registration in brackets right after it ("trabalha na Petrobras (CNPJ
// 33.000.167/0001-01)", "works for Telstra (ABN 33 051 775 556)", "arbeitet bei der Swisscom (UID CHE-…)"): the number is
// the organisation's, which the person works for, not the person's. A verb of working and its preposition come first,
// then a capitalised name, then in the bracket a company registration's abbreviation and its value.
const WORK_VERB = canonicalize(
  String.raw`(?:works?|worked|working|employed|arbeitet|arbeitete|travaille|travaillait|trabaja|trabajaba|trabalha|trabalhava|lavora|lavorava|работает|работал\p{L}?)\s+(?:(?:at|for|with|by|bei|chez|en|na|no|em|per|presso|alla|allo|al|in|для|the|der|die|dem|la|le|el|a|o)\s+){1,2}`,
);
const REGISTRATION_WORD = String.raw`(?:CNPJ|ABN|ACN|EIN|SIREN|SIRET|UID|NEQ|BN|UEN|NIT|RUT|RFC|CUIT|KVK|HRB|VAT|TVA|IVA|P\.?\s?IVA|USt-?IdNr\.?|ИНН|ОГРН|УНП|БИН|統一編號|统一编号|统一社会信用代码|法人番号|사업자등록번호)`;
const EMPLOYER_REGISTRATION = new RegExp(
  String.raw`(?<![\p{L}])${WORK_VERB}\p{Lu}[\p{L}&'’.-]*(?:\s+\p{Lu}[\p{L}&'’.-]*){0,3}\s*[(（]\s*${REGISTRATION_WORD}\s*(?:n[°o]\.?\s*)?[:：]?\s*((?:[A-Z]{1,4}[\s-]?)?\d(?:[\d\-./ ]?\d)*[A-Z]?)\s*[)）]`,
  'gu',
);

/** The text with every value an organisation or a public line owns replaced by a neutral word. */
export function withoutOrganisationValues(text: string, isStrongSecret: (value: string) => boolean): string {
  if (!/\d/.test(text)) return text;
  const spans: { start: number; end: number }[] = [];
  if (/[(（]/.test(text))
    for (const m of text.matchAll(EMPLOYER_REGISTRATION)) {
      const value = m[1] ?? '';
      if (!value || isStrongSecret(value)) continue;
      const end = (m.index ?? 0) + m[0].search(/\s*[)）]$/u);
      spans.push({ start: end - value.length, end });
    }
  for (const m of text.matchAll(OWNER)) {
    const wordEnd = (m.index ?? 0) + m[0].length;
    const v = VALUE_AFTER.exec(text.slice(wordEnd, wordEnd + 80));
    const value = v?.[1];
    if (!v || !value || isStrongSecret(value)) continue;
    const head = text.slice(Math.max(0, (m.index ?? 0) - 24), m.index ?? 0);
    const clause = head.slice(head.search(CLAUSE_START) + 1);
    const between = text.slice(wordEnd, wordEnd + v[0].length - value.length);
    if (PERSONAL_OWNER.test(clause) || PERSONAL_OWNER.test(between)) continue;
    // A company's number has six digits or more; a public line may be short (3939, 136, 1355).
    const line = IS_PUBLIC_LINE.test(m[0]);
    if (!line && (PHONE_WORD.test(between) || value.replace(/\D/g, '').length < 6)) continue;
    if (!line && !DEMONSTRATIVE_OWNER.test(m[0]) && !THIRD_PARTY.test(before(text, m.index ?? 0))) continue;
    const end = wordEnd + v[0].length;
    spans.push({ start: end - value.length, end });
  }
  let out = text;
  for (const { start, end } of spans.sort((a, b) => b.start - a.start)) out = `${out.slice(0, start)}ref${out.slice(end)}`;
  return out;
}
