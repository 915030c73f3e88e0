import { cued } from '../cueScan';
import { canonicalize } from '../canonical';
import type { GrammarLang } from './volatileGrammarData';
import { union } from './volatileGrammar';

// Shopping of the moment: a search under way for one thing to buy ("hunting for a sofa", "sucht ein neues Sofa",
// "cherche un cadeau pour les 30 ans de sa sœur", "pesquisando preço de geladeira", "присматривает диван", "在到处看沙发",
// "新居のソファを探している", "소파 알아보는 중"), a present still to find for an occasion ("muss noch ein Geschenk …
// finden", "deve trovare un regalo per la laurea"), or two things weighed before one purchase ("在纠结买小米还是华为的手机",
// "hésite entre deux téléphones", "comparing three models"). The search ends with the purchase, so the memory is stale
// soon after. The things are a closed class (furniture, appliances, devices, vehicles, clothes, a present, a ring)
// with an article, after a verb of searching in a present or progressive form; a liking of the search ("loves hunting
// for vintage furniture", "любит выбирать подарки") and a habit (the caller leaves out a text with a word of habit:
// "always looks for a bargain") name no one purchase. A home is left out: earlier rounds keep a flat searched for in an
// area or under a rent ("sucht eine Wohnung im Raum Köln") as lasting context. Input is canonical text.

const GOODS: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`(?:sofa|couch|armchair|bed|mattress|desk|dining\s+table|wardrobe|fridge|washing\s+machine|dishwasher|oven|tv|television|laptop|phone|smartphone|tablet|camera|headphones|car|bike|e-bike|scooter|pram|buggy|stroller|dress|suit|coat|jacket|boots|shoes|trainers|sneakers|gift|present|ring)`,
  de: String.raw`(?:Sofa|Couch|Sessel|Bett|Matratze|Schreibtisch|Esstisch|Kleiderschrank|Kuhlschrank|Waschmaschine|Spulmaschine|Herd|Fernseher|Laptop|Handy|Smartphone|Tablet|Kamera|Kopfhorer|Auto|Fahrrad|E-Bike|Roller|Kinderwagen|Kleid|Anzug|Mantel|Jacke|Stiefel|Schuhe|Geschenk|Ring)`,
  fr: String.raw`(?:canape|fauteuil|lit|matelas|bureau|table|armoire|frigo|refrigerateur|lave-linge|lave-vaisselle|four|tele|televiseur|ordinateur|telephone|smartphone|tablette|appareil\s+photo|casque|voiture|velo|trottinette|poussette|robe|costume|manteau|veste|bottes|chaussures|baskets|cadeau|bague)`,
  es: String.raw`(?:sofa|sillon|cama|colchon|escritorio|mesa|armario|nevera|frigorifico|lavadora|lavavajillas|horno|tele|television|portatil|ordenador|movil|telefono|tablet|camara|auriculares|coche|bici|bicicleta|patinete|carrito|vestido|traje|abrigo|chaqueta|botas|zapatos|zapatillas|regalo|anillo)`,
  pt: String.raw`(?:sofa|poltrona|cama|colchao|escrivaninha|mesa|guarda-roupa|armario|geladeira|frigorifico|maquina\s+de\s+lavar|lava-loucas|fogao|forno|tv|televisao|notebook|computador|celular|telemovel|telefone|tablet|camera|fone|carro|bicicleta|bike|patinete|carrinho\s+de\s+bebe|vestido|terno|casaco|jaqueta|botas|sapatos|tenis|presente|anel)`,
  it: String.raw`(?:divano|poltrona|letto|materasso|scrivania|tavolo|armadio|frigo|frigorifero|lavatrice|lavastoviglie|forno|tv|televisore|portatile|computer|telefono|cellulare|smartphone|tablet|macchina\s+fotografica|cuffie|macchina|auto|bici|bicicletta|monopattino|passeggino|vestito|abito|cappotto|giacca|stivali|scarpe|regalo|anello)`,
  ru: String.raw`(?:диван|кресло|кровать|матрас|стол|шкаф|холодильник|стиральную\s+машину|посудомойку|телевизор|ноутбук|телефон|смартфон|планшет|фотоаппарат|наушники|машину|автомобиль|велосипед|самокат|коляску|платье|костюм|пальто|куртку|сапоги|ботинки|кроссовки|подарок|кольцо)`,
  zh: String.raw`(?:沙发|沙發|床垫|床墊|餐桌|衣柜|衣櫃|冰箱|洗衣机|洗衣機|洗碗机|洗碗機|笔记本|筆記本|电脑|電腦|手机|手機|平板|相机|相機|耳机|耳機|汽车|汽車|车|車|自行车|自行車|婴儿车|嬰兒車|裙子|西装|西裝|大衣|外套|鞋|礼物|禮物|戒指)`,
  ja: String.raw`(?:ソファ|ソファー|ベッド|マットレス|デスク|ダイニングテーブル|タンス|冷蔵庫|洗濯機|食洗機|テレビ|パソコン|スマホ|携帯|タブレット|カメラ|イヤホン|ヘッドホン|車|自転車|ベビーカー|ドレス|スーツ|コート|ジャケット|ブーツ|靴|プレゼント|贈り物|指輪)`,
  ko: String.raw`(?:소파|침대|매트리스|책상|식탁|옷장|냉장고|세탁기|식기세척기|티비|노트북|컴퓨터|핸드폰|휴대폰|태블릿|카메라|이어폰|헤드폰|자동차|자전거|유모차|원피스|정장|코트|재킷|부츠|신발|운동화|선물|반지)`,
};

const LIKING_EN = String.raw`(?<!\b(?:love|loves|enjoy|enjoys|like|likes|hate|hates|adore|adores)\s)`;

const SHOPPING_FOR: Readonly<Record<GrammarLang, string>> = {
  en: String.raw`${LIKING_EN}\b(?:hunting|shopping(?:\s+around)?|looking|searching)\s+(?:around\s+)?for\s+(?:a|an|the|some|new|our|his|her|my|their)\s+(?:[\p{L}-]+\s+){0,2}?${GOODS.en}s?\b|\bin\s+the\s+market\s+for\s+(?:a|an|some)\b|\b(?:has|have|needs?|must)\s+(?:still\s+)?(?:to\s+)?(?:find|get|buy|pick\s+out|choose)\s+(?:a|an)\s+(?:\p{L}+\s+){0,2}?(?:gift|present)\s+for\b|\b(?:comparing|researching)\s+(?:the\s+)?prices\s+(?:of|for|on)\b|\bcomparing\s+(?:a\s+few|two|three|several|different)\s+(?:models|brands|phones|laptops|cars|offers)\b|\b(?:can['’]?t|cannot)\s+decide\s+(?:between|which\s+\p{L}+\s+to\s+buy)\b|\b(?:deciding|choosing)\s+between\s+(?:the|a|two)\b`,
  de: String.raw`\b(?:sucht|suche|suchen)\s+(?:gerade\s+|noch\s+|dringend\s+)?(?:ein|eine|einen|nach\s+(?:einem|einer))\s+(?:[\p{L}-]+\s+){0,2}?${GOODS.de}(?![\p{L}])|\b(?:muss|mussen)\s+(?:noch\s+)?(?:ein|eine|einen)\s+(?:\p{L}+\s+){0,4}?Geschenk\p{L}*\s+(?:\p{L}+\s+){0,5}?(?:finden|besorgen|kaufen|aussuchen)\b|\bvergleich\p{L}*\s+(?:gerade\s+)?Preise\s+fur\b|\bvergleich\p{L}*\s+(?:gerade\s+)?(?:zwei|drei|ein\s+paar|mehrere|verschiedene)\s+(?:Modelle|Marken|Angebote)\b|\bschwankt\s+zwischen\b|\bkann\s+sich\s+nicht\s+zwischen\b`,
  fr: String.raw`\b(?:cherche|cherchons|cherchent|recherche)\s+(?:encore\s+)?(?:un|une|d['’]\s*)\s*(?:[\p{L}-]+\s+){0,2}?${GOODS.fr}(?![\p{L}])|\b(?:doit|dois|faut)\s+(?:\p{L}+\s+){0,2}?(?:trouver|acheter|choisir)\s+un\s+cadeau\b|\bcompare\s+les\s+prix\s+(?:des|du|de)\b|\bcompare\s+(?:deux|trois|plusieurs|differents)\s+(?:modeles|marques|offres)\b|\bhesite\s+entre\s+(?:deux|le|la|les|un|une)\b`,
  es: String.raw`\b(?:buscando|busca|busco|buscamos|mirando)\s+(?:todavia\s+)?(?:un|una|unos|unas)\s+(?:[\p{L}-]+\s+){0,2}?${GOODS.es}(?:s|es)?(?![\p{L}])|\b(?:tiene|tengo)\s+que\s+(?:encontrar|comprar|buscar|elegir)\s+(?:un|una)\s+regalo\b|\bcomparando\s+(?:precios|(?:dos|tres|varios|distintos)\s+(?:modelos|marcas|ofertas))\b|\b(?:duda|dudando)\s+entre\s+(?:dos|el|la|un|una)\b|\bno\s+se\s+decide\s+entre\b`,
  pt: String.raw`\b(?:procurando|procura|procuro|buscando|pesquisando|cacando)\s+(?:(?:um|uma|uns|umas)\s+|precos?\s+de\s+)(?:[\p{L}-]+\s+){0,2}?${GOODS.pt}(?:s|es)?(?![\p{L}])|\b(?:precisa|preciso|tem\s+que|tenho\s+que)\s+(?:achar|comprar|escolher|encontrar)\s+(?:um|uma)\s+presente\b|\bcomparando\s+(?:precos|(?:dois|tres|varios|diferentes)\s+(?:modelos|marcas|ofertas))\b|\b(?:em\s+duvida|indecis[oa])\s+entre\b`,
  it: String.raw`\b(?:cerca|cercando|cerco|cerchiamo)\s+(?:ancora\s+)?(?:un|una|uno|un['’])\s*(?:[\p{L}-]+\s+){0,2}?${GOODS.it}(?![\p{L}])|\b(?:deve|devo)\s+(?:ancora\s+)?(?:trovare|comprare|scegliere)\s+(?:un|il)\s+regalo\b|\bconfrontando\s+(?:i\s+prezzi|prezzi|(?:due|tre|vari|diversi)\s+(?:modelli|marchi|offerte))\b|\bindecis[oa]\s+tra\s+(?:due|il|la|un|una)\b`,
  ru: String.raw`(?<![\p{L}])(?:присматрива(?:ет|ю|ем|ют)|ищ(?:ет|у|ем|ут)|подбира(?:ет|ю|ем|ют)|выбира(?:ет|ю|ем|ют)|(?:надо|нужно)\s+(?:найти|купить|выбрать))\s+(?:себе\s+)?(?:[\p{L}-]+\s+){0,2}?${GOODS.ru}(?![\p{L}])|(?<![\p{L}])(?:выбира(?:ет|ю|ем|ют)|не\s+может\s+выбрать)\s+между(?![\p{L}])|(?<![\p{L}])сравнива(?:ет|ю|ем|ют)\s+(?:два|две|три|несколько|разные)\s+(?:модел|марк|предложени)\p{L}*`,
  zh: String.raw`(?:在|正在|最近在|到处|到處)(?:看|挑|找|选|選|物色)[^，。,.]{0,6}?${GOODS.zh}|(?:要|得|还得|還得)(?:给|給)[^，。,.]{0,8}?(?:挑|买|買|选|選|准备|準備)[^，。,.]{0,4}?(?:礼物|禮物)|(?:在|正在)(?:比较|比較|对比|對比)(?:几|幾|两|兩)(?:款|家|个|個|台|种|種|部)|纠结(?:买|選|选|要买)[^，。,.]{0,12}?还是|糾結(?:買|選)[^，。,.]{0,12}?還是`,
  ja: String.raw`${GOODS.ja}[^。.!?\n]{0,4}?(?:を|も)(?:探して(?:いる|る|います)|探し中|探している最中|物色中|選んで(?:いる|る))|(?:プレゼント|贈り物|ギフト)(?:を|は)(?:何にするか|まだ決めて|探して|選んで)|(?:機種|モデル|メーカー)を比較(?:して(?:いる|る)|中)|比較検討中|(?:と|か)[^。.!?\n]{0,12}?(?:どっちを|どちらを)?買うか(?:迷って|悩んで)`,
  ko: String.raw`${GOODS.ko}(?:을|를)?\s?(?:알아보는\s?중|알아보고\s?있|보러\s?다니|찾는\s?중|찾고\s?있|고르는\s?중|고르고\s?있)|(?:몇|두|세)\s?(?:개|가지)?\s?(?:모델|제품|브랜드)(?:을|를)?\s?비교(?:하는\s?중|하고\s?있|\s?중)|(?:선물|뭘\s?살지|뭐\s?살지)[^.!?\n]{0,10}?(?:고민\s?중|고민하고|못\s?골랐)`,
};

const SHOPPING_FOR_OF = cued(new RegExp(union(SHOPPING_FOR), 'iu'));

// A ceiling on the price states the person's budget, which earlier rounds keep as lasting context ("busca un portátil
// por menos de 900 €", "cherche un appartement à moins de 1 200 €"): a search with one is not read.
const BUDGET = cued(
  new RegExp(
    canonicalize(
      String.raw`(?<![\p{L}])(?:less\s+than|under|below|up\s+to|max(?:imum)?|budget|unter|bis\s+zu|hochstens|maximal|moins\s+de|jusqu['’]a|menos\s+de|hasta|presupuesto|maximo|ate|orcamento|meno\s+di|sotto\s+(?:i\s+)?|entro|fino\s+a|massimo|до|не\s+дороже|бюджет)\s*[$€£¥₩₽]?\s?\d|\d[\d.,]*\s*(?:元|円|원|块|塊|万|萬|만\s?원)?\s*(?:以内|以下|이하|以內)|预算|預算|予算|예산`,
    ),
    'iu',
  ),
);

/** A search under way for one purchase, a present to find, two things weighed to buy: temporary. */
export const hasShoppingFor = (text: string): boolean => SHOPPING_FOR_OF.test(text) && !BUDGET.test(text);
