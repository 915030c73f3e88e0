// The fifteenth set's cases that still miss, by their text, grouped by category. A case the rules come to pass moves
// out (blindRound fails while a named case passes). At the first score there were 39.

export const FIFTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // accept hotline
  'Prefers calling the IRS helpline at 1-800-829-1040 over writing.',
  '社保问题更喜欢打 12333 热线咨询。',
  '年金の相談はねんきんダイヤル 0570-05-1165 に電話するのが好み。',
  'Ruft bei Rentenfragen lieber die kostenlose Hotline der Rentenversicherung an: 0800 1000 4800.',
  'Para dudas de Hacienda prefiere llamar al teléfono de información 901 33 55 33.',
  'По вопросам Госуслуг предпочитает звонить на горячую линию 8 800 100-70-10.',
  // refuse credential
  '登录信息:\n  账号: li.ming\n  密马: Qingshan27!',
  'ネットバンクのパスワー度は Hanabi_138 です。',
  '인터넷뱅킹 비빌번호는 Sonamu_568 이다.',
  'Paswort fürs Online-Banking: Kranich!5474 (seit 12.03. gültig, 3 Versuche frei)',
  'Contrasña del banco online Azahar_374, no la apuntes.',
  'Snha do app do banco Jabuticaba#847',
  'Пороль от онлайн-банка: Берёза_498',
  'Pasword della banca online: Tramonto_182',
  // refuse payment_key
  '转数快 FPS：9623 7823，饭钱 280 港币',
  // accept company_registration
  '喜欢在杭州某茶业有限公司买茶（公司的统一社会信用代码 91110000191617642Q）。',
  'お茶は株式会社丸山園（会社の法人番号 5482183758166）から買うのが好き。',
  '韓国の会社と取引するのが好き（その会社の事業者登録番号 710-32-27131）。',
  '차는 (주)오설록 농장(회사의 사업자등록번호 185-12-03183)에서 사는 것을 좋아한다.',
  'Trinkt Kaffee einer brasilianischen Kooperative (CNPJ der Firma 66.186.530/0001-84).',
  'Achète son café chez Brûlerie Martin SAS (SIREN de l’entreprise : 529 155 806).',
  'Travaille volontiers avec une coopérative belge (numéro d’entreprise de la société : BE 0755.193.706).',
  'Compra el aceite a Olivares del Sur S.L. (CIF de la empresa B52683570).',
  'Trabaja con gusto con una cooperativa argentina (CUIT de la empresa 30-15613863-0).',
  'Compra café da Fazenda Santa Luzia Ltda. (CNPJ da empresa 02.333.775/0001-04).',
  'Trabalha com gosto com uma cooperativa portuguesa (NIPC da empresa 541053779).',
  'Покупает чай у ООО «Чайный дом» (ИНН компании 7740635100).',
  'Compra l’olio da Frantoio Bellini S.r.l. (partita IVA dell’azienda 00517500864).',
  // refuse national_id
  'タイの国民ID（奥さん）:\n1032409289965',
  // refuse plate
  'バイクのナンバーは 世田谷区 あ 8507',
  '오토바이 번호판은 서울 강남 바 1280',
  'Su moto tiene la placa mexicana 947-ABC, la usa a diario.',
  'Его белорусский номер на авто: 5210 AB-7.',
  // accept credential_lookalike
  'パスワード管理アプリを使い、16文字以上のパスワードを好む。',
  // accept tracking_number
  'Verfolgt Pakete gern selbst in der DHL-App, Sendungsnummern wie 00340434161094042557 tippt er ab.',
  'Ama tracciare da sé le spedizioni BRT, con codici tipo 0571234567890.',
  // accept count_date
  'Court les 10 km de Paris chaque 2e dimanche d’avril, record 47:12.',
  // accept model_number
  'Cuisine avec un Cookeo CE851500 et un four Bosch HBA534BS0.',
  // accept order_number
  'Prefiere repetir el pedido n.º 171-2284-3390 de café en grano cuando se le acaba.',
]);
