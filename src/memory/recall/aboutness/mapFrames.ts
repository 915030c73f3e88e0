// A map's questions about a place, in ten languages (question form: lower case, no punctuation, Chinese folded to
// simplified): where it lies ("where is Arkhangelsk", "wo liegt Freiburg", "dove si trova Guadalajara", "普洱市在云南
// 什么位置", "아르한겔스크는 어디에 있어") and how far or how long it is from another ("how far is Dijon from Paris",
// "à quelle distance", "东京から新幹線で何分", "서울에서 부산까지 몇 시간"). Both ask about the place as an atlas answers
// them, whoever of the user's life lives there; the tourist's frames (tourismFrames.ts) read them the same way, so a
// first person, a relative or a name the store gives still makes the question the user's.

/** Where a place lies: a verb of lying or being found, or a short "where is X" that asks nothing else. */
const WHERE_LATIN = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    // English "where is X" only as the whole question (or before "and"): "where is the fuse box on …" asks a part
    String.raw`where (?:is|are) (?:(?:the|a) )?(?:(?:city|town|village|island|region|province|state|country|lake|river|mountain|of) )*\p{L}+(?: \p{L}+)?(?: (?:located|situated))?(?= and |\s*$)|` +
    String.raw`where (?:is|are) \p{L}+(?: \p{L}+){0,3} (?:located|situated)|in (?:which|what) (?:country|state|region|province|part of)|` +
    String.raw`wo (?:genau )?(?:liegt|liegen|befindet sich|befinden sich)|in welchem (?:land|bundesland|teil)|` +
    String.raw`où (?:se (?:trouve|trouvent|situe|situent)|est (?:situé|située|situés|situées))|dans quel (?:pays|département|région)|` +
    String.raw`dónde (?:está|están|queda|quedan|se encuentra|se encuentran|se ubica|se sitúa)|en qué (?:país|provincia|región)|` +
    String.raw`onde (?:fica|ficam|se localiza|se encontra|está localizad[oa])|em que (?:país|estado|região)|` +
    String.raw`dove (?:si trova|si trovano|è situat[oa])|dov è|in quale (?:paese|regione|provincia)|` +
    String.raw`где (?:находится|находятся|расположен\p{L}*)|в какой (?:стране|области|части)` +
    String.raw`)(?![\p{L}])`,
  'u',
);
// A bare "X在哪里", "Xはどこ", "X는 어디야" asks as often where someone's thing is (王磊的老家在哪里: his home town, a
// memory of his): only the forms that ask where a place lies or is found count.
const WHERE_CJK =
  /位于哪|(?:什么|哪个)位置|在哪个(?:国家|省|州|城市|地方)|どこにある|どこに位置|どの(?:辺|へん|あたり)にある|の(?:どこ|どの辺|どのあたり)にある|어디(?:에)?\s?(?:있어|있나요|있어요|있습니까|있지|위치)|어디쯤|위치가 어디/u;

/** How far or how long from one place to another. */
const DISTANCE_LATIN = new RegExp(
  String.raw`(?<![\p{L}])(?:` +
    String.raw`how far (?:is|are|away)|distance (?:from|between)|how (?:long|many hours) (?:does it take (?:to get )?|is the (?:drive|flight|train|trip|ride) )(?:from|to) |how long from |` +
    String.raw`wie weit (?:ist|sind|liegt|entfernt)|entfernung (?:von|zwischen)|wie lange (?:fährt|braucht) man (?:von|nach)|` +
    String.raw`à quelle distance|distance entre|combien de (?:km|kilomètres) (?:entre|de)|` +
    String.raw`a qué distancia|qué tan lejos|distancia entre|cuántos (?:km|kilómetros) (?:hay )?(?:entre|de)|` +
    String.raw`a que distância|qual (?:é )?a distância|distância entre|quantos (?:km|quilômetros|quilómetros) (?:entre|de)|` +
    String.raw`quanto dista|a che distanza|distanza (?:tra|fra)|quanti (?:km|chilometri) (?:tra|fra|da)|` +
    String.raw`как далеко|насколько далеко|далеко ли|расстояние (?:от|между|до)|сколько (?:км|километров) (?:от|до)` +
    String.raw`)(?![\p{L}])`,
  'u',
);
const DISTANCE_CJK =
  /多远|距离多少|多少公里|从[^\s]{1,12}到[^\s]{1,12}(?:要|需要)?(?:多久|多长时间|几个?小时)|(?<![てで])から[^\s]{0,16}(?:何分|何時間|何キロ|どのくらい|どれくらい)|までの距離|何キロ離れ|에서[^?？]{1,20}까지[^?？]{0,12}(?:얼마나|몇 ?시간|몇 ?분|거리)|얼마나 멀|몇 ?킬로/u;

const ALL = [WHERE_LATIN, WHERE_CJK, DISTANCE_LATIN, DISTANCE_CJK];

/** The spans of a map's frames (where a place lies, how far it is) in a question's form. */
export const mapSpans = (text: string): string[] =>
  ALL.flatMap((frame) => [...text.matchAll(new RegExp(frame.source, 'gu'))].map((m) => m[0]));
