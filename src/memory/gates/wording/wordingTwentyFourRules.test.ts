// The category rules written for the twenty-fourth wording round (blindSetWordingTwentyFour.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';
import { hasOccasionAhead } from './volatileOccasionAhead';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('organising an occasion is the project itself in a project’s text (wordingTwentyFour.ts)', () => {
  const asProject = (s: string) => volatileStabilityOf(canonicalize(s), { project: true, ownText: canonicalize(s) });
  it.each([
    'Is planning a small wedding at a lake house for summer 2027.',
    'Organisiert das Klassentreffen zum 25-jährigen Abitur.',
    '正在筹备自己的婚礼。',
  ])('a project may plan an occasion: %s', (text) => expect(asProject(text)).toBeUndefined());
  it.each(['Is planning her sister’s hen party.', '在筹备同学聚会。'])('the same text of another type stays temporary: %s', (text) =>
    expect(stability(text)).toBe('temporary'),
  );
});

describe('a trip planned around an occasion with a stay of weeks or months is a travel plan (volatileOccasionAhead.ts)', () => {
  const occasionOnly = (text: string) => hasOccasionAhead(canonicalize(text));
  it.each([
    '全家计划去瓦哈卡参加表妹的婚礼，会在当地住三周。',
    'Plans to go to Oaxaca for his sister-in-law’s wedding and stay three weeks.',
    'Va al matrimonio della cugina in Sicilia e resta tre settimane.',
    'Fährt zur Hochzeit seiner Schwester nach Chile und bleibt drei Wochen.',
    'いとこの結婚式に出るためにブラジルへ行き、3週間滞在する予定。',
    '사촌 결혼식에 가서 3주 동안 머물 예정이다.',
  ])('is not one evening’s occasion: %s', (text) => expect(occasionOnly(text)).toBe(false));
  it.each([
    '参加表妹的婚礼，住两天。',
    'Is going to her sister’s wedding in Lyon for two days.',
    '친구 결혼식에 갈 예정이다.',
    '二月参加同学聚会。',
  ])('a short stay or a date keeps the occasion: %s', (text) => expect(occasionOnly(text)).toBe(true));
});

describe('one social occasion gone to, hosted or prepared (volatileOccasionAhead.ts)', () => {
  temporary([
    "Is organising her best friend's hen party.",
    'Ist zu einer Hochzeit in Köln eingeladen.',
    'Organise la crémaillère de son nouvel appart.',
    'Prepara una fiesta sorpresa para su novio.',
    'Está planejando a festa surpresa do marido.',
    'Va al matrimonio di sua cugina.',
    'Готовится к встрече выпускников.',
    '在筹备同学聚会。',
    '同窓会の幹事を頼まれている。',
    '친구 돌잔치에 갈 예정이다.',
    'Nervous about a blind date with a friend of a friend.',
    'Ha un primo appuntamento con una ragazza di Bologna.',
  ]);
  lasting([
    'Organises weddings for a living.',
    'Hates going to weddings.',
    'Is a wedding planner.',
    'Met his wife at a friend’s wedding.',
    'Liebt Überraschungspartys.',
    'Organise des mariages depuis dix ans.',
    'Odia las bodas.',
    'Trabalha organizando casamentos.',
    'Ama le feste a sorpresa.',
    'Не любит свадьбы.',
    '是婚礼策划师。',
    '用户是婚礼策划师，专门帮人筹备婚礼。',
    'ウェディングプランナーとして結婚式の準備を手伝っている。',
    '結婚式に出たことがある。',
    '결혼식에 가는 걸 싫어한다.',
  ]);
});

describe('guests staying over for one visit (volatileGuestsStaying.ts)', () => {
  temporary([
    'My in-laws are staying with us.',
    'Has two cousins staying over.',
    'Meine Eltern übernachten bei uns.',
    'Des amis viennent dormir chez nous.',
    'Unos primos vienen a pasar el puente en casa.',
    'Os sogros vêm passar uns dias em casa.',
    'Vengono a dormire da noi degli amici di Napoli.',
    'К нам приезжает свекровь погостить.',
    '表妹来我家住几天。',
    '両親がうちに泊まりに来る。',
    '친구가 우리 집에서 자고 간다.',
  ]);
  lasting([
    'Loves having friends to stay.',
    'Keeps a guest room for visiting friends.',
    'Seine Mutter wohnt bei uns.',
    'Aime recevoir des amis.',
    'Le gusta tener invitados.',
    'Gosta de receber visitas.',
    'Adora avere ospiti.',
    'Остановка у нас прямо под окном.',
    '喜欢朋友来家里玩。',
    '友達が泊まりに来るのが好き。',
    '손님 오는 걸 좋아한다.',
  ]);
});

describe('shopping of the moment (volatileShoppingFor.ts)', () => {
  temporary([
    'Is looking for a new mattress.',
    'Sucht eine gebrauchte Waschmaschine.',
    'Cherche une poussette pas trop lourde.',
    'Anda buscando un coche eléctrico.',
    'Está procurando um vestido para a formatura.',
    'Cerca un divano letto per lo studio.',
    'Подбирает ноутбук для учёбы.',
    '正在挑婴儿车。',
    '冷蔵庫を探している。',
    '노트북 알아보는 중이다.',
    'Has to find a gift for her boss’s leaving do.',
    'Tiene que comprar un regalo para la boda de su prima.',
    '还得给老婆挑生日礼物。',
    'Hésite entre deux canapés.',
  ]);
  lasting([
    'Loves hunting for vintage furniture.',
    'Always looks for a bargain.',
    'Sucht immer nach Schnäppchen.',
    'Cherche toujours le meilleur prix.',
    'Busca siempre ofertas.',
    'Procura sempre comprar de segunda mão.',
    'Cerca sempre di spendere poco.',
    'Любит выбирать подарки.',
    '喜欢逛街。',
    'プレゼントを選ぶのが好き。',
    '선물 고르는 걸 좋아한다.',
    'Sucht ein E-Bike für höchstens 2000 Euro.',
    'Cerca una lavatrice sotto i 400 euro.',
    '想买个手机，预算两千。',
  ]);
});

describe('new in a place, knowing no one yet (volatileNewInTown.ts)', () => {
  temporary([
    'Just arrived in Glasgow and has not made any friends yet.',
    'Kennt in Leipzig noch niemanden.',
    'Nouvelle dans le quartier.',
    'Todavía no conoce a nadie en Valencia.',
    'Nova na cidade.',
    'Ancora non conosce nessuno in ufficio.',
    'В Казани пока никого не знает.',
    '在上海人生地不熟。',
    'まだ知り合いがいない。',
    '아직 친구가 없다.',
  ]);
  lasting([
    "Doesn't know anyone who skis.",
    'Knows everyone in the village.',
    'Kennt jeden im Dorf.',
    'Connaît tout le monde dans son immeuble.',
    'Conoce a todos sus vecinos.',
    'Faz amigos com facilidade.',
    'Conosce tutti in paese.',
    'Знает всех соседей.',
    '朋友很多。',
    '友達が多い。',
    '친구가 많다.',
  ]);
});

describe('a reply or a return still awaited (volatileAwaitedAnswer.ts, volatileReturnedPurchase.ts)', () => {
  temporary([
    'Waiting for her date to text back.',
    'Wartet darauf, dass ihr Bruder zurückruft.',
    'Attend que son ami lui réponde.',
    'Espera que su hermana le escriba.',
    'Está esperando o crush responder.',
    'Aspetta che lui si faccia sentire.',
    'Ждёт, пока друг перезвонит.',
    '还在等她回微信。',
    '友達からの返事をまだ待っている。',
    '친구의 답장이 오기를 기다리고 있다.',
    'Needs to return the jacket she ordered.',
    'Muss die Schuhe noch umtauschen.',
    'Doit rapporter la lampe au magasin.',
    'Tengo que devolver unas botas.',
    'Tenho que trocar a camisa.',
    'Deve restituire il telefono.',
    'Надо вернуть куртку в магазин.',
    '还得把鞋退掉。',
    'サイズが合わないので返品しないと。',
    '신발을 교환해야 한다.',
  ]);
  lasting([
    'Hates waiting for people to reply.',
    'Has to return home by ten.',
    'Doit retourner à Lyon chaque été.',
    'Odia esperar respuestas.',
    'Detesta esperar.',
    'Non sopporta aspettare.',
    'Терпеть не может ждать.',
    '讨厌等人回消息。',
    '返信が遅いのが嫌い。',
    '답장이 늦는 걸 싫어한다.',
  ]);
});

describe('tickets got for one occasion (volatileBookedStay.ts)', () => {
  temporary([
    'Got tickets for the Arctic Monkeys gig.',
    'Hat zwei Karten für das Derby ergattert.',
    'A pris des places pour le match de samedi.',
    'Consiguió entradas para el concierto de Rosalía.',
    'Comprou ingressos para o show do Coldplay.',
    'Ha preso i biglietti per la partita.',
    'Купила билеты на балет.',
    '抢到了演唱会的门票。',
    'ライブのチケットが取れた。',
    '뮤지컬 표를 두 장 구했다.',
  ]);
  lasting([
    'Has season tickets for the Lakers.',
    'Buys tickets for every home game.',
    'Hat eine Dauerkarte.',
    'A un abonnement au théâtre.',
    'Tiene abono de temporada.',
    'Tem carteirinha de sócio.',
    "Ha l'abbonamento al teatro.",
    'Покупает билеты заранее.',
    '喜欢提前买票。',
    '年間パスポートを持っている。',
    '시즌권이 있다.',
  ]);
});

describe('found by the follow-up cases', () => {
  temporary([
    'Is maid of honour at her sister’s wedding.',
    'Ist Trauzeugin auf der Hochzeit ihrer besten Freundin.',
    'Sera témoin au mariage de son frère.',
    'Es padrino en la boda de su mejor amigo.',
    'É padrinho do casamento do irmão.',
    'Fa da testimone al matrimonio di un amico.',
    'Он свидетель на свадьбе друга.',
    '동생 결혼식 사회를 보기로 했다.',
    'Comparing three models before buying a dishwasher.',
    'Vergleicht gerade zwei Modelle.',
    'Compare deux modèles de vélo.',
    'Está comparando dos modelos de cafetera.',
    'Está comparando três modelos de celular.',
    'Sta confrontando due modelli di auto.',
    'Сравнивает несколько моделей пылесосов.',
    '正在对比两款耳机。',
    '掃除機の機種を比較している。',
    '두 가지 모델을 비교하는 중이다.',
    'Is hunting for a second-hand e-bike.',
    'Wartet darauf, dass sich die Vermieterin meldet.',
  ]);
  lasting([
    'Was best man at his brother’s wedding in 2015.',
    'Compares models carefully before any big purchase, always.',
    'Vergleicht vor jedem Kauf immer mehrere Angebote.',
    'Compara siempre precios antes de comprar.',
    'Is a witness to history, as a journalist.',
    '每次买东西都要对比好几家。',
  ]);
});
