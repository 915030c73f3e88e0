// Follow-up cases of the fifteenth wording round, written after the rules of volatileFeelingEvent.ts,
// volatileCravingNow.ts, volatileSuspicion.ts and the classes grown in volatileMustGuess.ts, volatileLatelyAspect.ts
// and volatileAspect.ts: other wordings of each class in other languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_FIFTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', { mood_now: ['User is wiped out after the conference.'], hedged_health: ['Suspects she has a nut allergy.'] }),
  ...group('en', 'accept', {
    lasting_feeling: ['Gets drained after long meetings.'],
    stated_trait: ['User must have a quiet desk to focus.'],
  }),
  ...group('zh-Hans', 'refuse', { mood_now: ['加完班累瘫了。'], hedged_health: ['用户怀疑自己有胃炎。'] }),
  ...group('zh-Hans', 'accept', { diagnosed: ['用户确诊过胃炎。'] }),
  ...group('ja', 'refuse', { craving: ['今はカレーの気分。'], hedged_health: ['貧血の疑いがある。'] }),
  ...group('ja', 'accept', { lasting_feeling: ['京都が地元のように思える。'] }),
  ...group('ko', 'refuse', { hedged_health: ['빈혈이 아닌지 의심하고 있다.'], mood_now: ['시험 마치고 완전 녹초가 됐다.'] }),
  ...group('ko', 'accept', { lasting_feeling: ['운동이 끝나면 항상 피곤하다.'] }),
  ...group('de', 'refuse', {
    mood_now: ['Nach dem Umzug ist sie total platt.'],
    hedged_health: ['Hat den Verdacht auf eine Laktoseintoleranz.'],
  }),
  ...group('de', 'accept', { lasting_feeling: ['Ist nach langen Meetings immer erledigt.'] }),
  ...group('fr', 'refuse', {
    craving: ["Là, a envie d'une glace."],
    hedged_health: ["Il est possible qu'il soit daltonien."],
    guess: ['Doit avoir des enfants.'],
  }),
  ...group('fr', 'accept', { stated_trait: ["L'utilisateur doit avoir accès au tableau de bord."] }),
  ...group('es', 'refuse', {
    mood_now: ['Anda muy de bajón.', 'Está preocupada por la entrevista.'],
    hedged_health: ['Podría tener anemia.'],
  }),
  ...group('es', 'accept', { stated_trait: ['Es una persona nerviosa.'], taste: ['Le apetece siempre algo dulce después de comer.'] }),
  ...group('pt', 'refuse', {
    mood_now: ['Anda muito estressada.'],
    hedged_health: ['Suspeita ter anemia.'],
    guess: ['Ela deve ter morado no Porto.'],
  }),
  ...group('pt', 'accept', { lasting_feeling: ['Fica sempre ansiosa antes de voar.'] }),
  ...group('ru', 'refuse', { mood_now: ['Вымоталась после переезда.'], hedged_health: ['Подозревает, что у неё анемия.'] }),
  ...group('ru', 'accept', { lasting_feeling: ['Быстро устаёт после долгих прогулок.'] }),
  ...group('it', 'refuse', {
    mood_now: ['Sfinito dopo la maratona.'],
    hedged_health: ['Sospetta di essere celiaca.'],
    guess: ["L'utente deve avere dei nipoti."],
  }),
  ...group('it', 'accept', { diagnosed: ['È celiaca dal 2015, con diagnosi.'] }),
];
