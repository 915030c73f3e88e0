import type { Concept } from './concept';

// Animals a household keeps beside dogs and cats (conceptBridge.data.ts): a horse, a donkey, a hamster, a guinea pig,
// in the ten languages, as a question or a tag writes them. A form that is an everyday word in another sense is left
// out (Chinese 马 alone, as in 半马 a half marathon; English "mare" Italian sea; Spanish and Portuguese "burro" Italian
// butter; Korean 말 speech; Russian "осел" settled; Japanese うま tasty).

export const HOME_ANIMAL_CONCEPTS: readonly Concept[] = [
  {
    id: 'horse',
    kind: 'pet',
    forms: {
      en: ['horse', 'horses', 'stallion', 'gelding'],
      zh: ['马匹', '马儿', '爱马', '母马'],
      ja: ['馬', '愛馬'],
      ko: ['애마', '말들', '경주마'],
      de: ['pferd', 'pferde', 'pferdes', 'stute', 'hengst', 'wallach'],
      fr: ['cheval', 'chevaux', 'jument', 'étalon'],
      es: ['caballo', 'caballos', 'yegua'],
      pt: ['cavalo', 'cavalos', 'égua'],
      ru: ['лошадь', 'лошади', 'лошадью', 'лошадей', 'конь', 'коня', 'кобыла'],
      it: ['cavallo', 'cavalli', 'cavalla', 'giumenta'],
    },
  },
  {
    id: 'donkey',
    kind: 'pet',
    forms: {
      en: ['donkey', 'donkeys', 'she-donkey'],
      zh: ['驴', '毛驴', '驴子'],
      ja: ['ロバ', 'ろば'],
      ko: ['당나귀'],
      de: ['esel', 'eselin', 'esels'],
      fr: ['âne', 'ânesse', 'ânes'],
      es: ['asno', 'asna', 'burra', 'borrico'],
      pt: ['jumento', 'jumenta', 'asno'],
      ru: ['осёл', 'осла', 'ослу', 'ослом', 'ослица', 'ослицу', 'ослицы'],
      it: ['asino', 'asina', 'asini', 'somaro', 'ciuco'],
    },
  },
  {
    id: 'hamster',
    kind: 'pet',
    forms: {
      en: ['hamster', 'hamsters'],
      zh: ['仓鼠'],
      ja: ['ハムスター'],
      ko: ['햄스터'],
      de: ['hamster'],
      fr: ['hamster', 'hamsters'],
      es: ['hámster', 'hámsteres'],
      pt: ['hamster', 'hamsters'],
      ru: ['хомяк', 'хомяка', 'хомяку', 'хомячок', 'хомячка'],
      it: ['criceto', 'criceti'],
    },
  },
  {
    id: 'guinea pig',
    kind: 'pet',
    forms: {
      en: ['guinea pig', 'guinea pigs'],
      zh: ['豚鼠', '荷兰猪'],
      ja: ['モルモット'],
      ko: ['기니피그'],
      de: ['meerschweinchen'],
      fr: ["cochon d'inde", "cochons d'inde"],
      es: ['cobaya', 'cobayas', 'cuy'],
      pt: ['porquinho-da-índia', 'porquinhos-da-índia', 'cobaia'],
      ru: ['морская свинка', 'морскую свинку', 'морской свинки', 'морской свинке'],
      it: ["porcellino d'india", "porcellini d'india", 'cavia'],
    },
  },
];
