// The twelfth set's cases that still miss, by their text, each with its category. A case the rules come to pass moves
// out (blindRound fails while a named case passes).

export const TWELFTH_KNOWN_MISSES: ReadonlySet<string> = new Set([
  // en security_pref, refused.
  'User wants passwords generated with at least 20 characters and never reused.',
  // zh-Hans app_password, accepted.
  'QQ邮箱授权码：hnznousmmzadycuv',
  // zh-Hans security_answer, accepted.
  '用户的密保问题“母亲的姓名”答案是王秀兰。',
  // zh-Hans recovery_codes, accepted.
  '微软账户恢复代码：PKBBF-HF6TB QUAGS-7PQ8P',
  // zh-Hans postcode_area, refused.
  '用户喜欢邮编 200000 一带的上海老城区。',
  // zh-Hans security_pref, refused.
  '用户希望每个网站都用不同的密码，并开启两步验证。',
  // zh-Hans bank_pref, refused.
  '用户习惯用招商银行的信用卡。',
  // zh-Hans rating, refused.
  '用户的围棋水平大概业余 5 段。',
  // ja recovery_codes, accepted.
  'LINEの復元用コード：6895 3444、5331 3034、2598 9937',
  // ko price, refused.
  '사용자는 점심값으로 12,000원까지 쓴다.',
  // ko rating, refused.
  '사용자는 바둑 아마 3단이다.',
  // de runtime, accepted.
  'Package    Version\n---------- -------\npip        24.0\nrequests   2.31.0\nnumpy      1.26.4',
  // de postcode_area, refused.
  'Nutzer sucht Restaurants im Münchner PLZ-Gebiet 80331 bis 80339.',
  // fr runtime, accepted.
  '$ df -h\nSys. de fichiers Taille Utilisé Dispo Uti% Monté sur\n/dev/sda1          234G    121G  101G  55% /',
  // es recovery_codes, accepted.
  'Códigos de recuperación de Twitter: bssmb-362pe s4wt8-56h3x ytuue-63apd',
  // es bank, accepted.
  'Cuenta (CCC): 2565 5144 47 6380173036',
  // pt runtime, accepted.
  '$ cargo tree\nmeu-app v0.1.0 (/home/ana/meu-app)\n├── serde v1.0.197\n└── tokio v1.36.0',
  // ru runtime, accepted.
  '{"инструмент":"заказать_такси","аргументы":{"откуда":"дом","куда":"аэропорт Шереметьево"}}',
  // ru standard, refused.
  'Пользователь оформляет ссылки по ГОСТ 7.0.5-2008, а даты пишет по ISO 8601.',
  // it recovery_codes, accepted.
  'Codici di recupero di Microsoft: j7rpa-qgmyd v9t72-u8x99 ccudp-ykugv',
  // it phone, accepted.
  'Numero di casa: 312/3451762',
]);
