// Follow-up cases of the thirteenth wording round, written after the rules of volatileFieldState.ts, volatileMarkers.ts,
// volatileProvisional.ts, volatileUnderWay.ts, volatileEvaluating.ts, volatileGuessMarks.ts, volatileNewborn.ts and
// the classes grown in volatileAppearance.ts, volatileGuessEnding.ts, volatileDates.ts and quotedLinesData.ts: other
// wordings of each class in the same terse style, beside look-alikes that last and share their words.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_THIRTEEN_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    field_state: ['vibe: frazzled, two deadlines'],
    guess_mark: ['married?, wears a ring'],
    crm_now: ['Prospect weighing Zoom vs. Teams'],
  }),
  ...group('en', 'accept', {
    field_lasting: ['blood type: O-'],
    title_time: ['fav show: "Is It Cake?"'],
  }),
  ...group('zh-Hans', 'refuse', { short_date: ['4/20前不接新项目'], marker: ['😷 咳嗽，居家办公'] }),
  ...group('ja', 'refuse', { guess_mark: ['既婚？指輪あり'], crm_now: ['顧客は他社製品も検討中'] }),
  ...group('ko', 'refuse', { crm_now: ['고객은 결정을 미루는 듯'], qualifier: ['회의 툴: 줌 (임시)'] }),
  ...group('de', 'refuse', { field_state: ['Laune: angespannt (Umzug)'], fragment: ['- auf Stellensuche, viele Absagen'] }),
  ...group('de', 'accept', { field_lasting: ['Blutgruppe: A+'], crm_lasting: ['Kundin wirkt seit Jahren im Beirat mit.'] }),
  ...group('fr', 'refuse', { crm_now: ['Cliente semble hésitante'], short_date: ["en déplacement jusqu'au 20/04"] }),
  ...group('es', 'refuse', { guess_mark: ['prob. diseñadora, habla de Figma'], marker: ['#provisional vive con sus padres'] }),
  ...group('es', 'accept', { crm_lasting: ['Cliente se parece mucho a su socio en el trato.'] }),
  ...group('pt', 'refuse', { short_date: ['licença até 20/04'], fragment: ['- em processo de mudança'] }),
  ...group('pt', 'accept', { field_lasting: ['Humor: seco, adora ironia'] }),
  ...group('it', 'refuse', { field_state: ["Stato d'animo: agitato (trasloco)"], crm_now: ['Cliente sembra indeciso'] }),
  ...group('ru', 'refuse', { guess_mark: ['наверн. студент'], field_state: ['Самочувствие: так себе, простыл'] }),
  ...group('ru', 'accept', { crm_lasting: ['Клиент с 2015 года, платит вовремя'] }),
];
