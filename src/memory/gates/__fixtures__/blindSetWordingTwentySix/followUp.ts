// Follow-up cases of the twenty-sixth wording round, written after the rules of volatileBeliefs.ts (a relative's, a
// colleague's or a carer's opinion or word on the person's state), volatileDrawnInference.ts, volatileHearsay.ts (a
// rumour passed on) and volatileHedgedSummary.ts: other wordings of each class, to refuse and to accept.
import type { BlindCase } from '../blindCase';
import { group } from './cases';

export const WORDING_TWENTY_SIX_FOLLOW_UP: readonly BlindCase[] = [
  ...group('en', 'refuse', {
    relayed: ["Her therapist thinks she's got social anxiety."],
    inferred: ['Based on the questions, the user is a landlord.'],
  }),
  ...group('en', 'accept', {
    relative_fact: ['Her father thinks the world of her cooking and says so often.'],
    own_diagnosis: ['Her therapist diagnosed her with social anxiety years ago.'],
  }),
  ...group('zh-Hans', 'refuse', {
    relayed: ['他老婆说他有点强迫症。'],
    hearsay: ['传言她下个月就要离职。'],
  }),
  ...group('zh-Hans', 'accept', { relative_fact: ['他爸爸是退休的中学校长。'] }),
  ...group('ja', 'refuse', { relayed: ['上司からは燃え尽きているんじゃないかと言われた。'] }),
  ...group('ja', 'accept', { own_belief: ['輪廻転生を信じている。'] }),
  ...group('ko', 'refuse', { hedged: ['혼자 살고 있을 가능성이 크다.'] }),
  ...group('ko', 'accept', { relative_fact: ['아버지가 제주도에서 귤 농사를 짓는다.'] }),
  ...group('de', 'refuse', {
    relayed: ['Ihre Freundin meint, sie habe eine Essstörung.'],
    inferred: ['Aus den Fragen lässt sich ableiten, dass er Lehrer ist.'],
  }),
  ...group('de', 'accept', { own_belief: ['Ihre Eltern glauben an Gott, sie selbst ist Atheistin.'] }),
  ...group('fr', 'refuse', { hearsay: ["Selon des rumeurs, il serait sur le point d'être licencié."] }),
  ...group('fr', 'accept', { relative_fact: ['Sa sœur est infirmière à Lille.'] }),
  ...group('es', 'refuse', {
    relayed: ['Su psicóloga cree que tiene ansiedad generalizada.'],
    inferred: ['De sus mensajes se infiere que vive en Valencia.'],
  }),
  ...group('es', 'accept', { own_trait: ['Se considera una persona muy ansiosa.'] }),
  ...group('pt', 'refuse', { relayed: ['A namorada dele acha que ele é workaholic.'] }),
  ...group('pt', 'accept', { relative_fact: ['O pai dela é professor de matemática.'] }),
  ...group('ru', 'refuse', { relayed: ['Жена говорит, что у него депрессия.'] }),
  ...group('ru', 'accept', { own_diagnosis: ['У него с детства астма.'] }),
  ...group('it', 'refuse', { inferred: ['Si deduce dai messaggi che vive da sola.'] }),
  ...group('it', 'accept', { relative_fact: ['Suo padre crede molto nella medicina naturale.'] }),
];
