// The category rules written for the twenty-third wording round (blindSetWordingTwentyThree.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('children on a school break now (volatileSchoolBreak.ts)', () => {
  temporary([
    'Her boys are on half-term.',
    'Die Jungs haben Osterferien.',
    'Les enfants sont en vacances scolaires.',
    'Mis hijas están de vacaciones de Semana Santa.',
    'Os meninos estão de férias.',
    'I ragazzi sono in vacanza.',
    'У сына каникулы.',
    '儿子在放寒假。',
    '子どもたちは春休み中。',
    '아이들이 겨울방학 중이다.',
  ]);
  lasting([
    'Takes the kids camping every half-term.',
    'Die Kinder haben im Sommer sechs Wochen Ferien.',
    'Part en vacances chaque été en Bretagne.',
    'Los niños tienen vacaciones en julio.',
    'Passa as férias escolares sempre na praia.',
    'Va in vacanza ogni agosto.',
    'Летние каникулы проводит у бабушки каждый год.',
    '每年暑假带孩子旅行。',
    '夏休みは毎年実家に帰る。',
    '여름방학마다 캠핑을 간다.',
  ]);
});

describe('a spell of weather of the moment (volatileWeatherSpell.ts)', () => {
  temporary([
    "We're in a cold snap, so the car won't start.",
    'Bleibt wegen der Hitzewelle drinnen.',
    'Travaille de chez lui à cause de la canicule.',
    'Con la ola de frío no saca al perro.',
    'Estamos numa onda de frio.',
    "Per l'ondata di gelo dorme in salotto.",
    'Из-за жары работает из дома.',
    '正赶上寒潮，孩子们都在家。',
    '猛暑が続いているので散歩は夜にしている。',
    '폭염 때문에 재택근무를 한다.',
  ]);
  lasting([
    'Hates heatwaves.',
    'Mag keine Hitze.',
    'Supporte mal la chaleur.',
    'Odia el calor.',
    'Não gosta de calor.',
    'Non sopporta il caldo.',
    'Не любит жару.',
    '怕热。',
    '暑いのが苦手。',
    '더위를 많이 탄다.',
    '꽃가루 때문에 봄마다 고생한다.',
    '花粉のせいで春はつらい。',
    '因为花粉过敏，春天很少出门。',
  ]);
});

describe('a push before one release (volatileCrunch.ts)', () => {
  temporary([
    "They're in crunch mode before the launch.",
    'Das Team steckt mitten in der heißen Phase.',
    "L'équipe est dans le rush avant la livraison.",
    'El equipo está en plena recta final del proyecto.',
    'O time está na reta final da entrega.',
    'Il gruppo è sotto pressione per la consegna.',
    'В команде аврал перед сдачей.',
    '项目在冲刺阶段。',
    '納期前で忙しい。',
    '마감 막바지 작업 중이다.',
  ]);
  lasting([
    'Hates crunch culture.',
    'Arbeitet gut unter Druck.',
    'Travaille bien sous pression.',
    'Trabaja bien bajo presión.',
    'A equipe trabalha sem correria.',
    'Lavora bene sotto pressione.',
    'Не любит авралы.',
    '不喜欢加班文化。',
    '締め切りは必ず守る。',
    '마감을 항상 지킨다.',
  ]);
});

describe('one answer awaited now (volatileAwaitedAnswer.ts)', () => {
  temporary([
    'Is waiting for the results of the interview.',
    'Wartet auf eine Rückmeldung vom Vermieter.',
    "Attend des nouvelles de l'école.",
    'Está esperando la respuesta del banco.',
    'Aguardando o resultado da seleção.',
    'In attesa di una risposta dal comune.',
    'Ждёт решения по визе.',
    '在等面试结果。',
    '面接の結果を待っている。',
    '면접 결과를 기다리고 있다.',
  ]);
  lasting([
    'Likes quick answers to emails.',
    'Mag schnelle Antworten.',
    'Préfère les réponses écrites.',
    'Prefiere respuestas por escrito.',
    'Prefere respostas por escrito.',
    'Preferisce risposte brevi.',
    'Любит короткие ответы.',
    '喜欢简短的回复。',
    '返事は短いほうがいい。',
    '짧은 답변을 좋아한다.',
  ]);
});

describe('one contract ending in a named month (volatileContractEnd.ts)', () => {
  temporary([
    'Her lease runs out in June.',
    'Das Praktikum endet im Juli.',
    'Son stage se termine en juin.',
    'El alquiler vence en septiembre.',
    'O estágio termina em julho.',
    "L'affitto scade a settembre.",
    'Стажировка заканчивается в июле.',
    '实习7月结束。',
    '賃貸契約が9月で切れる。',
    '인턴 기간이 7월에 끝난다.',
  ]);
  lasting([
    'Has a permanent contract.',
    'Hat einen unbefristeten Vertrag.',
    'A un CDI.',
    'Tiene un contrato indefinido.',
    'Tem contrato por tempo indeterminado.',
    'Ha un contratto a tempo indeterminato.',
    'Работает по бессрочному договору.',
    '签的是无固定期限合同。',
    '正社員として働いている。',
    '정규직으로 일한다.',
  ]);
});

describe('one school event on a named weekday (volatileSchoolEvent.ts)', () => {
  temporary([
    'The twins have a field trip on Thursday.',
    'Der Sohn schreibt am Montag eine Klassenarbeit.',
    'Sa fille a une sortie scolaire jeudi.',
    'El niño tiene excursión el jueves.',
    'A prova de matemática é quinta.',
    'Il figlio ha la verifica giovedì.',
    'В этот четверг у сына экзамен.',
    '儿子周四秋游。',
    '木曜日に娘の授業参観がある。',
    '목요일에 아들 소풍이 있다.',
  ]);
  lasting([
    'Has tests every Friday.',
    'Hat freitags Klassenarbeiten.',
    'A des contrôles tous les vendredis.',
    'Tiene exámenes todos los viernes.',
    'Tem provas às sextas.',
    'Ha verifiche ogni venerdì.',
    'Каждую пятницу пишет контрольные.',
    '每周五考试。',
    '毎週金曜日にテストがある。',
    '매주 금요일에 시험을 본다.',
  ]);
});

describe('a span from a year before 지금 (lexicons/ko.ts)', () => {
  temporary(['지금 회사에 있다.', '아침부터 지금 회사에 있다.']);
  lasting(['2015년부터 지금 회사에 다니고 있다.', '2019년부터 지금 집에 살고 있다.']);
});
