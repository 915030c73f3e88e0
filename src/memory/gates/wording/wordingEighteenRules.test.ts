// The category rules written for the eighteenth wording round (blindSetWordingEighteen.test.ts), each both ways,
// through the entry point of the wording rules on canonical text, with the candidate's own text given apart as
// validate.ts does.
import { describe, expect, it } from 'vitest';
import { canonicalize } from '../canonical';
import { volatileStabilityOf } from './volatileWording';

const stability = (s: string) => volatileStabilityOf(canonicalize(`${s} notes`), { ownText: canonicalize(s) });
const temporary = (texts: readonly string[]) => it.each(texts)('is temporary: %s', (text) => expect(stability(text)).toBe('temporary'));
const lasting = (texts: readonly string[]) => it.each(texts)('is lasting: %s', (text) => expect(stability(text)).toBeUndefined());

describe('a state since the weekend (volatileRecentStart.ts)', () => {
  temporary([
    'Has been working from the office since the weekend.',
    'Ist seit dem Wochenende bei seinen Eltern.',
    'Travaille depuis le week-end sur un nouveau dossier.',
    'Trabaja desde casa desde el fin de semana.',
    'Está na casa dos pais desde o fim de semana.',
    'Dorme dai genitori dal weekend.',
    'С выходных живёт у родителей.',
    '从周末开始一直住在父母家。',
    '週末から実家に帰っている。',
    '주말부터 부모님 댁에 있다.',
  ]);
  lasting([
    'Goes hiking every weekend.',
    'Fährt am Wochenende gern Rad.',
    'Fait du vélo le week-end.',
    'Juega al pádel los fines de semana.',
    'Joga futebol nos fins de semana.',
    'Va in montagna nel fine settimana.',
    'По выходным ездит на дачу.',
    '周末喜欢去爬山。',
    '週末は山に登るのが好き。',
    '주말마다 등산을 간다.',
  ]);
});

describe('a quarrel or silence of the moment, unless held for years (volatileStates.ts)', () => {
  temporary([
    'Is in a fight with his roommate.',
    'Hat Streit mit seinem Bruder.',
    'Ne parle plus à son frère.',
    'No le habla a su madre.',
    'Não está falando com o irmão.',
    'Non parla più con il fratello.',
    'Не разговаривает с братом.',
    '不和室友说话。',
    'ルームメイトとけんかしている。',
    '남동생과 싸우고 있다.',
  ]);
  lasting([
    'Has not spoken to his brother in years.',
    'Spricht seit Jahren nicht mit ihrem Bruder.',
    'Ne parle plus à son frère depuis des années.',
    'No le habla a su madre desde hace años.',
    'Não fala com o irmão há anos.',
    'Non parla con il fratello da anni.',
    'Много лет не разговаривает с братом.',
    '多年没和哥哥说话。',
    '兄とは何年も口をきいていない。',
    '형과 수년째 말을 안 하고 있다.',
    'Est fâchée avec son père depuis longtemps.',
    'Talks to her sister every day.',
  ]);
});

describe('standing in for a person of one’s work (volatileStandIn.ts)', () => {
  temporary([
    'Is filling in for his manager.',
    'Springt für einen kranken Kollegen ein.',
    'Remplace son chef.',
    'Sustituye a su jefa.',
    'Está substituindo a chefe.',
    'Sostituisce la sua responsabile.',
    'Замещает начальника отдела.',
    '替同事值班。',
    '上司の代理として出勤している。',
    '선배 대신 출근한다.',
  ]);
  lasting([
    'Works as a substitute teacher.',
    'Covers local news for a newspaper.',
    'Ist Vertretungslehrerin.',
    'Est professeur remplaçant.',
    'Trabaja como profesora suplente.',
    'É professor substituto.',
    'Fa il supplente a scuola.',
    'Работает заместителем директора.',
    '在学校当代课老师。',
    '代理店で働いている。',
    '회사에서 대리로 일한다.',
    'Covers for her boss whenever she travels.',
  ]);
});

describe('a relationship just begun (volatileNewRelationship.ts)', () => {
  temporary([
    'Has just started seeing someone new.',
    'Ist seit kurzem mit Lena zusammen.',
    'Sort avec Paul depuis peu.',
    'Sale con Marta desde hace poco.',
    'Namora a Ana há pouco tempo.',
    'Esce con Luca da poco.',
    'Только начала встречаться с парнем.',
    '刚开始谈恋爱。',
    '彼女と付き合って間もない。',
    '막 연애하기 시작했다.',
  ]);
  lasting([
    'Has been dating Anna since 2019.',
    'Ist seit zehn Jahren mit Lena zusammen.',
    'Sort avec Paul depuis 2018.',
    'Sale con Marta desde hace años.',
    'Namora a Ana há cinco anos.',
    'Esce con Luca da tre anni.',
    'Встречается с девушкой уже три года.',
    '和男朋友在一起五年了。',
    '彼女と付き合って5年になる。',
    '사귄 지 5년 됐다.',
    'Just started a new job at a bank.',
  ]);
});

describe('one’s own pay under negotiation (volatileNegotiation.ts)', () => {
  temporary([
    'Is negotiating a pay rise with HR.',
    'Verhandelt über eine Gehaltserhöhung.',
    'Négocie une augmentation avec son manager.',
    'Negocia un ascenso con su jefe.',
    'Está negociando o salário com a empresa.',
    'Sta trattando un aumento con il capo.',
    'Ведёт переговоры о повышении зарплаты.',
    '正在跟老板谈加薪。',
    '在和老板谈加薪。',
    '給与交渉をしているところ。',
    '급여 인상 협상 중이다.',
  ]);
  lasting([
    'Negotiates supplier contracts for a living.',
    'Negotiates his salary every year.',
    'Verhandelt beruflich Lieferverträge.',
    'Négocie des contrats pour une banque.',
    'Negocia contratos de suministro.',
    'Negocia contratos com fornecedores.',
    'Negozia contratti con i fornitori.',
    'Ведёт переговоры с поставщиками по работе.',
    '负责和供应商谈合同。',
    '取引先との契約交渉を担当している。',
    '협력사와의 계약 협상을 담당한다.',
  ]);
});

describe('a departure set for this month’s end (volatileMonthEndMove.ts)', () => {
  temporary([
    'Leaves the company at the end of the month.',
    'Zieht Ende des Monats aus.',
    'Quitte son poste à la fin du mois.',
    'Deja el trabajo a fin de mes.',
    'Sai da empresa no fim do mês.',
    'Lascia il lavoro a fine mese.',
    'Увольняется в конце месяца.',
    '月底离职。',
    '月末に退職する。',
    '월말에 퇴사한다.',
  ]);
  lasting([
    'Gets paid at the end of the month.',
    'Pays rent at the end of each month.',
    'Bekommt sein Gehalt Ende des Monats.',
    'Est payé à la fin du mois.',
    'Cobra a fin de mes.',
    'Recebe o salário no fim do mês.',
    'Prende lo stipendio a fine mese.',
    'Получает зарплату в конце месяца.',
    '每个月月底交房租。',
    '毎月月末に家賃を払う。',
    '월말에 월급을 받는다.',
  ]);
});

describe('a strike named as the cause (volatileStrikeCause.ts)', () => {
  temporary([
    'Works from home because of the rail strike.',
    'Fährt wegen des Bahnstreiks mit dem Auto.',
    'Prend le vélo à cause de la grève.',
    'Va en bici por la huelga de metro.',
    'Vai de bicicleta por causa da greve.',
    'Va in bici per lo sciopero dei mezzi.',
    'Из-за забастовки ездит на такси.',
    '因为罢工在家办公。',
    'ストライキで電車が止まっている。',
    '파업 때문에 재택근무를 한다.',
  ]);
  lasting([
    'Is a union organiser who plans strikes.',
    'Ist Gewerkschaftssekretär.',
    'Milite dans un syndicat.',
    'Es delegada sindical.',
    'É sindicalista.',
    'Fa il sindacalista.',
    'Работает в профсоюзе.',
    '在工会工作。',
    'テストで満点を取るのが目標。',
    '야구에서 스트라이크를 잘 던진다.',
  ]);
});

describe('a stay of a few days in Chinese (volatileShortPeriods.ts)', () => {
  temporary(['表弟在他家住几天。', '在酒店待两天。', '朋友来家里借宿几天。']);
  lasting(['每年回老家住几天。', '一周工作四天。', '喜欢在海边住。', '会在当地住两周。', '暑假想回老家住几天。']);
});
