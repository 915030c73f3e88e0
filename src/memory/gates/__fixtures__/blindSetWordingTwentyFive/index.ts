// The twenty-fifth wording round: 8 texts to refuse and 8 to accept in each of ten languages, written as an
// extraction model copies them from a chat with a coding or tech assistant: devices, apps, accounts and work in
// progress of the moment and the lasting facts that look like them (cases.ts).
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

export const BLIND_SET_WORDING_TWENTY_FIVE: readonly BlindCase[] = [
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
