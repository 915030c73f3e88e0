// The category rules written for the fifteenth wording round (blindSetWordingFifteen.test.ts), each both ways, through
// the entry point of the wording rules on canonical text, with the candidate's own text given apart as validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });

describe('a feeling or fatigue after one occasion, or about one under "estar" (volatileFeelingEvent.ts)', () => {
  it.each([
    'Tired after the trip.',
    'User is worn out after a double shift.',
    'Nach dem Umzug total kaputt.',
    'Ist nach seiner Prüfung völlig ausgelaugt.',
    'Fatiguée après le voyage.',
    'Épuisé après sa journée.',
    'Cansado después del viaje.',
    'Está agotada tras la mudanza.',
    'Cansada depois da viagem.',
    'Está esgotado após o plantão.',
    'Stanca dopo il viaggio.',
    'Sfinito dopo la maratona.',
    'Измотана после переезда.',
    'Устала после работы.',
    '출장 끝나고 녹초가 됐다.',
    '시험 마치고 완전 지쳤다.',
    '出張のあとでヘトヘト。',
    '出差回来累坏了。',
    '加完班累瘫了。',
    'Está estresada con la boda.',
    'El usuario está nervioso por la entrevista.',
    'Está ansiosa com a viagem.',
    'Пользователь переживает из-за завтрашней встречи.',
    'Wegen der morgigen Prüfung nervös.',
    'Está preocupada por la entrevista.',
    'Worried after the phone call.',
    'Inquiète après son rendez-vous.',
    'Preoccupata dopo la telefonata.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Always tired after the gym.',
    'Gets tired after long walks.',
    'Feels drained after social events.',
    'Is tired of long meetings.',
    'Ist nach der Arbeit immer müde.',
    'Est toujours fatigué après le sport.',
    'Siempre está cansado después del trabajo.',
    'Es nervioso por naturaleza.',
    'Es una persona preocupada por los demás.',
    'Fica sempre exausta depois dos plantões.',
    'È sempre stanca dopo il lavoro.',
    'Устаёт после долгих прогулок.',
    '운동이 끝나면 항상 피곤하다.',
    '夜勤明けはいつもくたくた。',
    '每次加班都累坏了。',
    'Works nights after the kids are asleep.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a craving with a word of now (volatileCravingNow.ts)', () => {
  it.each([
    'Craving ramen right now.',
    'Jetzt Lust auf Sushi.',
    'En ce moment il a envie de sushis.',
    'A envie de crêpes, là.',
    "Là, a envie d'une glace.",
    'Ahora mismo tiene antojo de helado.',
    'Agora está com vontade de comer açaí.',
    'Adesso ha voglia di gelato.',
    'Сейчас хочется шоколада.',
    '今ケーキが食べたい。',
    '지금 치킨이 먹고 싶다.',
    '现在想吃冰淇淋。',
    '现在特别想喝咖啡。',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Loves ramen.',
    'Hat Lust auf Reisen im Allgemeinen.',
    'A toujours envie de sucré le soir.',
    'Là, il a envie de déménager.',
    'Ahora quiere aprender alemán.',
    'Agora tem vontade de aprender piano.',
    'Vuole imparare il tedesco.',
    'Хочет переехать в Казань.',
    '甘いものが好き。',
    '치킨을 좋아한다.',
    '喜欢喝咖啡。',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a condition suspected or only possible (volatileSuspicion.ts)', () => {
  it.each([
    'User suspects he has asthma.',
    'Could have ADHD, given the questions.',
    'Vermutet, dass sie eine Nussallergie hat.',
    'Hat den Verdacht auf Zöliakie.',
    "Soupçonne d'avoir de l'asthme.",
    'Pense avoir une allergie aux chats.',
    "Il se pourrait qu'il soit daltonien.",
    "Il est possible qu'elle soit allergique.",
    'Pourrait avoir un TDAH.',
    'Sospecha que tiene asma.',
    'Podría tener TDAH.',
    'Desconfia que tem asma.',
    'Poderia ter TDAH.',
    'Sospetta di essere celiaca.',
    'Potrebbe avere il diabete.',
    'Подозревает у себя астму.',
    'Пользователь подозревает, что у него мигрень.',
    '喘息ではないかと疑っている。',
    '糖尿病の疑いがある。',
    '천식이 아닌지 의심하고 있다.',
    '他怀疑自己得了鼻炎。',
    '用户怀疑自己对猫过敏。',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'Has asthma.',
    'Suspects nothing about the surprise party.',
    'Could have shorter answers.',
    'Pense à ses enfants.',
    'Pourrait utiliser plus d’exemples.',
    'Podría usar más ejemplos.',
    'Poderia usar mais exemplos.',
    'Potrebbe usare più esempi.',
    'Подозревает всех в обмане, такой характер.',
    '喘息と診断されている。',
    '천식 진단을 받았다.',
    '怀疑论者，喜欢读科普。',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a guess with "must have" about the person (volatileMustGuess.ts)', () => {
  it.each([
    'User must have kids.',
    'He must have lived abroad.',
    "L'utilisateur doit avoir des enfants.",
    'El usuario debe tener hijos.',
    'O usuário deve ter filhos.',
    'Ele deve ter morado em Lisboa.',
    "L'utente deve avere dei figli.",
    "L'utente deve avere dei nipoti.",
    'Lui deve avere lavorato in banca.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'User must have access to the admin panel.',
    "L'utilisateur doit avoir accès au tableau de bord.",
    'El usuario debe tener acceso de administrador.',
    'O usuário deve ter acesso ao painel.',
    "L'utente deve avere accesso al pannello.",
    'Has two kids.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('"andar" with a feeling or fatigue (volatileLatelyAspect.ts)', () => {
  it.each(['A usuária anda meio triste.', 'Anda muito estressado.', 'Anda exausta.', 'Anda muy agobiada.', 'Ando de mal humor.'])(
    'is temporary: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );

  it.each(['Anda sempre de bicicleta.', 'Anda triste sempre que chove.', 'Anda en bici al trabajo.', 'É uma pessoa triste.'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a place felt like home, in Japanese (volatileAspect.ts)', () => {
  it.each(['ユーザーは学生のように見える。', '疲れているように感じる。'])('is speculative: %s', (text) =>
    expect(stability(text)).toBe('speculative'),
  );
  it.each(['リスボンが第二の故郷のように感じる。', '京都が地元のように思える。'])('is lasting: %s', (text) =>
    expect(stability(text)).toBeUndefined(),
  );
});
