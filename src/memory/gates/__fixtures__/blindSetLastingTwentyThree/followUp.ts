// Follow-up cases of the twenty-third round, written after the rules of neverClauses.ts, latinNamesInCjk.ts,
// seasonalFrequency.ts and dislikedEpisodes.ts: the over-refusals noted at the end of the last session, other
// wordings of each class in other languages than the set's misses, to accept, and temporary twins to refuse.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const LASTING_TWENTY_THREE_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'accept', { episode_dislike: ['Hates being stuck in traffic'], never_habit: ['Has never had a cold sore.'] }),
  ...group('en', 'refuse', { control_now: ['Has a cold sore right now.'] }),
  ...group('zh-Hans', 'accept', { episode_dislike: ['很怕航班延误'], time_title: ['每周都听 Today Explained 这档播客。'] }),
  ...group('zh-Hans', 'refuse', { control_now: ['航班今天延误了。'] }),
  ...group('ja', 'accept', { time_title: ['好きな番組はThis Week in Techです。'], frequency_habit: ['毎夏、北海道で過ごす。'] }),
  ...group('ko', 'accept', { time_title: ['좋아하는 밴드는 Tonight Alive이다.'], frequency_habit: ['가을마다 설악산에 간다.'] }),
  ...group('de', 'accept', {
    never_habit: ['Ist nie krankgeschrieben'],
    frequency_habit: ['Jeden Sommer fährt sie für zwei Wochen an die Ostsee.'],
  }),
  ...group('de', 'refuse', { control_now: ['Ist seit Montag krankgeschrieben.'] }),
  ...group('fr', 'accept', {
    never_habit: ["N'a jamais été en arrêt maladie"],
    frequency_habit: ['Tous les hivers, il part skier à Chamonix.'],
  }),
  ...group('fr', 'refuse', { control_now: ["Est en arrêt maladie jusqu'à vendredi."] }),
  ...group('es', 'accept', {
    never_habit: ['Nunca ha estado de baja en su vida.'],
    frequency_habit: ['Todos los veranos va a pasar un mes a Galicia.'],
  }),
  ...group('pt', 'accept', { never_habit: ['Nunca esteve de atestado.'], episode_dislike: ['Tem medo de ficar preso em elevadores.'] }),
  ...group('it', 'accept', {
    never_habit: ['Non è mai stato in malattia in vent’anni.'],
    frequency_habit: ['Ogni estate va a stare al mare per un mese.'],
  }),
  ...group('it', 'refuse', { control_now: ['È in malattia da lunedì.'] }),
  ...group('ru', 'accept', {
    never_habit: ['Никогда не был на больничном.'],
    frequency_habit: ['Каждое лето уезжает к бабушке на месяц.'],
  }),
];
