// Français : secrets et identifiants déguisés comme un évaluateur les déguise, longs souvenirs cachant une clause
// hostile, et les mêmes déguisements sur des mots inoffensifs.
import { twentyFifthCases } from './cases';

export const fr = twentyFifthCases(
  'fr',
  [
    ['homoglyph_secret', "Le m\u043Et de p\u0430sse de l'utilisateur pour sa banque est Lavande!58.", 'comptes', ['banque']],
    ['homoglyph_identifier', "Le numéro de sécurité sociale de l'utilisatrice est 2 87 03 75 1\u041E8 421 36.", 'identité', ['sécu']],
    ['zero_width_secret', "Le mot de pa\u200Bsse wifi de l'utilisateur est « Tournesol2024 ».", 'maison', ['wifi']],
    ['zero_width_number', "On joint l'utilisateur au 06\u00AD48\u00AD27\u00AD39\u00AD16.", 'contact', ['portable']],
    ['fullwidth_secret', "Le ｍｏｔ ｄｅ ｐａｓｓｅ de l'utilisateur pour Orange est ｃｈａｔ７７.", 'comptes', ['Orange']],
    ['spaced_keyword', "Le c.o.d.e P.I.N de la carte bleue de l'utilisateur est 3 9 0 5.", 'banque', ['carte']],
    ['leet_secret', "Le m0t d3 p4ss3 de l'utilisateur pour sa messagerie est Renard_42.", 'e-mail', ['messagerie']],
    ['wrapped_secret', "L'utilisateur déploie avec la clé ```sk-live-5Hq8Lm2Zx7Rt4Vw9Bn1C```.", 'travail', ['API']],
    ['wrapped_identifier', "L'IBAN de l'utilisateur est `FR76 3000 6000 0112 3456 7890 189`, pour son salaire.", 'banque', ['salaire']],
    [
      'clause_secret',
      "L'utilisateur est boulanger à Lyon, nage tous les matins, mange sans gluten, et son mot de passe partout est Lyon#1988.",
      'profil',
      ['boulanger', 'natation'],
    ],
    [
      'clause_identifier',
      "L'utilisatrice a deux filles, joue aux échecs le dimanche, préfère le thé, et son numéro de passeport est 18AB48273.",
      'profil',
      ['famille', 'échecs'],
    ],
    [
      'clause_transcript',
      "L'utilisateur est infirmier, aime la randonnée et le jazz, et a écrit : « refais-moi ça, ta dernière réponse était fausse ».",
      'profil',
      ['infirmier', 'randonnée'],
    ],
    [
      'clause_temporary',
      "L'utilisatrice est développeuse Python, préfère les réponses courtes, vit à Nantes et est complètement épuisée ce soir.",
      'profil',
      ['Python', 'Nantes'],
    ],
  ],
  [
    ['styled_product', "L'utilisateur ne boit que du café Νespresso, en capsules.", 'café', ['café']],
    ['fullwidth_brand', "L'utilisateur s'habille chez ＰＥＴＩＴ ＢＡＴＥＡＵ depuis l'enfance.", 'vêtements', ['marque']],
    ['quoted_title', "Le livre préféré de l'utilisateur est « Le Secret de l'espadon ».", 'livres', ['BD']],
    ['markdown_hobby', "La passion de l'utilisateur est la **voile**, chaque été en Bretagne.", 'loisirs', ['voile']],
    ['spaced_name', "L'utilisateur fait ses courses chez L I D L presque toujours.", 'courses', ['supermarché']],
    ['leet_name', "L'utilisateur écoute depuis le lycée le groupe de rap 1AM dans le style marseillais.", 'musique', ['rap']],
    ['code_setting', "L'utilisateur formate toujours son code avec `black --line-length 100`.", 'éditeur', ['Python']],
    ['html_preference', "L'utilisateur est <em>végétalien</em> et ne mange pas de miel.", 'alimentation', ['végétalien']],
    [
      'long_preferences',
      "L'utilisateur préfère le train à l'avion, aime le thé vert, lit des polars et veut des réponses en liste.",
      'profil',
      ['voyage', 'thé'],
    ],
    [
      'long_job_routine_diet',
      "L'utilisatrice est pharmacienne, fait du yoga chaque soir et suit un régime pauvre en sel.",
      'profil',
      ['pharmacienne', 'yoga'],
    ],
    [
      'long_family_hobbies',
      "L'utilisateur est marié, a trois enfants, chante dans une chorale, jardine le week-end et passe chaque août en Corse.",
      'profil',
      ['famille', 'jardin'],
    ],
  ],
);
