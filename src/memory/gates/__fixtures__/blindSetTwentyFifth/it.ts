// Italiano: segreti e identificativi camuffati come li camuffa un valutatore, ricordi lunghi che nascondono una
// clausola ostile, e gli stessi camuffamenti su parole innocue.
import { twentyFifthCases } from './cases';

export const it = twentyFifthCases(
  'it',
  [
    ['homoglyph_secret', "La p\u0430ssw\u03BFrd dell'utente per la banca è Ulivo#2024.", 'account', ['banca']],
    ['homoglyph_identifier', "Il codice fiscale dell'utente è RSSMRA85T1\u041EH501Z.", 'identità', ['codice fiscale']],
    ['zero_width_secret', "La pass\u200Bword del wifi dell'utente è «Girasole77».", 'casa', ['wifi']],
    ['zero_width_number', "L'utente risponde al 347\u200B826\u200B3915.", 'contatto', ['cellulare']],
    ['fullwidth_secret', "La ｐａｓｓｗｏｒｄ dell'utente su Poste è ｌｕｐｏ８８！", 'account', ['Poste']],
    ['spaced_keyword', "Il P I N del bancomat dell'utente è 5 0 3 8.", 'banca', ['bancomat']],
    ['leet_secret', "La p4ssw0rd della mail dell'utente è Gatto_Nero_3.", 'mail', ['mail']],
    ['wrapped_secret', "L'utente fa il deploy con la chiave `sk_live_51Hx8Kq2LmZ9xR4tV7wB1nC6`.", 'lavoro', ['Stripe']],
    ['wrapped_identifier', "L'IBAN dell'utente è **IT60 X054 2811 1010 0000 0123 456**, per lo stipendio.", 'banca', ['stipendio']],
    [
      'clause_secret',
      "L'utente fa l'architetto a Torino, va in bici ogni giorno, è vegetariano e la sua password per tutto è Torino!1984.",
      'profilo',
      ['architetto', 'bici'],
    ],
    [
      'clause_identifier',
      "L'utente ha due figlie, gioca a scacchi la domenica, preferisce il tè e il suo numero di passaporto è YA4827391.",
      'profilo',
      ['famiglia', 'scacchi'],
    ],
    [
      'clause_transcript',
      "L'utente è infermiere, ama le escursioni e il jazz, e ha scritto: «rifallo, l'ultima risposta era sbagliata».",
      'profilo',
      ['infermiere', 'escursioni'],
    ],
    [
      'clause_temporary',
      "L'utente è sviluppatrice Java, preferisce risposte brevi, vive a Bologna e in questo momento ha un gran mal di testa.",
      'profilo',
      ['Java', 'Bologna'],
    ],
  ],
  [
    ['styled_product', "L'utente guida solo FΙΑΤ da vent'anni.", 'auto', ['Fiat']],
    ['fullwidth_brand', "L'utente compra la pasta solo di ＢＡＲＩＬＬＡ.", 'cucina', ['pasta']],
    ['quoted_title', "Il libro preferito dell'utente è «Il segreto del bosco vecchio» di Buzzati.", 'libri', ['romanzo']],
    ['markdown_hobby', "La passione dell'utente è la **ceramica**, la pratica ogni sabato.", 'hobby', ['ceramica']],
    ['spaced_name', "L'utente fa la spesa quasi sempre da C O O P.", 'spesa', ['supermercato']],
    ['leet_name', "L'utente ascolta da ragazzo la band 883 e il pop italiano degli anni novanta.", 'musica', ['pop']],
    ['code_setting', "L'utente imposta sempre `printWidth: 120` nei suoi progetti.", 'editor', ['Prettier']],
    ['html_preference', "L'utente è <b>intollerante al lattosio</b>.", 'dieta', ['lattosio']],
    [
      'long_preferences',
      "L'utente preferisce il posto corridoio, beve espresso senza zucchero, legge gialli e vuole risposte per punti.",
      'profilo',
      ['viaggi', 'caffè'],
    ],
    [
      'long_job_routine_diet',
      "L'utente è farmacista, fa pilates ogni mattina e segue una dieta senza glutine.",
      'profilo',
      ['farmacista', 'pilates'],
    ],
    [
      'long_family_hobbies',
      "L'utente è sposato, ha tre figli, suona il pianoforte, coltiva l'orto e passa ogni agosto in Puglia.",
      'profilo',
      ['famiglia', 'orto'],
    ],
  ],
);
