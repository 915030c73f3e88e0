import type { Concept } from './conceptBridge.data';

// The wider family for the bridge, by class: grandchildren, a sibling's children, cousins, aunts, uncles and the
// partner's parents, in the ten languages (conceptBridge.data.ts holds the household: children, parents, partner,
// siblings, grandparents). Written by hand like the household (CLDR names none of them), as a question or a tag writes
// them, with the Russian cases the stemmer does not join. A form that is also an everyday word in another sense is left
// out: Chinese 阿姨 and 叔叔 and Japanese おばさん and おじさん call any older woman or man, French "petite fille" is
// any little girl, Spanish and Portuguese "prima" is a premium and Italian "prima" before. Italian "nipote" is a
// grandchild as well as a niece or nephew: it is kept with the sibling's children only. A grandchild is also written in
// the plural and gender-neutral forms and the diminutives a grandparent uses (손주들, 孙子孙女, netinhos, внучата).

const relation = (id: string, forms: Concept['forms']): Concept => ({ id, kind: 'relation', forms });

export const KINSHIP_CONCEPTS: readonly Concept[] = [
  relation('grandchild', {
    en: [
      'grandchild',
      'grandchildren',
      'grandson',
      'granddaughter',
      'grandsons',
      'granddaughters',
      'grandkids',
      'grandkid',
      'grandbaby',
      'grandbabies',
    ],
    zh: ['孙子', '孙女', '外孙', '外孙女', '孙辈', '孙儿', '外孙子', '孙子孙女'],
    ja: ['孫', 'お孫さん', '孫娘', '孫息子', '初孫'],
    ko: ['손자', '손녀', '손주', '손주들', '손자들', '손녀들', '손녀딸'],
    de: ['enkel', 'enkelin', 'enkelkind', 'enkelkinder', 'enkeln', 'enkelinnen', 'enkelkindern', 'enkelsohn', 'enkeltochter'],
    fr: ['petit-fils', 'petits-fils', 'petite-fille', 'petites-filles', 'petits-enfants', 'petit-enfant'],
    es: ['nieto', 'nieta', 'nietos', 'nietas', 'nietecito', 'nietecita', 'nietecitos'],
    pt: ['neto', 'neta', 'netos', 'netas', 'netinho', 'netinha', 'netinhos', 'netinhas'],
    ru: [
      'внук',
      'внука',
      'внуку',
      'внуком',
      'внучка',
      'внучку',
      'внучке',
      'внучкой',
      'внуки',
      'внуков',
      'внукам',
      'внучки',
      'внучок',
      'внучата',
      'внучат',
      'внучатам',
    ],
    it: ['nipotino', 'nipotina', 'nipotini', 'nipotine'],
  }),
  relation('niece or nephew', {
    en: ['niece', 'nieces', 'nephew', 'nephews'],
    zh: ['侄子', '侄女', '外甥', '外甥女'],
    ja: ['姪', '甥', '姪っ子', '甥っ子'],
    ko: ['조카', '조카딸', '조카들'],
    de: ['nichte', 'nichten', 'neffe', 'neffen'],
    fr: ['nièce', 'nièces', 'neveu', 'neveux'],
    es: ['sobrino', 'sobrina', 'sobrinos', 'sobrinas'],
    pt: ['sobrinho', 'sobrinha', 'sobrinhos', 'sobrinhas'],
    ru: ['племянник', 'племянника', 'племяннику', 'племянница', 'племянницу', 'племяннице', 'племянники', 'племянницы'],
    it: ['nipote', 'nipoti'],
  }),
  relation('cousin', {
    en: ['cousin', 'cousins'],
    zh: ['表哥', '表姐', '表弟', '表妹', '堂哥', '堂姐', '堂弟', '堂妹', '表兄弟', '表姐妹'],
    ja: ['いとこ', '従兄弟', '従姉妹', '従兄', '従姉', '従弟', '従妹'],
    ko: ['사촌', '사촌동생', '사촌형', '사촌언니', '사촌오빠', '사촌누나'],
    de: ['cousin', 'cousine', 'cousins', 'cousinen'],
    fr: ['cousin', 'cousine', 'cousins', 'cousines'],
    es: ['primo', 'primos', 'primas'],
    pt: ['primo', 'primos', 'primas'],
    ru: ['двоюродный брат', 'двоюродная сестра', 'двоюродного брата', 'двоюродной сестры', 'кузен', 'кузина'],
    it: ['cugino', 'cugina', 'cugini', 'cugine'],
  }),
  relation('aunt', {
    en: ['aunt', 'aunts', 'auntie'],
    zh: ['姑姑', '姨妈', '舅妈', '婶婶', '伯母', '小姨'],
    ja: ['叔母', '伯母', '叔母さん', '伯母さん'],
    ko: ['이모', '고모', '숙모', '외숙모'],
    de: ['tante', 'tanten'],
    fr: ['tante', 'tantes', 'tata'],
    es: ['tía', 'tías'],
    pt: ['tia', 'tias'],
    ru: ['тётя', 'тетя', 'тёти', 'тети', 'тётю', 'тетю', 'тётей', 'тетей'],
    it: ['zia', 'zie'],
  }),
  relation('uncle', {
    en: ['uncle', 'uncles'],
    zh: ['舅舅', '伯伯', '姑父', '姨父', '大伯', '小叔'],
    ja: ['叔父', '伯父', '叔父さん', '伯父さん'],
    ko: ['삼촌', '외삼촌', '이모부', '고모부', '큰아버지', '작은아버지'],
    de: ['onkel', 'onkels'],
    fr: ['oncle', 'oncles', 'tonton'],
    es: ['tío', 'tíos'],
    pt: ['tio', 'tios'],
    ru: ['дядя', 'дяди', 'дядю', 'дядей', 'дяде'],
    it: ['zio', 'zii'],
  }),
  // Twins are the children of a household that has them, named together.
  relation('twins', {
    en: ['twins', 'twin'],
    zh: ['双胞胎', '龙凤胎'],
    ja: ['双子', '双子の子'],
    ko: ['쌍둥이', '쌍둥이들'],
    de: ['zwillinge', 'zwillingen'],
    fr: ['jumeaux', 'jumelles'],
    es: ['gemelos', 'gemelas', 'mellizos', 'mellizas'],
    pt: ['gêmeos', 'gêmeas'],
    ru: ['близнецы', 'близнецов', 'близнецам', 'близнецами', 'двойняшки', 'двойняшек', 'двойняшкам'],
    it: ['gemelli', 'gemelle'],
  }),
  relation('parent-in-law', {
    en: ['mother-in-law', 'father-in-law', 'in-laws', 'parents-in-law'],
    zh: ['婆婆', '岳母', '公公', '岳父', '丈母娘', '公婆'],
    ja: ['義母', '義父', 'お義母さん', 'お義父さん', '姑', '舅', '義両親'],
    ko: ['시어머니', '장모', '시아버지', '장인', '장모님', '장인어른', '시부모'],
    de: ['schwiegermutter', 'schwiegervater', 'schwiegereltern'],
    fr: ['belle-mère', 'beau-père', 'beaux-parents'],
    es: ['suegra', 'suegro', 'suegros'],
    pt: ['sogra', 'sogro', 'sogros'],
    ru: ['свекровь', 'свекрови', 'тёща', 'теща', 'тёщи', 'тещи', 'свёкор', 'свекор', 'тесть', 'тестя'],
    it: ['suocera', 'suocero', 'suoceri'],
  }),
  // A child's partner. French "belle-fille" is also a stepdaughter, Japanese 嫁 any bride and Portuguese "nora" a
  // given name: left out.
  relation('child-in-law', {
    en: ['son-in-law', 'daughter-in-law', 'sons-in-law', 'daughters-in-law'],
    zh: ['女婿', '儿媳', '儿媳妇', '女婿们'],
    ja: ['婿', '娘婿', 'お婿さん', '義理の息子', '義理の娘'],
    ko: ['사위', '며느리'],
    de: ['schwiegersohn', 'schwiegertochter', 'schwiegersöhne', 'schwiegertöchter'],
    fr: ['gendre', 'gendres', 'bru'],
    es: ['yerno', 'nuera', 'yernos', 'nueras'],
    pt: ['genro', 'genros', 'noras'],
    ru: ['зять', 'зятя', 'зятю', 'зятем', 'невестка', 'невестку', 'невестки', 'невестке', 'сноха', 'сноху'],
    it: ['genero', 'nuora', 'generi', 'nuore'],
  }),
];

/**
 * The relation each kinship role stands in to the user's people: a grandmother's are her grandchildren, a mother's
 * her children (roleFrames.ts). A child as such is left out: "as a child", "als Kind", "da bambino" tell the user's
 * childhood, not a parent.
 */
export const CONVERSE_RELATIONS: Readonly<Record<string, readonly string[]>> = {
  grandmother: ['grandchild'],
  grandfather: ['grandchild'],
  grandchild: ['grandmother', 'grandfather'],
  mother: ['son', 'daughter', 'child'],
  father: ['son', 'daughter', 'child'],
  son: ['mother', 'father'],
  daughter: ['mother', 'father'],
  aunt: ['niece or nephew'],
  uncle: ['niece or nephew'],
  'niece or nephew': ['aunt', 'uncle'],
  partner: ['partner'],
  brother: ['brother', 'sister'],
  sister: ['brother', 'sister'],
  cousin: ['cousin'],
  'parent-in-law': ['child-in-law'],
  'child-in-law': ['parent-in-law'],
};
