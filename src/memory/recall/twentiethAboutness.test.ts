import { twentiethQuestions, twentiethStore, runTwentiethAboutnessSet } from './__fixtures__/twentiethRun';
import { describeBlindAboutnessSet } from './__fixtures__/aboutnessSetTests';
import { TWENTIETH_KNOWN_MISSES } from './__fixtures__/twentiethKnownMisses';

// The twentieth blind aboutness set: a twentieth invented user who writes mostly Brazilian Portuguese (Rodrigo
// "Digão" Albuquerque, 44, a mestre-cervejeiro with his own microbrewery, Cervejaria Capivara, in Santa Tereza, Belo
// Horizonte, trained at the Siebel Institute and in Bamberg, who has gout on allopurinol and may only spit-taste his
// own beer, sleep apnoea on CPAP and a mended knee; his wife Rania, a Lebanese French teacher from Zahlé with migraine
// with aura, who sells soy candles; a son Juninho, 14, a futsal player with asthma (Clenil, salbutamol) who supports
// Atlético against his Cruzeiro-mad father; a daughter Bia, 8, coeliac, at ballet and speech therapy, with a cockatiel
// Pipoca; his father Seu Nando with Parkinson's on Prolopa and a paid carer, his mother Dona Cida on losartan in
// Sabará; a sister Carol in Lisbon; a mother-in-law Mona with osteoporosis in Zahlé; a mongrel Tostão (the 1970
// footballer, an old coin) with leishmaniasis and hip dysplasia, a Siamese cat Manga (mango, sleeve) with
// hyperthyroidism, a 1974 Beetle called Jabuti (tortoise, a literary prize) and a red Vespa called Zico; a helper
// nicknamed Brahma, a partner Marcelão, a BDMG loan, a Caixa mortgage, ICMS-ST under the Simples Nacional, a pequi
// sour, a trip to Lebanon, Arabic lessons and an Italian citizenship claim; 112 memories, half of them Portuguese, in
// ten languages of the six memory types) and 748 questions, written before the recall rules were read. Its angles:
// Brazilian Portuguese as it is typed (pra, pro, tá, né, cê, vc, tb, num, dum, kkk, blz, mto, words without accents);
// diminutives and nicknames (Biazinha, Tostãozinho, fusquinha, Juninho, Seu Nando, Marcelão); homographs of memory
// words (manga, banco, vela, real, tostão, jabuti, cruzeiro, canal, pipoca, cachorro-quente, vale a pena); European
// against Brazilian words (autocarro, telemóvel); names that are brands, players or singers (Brahma, Tostão, Zico,
// Nando Reis, Queen Rania, Juninho Pernambucano, Bianchi); his names in other scripts (比娅, トスタン, 라니아, 주니뉴,
// 망가); personal questions with no first-person word; and world questions on brewing, Belo Horizonte, gout, coeliac
// disease, Parkinson's and Cruzeiro.
//
// First score, before any rule was changed for it (2026-12-06): false injection 7.6 % (57 of 748), direct
// questions recalled 84.2 % (294 of 349).
//   by category (false injections / questions): direct 19/349, implicit 1/30, personal_none 3/44, homograph 5/50,
//   name 4/32, place 10/33, brand 9/30, topic 3/51, subword 0/24, function 0/22, stem 0/16, generic 0/21, idiom 0/25,
//   mixed 3/21; recalled: implicit 17/30
//   by language (false / questions, recalled / questions naming memories): pt 24/220 119/142, en 7/85 39/41,
//   zh 2/53 17/24, ja 3/51 19/23, ko 3/50 14/22, de 4/56 20/26, fr 4/58 24/26, es 2/57 19/24, it 2/56 21/23,
//   ru 6/62 19/28

describeBlindAboutnessSet({
  name: 'twentieth',
  questions: twentiethQuestions,
  store: twentiethStore,
  run: runTwentiethAboutnessSet,
  minQuestions: 748,
  minMemories: 112,
  maxFalseInjection: 0.077,
  minDirectRecall: 0.848,
  knownMisses: TWENTIETH_KNOWN_MISSES,
});
