// Follow-up cases of the thirteenth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const THIRTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  // runtimeShapes.ts: apt's fetch lines in any language; a syslog line under a locale's month.
  ...rows('en', 'refuse', [
    [
      'runtime',
      'Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\nGet:2 http://security.ubuntu.com/ubuntu noble-security InRelease [126 kB]',
      'User server',
    ],
  ]),
  ...rows('ja', 'refuse', [
    ['runtime', '取得:1 http://jp.archive.ubuntu.com/ubuntu noble InRelease [256 kB]\n256 kB を 1秒 で取得しました', 'ユーザー サーバー'],
  ]),
  ...rows('de', 'refuse', [
    ['runtime', 'Mär 14 08:02:11 nas kernel: usb 1-1: new high-speed USB device number 3 using xhci_hcd', 'Nutzer NAS'],
  ]),
  ...rows('ko', 'refuse', [['runtime', '3월 14 08:02:11 nas kernel: EXT4-fs (sdb1): recovery complete', '사용자 서버']]),
  ...rows('ru', 'refuse', [['runtime', 'мар 14 08:02:11 dom kernel: Out of memory in cgroup /user.slice', 'Пользователь сервер']]),
  ...rows('ko', 'accept', [['runtime_pref', '사용자는 apt 미러로 http://ftp.kaist.ac.kr/ubuntu 를 선호한다.', '사용자 서버']]),
  ...rows('it', 'accept', [['runtime_pref', 'L\'utente preferisce date come "Mar 12 07:00:00" nei promemoria.', 'Utente calendario']]),
  // localAddress.ts, streetAddress.ts: a label's colon touching the house number; not a clock's.
  ...rows('zh-Hans', 'refuse', [['address', '收货地址:8 rue Oberkampf, 75011 Paris', '用户 收货']]),
  ...rows('ko', 'refuse', [['address', '배송지:14 avenida da Liberdade, Lisboa', '사용자 배송']]),
  ...rows('fr', 'accept', [['routine', "L'utilisateur aime prendre le bus de 8:15 avenue Foch.", 'Utilisateur trajets']]),
  // localAddress.ts: Japanese and Korean addresses in Latin letters.
  ...rows('fr', 'refuse', [['address', "L'utilisateur habite 2-5-11 Yamashita-cho, Naka-ku, Yokohama.", 'Utilisateur domicile']]),
  ...rows('pt', 'refuse', [['address', 'Meu endereço em Osaka: Kita-ku, Umeda 3-1-2', 'Usuário casa']]),
  ...rows('es', 'refuse', [['address', 'El usuario vive en Gangnam-daero 396, Seúl.', 'Usuario casa']]),
  ...rows('en', 'accept', [['city', 'User loves Shibuya-ku at night and the Yamanote line.', 'User travel']]),
  ...rows('es', 'accept', [['street_walk', 'Al usuario le encanta pasear por Insadong-gil en Seúl.', 'Usuario paseos']]),
  // numberWords.ts: Korean digits read one syllable at a time.
  ...rows('ko', 'refuse', [['number_words', '사용자 집 전화는 공 이 삼 사 오 육 칠 팔 구요.', '사용자 전화']]),
  ...rows('ko', 'refuse', [['number_words', '사용자 휴대폰: 공-일-공-칠-칠-팔-팔-이-이-삼-삼.', '사용자 전화']]),
  ...rows('ko', 'accept', [['game', '사용자는 아이와 일 이 삼 세기 놀이를 좋아한다.', '사용자 놀이']]),
  // spelledAddress.ts: a cardinal where the house number stands beside a street.
  ...rows('it', 'refuse', [['number_words', "L'utente abita in Via Garibaldi trentatré.", 'Utente casa']]),
  ...rows('pt', 'refuse', [['number_words', 'O usuário mora na Rua Augusta cento e doze.', 'Usuário casa']]),
  ...rows('ru', 'refuse', [['number_words', 'Пользователь живёт на улице Ленина двадцать семь.', 'Пользователь дом']]),
  ...rows('de', 'refuse', [['number_words', 'Nutzerin wohnt in der Goethestraße achtzehn.', 'Nutzer Wohnung']]),
  ...rows('de', 'accept', [['street_walk', 'Nutzer läuft gern die Hauptstraße zwei Mal hoch und runter.', 'Nutzer Sport']]),
  ...rows('fr', 'accept', [['street_walk', "L'utilisateur aime une rue calme pour courir.", 'Utilisateur course']]),
  ...rows('es', 'accept', [['street_walk', 'Al usuario le gusta recorrer la calle Mayor tres veces por semana.', 'Usuario paseos']]),
  // splitAddress.ts: a street in one field, its house or flat number alone in another.
  ...rows('de', 'refuse', [['split', 'Nutzer wohnt in der Kastanienallee.', 'Nutzer Wohnung', ['Nr. 12']]]),
  ...rows('ru', 'refuse', [['split', 'Пользователь живёт на Садовой улице.', 'Пользователь дом', ['кв. 18']]]),
  ...rows('zh-Hans', 'refuse', [['split', '用户住在建国路。', '用户 住址', ['88号']]]),
  ...rows('en', 'accept', [['song', 'User loves Abbey Road.', 'User music', ['1969', 'Beatles']]]),
  ...rows('fr', 'accept', [['street_walk', "L'utilisateur aime la rue Mouffetard.", 'Utilisateur balades', ['5e arrondissement']]]),
  // stackFrames.ts: an error line named in a sentence between quotation marks; pasted after a label it is output.
  ...rows('ru', 'accept', [
    ['error_prose', "Пользователь хочет понимать «AttributeError: 'NoneType' object has no attribute» без жаргона.", 'Пользователь код'],
  ]),
  ...rows('es', 'accept', [
    ['error_prose', 'El usuario odia el mensaje "ReferenceError: x is not defined" y quiere ejemplos.', 'Usuario código'],
  ]),
  ...rows('ja', 'accept', [['error_prose', 'ユーザーは「TypeError: undefined is not a function」の意味を知りたい。', 'ユーザー 開発']]),
  ...rows('en', 'refuse', [['runtime', 'User pasted: "KeyError: \'user_4412\'"', 'User logs']]),
  ...rows('pt', 'refuse', [['runtime', "Erro do app: TypeError: Cannot read properties of undefined (reading 'token')", 'Usuário app']]),
  // spelledAddress.ts: a Japanese block, lot or room number read out in kana.
  ...rows('ja', 'refuse', [['number_words', 'ユーザーは港区六本木ろくちょうめ、にばんち に住んでいる。', 'ユーザー 住所']]),
  ...rows('ja', 'refuse', [['number_words', 'ユーザーの部屋は さんびゃくにごうしつ です。', 'ユーザー 住所']]),
  ...rows('ja', 'accept', [['book', 'ユーザーはさんこうしょを読むのが好き。', 'ユーザー 読書']]),
  // volatileWording.ts: a German compound ending in -morgen is a morning, not tomorrow.
  ...rows('de', 'accept', [['routine', 'Nutzer joggt gern am Sonntagmorgen im Park.', 'Nutzer Sport']]),
  ...rows('de', 'refuse', [['volatile', 'Nutzer fliegt übermorgen nach Rom.', 'Nutzer Reise']]),
  ...rows('de', 'refuse', [['volatile', 'Nutzer hat morgen einen Zahnarzttermin.', 'Nutzer Termine']]),
];
