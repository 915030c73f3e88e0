// Follow-up cases of the twenty-fourth round, written after the rules of nowadaysStates.ts, datedNames.ts, the weekday
// and liking forms of volatileDates.ts, the Chinese body state of the moment and the Portuguese "uns dias": other
// wordings of each class in other languages than the set's misses, to accept, and temporary twins to refuse.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const LASTING_TWENTY_FOUR_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'accept', { nowadays_state: ['Is freelance now, mostly translating legal texts.'] }),
  ...group('en', 'refuse', { control_now: ['Is working remotely today while the office is repainted.'] }),
  ...group('zh-Hans', 'accept', { lasting_body: ['一到下午就容易犯困。'] }),
  ...group('zh-Hans', 'refuse', { control_now: ['这会儿头有点晕。'] }),
  ...group('ja', 'accept', { nowadays_state: ['今はリモートワークが中心の働き方だ。'] }),
  ...group('ja', 'refuse', { control_now: ['今日はリモートで仕事している。'] }),
  ...group('ko', 'accept', { nowadays_state: ['이제는 원격으로만 근무한다.'] }),
  ...group('ko', 'refuse', { control_now: ['오늘은 원격으로 근무하고 있다.'] }),
  ...group('de', 'accept', {
    nowadays_state: ['Heutzutage kauft sie nur noch gebraucht.'],
    time_name: ['Arbeitet im Klinikum am Platz 17 Juni.'],
  }),
  ...group('fr', 'accept', {
    nowadays_state: ['De nos jours, il ne boit plus que du thé vert.'],
    never_time: ['Je déteste le dimanche soir.'],
  }),
  ...group('fr', 'refuse', { control_now: ["Aujourd'hui, je suis en télétravail à cause des grèves."] }),
  ...group('es', 'accept', {
    nowadays_state: ['Hoy día vive en Valencia con su pareja.'],
    time_name: ['Vive cerca de la Plaza 2 de Mayo.'],
  }),
  ...group('es', 'refuse', { control_now: ['Hoy está en el hospital por una revisión.'] }),
  ...group('pt', 'accept', {
    nowadays_state: ['Hoje em dia sou vegana.'],
    clock_routine: ['Passa uns dias por semana no escritório do Porto.'],
  }),
  ...group('pt', 'refuse', { control_now: ['Vai passar uns dias no sítio dos avós.'] }),
  ...group('ru', 'accept', {
    nowadays_state: ['Теперь я фрилансер и работаю из дома.'],
    time_name: ['Учится в школе на улице 8 Марта.'],
  }),
  ...group('ru', 'refuse', { control_now: ['Сегодня работаю удалённо из-за ремонта.'] }),
  ...group('it', 'accept', {
    nowadays_state: ['Ai giorni nostri legge solo giornali online.'],
    never_time: ['Non mi piacciono le domeniche pomeriggio.'],
  }),
  ...group('it', 'refuse', { control_now: ['Adesso è a casa con la febbre.'] }),
];
