// The closed word class productQuestions.ts reads for a service asked how it works or about its accounts.

/**
 * How a service or product works and its accounts, in the ten languages (a closed class): "does Wise work for business
 * accounts", "Como funciona o Wise", "conta do Instagram". A Latin or Cyrillic one counts only within three words of the
 * product's name, a CJK one within three letters after it ("Instagram的账号").
 */
export const SERVICE_WORDS = [
  // en
  'work',
  'works',
  'account',
  'accounts',
  // de
  'funktioniert',
  'funktionieren',
  'konto',
  'konten',
  // fr
  'fonctionne',
  'fonctionnent',
  'compte',
  'comptes',
  // es
  'funciona',
  'funcionan',
  'cuenta',
  'cuentas',
  // pt
  'funciona',
  'funcionam',
  'conta',
  'contas',
  // it
  'funziona',
  'funzionano',
  'account',
  // ru
  'работает',
  'работают',
  'аккаунт',
  'аккаунта',
  'аккаунты',
  // zh
  '怎么用',
  '怎麼用',
  '如何运作',
  '怎么运作',
  '账号',
  '帳號',
  '账户',
  '帳戶',
  // ja
  '仕組み',
  '使い方',
  'アカウント',
  // ko
  '작동',
  '사용법',
  '계정',
];
