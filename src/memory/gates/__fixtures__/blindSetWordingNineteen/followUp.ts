// Follow-up cases of the nineteenth wording round, written after the rules of volatileHalfway.ts, volatileStreak.ts,
// volatileBinge.ts, volatileNewCraze.ts and volatileEventOfDay.ts: other wordings of each class in other languages
// than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_NINETEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    progress_now: ['Is halfway through a 500-piece jigsaw.'],
    media_now: ['Binge-watching the new season of a sitcom.'],
  }),
  ...group('en', 'accept', { lasting_habit: ['Does a jigsaw puzzle every winter.'] }),
  ...group('zh-Hans', 'refuse', { hobby_now: ['在为周日的演出排练。'], media_now: ['正在刷一部日剧。'] }),
  ...group('zh-Hans', 'accept', { lasting_media: ['喜欢追日剧。'] }),
  ...group('ja', 'refuse', { progress_now: ['語学アプリで30日連続学習中。'], hobby_now: ['先月から編み物に夢中になっている。'] }),
  ...group('ja', 'accept', { lasting_hobby: ['十年以上編み物を続けている。'] }),
  ...group('ko', 'refuse', { media_now: ['웹툰을 정주행 중이다.'], hobby_now: ['일요일 결혼식을 위해 축가를 연습한다.'] }),
  ...group('ko', 'accept', { lasting_media: ['웹툰을 즐겨 본다.'] }),
  ...group('de', 'refuse', {
    progress_now: ['Hat die Hälfte eines Romans gelesen.'],
    hobby_now: ['Ist seit einem Monat süchtig nach Padel.'],
  }),
  ...group('de', 'accept', { lasting_hobby: ['Spielt seit Jahren Padel.'] }),
  ...group('fr', 'refuse', { media_now: ['Dévore une série espagnole.'], hobby_now: ['Se passionne pour le crochet depuis un mois.'] }),
  ...group('fr', 'accept', { lasting_hobby: ['Fait du crochet depuis toujours.'] }),
  ...group('es', 'refuse', {
    progress_now: ['Tiene una racha de 40 días en Duolingo.'],
    hobby_now: ['Practica una canción para la fiesta del viernes.'],
  }),
  ...group('es', 'accept', { lasting_habit: ['Practica piano todos los días.'] }),
  ...group('pt', 'refuse', {
    progress_now: ['Leu metade do livro do clube.'],
    hobby_now: ['Está apaixonado pelo surfe desde o mês passado.'],
  }),
  ...group('pt', 'accept', { lasting_hobby: ['Surfa desde a adolescência.'] }),
  ...group('ru', 'refuse', {
    progress_now: ['Уже 20 дней подряд занимается в приложении.'],
    media_now: ['Запоем пересматривает старый сериал.'],
  }),
  ...group('ru', 'accept', { lasting_media: ['Любит старые сериалы.'] }),
  ...group('it', 'refuse', {
    progress_now: ['Ha una serie di 30 giorni sull’app di lingue.'],
    hobby_now: ['Prova una canzone per la festa di sabato.'],
  }),
  ...group('it', 'accept', { lasting_habit: ['Studia inglese ogni sera.'] }),
];
