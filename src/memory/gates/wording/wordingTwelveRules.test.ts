// The category rules written for the twelfth wording round (blindSetWordingTwelve.test.ts), each both ways, through
// the entry point of the wording rules on canonical text.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(s));

describe('a household service missing, said with a bare negation (volatileBareOutage.ts)', () => {
  it.each([
    'No power at the flat, so the user charges their laptop at work.',
    'User has no internet at home right after moving in.',
    'Kein Warmwasser in der Wohnung der Nutzerin.',
    'Der Nutzer hat gerade kein Internet.',
    "Plus d'électricité chez l'utilisateur.",
    "L'utilisateur n'a plus d'internet chez lui.",
    'Sin internet en casa de la usuaria.',
    'No hay agua caliente en el piso del usuario.',
    'O usuário está sem internet em casa.',
    'Sem luz no apartamento da usuária.',
    "Senza riscaldamento in casa dell'utente.",
    "Non c'è acqua calda a casa dell'utente.",
    'Дома у пользователя нет света.',
    '用户公司没网，只能用流量。',
    'ユーザーの家は水が出ない。',
    '사용자 집에 인터넷이 안 된다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'User lives off-grid with no electricity by choice.',
    'User drinks no water after 8 pm.',
    'User has no power to approve budgets.',
    'Der Nutzer will kein WLAN im Schlafzimmer.',
    'Der Nutzer trinkt kein Wasser aus der Leitung.',
    "L'utilisateur ne boit pas d'eau gazeuse.",
    'Prefiere el agua sin gas.',
    'La usuaria vive sin internet por elección.',
    'O usuário prefere água sem gás.',
    "L'utente beve solo acqua senza gas.",
    'У пользователя нет машины.',
    '用户没电脑，用平板写作业。',
    '사용자는 선물이 없다고 서운해한 적이 없다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a state or a routine held only up to a coming event (volatileEventBound.ts)', () => {
  it.each([
    'User is studying every evening until the finals.',
    'No alcohol till payday for the user.',
    'Die Nutzerin joggt jeden Morgen bis zur Hochzeit.',
    "Jusqu'au concours, l'utilisateur révise tous les soirs.",
    'La usuaria entrena cada día antes de la competencia.',
    'O usuário estuda todo dia até o vestibular.',
    "L'utente si allena ogni giorno prima della gara.",
    'До защиты пользователь работает каждый вечер.',
    'В этом году во время Рамадана пользователь не ест днём.',
    '手术前这几天用户每天都在散步。',
    'ユーザーは給料日まで自炊している。',
    '사용자는 시험 끝날 때까지 매일 도서관에 간다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'User always gets nervous before exams.',
    'Before the wedding, the user lived in Rome.',
    'Der Nutzer ist vor jeder Prüfung nervös.',
    "L'utilisateur est toujours stressé avant l'examen.",
    'Antes de la boda, la usuaria vivía en Sevilla.',
    'O usuário sempre dorme cedo antes da prova.',
    "L'utente era insegnante prima del trasloco.",
    'Пользователь всегда волнуется перед экзаменом.',
    '用户每次考试前都很紧张。',
    'ユーザーはいつも試験まで計画的に勉強する。',
    '사용자는 항상 시험 전까지 계획을 세운다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a plan that waits on a pending outcome (volatilePendingOutcome.ts)', () => {
  it.each([
    'If the job offer comes through, the user moves to Austin.',
    'Wenn die Arbeitserlaubnis kommt, zieht der Nutzer nach Zürich.',
    "Si la mutation passe, l'utilisateur part à Lyon.",
    'Si le aprueban la hipoteca, el usuario compra un piso.',
    'Se o empréstimo sair, o usuário abre uma padaria.',
    "Se arriva l'offerta, l'utente lascia Milano.",
    'Если одобрят ипотеку, пользователь купит квартиру.',
    '如果贷款批下来，用户就换房子。',
    '内定が決まったら東京に住む',
    '대출이 나오면 사용자는 집을 산다.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'User handles visa paperwork for the whole team.',
    'Der Nutzer arbeitet im Visumsbüro der Botschaft.',
    "L'utilisateur travaille dans une banque, au service des prêts.",
    'El usuario tramita visas para su empresa.',
    'O usuário trabalha com financiamento imobiliário.',
    "L'utente lavora all'ufficio visti del consolato.",
    'Пользователь работает в отделе ипотечного кредитования.',
    '用户在银行负责贷款审批。',
    'ユーザーはビザ申請の代行をしている。',
    '사용자는 은행에서 대출 업무를 한다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('"maybe" as chat says it, and a change still weighed (volatileChatHedges.ts)', () => {
  it.each([
    'user prolly switches jobs soonish',
    'Die Nutzerin kauft vllt ein E-Bike.',
    "ptet que l'utilisateur change de boulot",
    'Capaz que la usuaria se muda a Rosario.',
    'Vai que o usuário troca de emprego.',
    'Пользователь, может, сменит работу.',
    'ユーザーは転職しようかと考え中。',
    '사용자는 이직할까 생각하고 있다.',
    '사용자는 회사를 그만둘지도 모른다.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'El usuario trabaja igual que su padre.',
    'Al usuario le da igual el color del coche.',
    'Пользователь может работать по выходным.',
    'ユーザーはよく映画を観る。',
    '사용자는 지도 앱을 자주 쓴다.',
    'Der Nutzer arbeitet im Eventmanagement.',
  ])('is lasting: %s', (text) => expect(stability(text)).not.toBe('speculative'));
});

describe('a guess framed as how the chat sounds (volatileHeardImpression.ts)', () => {
  it.each([
    'It sounds like the user is overwhelmed.',
    'Klingt, als hätte der Nutzer Liebeskummer.',
    "On dirait que l'utilisatrice s'ennuie au travail.",
    'Suena como si la usuaria estuviera agotada.',
    'A usuária deixa a impressão de estar desanimada.',
    "A sentirlo, l'utente è molto stressato.",
    'Судя по всему, пользователь устал от работы.',
    '听上去用户对工作很不满意。',
    'ユーザーは疲れている印象を受ける。',
    '사용자는 지친 인상을 준다.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'User likes music that sounds like rain.',
    'User cares a lot about first impressions.',
    '用户喜欢听起来很安静的音乐。',
    'ユーザーは第一印象を大切にしている。',
    'ユーザーは印象派の絵が好き。',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a recent start counted in a few weeks, since the morning, "lately not" (volatileRecentStart.ts)', () => {
  it.each([
    'User has been off caffeine for a few weeks now.',
    'Der Nutzer joggt seit ein paar Wochen nicht mehr.',
    "L'utilisateur ne mange plus de sucre depuis quelques semaines.",
    'La usuaria tiene fiebre desde la mañana.',
    "L'utente non dorme bene da qualche settimana.",
    'ユーザーは最近あまり食べていない。',
    'O usuário está cansado há dois dias.',
    'Há dois dias o usuário está com febre.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'User has been a nurse for many years.',
    'ユーザーは昔から朝食を食べていない。',
    'O usuário contou há dois dias que é alérgico a camarão.',
    'Há dois dias, o usuário contou que é vegano desde 2015.',
    'O usuário mora em Lisboa há dois anos.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('"agora há pouco" and "não anda" with a gerund (volatileContext.ts, volatileTense.ts)', () => {
  it.each(['O usuário falou agora há pouco que está com fome.', 'A usuária não anda comendo direito.'])('is temporary: %s', (text) =>
    expect(stability(text)).toBe('temporary'),
  );
  it.each(['O usuário não anda de bicicleta.', 'A usuária acorda cedo há muitos anos.'])('is lasting: %s', (text) =>
    expect(stability(text)).toBeUndefined(),
  );
});

describe('the last session\'s risks: "Parece…/Wirkt…" openers and Italian "quest anno"', () => {
  it.each([
    'Parece muito com o pai.',
    'Parece mentira, mas o usuário nunca tomou café.',
    'Parece mentira, pero el usuario nunca ha bebido café.',
    'Se parece mucho a su abuela.',
    'Wirkt seit Jahren im Kirchenchor mit.',
    'Wirkt als Trainerin im Sportverein.',
  ])('is lasting: %s', (text) => expect(stability(text)).not.toBe('speculative'));
  it.each(['Quest anno durante la Quaresima l utente non mangia dolci.', 'quest anno per Natale l utente resta a Milano'])(
    'is temporary: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );
});
