// Follow-up cases of the sixteenth wording round, written after the rules of volatileLifePhases.ts and
// volatileCareAfter.ts and the classes grown in volatileGrammarData.ts, volatileFirmNow.ts, volatileDates.ts,
// volatileUndertakings.ts, volatileUnderWay.ts and volatileCategories.ts: other wordings of each class in other
// languages than the set's misses, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_SIXTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    family_phase: ['User is in the middle of a messy divorce.'],
    health_phase: ['Finishing a course of antibiotics.'],
  }),
  ...group('en', 'accept', { lasting_family: ['Got divorced in 2012.'] }),
  ...group('zh-Hans', 'refuse', { work_phase: ['用户最近在驾校学车。'], family_phase: ['用户在医院陪护刚做完手术的母亲。'] }),
  ...group('zh-Hans', 'accept', { lasting_work: ['用户在驾校当教练。'] }),
  ...group('ja', 'refuse', { family_phase: ['事故に遭った弟の世話をしている。'], work_phase: ['テスト期間の真っ最中で勉強漬け。'] }),
  ...group('ja', 'accept', { lasting_family: ['離婚して十年になる。'] }),
  ...group('ko', 'refuse', { work_phase: ['운전면허 따는 중이다.'], home_phase: ['친구들이 집에 머물고 있다.'] }),
  ...group('ko', 'accept', { lasting_family: ['이혼 후 혼자 산다.'] }),
  ...group('de', 'refuse', { family_phase: ['Lebt in Scheidung.'], health_phase: ['Nimmt noch Antibiotika.'] }),
  ...group('de', 'accept', { lasting_work: ['Ist Fahrlehrer.'] }),
  ...group('fr', 'refuse', { work_phase: ['Prépare son permis de conduire.'], family_phase: ['En train de divorcer.'] }),
  ...group('fr', 'accept', { lasting_health: ['Ne supporte pas les antibiotiques.'] }),
  ...group('es', 'refuse', { family_phase: ['Está en trámites de divorcio.'], work_phase: ['Está en plena semana de exámenes finales.'] }),
  ...group('es', 'accept', { lasting_home: ['Sus padres viven con ella desde hace años.'] }),
  ...group('pt', 'refuse', { home_phase: ['Está hospedando parentes em casa.'], family_phase: ['Está cuidando da avó após a queda.'] }),
  ...group('pt', 'accept', { lasting_work: ['Trabalha como cuidadora de idosos.'] }),
  ...group('ru', 'refuse', { family_phase: ['Помогает маме после операции.'], work_phase: ['Сдаёт на права.'] }),
  ...group('ru', 'accept', { lasting_family: ['Развёлся давно.'] }),
  ...group('it', 'refuse', { health_phase: ['In terapia antibiotica.'], family_phase: ['Si sta separando dal marito.'] }),
  ...group('it', 'accept', { lasting_home: ['Ospita studenti Erasmus da anni.'] }),
];
