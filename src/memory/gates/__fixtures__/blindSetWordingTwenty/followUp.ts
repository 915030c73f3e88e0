// Follow-up cases of the twentieth wording round, written after the rules of volatileRoutineUntil.ts,
// volatileCleanse.ts, volatileAbstaining.ts, volatileInjury.ts, volatileDentalCare.ts and the coming-event diets of
// volatileEventBound.ts: other wordings of each class in other languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    illness_now: ['Pulled a hamstring at football.'],
    diet_now: ['Is off sugar.'],
  }),
  ...group('en', 'accept', { lasting_care: ['Has a dental check-up every six months.'] }),
  ...group('zh-Hans', 'refuse', { treatment_now: ['到四月每周做三次针灸。'], illness_now: ['拉伤了大腿。'] }),
  ...group('zh-Hans', 'accept', { lasting_care: ['每年春天都做一次体检。'] }),
  ...group('ja', 'refuse', { diet_now: ['デトックス中なのでお酒は飲まない。'], treatment_now: ['根管治療を受けている。'] }),
  ...group('ja', 'accept', { lasting_health: ['生まれつき片耳が聞こえにくい。'] }),
  ...group('ko', 'refuse', { illness_now: ['목발을 짚고 다닌다.'], treatment_now: ['4월까지 매주 도수치료를 받는다.'] }),
  ...group('ko', 'accept', { lasting_diet: ['매일 아침 녹즙을 마신다.'] }),
  ...group('de', 'refuse', { diet_now: ['Macht gerade Heilfasten.'], illness_now: ['Läuft an Krücken.'] }),
  ...group('de', 'accept', { lasting_care: ['Geht zweimal im Jahr zur Zahnreinigung.'] }),
  ...group('fr', 'refuse', { illness_now: ['S’est tordu la cheville au foot.'], treatment_now: ['Fait de la kiné jusqu’en avril.'] }),
  ...group('fr', 'accept', { lasting_diet: ['Boit un jus de carotte chaque matin.'] }),
  ...group('es', 'refuse', { treatment_now: ['Le están tratando una muela.'], diet_now: ['Está sin tomar café.'] }),
  ...group('es', 'accept', { lasting_health: ['Lleva audífonos desde niño.'] }),
  ...group('pt', 'refuse', { illness_now: ['Anda de muletas.'], diet_now: ['Está fazendo uma dieta detox.'] }),
  ...group('pt', 'accept', { lasting_diet: ['Não come carne desde 2010.'] }),
  ...group('ru', 'refuse', { treatment_now: ['Лечит зуб у стоматолога.'], illness_now: ['Растянул связки на тренировке.'] }),
  ...group('ru', 'accept', { lasting_care: ['Каждый год проходит медосмотр.'] }),
  ...group('it', 'refuse', { diet_now: ['Sta senza bere alcolici.'], illness_now: ['Cammina con le stampelle.'] }),
  ...group('it', 'accept', { lasting_health: ['Porta l’apparecchio acustico da anni.'] }),
];
