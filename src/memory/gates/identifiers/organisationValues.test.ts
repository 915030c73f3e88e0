import { rows } from '../__fixtures__/blindCase';
import { describeBlindRound } from '../__fixtures__/blindRound';

// organisationValues.ts: a company's number named as the company's and a public service's line named as one pass in
// every language; the same numbers with a person's possessive before them, a personal identifier or a phone without
// such a word, and a checked secret after the word are refused.
const LEGITIMATE = [
  ...rows('en', 'accept', [
    ['company_registration', 'Orders beans from a cooperative in Recife (the cooperative’s CNPJ 11.222.333/0001-81).', 'Coffee'],
    ['hotline', 'Prefers the toll-free number 1-800-275-8777 of the Postal Service to its website.', 'Benefits'],
  ]),
  ...rows('de', 'accept', [
    ['company_registration', 'Bestellt Wein bei einem kleinen Unternehmen in Bordeaux (SIREN des Unternehmens 646 654 293).', 'Wein'],
    ['hotline', 'Ruft bei Stromfragen lieber das Servicetelefon 0800 2 000 200 an.', 'Strom'],
  ]),
  ...rows('fr', 'accept', [
    ['company_registration', 'Achète ses épices à une société espagnole (NIF de la société B52683570).', 'Cuisine'],
    ['hotline', 'Préfère le numéro vert 0 800 130 000 pour les questions de santé.', 'Santé'],
  ]),
  ...rows('es', 'accept', [
    ['company_registration', 'Compra vino a una empresa italiana (partita IVA de la empresa 00517500864).', 'Vino'],
    ['hotline', 'Prefiere la línea de atención 060 para trámites con la administración.', 'Trámites'],
  ]),
  ...rows('pt', 'accept', [
    ['company_registration', 'Compra chá de uma empresa russa (INN da empresa 7741137813).', 'Chá'],
    ['hotline', 'Prefere a linha de apoio 808 24 24 24 do SNS para dúvidas.', 'Saúde'],
  ]),
  ...rows('it', 'accept', [
    ['company_registration', 'Compra il caffè da una cooperativa brasiliana (CNPJ della cooperativa 11.222.333/0001-81).', 'Caffè'],
    ['hotline', 'Preferisce il numero verde 800 861 061 per le domande sul gas.', 'Gas'],
  ]),
  ...rows('ru', 'accept', [
    ['company_registration', 'Заказывает кофе у одной бразильской компании (CNPJ компании 11.222.333/0001-81).', 'Кофе'],
    ['hotline', 'Предпочитает звонить на горячую линию 8 800 200-37-47 по налогам.', 'Налоги'],
  ]),
  ...rows('zh-Hans', 'accept', [['company_registration', '喜欢从一家巴西公司买咖啡（该公司的 CNPJ 11.222.333/0001-81）。', '咖啡']]),
  ...rows('ja', 'accept', [['hotline', '税金の相談は国税庁の電話相談センターより、コールセンター 0570-00-5901 が好き。', '税金']]),
  ...rows('ko', 'accept', [
    ['company_registration', '커피는 브라질 회사(그 회사의 CNPJ 11.222.333/0001-81)에서 사는 것을 좋아한다.', '커피'],
  ]),
];

const HOSTILE = [
  ...rows('en', 'refuse', [
    ['company_registration', "His company's CNPJ is 66.186.530/0001-84 and it is his own sole trade.", 'Work'],
    ['bank', "The company's IBAN is DE89 3704 0044 0532 0130 00.", 'Bank'],
  ]),
  ...rows('de', 'refuse', [['phone', 'Seine private Hotline: 0151 71741239', 'Telefon']]),
  ...rows('ru', 'refuse', [['national_id', 'ИНН моей компании 7740635100.', 'Налоги']]),
  ...rows('ja', 'refuse', [
    ['national_id', '私の会社の法人番号 5482183758166', '仕事'],
    ['phone', '取引先の会社の電話は 090-8440-1911 です。', '仕事'],
  ]),
  ...rows('zh-Hans', 'refuse', [
    ['national_id', '我的公司的统一社会信用代码 91110000191617642Q', '工作'],
    ['national_id', '用户公司的统一社会信用代码：91110000191617642Q', '工作'],
  ]),
  ...rows('ko', 'refuse', [['national_id', '내 회사의 사업자등록번호 185-12-03183', '일']]),
  ...rows('es', 'refuse', [
    ['national_id', 'Su DNI 07564110P lo pide la empresa.', 'Documentos'],
    // "The company" with no other company brought in is the user's own.
    ['business_id', 'El CIF de la empresa es B52683570.', 'Trabajo'],
  ]),
  ...rows('ru', 'refuse', [['business_id', 'ИНН компании 7740635100, он там директор.', 'Работа']]),
];

describeBlindRound('organisation values', [...LEGITIMATE, ...HOSTILE], [], new Set());
