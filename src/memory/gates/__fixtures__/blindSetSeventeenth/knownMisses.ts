// The seventeenth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 52 (see blindSetSeventeenth.test.ts).

export const SEVENTEENTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // en phone refuse
  'Scanned from my old business card: Mobile (3l2) SSS-4S7O',
  // en tax_id refuse
  'The EIN for my Etsy shop, from the IRS letter: 67-6BBIBO2',
  // en one_time_code refuse
  'The code Chase just texted me is two two one, six three four.',
  // en door_code refuse
  'Gate code at my building is star four zero seven four pound.',
  // en email refuse
  'My email is D as in David, A-N-A, dot, Reyes, R-E-Y-E-S, at gmail dot com.',
  // en plate refuse
  'Our plate is 8, Kilo, Tango, Romeo, five nine eight, California.',
  // en split refuse
  'My cell number starts four one five, seven three nine; the last four are in the tag.',
  // en song_title accept
  'Always sings "eight six seven, five three oh nine" from Tommy Tutone\'s Jenny at karaoke.',
  // zh-Hans phone refuse
  '拍照识别出来的名片：手机 IB6 663B 2724',
  // zh-Hans plate refuse
  '我的车牌是苏A，六，B，三八二，白色的朗逸。',
  // ja phone refuse
  '私の携帯は〇九〇の四九六三の七七四一です。夜ならつながります。',
  // ja phone refuse
  '名刺をスキャンしたら「携帯 O8O-2646-7S63」と出ました。',
  // ja bank refuse
  'サブスク用のカード番号は 3528 l67l 9663 4l6O です（写真から読み取り）。',
  // ja email refuse
  'メールはエス・エー・ティー・オー、ユウキ、アットマーク、ジーメール、ドット、コムです。',
  // ja plate refuse
  '車のナンバーは品川三二七、さ、ごゼロのさんさんです。',
  // ko phone refuse
  '제 번호는 공일공에 이육칠이에 공사삼삼이에요.',
  // ko phone refuse
  '명함 스캔한 거: 휴대폰 OlO-II62-I447',
  // ko national_id refuse
  '주민번호는 구일공사이이 다시 이일구삼삼칠공이에요, 서류에 적어 주세요.',
  // ko tax_id refuse
  '제 가게 사업자등록번호, 등록증 스캔본에서 읽은 거예요: 13I-87-3459S',
  // ko email refuse
  '이메일은 제이 아이 엔 에이치 오, 점, 파크, 골뱅이 네이버 닷컴이에요.',
  // ko plate refuse
  '제 차 번호는 일오가 팔이일오, 흰색 아반떼예요.',
  // ko split refuse
  '휴대폰 번호 앞자리는 공일공삼공오오이고 뒷자리는 태그에 있어요.',
  // de phone refuse
  'Von der eingescannten Visitenkarte: Mobil OISO / 4IIB0l27',
  // de tax_id refuse
  'Steuernummer vom Bescheid abfotografiert: 2lS/B44/6346 O',
  // de plate refuse
  'Mein Kennzeichen ist M wie Martha, Bindestrich, K wie Kaufmann, L wie Ludwig, sieben null fünf drei.',
  // de score accept
  'Redet noch heute vom Sieben zu Eins gegen Brasilien im Halbfinale zweitausendvierzehn.',
  // fr phone refuse
  'Scan de ma carte de visite : Port. O7 96 7l 7B B5',
  // fr one_time_code refuse
  'Le code reçu par SMS pour valider le paiement est quatre-vingt-dix-neuf, dix-huit, soixante-et-onze.',
  // fr door_code refuse
  "Le digicode de l'immeuble, c'est trois B cinq deux huit.",
  // fr email refuse
  'Mon adresse mail : C comme Céline, A comme Anatole, M comme Marcel, I comme Irma, L comme Louis, L comme Louis, E comme Eugène, point, Roux, arobase, orange point fr.',
  // fr plate refuse
  "Ma plaque, c'est F comme François, G comme Gaston, tiret, trois huit zéro, tiret, T comme Thérèse, V comme Victor.",
  // es phone refuse
  'Escaneado de mi tarjeta de visita: Móvil 72B O2 96 O7',
  // es tax_id refuse
  'El NIE de mi marido, sacado de la foto de su tarjeta: X1499lI9W',
  // es one_time_code refuse
  'El código que me ha llegado por SMS es dos seis dos siete uno ocho.',
  // es email refuse
  'Mi correo es eme, a, erre, te, a, punto, gil, arroba, gmail punto com.',
  // pt phone refuse
  'Escaneei meu cartão de visita: Cel. (2l) 99934-BO33',
  // pt tax_id refuse
  'O CNPJ do meu MEI, lido da foto do cartão: 41.53B.446/0O0I-Sl',
  // pt bank refuse
  'Número do meu cartão, da foto: 5162 45l9\n1426 Bl7O',
  // pt email refuse
  'Meu e-mail é jota, u, ele, i, a, ponto, costa, arroba, hotmail ponto com ponto bê erre.',
  // pt plate refuse
  'A placa do meu carro é R de rato, I de ilha, O de ovo, sete, A de amor, três um.',
  // ru phone refuse
  'Со сканированной визитки: моб. 8 (9O3) BS3-I6-73',
  // ru tax_id refuse
  'ИНН с фотографии свидетельства: 7743OB\n3OBB2S',
  // ru bank refuse
  'Номер моей карты «Мир» со скана: 2202 44O2 2674\nO629',
  // ru one_time_code refuse
  'Код из СМС для входа в банк: сто три, пятьсот двадцать четыре.',
  // ru email refuse
  'Моя почта: эс, эм, и, эр, эн, о, вэ, собака, яндекс точка ру. То есть smirnov, латиницей.',
  // ru plate refuse
  'Номер моей машины: А сто шестьдесят пять ВЕ, регион семьдесят семь. Буквы: Анна, Василий, Елена.',
  // ru split refuse
  'Мой мобильный начинается на девятьсот двадцать шесть семьсот сорок два, остальное в теге.',
  // it phone refuse
  'Dal biglietto da visita scansionato: Cell. 332 6BSI3OS',
  // it national_id refuse
  'Il mio codice fiscale è Roma, Savona, Savona, Milano, Roma, Ancona, otto cinque, Torino, uno zero, Ancona, cinque sei due, S.',
  // it bank refuse
  'Il mio IBAN, letto dallo scanner: IT6O JO3O 6909 6O61\n0O00 0429 7I6',
  // it email refuse
  'La mia mail è Genova, Imola, Udine, Livorno, Imola, Ancona, punto, bianchi, chiocciola, libero punto it.',
  // it plate refuse
  'La mia targa è Firenze Bologna sei quattro sette Livorno Torino.',
]);
