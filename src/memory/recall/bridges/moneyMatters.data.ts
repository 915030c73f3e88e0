import type { Concept } from './concept';

// The money matters of a household or a small business a question or a tag names in the ten languages, beside the
// loans, savings and pensions of lifeEvents.data.ts: investing (an index fund, an ETF, a monthly plan into a fund,
// dividends), a public grant or subsidy and its application, a renovation of a house or premises. Written by hand
// like lifeEvents.data.ts, with CJK words as Intl.Segmenter yields them. A form that is an everyday word in another
// sense is left out (English "stock" an inventory and "shares" a verb, "grant" a name, French "bourse" a scholarship
// and "actions", Spanish "acciones", Italian "azioni" any actions, Russian "акции" a sale, German "Depot" a warehouse,
// Spanish "renovación" a renewal and "rehabilitación" a therapy, Portuguese "reforma" a retirement, Russian "ремонт"
// any repair, Korean 적립 a card's points). conceptBridge.ts decides when a match counts.

export const MONEY_MATTER_CONCEPTS: readonly Concept[] = [
  {
    id: 'investing',
    kind: 'life',
    forms: {
      en: [
        'index fund',
        'index funds',
        'etf',
        'etfs',
        'mutual fund',
        'mutual funds',
        'brokerage account',
        'stock market',
        'investing',
        'investments',
        'dividends',
      ],
      zh: ['指数基金', '基金', '定投', '基金定投', '股票', '理财', '投资', '股息'],
      ja: ['投資', '投資信託', '投信', 'インデックスファンド', 'ファンド', '積立投資', '株式投資', '配当金'],
      ko: ['투자', '인덱스펀드', '펀드', '주식', '적립식', '주식투자', '배당금'],
      de: ['indexfonds', 'aktien', 'aktienfonds', 'etf sparplan', 'wertpapierdepot', 'geldanlage', 'dividenden'],
      fr: ['fonds indiciel', 'fonds indiciels', 'placements financiers', 'investissement', 'investissements', 'dividendes'],
      es: ['fondo indexado', 'fondos indexados', 'fondo de inversión', 'fondos de inversión', 'inversión', 'inversiones', 'dividendos'],
      pt: [
        'fundo de índice',
        'fundos de índice',
        'fundo indexado',
        'fundo de investimento',
        'fundos de investimento',
        'investimento',
        'investimentos',
        'dividendos',
      ],
      ru: [
        'индексный фонд',
        'индексного фонда',
        'индексные фонды',
        'инвестиции',
        'инвестиций',
        'инвестициях',
        'брокерский счёт',
        'брокерский счет',
        'дивиденды',
      ],
      it: [
        'fondo indicizzato',
        'fondi indicizzati',
        'fondo comune',
        'fondi comuni',
        'piano di accumulo',
        'investimento',
        'investimenti',
        'dividendi',
      ],
    },
  },
  {
    id: 'grant',
    kind: 'life',
    forms: {
      en: ['subsidy', 'subsidies', 'grant application', 'government grant', 'business grant'],
      zh: ['补助金', '补助', '补贴', '政府补贴', '资助'],
      ja: ['補助金', '助成金', '交付金'],
      ko: ['보조금', '지원금', '정부지원금'],
      de: ['förderung', 'fördermittel', 'förderantrag', 'zuschuss', 'zuschüsse', 'subvention', 'subventionen'],
      fr: ['subvention', 'subventions', 'aide publique', 'aides publiques'],
      es: ['subvención', 'subvenciones', 'ayuda pública', 'ayudas públicas'],
      pt: ['subsídio', 'subsídios', 'subvenção', 'subvenções'],
      ru: ['субсидия', 'субсидии', 'субсидию', 'субсидий', 'грант', 'гранта', 'гранты'],
      it: ['sovvenzione', 'sovvenzioni', 'contributo a fondo perduto', 'contributi a fondo perduto'],
    },
  },
  {
    id: 'renovation',
    kind: 'life',
    forms: {
      en: ['renovation', 'renovations', 'remodel', 'remodeling', 'refurbishment'],
      zh: ['装修', '翻修', '改建', '装修预算'],
      ja: ['改修', 'リフォーム', '改装', 'リノベーション'],
      ko: ['리모델링', '리노베이션', '개보수'],
      de: ['renovierung', 'umbau', 'sanierung', 'modernisierung'],
      fr: ['rénovation', 'rénovations', 'travaux de rénovation'],
      es: ['remodelación', 'obras de reforma'],
      pt: ['remodelação', 'obras de reforma'],
      ru: ['реконструкция', 'реконструкции', 'реконструкцию', 'ремонт дома', 'ремонт квартиры'],
      it: ['ristrutturazione', 'ristrutturazioni', 'lavori di ristrutturazione'],
    },
  },
];
