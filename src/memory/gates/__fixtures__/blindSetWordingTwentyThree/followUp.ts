// Follow-up cases of the twenty-third wording round, written after the rules of volatileSchoolBreak.ts,
// volatileSchoolEvent.ts, volatileWeatherSpell.ts, volatileCrunch.ts, volatileAwaitedAnswer.ts and
// volatileContractEnd.ts: other wordings of each class in other languages than the set's misses, to refuse and to
// accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_THREE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', { work_now: ['Her internship ends in August.'], weather_now: ['Works from home because of the storm.'] }),
  ...group('en', 'accept', { lasting_work: ['Has worked through every release crunch without overtime.'] }),
  ...group('zh-Hans', 'refuse', { work_now: ['还在等升职的消息。'], school_now: ['女儿在放暑假。'] }),
  ...group('zh-Hans', 'accept', { lasting_school: ['每周五学校有体育课。'] }),
  ...group('ja', 'refuse', { work_now: ['昇進の返事待ち。'], school_now: ['息子は冬休み中。'] }),
  ...group('ja', 'accept', { lasting_weather: ['毎年花粉の季節はマスクをする。'] }),
  ...group('ko', 'refuse', { weather_now: ['한파 때문에 아이들이 집에 있다.'], work_now: ['임대차 계약이 3월에 끝난다.'] }),
  ...group('ko', 'accept', { lasting_work: ['2018년부터 지금 팀에서 일하고 있다.'] }),
  ...group('de', 'refuse', {
    work_now: ['Wartet auf die Entscheidung über die Beförderung.'],
    weather_now: ['Bei der Hitze schläft er im Keller.'],
  }),
  ...group('de', 'accept', { lasting_school: ['Die Kinder haben jedes Jahr im Oktober Herbstferien.'] }),
  ...group('fr', 'refuse', { work_now: ['Son CDD se termine en avril.'], school_now: ['Les petits sont en vacances de la Toussaint.'] }),
  ...group('fr', 'accept', { lasting_weather: ['Ferme toujours les fenêtres quand il y a du pollen.'] }),
  ...group('es', 'refuse', {
    work_now: ['El equipo está a tope con el lanzamiento.'],
    weather_now: ['Mientras dure la ola de calor no sale.'],
  }),
  ...group('es', 'accept', { lasting_work: ['Nunca hace horas extra antes de un lanzamiento.'] }),
  ...group('pt', 'refuse', { work_now: ['Aguardando a resposta sobre a promoção.'], weather_now: ['Com a tempestade, o porão alagou.'] }),
  ...group('pt', 'accept', { lasting_school: ['As provas da escola são sempre às sextas.'] }),
  ...group('ru', 'refuse', { school_now: ['У внуков сейчас каникулы.'], weather_now: ['Во время наводнения живёт у сестры.'] }),
  ...group('ru', 'accept', { lasting_work: ['Работает по бессрочному трудовому договору.'] }),
  ...group('it', 'refuse', {
    work_now: ['Il contratto di affitto scade a giugno.'],
    school_now: ['I bambini hanno le vacanze di Natale.'],
  }),
  ...group('it', 'accept', { lasting_weather: ["D'estate soffre sempre l'afa."] }),
];
