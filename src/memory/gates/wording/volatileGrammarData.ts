// The words of each language for the grammatical classes of volatileGrammar.ts (docs/memory-gates.md, "Temporary and
// speculative wording, a fourth blind round"): one row per language and class, as regular-expression sources over
// canonical text (canonical.ts: accents dropped, Cyrillic read as Latin, voiced kana marks dropped), so every source
// goes through canonicalize when it is compiled. A class is a grammatical shape (a period named with "this", an
// undertaking in the progressive or just begun, a state that ends by nature, a feeling said with a word of now, an
// evidential said of the person), not one sentence.

export type GrammarLang = 'en' | 'zh' | 'ja' | 'ko' | 'de' | 'fr' | 'es' | 'pt' | 'it' | 'ru';

/**
 * A bounded period named with "this": "this semester", "this season", "during Ramadan this year", "dieses Semester",
 * "cette saison", "esta temporada", "neste semestre", "questo semestre", "в этом сезоне", "今学期", "이번 학기",
 * "今年暑假". A season without "this" ("skis every winter", "prefers summer") is a habit or a liking.
 */
export const THIS_PERIOD: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\bthis\s+(?:semester|term|season|summer|winter|spring|autumn|fall|school\s+year|academic\s+year)\b|\b(?:during|for|over)\s+(?:the\s+)?\p{L}+\s+this\s+year\b|\bthis\s+year['’]s\s+(?:ramadan|lent|fast|season|summer|winter)\b`,
  de: String.raw`\b(?:dieses|diesen|in\s+diesem|im\s+laufenden)\s+(?:Semester|Sommer|Winter|Fruhling|Fruhjahr|Herbst|Schuljahr|Studienjahr|Quartal)\b|\b(?:diese|in\s+dieser)\s+Saison\b|\bdieses\s+Jahr\s+(?:wahrend|uber|im|in\s+der|zu)\b|\bwahrend\s+(?:des|der|dem)\s+\p{L}+\s+dieses\s+Jahr`,
  fr: String.raw`\b(?:ce|cet|cette)\s+(?:semestre|trimestre|bimestre|saison|ete|hiver|printemps|automne|annee\s+scolaire)\b|\b(?:pendant|durant)\s+(?:le|la|l['’])\s*\p{L}+\s+de\s+cette\s+annee\b`,
  es: String.raw`\b(?:este|esta)\s+(?:semestre|trimestre|cuatrimestre|bimestre|temporada|verano|invierno|primavera|otono|curso)\b|\b(?:durante|en)\s+(?:el|la)\s+\p{L}+\s+de\s+este\s+ano\b`,
  pt: String.raw`\b(?:neste|nesta|este|esta)\s+(?:semestre|trimestre|bimestre|quadrimestre|temporada|verao|inverno|primavera|outono)\b|\b(?:durante|no|na)\s+(?:o\s+|a\s+)?\p{L}+\s+deste\s+ano\b`,
  it: String.raw`\b(?:questo|questa|quest['’])\s*(?:semestre|trimestre|quadrimestre|bimestre|stagione|estate|inverno|primavera|autunno)\b|\b(?:durante|per)\s+(?:il|la|l['’])\s*\p{L}+\s+di\s+quest['’]anno\b`,
  ru: String.raw`(?<![\p{L}])(?:в\s+этом\s+(?:семестре|сезоне|учебном\s+году|триместре)|этим\s+(?:летом|зимой|весной|осенью)|в\s+этот\s+(?:рамадан|пост))(?![\p{L}])`,
  ja: String.raw`今(?:学期|シーズン|季|年の(?:夏|冬|春|秋|ラマダン|夏休み|冬休み))|この(?:夏休み|冬休み|学期)`,
  ko: String.raw`이번\s?(?:학기|시즌|여름|겨울|방학|봄|가을)|올해\s?(?:라마단|여름|겨울|방학)`,
  zh: String.raw`(?:这|這|本)(?:学期|學期|季度|赛季|賽季|个暑假|個暑假)|今年(?:的)?(?:暑假|寒假|夏天|冬天|斋月|齋月)`,
};

/**
 * A state that ends by nature: pregnant, in a cast, on leave, between jobs ("is on parental leave", "ist in
 * Elternzeit", "a le bras dans le plâtre", "está embarazada", "está engessado", "è in congedo", "в гипсе", "ギプス",
 * "깁스", "打著石膏", "休产假", "待業中"). Only the present: "was pregnant in 2019" is a dated past.
 */
export const ENDING_STATE: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|'s|am|are)\s+(?:(?:currently|now|still|\d+\s+(?:weeks?|months?))\s+)?pregnant\b|\b(?:weeks?|months?)\s+pregnant\b|\bin\s+a\s+(?:cast|sling|neck\s+brace|walking\s+boot)\b|\bhas\s+(?:a|her|his|their)\s+(?:\p{L}+\s+)?cast\s+on\b|(?:^|[.;:!?]\s+)pregnant\b|\bon\s+(?:parental|maternity|paternity|sick|medical|unpaid|study|compassionate|garden|sabbatical)\s+leave\b|\bon\s+(?:sabbatical|furlough)\b|\bbetween\s+jobs\b`,
  de: String.raw`\b(?:ist|bin)\s+(?:\p{L}+\s+){0,3}schwanger\b|(?:^|[.;:!?]\s+)schwanger\b|\b(?:in|im)\s+(?:Elternzeit|Mutterschutz|Karenz|Krankenstand|Sabbatical|Bildungsurlaub)\b|\bkrankgeschrieben\b|\b(?:im|in)\s+Gips\b|\beingegipst\b|\bzwischen\s+zwei\s+(?:Jobs|Stellen)\b`,
  fr: String.raw`\best\s+(?:\p{L}+\s+){0,3}enceinte\b|(?:^|[.;:!?]\s+)enceinte\b|\bdans\s+le\s+platre\b|\bplatre\s+(?:au|a\s+la|aux)\b|\ben\s+(?:conge|arret\s+maladie|arret\s+de\s+travail)\b|\bentre\s+deux\s+(?:emplois|boulots|postes|jobs)\b`,
  es: String.raw`\b(?:esta|estoy)\s+(?:\p{L}+\s+)?embarazada\b|(?:^|[.;:!?]\s+)embarazada\b|\b(?:escayolad|enyesad)[oa]s?\b|\b(?:esta|estoy)\s+de\s+baja\b|\bentre\s+(?:dos\s+)?(?:trabajos|empleos)\b`,
  pt: String.raw`\b(?:esta|ta|estou)\s+(?:\p{L}+\s+)?gravida\b|(?:^|[.;:!?]\s+)gravida\b|\bengessad[oa]s?\b|\b(?:esta|ta|estou)\s+de\s+licenca\b|\bentre\s+(?:dois\s+)?empregos\b`,
  it: String.raw`\be\s+(?:\p{L}+\s+)?incinta\b|(?:^|[.;:!?]\s+)incinta\b|\bingessat[oaie]\b|\b(?:e|sono)\s+in\s+(?:congedo|maternita|malattia|aspettativa)\b|\btra\s+un\s+lavoro\s+e\s+l['’]altro\b`,
  ru: String.raw`(?<![\p{L}])(?<!был[аи]?\s)(?:беременна|в\s+гипсе|в\s+декрете|на\s+больничном|в\s+отпуске\s+по\s+уходу|между\s+(?:двумя\s+)?(?:работами|местами)|(?:пока|сейчас)\s+без\s+работы)(?![\p{L}])`,
  ja: String.raw`ギプス|妊娠(?:中|\d+(?:ヶ|か|カ|ケ)月)|(?:育休|産休|休職|療養|求職|リハビリ)中`,
  ko: String.raw`깁스|임신\s?\d+\s?(?:개월|주)|(?:육아|출산)\s?휴(?:직|가)\s?중|휴직\s?중`,
  zh: String.raw`怀孕|懷孕|(?:打|打着|打著|上了)石膏|休(?:产|產|育婴|育嬰|病|陪产|陪產|育儿|育兒)假|待业|待業|坐月子`,
};

/**
 * An undertaking in progress or just begun, by aspect: the marked progressive (正在, "en train de", "sta + gerund",
 * "-는 중이다", "…ている最中"), the progressive of an undertaking that ends ("is learning to", "is training for", "se está
 * poniendo en forma"; learning a skill that ends, as 开车/游泳 and 운전/수영 or "-는 법을 배우고 있다", while
 * learning a language or a game lasts, as "is learning Korean" does), and the inchoative ("has started to", "hat angefangen,
 * … zu", "a commencé à", "ha empezado a", "começou a", "ha iniziato a", "начал готовиться", "始めたところ", "준비를
 * 시작했다", "开始准备…了"). A year, "ago" or "since" makes it a dated or lasting fact and is read by SINCE_OR_DATED.
 */
export const UNDER_WAY: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:is|are|'s|am)\s+(?:(?:still|currently|now|slowly|busy)\s+)?(?:learning\s+(?:to|how\s+to)|getting\s+(?:into|over|back\s+into)|recovering\s+from|settling\s+in(?:to)?)\b|\b(?:has|have|'s)\s+(?:just\s+|recently\s+)?(?:started|begun)\s+(?:to\s+\p{L}+|\p{L}+ing)\b|\b(?:is|'s)\s+(?:starting|beginning)\s+to\s+\p{L}+`,
  de: String.raw`\b(?:hat|haben)\s+(?:\p{L}+\s+){0,3}(?:angefangen|begonnen)\s*,\s*(?:\p{L}+\s+){0,6}zu\s+\p{L}+|\b(?:ist|sind)\s+(?:gerade\s+|noch\s+|mitten\s+)?dabei\s*,|\bsteckt\s+mitten\s+in\b`,
  fr: String.raw`\best\s+(?:\p{L}+\s+)?en\s+train\s+d(?:e|['’])|\best\s+en\s+plein(?:e)?\s+(?!air\b)\p{L}+|\b(?:a|ont)\s+(?:\p{L}+\s+)?commence\s+a\s+\p{L}+|\bse\s+(?:met|mettent)\s+(?:a|au|aux)\s+\p{L}+`,
  es: String.raw`\b(?:esta|estoy|anda|sigue)\s+aprendiendo\s+a\b|\b(?:ha|han|he)\s+(?:empezado|comenzado)\s+a\s+\p{L}+|\b(?:empezo|comenzo)\s+a\s+\p{L}+|\bse\s+(?:esta|anda)\s+\p{L}+(?:ando|iendo)\b`,
  pt: String.raw`\b(?:comecou|comecaram|tem\s+comecado)\s+a\s+\p{L}+`,
  it: String.raw`\b(?:sta|stanno)\s+(?:ancora\s+|proprio\s+)?(?:imparando\s+a|riprendendo(?:si)?|recuperando|traslocando|rimettendo(?:si)?)\b|\bsi\s+sta\s+\p{L}+(?:ando|endo)\b|\b(?:ha|hanno)\s+(?:appena\s+)?(?:iniziato|cominciato)\s+(?:a|ad)\s+\p{L}+`,
  ru: String.raw`(?<![\p{L}])(?:начал|начала|начали)\s+(?:\p{L}+\s+)?\p{L}+(?:ть|ться)(?![\p{L}])|(?<![\p{L}])готовит(?:ся|ьс[яa])\s+к(?![\p{L}])`,
  ja: String.raw`(?:始めた|はじめた)(?:ところ|ばかり)|(?:ている|てる|でいる)(?:ところ|最中)|最中(?:だ|です|[.]|$)`,
  ko: String.raw`(?<=[\p{Script=Hangul}])(?:기|를|을)\s?시작했|(?:운전|수영|법)을\s?배우고\s?있|(?:연습하|훈련하)고\s?있|(?<=[\p{Script=Hangul}])는\s?중(?:이|입)`,
  zh: String.raw`(?:用户|用戶|使用者|他|她)(?:目前|现在|現在|最近)?(?:正在|在|正)(?:(?:学|學)(?:开车|開車|车|車|驾驶|駕駛|游泳)|康复|康復|恢复|恢復|休[^，。,.]{0,2}假|备考|備考)|(?<![从從自于於])(?:开始|開始)[^，。,.]{1,12}了(?=[。.!！]|$)`,
};

/**
 * A year, "ago" or "since": an inchoative or a progressive with one is a dated past or a lasting fact. "Since" may open a
 * clause whose verb is the inchoative ("da quando ha iniziato a lavorare", "с тех пор как начал работать", "seitdem er
 * angefangen hat zu …"): what began then lasts.
 */
export const SINCE_OR_DATED = String.raw`\b(?:19|20)\d\d\b|(?:19|20)\d\d(?=年|년)|\b(?:ago|since|seit|vor\s+\p{L}+\s+Jahren|depuis|il\s+y\s+a|desde|hace|ha\s+\p{L}+\s+anos|dal|fa|da\s+(?:anni|mesi|quando|\p{L}+\s+anni)|fin\s+da|seitdem)\b|(?<![\p{L}])(?:назад|уже\s+\p{L}+\s+лет|с\s+детства|с\s+тех\s+пор|с\s+того\s+(?:дня|момента|времени))(?![\p{L}])|以来|年前|부터|\d+年から`;

/**
 * A word of now and a feeling in one clause: "现在有点烦", "現在心情很好", "今ちょっとイライラしている", "지금 기분이
 * 꿀꿀하다", "está meio pra baixo agora", "ahora mismo de bajón", "jetzt total genervt", "сейчас грустно".
 */
export const NOW_WORDS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:right\s+now|currently|at\s+the\s+moment|today|tonight)\b`,
  de: String.raw`\b(?:jetzt|gerade|momentan|heute|im\s+Moment)\b`,
  fr: String.raw`\b(?:maintenant|en\s+ce\s+moment|aujourd['’]hui|ce\s+soir)\b`,
  es: String.raw`\b(?:ahora(?:\s+mismo)?|hoy|en\s+este\s+momento|esta\s+noche)\b`,
  pt: String.raw`\b(?:agora|no\s+momento|hoje|esta\s+noite)\b`,
  it: String.raw`\b(?:adesso|ora|in\s+questo\s+momento|oggi|stasera)\b`,
  ru: String.raw`(?<![\p{L}])(?:сейчас|сегодня|в\s+данный\s+момент)(?![\p{L}])`,
  ja: String.raw`(?:今(?![日年月週夜朝晩後度回ま])|いま|現在|今日)`,
  ko: String.raw`(?:지금|현재|오늘)`,
  zh: String.raw`(?:现在|現在|此刻|这会儿|這會兒|今天)`,
};

export const FEELING_WORDS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`\b(?:down|low|blue|grumpy|cranky|annoyed|irritated|upset|sad|stressed|anxious|overwhelmed|frustrated|exhausted|drained|excited|thrilled|in\s+a\s+(?:good|bad|great|foul)\s+mood)\b`,
  de: String.raw`\b(?:genervt|mude|traurig|gestresst|niedergeschlagen|schlecht\s+drauf|gut\s+drauf|sauer|wutend|nervos|down|erschopft|fertig|deprimiert|gereizt|uberfordert)\b`,
  fr: String.raw`\b(?:creve|crevee|fatiguee?|triste|enervee?|stressee?|deprimee?|de\s+mauvaise\s+humeur|le\s+moral|a\s+plat|videe?|angoissee?|a\s+cran|sur\s+les\s+nerfs)\b`,
  es: String.raw`\b(?:de\s+bajon|triste|cansad[oa]|irritad[oa]|de\s+mal\s+humor|estresad[oa]|agobiad[oa]|ansios[oa]|deprimid[oa]|nervios[oa]|hech[oa]\s+polvo|rayad[oa]|depre|enfadad[oa]|cabread[oa]|de\s+buen\s+humor)\b`,
  pt: String.raw`\b(?:pra\s+baixo|para\s+baixo|triste|cansad[oa]|irritad[oa]|chatead[oa]|de\s+mau\s+humor|de\s+bom\s+humor|estressad[oa]|ansios[oa]|deprimid[oa]|nervos[oa]|bolad[oa]|desanimad[oa]|abatid[oa]|na\s+bad)\b`,
  it: String.raw`\b(?:giu(?:\s+di\s+morale)?|triste|stanc[oaih]|nervos[oa]|arrabbiat[oa]|stressat[oa]|ansios[oa]|depress[oa]|di\s+cattivo\s+umore|di\s+buon\s+umore|incazzat[oa]|scazzat[oa]|esaurit[oa]|a\s+pezzi)\b`,
  ru: String.raw`(?<![\p{L}])(?:грустно|грустн\p{L}*|устал\p{L}*|раздражен\p{L}*|зол|зла|злой|злая|в\s+стрессе|не\s+в\s+духе|тоскливо|подавлен\p{L}*|никакой|никакая|нервнича\p{L}*|в\s+депрессии)(?![\p{L}])`,
  ja: String.raw`(?:イライラ|落ち込|疲れ|ムカ|悲し|嬉し|うれし|不安|緊張|憂鬱|ゆううつ|へこ|凹ん|機嫌|テンション|しんど|だる)`,
  ko: String.raw`(?:기분|우울|짜증|피곤|힘들|슬프|슬퍼|화가|화나|신나|설레|불안|긴장|멘붕|꿀꿀)`,
  zh: String.raw`(?:烦|煩|累|难过|難過|开心|開心|高兴|高興|生气|生氣|心情|焦虑|焦慮|紧张|緊張|郁闷|鬱悶|无聊|無聊|兴奋|興奮|沮丧|沮喪|崩溃|崩潰|委屈|不爽|火大|伤心|傷心)`,
};

/**
 * An evidential or epistemic modal said of the person that the earlier classes leave out: French "doit être" before a
 * description ("doit être du Sud", not "doit être prévenu", an instruction), the conditional of hearsay after the
 * person ("serait allergique", "aurait deux enfants"; not "serait ravi", "aurait besoin"), Portuguese "deve estar".
 */
export const EVIDENTIAL: Readonly<Partial<Record<GrammarLang, string>>> = {
  fr: String.raw`\b(?:utilisateur|utilisatrice|il|elle)\s+doit\s+etre\s+(?:un|une|du|de|des|d['’]|en|dans|la|le|les|tres|plutot|originaire|assez|fan|passionnee?|nee?|agee?|au|aux)\b|\b(?:utilisateur|utilisatrice|il|elle)\s+(?:serait|aurait)\s+(?!(?:ravie?|contente?|heureuse?|heureux|prete?|pret|d['’]accord|interessee?|curieu(?:x|se)|reconnaissante?|genee?|tentee?|plus|mieux|moins|capable|disposee?|aime|voulu|prefere|souhaite|besoin|envie|pu|du|dit)\b)\p{L}+`,
  pt: String.raw`\b(?:usuario|usuaria|utilizador|utilizadora|ele|ela)\s+deve\s+estar\b`,
};

/**
 * A feeling named as the condition of a routine ("心情不好时喜欢听爵士乐", "心情不好的時候會去跑步", "기분이 안 좋을 때
 * 산책을 한다", "when they're feeling down"): the clause is read away, what the person does then is the fact.
 */
export const FEELING_CONDITION = String.raw`(?:心情|情绪|情緒)[^，。,.]{0,4}(?:时|時|的时候|的時候)|기분이\s?[^.]{0,8}(?:때|면)|\bwhen(?:ever)?\s+(?:they(?:'re|\s+are)|he(?:'s|\s+is)|she(?:'s|\s+is)|the\s+user\s+is|feeling)\s+(?:\p{L}+\s+)?(?:down|low|sad|stressed|anxious|upset|tired|grumpy)\b`;
