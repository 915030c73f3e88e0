// The twenty-sixth wording round: 8 texts to refuse and 8 to accept in each of ten languages, written as an
// extraction model copies what someone other than the user inferred, guessed or passed on as if it were a fact about
// the user, and the lasting look-alikes the user states as theirs (cases.ts).
import type { BlindCase } from '../blindCase';
import { DE } from './de';
import { EN } from './en';
import { ES } from './es';
import { FR } from './fr';
import { IT } from './it';
import { JA } from './ja';
import { KO } from './ko';
import { PT } from './pt';
import { RU } from './ru';
import { ZH_HANS } from './zh-Hans';

export const BLIND_SET_WORDING_TWENTY_SIX: readonly BlindCase[] = [
  ...EN,
  ...ZH_HANS,
  ...JA,
  ...KO,
  ...DE,
  ...FR,
  ...ES,
  ...PT,
  ...RU,
  ...IT,
];
