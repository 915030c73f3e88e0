// The category rules written for the eleventh wording round (blindSetWordingEleven.test.ts), each both ways, through
// the entry point of the wording rules on canonical text.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(s));

describe('a present state that began days ago (volatileRecentStart.ts)', () => {
  it.each([
    'User has been working from home since Monday.',
    'Der Nutzer arbeitet seit Montag von zu Hause.',
    'Der Nutzer hat seit zwei Tagen Kopfschmerzen.',
    "L'utilisateur est fatigué depuis deux jours.",
    'El usuario lleva dos días sin dormir bien.',
    'O usuário trabalha de casa desde segunda.',
    'O usuário está cansado há dois dias.',
    "L'utente è stanco da due giorni.",
    'Пользователь работает из дома с понедельника.',
    'Пользователь уже два дня плохо спит.',
    '用户从周一开始在家办公。',
    '用户已经两天没睡好了。',
    'ユーザーは二日前から眠れていない。',
    '사용자는 월요일부터 재택근무 중이다.',
    '사용자는 이틀째 잠을 못 잤다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'User works from Monday to Friday.',
    'Der Nutzer ist seit zwei Jahren Vegetarier.',
    'O usuário mora em Lisboa há dois anos.',
    'O usuário estuda inglês desde a quinta série.',
    'Пользователь работает с понедельника по пятницу.',
    'Пользователь работает с понедельника до пятницы.',
    'Der Nutzer ist seit Montag bis Freitag im Homeoffice, jede Woche.',
    'ユーザーは月曜から金曜まで働いている。',
    '사용자는 월요일부터 금요일까지 출근한다.',
    '사용자는 3년째 같은 회사에 다닌다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('a household service cut or an appliance out of order (volatileOutages.ts)', () => {
  it.each([
    "The user's internet is down.",
    'The fridge is broken, so the user eats out.',
    'Bei der Nutzerin ist der Strom ausgefallen.',
    'Coupure d’eau chez l’utilisateur.',
    'Se fue la luz en casa del usuario.',
    'A internet do usuário está fora do ar.',
    "All'utente è saltata la corrente.",
    'У пользователя отключили свет.',
    '用户家里停电了。',
    'ユーザーの家は停電している。',
    '사용자 집 와이파이가 안 된다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'User lives off-grid in a cabin.',
    'Das Wasser ist dort nicht trinkbar.',
    'User repairs washing machines for a living.',
    'Der Nutzer arbeitet bei den Stadtwerken und kümmert sich um Stromausfälle.',
    '사용자는 정전기에 민감하다.',
    '用户是电工，负责处理停电故障。',
  ])('is lasting: %s', (text) => expect(stability(text)).not.toBe('temporary'));
});

describe('an impression of the person with a verb of seeming (volatileAppearance.ts)', () => {
  it.each([
    'User comes across as shy.',
    'Die Nutzerin wirkt eher ungeduldig.',
    'Wirkt gestresst.',
    'Der Nutzer macht einen müden Eindruck.',
    "L'utilisatrice semble assez timide.",
    "L'utilisateur donne l'impression d'être pressé.",
    'El usuario parece muy tímido.',
    'A usuária parece cansada.',
    "L'utente sembra una persona molto ansiosa.",
    'Пользователь выглядит уставшим.',
  ])('is speculative: %s', (text) => expect(stability(text)).toBe('speculative'));

  it.each([
    'Ibuprofen wirkt bei der Nutzerin gut.',
    'Die Nutzerin wirkt im Kirchenchor mit.',
    'El usuario se parece a su padre.',
    'O usuário parece muito com o pai.',
    'Die Sonne scheint selten in seinem Zimmer.',
  ])('is no impression: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('an acute illness had now, by its closed class (volatileIllness.ts)', () => {
  it.each([
    'User has bronchitis.',
    'Der Nutzer hat eine Bronchitis.',
    "L'utilisateur a une sinusite.",
    'El usuario tiene conjuntivitis.',
    'A usuária está com dengue.',
    "L'utente ha la bronchite.",
    'Пользователь болеет ангиной.',
    '用户得了支气管炎。',
    'ユーザーは気管支炎になった。',
    '사용자는 기관지염에 걸렸다.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each(['Der Nutzer hat eine chronische Bronchitis.', 'Пользователь болеет за «Спартак».', 'Пользователь болеет диабетом.'])(
    'is lasting: %s',
    (text) => expect(stability(text)).toBeUndefined(),
  );
});

describe('a trial in a note or in the first person, and a few days or weeks counted (volatileTrials.ts)', () => {
  it.each([
    'testing a new keyboard layout',
    'je teste une nouvelle appli de budget',
    'probando Linux a ver que tal',
    'testando um app de meditação',
    'sperimentando il pane senza glutine',
    'пробую спать без телефона',
    'Der Nutzer ist für zwei Wochen in Rom.',
    'El usuario está en Lima por dos semanas.',
    'O usuário está em Salvador por duas semanas.',
    "L'utente è a Napoli per due settimane.",
    'Пользователь уехал к родителям на две недели.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each([
    'Testing is part of the user’s job as a QA engineer.',
    'Teste des logiciels pour une banque.',
    'Der Nutzer war vor zwei Wochen in Rom.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());
});

describe('waiting for an announcement or a decision (volatileTrials.ts)', () => {
  it.each([
    'User is waiting for the admission announcement.',
    'Der Nutzer wartet auf die Bekanntgabe der Zulassung.',
    "L'utilisateur attend l'annonce des admissions.",
    'El usuario espera la publicación de las notas.',
    "L'utente aspetta la pubblicazione delle graduatorie.",
    '用户在等签证。',
    'ユーザーは合否の発表を待っている。',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));

  it.each(['User hates waiting in line.', "L'utilisateur attend toujours la dernière minute pour réserver."])('is lasting: %s', (text) =>
    expect(stability(text)).toBeUndefined(),
  );
});

describe('going on as now for good (volatileTense.ts)', () => {
  it.each([
    'User will keep working remotely from now on.',
    'Die Nutzerin wird auch in Zukunft weiter in Hamburg wohnen.',
    "L'utilisateur va continuer à vivre à Lyon définitivement.",
    'El usuario va a seguir trabajando en remoto de forma permanente.',
    'O usuário vai continuar morando em Portugal definitivamente.',
    "L'utente continuerà a vivere in campagna anche in futuro.",
    'Пользователь собирается и дальше жить в Казани.',
    '用户打算以后也继续住在上海。',
    'ユーザーはこれからも東京に住み続ける予定だ。',
    '사용자는 앞으로도 계속 제주도에서 살 계획이다.',
  ])('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

  it.each([
    'User is going to move to Lisbon for good.',
    'El usuario va a seguir trabajando en remoto hasta el viernes.',
    'O usuário vai continuar na casa da mãe até sexta.',
  ])('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
});

describe('French and Italian time words typed without their apostrophe (volatileElision.ts)', () => {
  it.each(['en vacances au Maroc jusqu a dimanche', 'fatigue aujourd hui', 'quest estate al mare con gli amici'])(
    'is temporary: %s',
    (text) => expect(stability(text)).toBe('temporary'),
  );
  it.each(['L utilisateur aime le jazz.', 'jusque-là tout va bien est sa devise'])('is lasting: %s', (text) =>
    expect(stability(text)).toBeUndefined(),
  );
});

describe('Brazilian "esse" for this period (lexicons/pt.ts)', () => {
  it('is temporary: this month', () => expect(stability('experimentando dieta cetogenica esse mês')).toBe('temporary'));
  it('is temporary: in this month', () => expect(stability('nesse mês o usuário trabalha de casa')).toBe('temporary'));
  it('is lasting: a month of the past', () => expect(stability('O usuário nasceu naquele mês de maio.')).toBeUndefined());
});
