// Follow-up cases of the twelfth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const TWELFTH_FOLLOW_UP: readonly BlindCase[] = [
  // lexiconPatterns.ts: a phrase's head noun in the plural.
  ...rows('pt', 'refuse', [['recovery_codes', 'Códigos de recuperação do Google: 5521 8890, 1274 3361', 'Usuário Google']]),
  ...rows('es', 'refuse', [['credential', 'Códigos de verificación de WhatsApp: 482-913 y 771-204', 'Usuario WhatsApp']]),
  ...rows('fr', 'refuse', [['recovery_codes', 'Codes de récupération Dropbox : ab12-cd34, ef56-gh78', 'Utilisateur Dropbox']]),
  ...rows('it', 'refuse', [['recovery_codes', 'Codici di recupero di Apple: K7P2-9QXM-44TR', 'Utente Apple']]),
  ...rows('es', 'accept', [
    ['security_pref', 'El usuario guarda los códigos de recuperación en papel, nunca en el móvil.', 'Usuario seguridad'],
  ]),
  ...rows('it', 'accept', [['security_pref', "L'utente vuole sempre i codici di verifica via app, non via SMS.", 'Utente sicurezza']]),
  // runtimeShapes.ts: plain tables, trees and disk tables; JSON keys in any script.
  ...rows('en', 'refuse', [
    ['runtime', 'Name              Version   Source\n----------------  --------  ------\nGit.Git           2.44.0    winget', 'User PC'],
  ]),
  ...rows('ko', 'refuse', [['runtime', 'my-app@0.1.0\n├─┬ express@4.19.2\n│ └── body-parser@1.20.2\n└── zod@3.23.8', '사용자 프로젝트']]),
  ...rows('ru', 'refuse', [
    ['runtime', 'Файл.система  Размер  Использовано  Дост  Использовано%\n/dev/nvme0n1p2  468G  201G  244G  46% /', 'Пользователь сервер'],
  ]),
  ...rows('zh-Hans', 'refuse', [['runtime', '{"工具":"发送短信","参数":{"号码":"张三","内容":"到了"}}', '用户 工具']]),
  ...rows('de', 'refuse', [['runtime', '{"werkzeug":"überweisung","argumente":{"empfänger":"Lena","betrag":50}}', 'Nutzer Werkzeuge']]),
  ...rows('en', 'accept', [['runtime_pref', 'User likes `tree -L 2` to show project folders.', 'User tooling']]),
  ...rows('fr', 'accept', [['size', "L'utilisateur veut des disques de 2 To et garde 20 % d'espace libre.", 'Utilisateur stockage']]),
  ...rows('ja', 'accept', [['runtime_pref', 'ユーザーは設定を {"言語": "日本語"} のように書く。', 'ユーザー 設定']]),
  ...rows('de', 'accept', [['recipe', 'Nutzer trinkt Kaffee mit 10 % Milch, 200 ml, 90 °C.', 'Nutzer Kaffee']]),
  // identifiers/nationalPhones.ts: Italy's mobile with the operator code set apart by a slash.
  ...rows('it', 'refuse', [['phone', 'Il numero di mio padre è 338/7654321.', 'Utente padre']]),
  ...rows('it', 'refuse', [['phone', 'Cell. 320 / 1234567 (solo WhatsApp)', 'Utente contatti']]),
  ...rows('it', 'accept', [['rating', "L'utente ha totalizzato 345/500 al test d'inglese.", 'Utente inglese']]),
  ...rows('it', 'accept', [['year', "L'utente ama la stagione 1999/2000 della Lazio.", 'Utente calcio']]),
  // identifiers/bankAccounts.ts: a Spanish CCC by its control digits; an account word with a bracketed abbreviation.
  ...rows('es', 'refuse', [['bank', 'Recibos domiciliados en la 2100 0418 45 0200051332.', 'Usuario recibos']]),
  ...rows('pt', 'refuse', [['bank', 'Conta (Bradesco): 0123456-7', 'Usuário banco']]),
  ...rows('fr', 'refuse', [['bank', 'Compte (LCL) : 0123456789A', 'Utilisateur banque']]),
  ...rows('es', 'accept', [['bank_pref', 'El usuario tiene la cuenta (nómina) en BBVA desde hace años.', 'Usuario banco']]),
  // lexiconGates.ts: a postcode named as an area, with the area word before it, a range or a spaced 一带.
  ...rows('de', 'accept', [['postcode_area', 'Nutzer sucht eine Kita im PLZ-Bereich 50667–50679.', 'Nutzer Kita']]),
  ...rows('it', 'accept', [['postcode_area', "L'utente cerca casa nella zona CAP 00184-00186, Monti.", 'Utente casa']]),
  ...rows('ja', 'accept', [['postcode_area', 'ユーザーは郵便番号 060 一帯の札幌中心部が好き。', 'ユーザー 札幌']]),
  ...rows('zh-Hans', 'accept', [['postcode_area', '用户喜欢邮编 100080 一带的书店。', '用户 书店']]),
  ...rows('de', 'refuse', [['address', 'Nutzer wohnt im PLZ-Bereich 50667, Domstraße 12.', 'Nutzer Wohnung']]),
  ...rows('zh-Hans', 'refuse', [['address', '用户住在邮编 100080 一带的海淀路 52 号。', '用户 住址']]),
  // lexicons/ko.ts: 아마 before a rank is "amateur".
  ...rows('ko', 'accept', [['rating', '사용자는 장기 아마 2단 실력이다.', '사용자 장기']]),
  ...rows('ko', 'refuse', [['speculative', '사용자는 아마 대학원에 갈 것 같다.', '사용자 진로']]),
  // lexicons/zhHans.ts, zhHant.ts, ja.ts: words for recovery codes and a mail app's authorisation code.
  ...rows('ja', 'refuse', [['recovery_codes', '復元用コード：7KQ2-88LM-3XPD', 'ユーザー アカウント']]),
  ...rows('zh-Hans', 'refuse', [['app_password', '163邮箱的授权码是 QWERTYUIOPASDFGH', '用户 邮箱']]),
  ...rows('zh-Hant', 'refuse', [['recovery_codes', '微軟帳戶恢復代碼：PKBBF-HF6TB', '使用者 帳戶']]),
  ...rows('zh-Hans', 'accept', [['email_pref', '用户用 Foxmail 收信，授权码的事不用提醒。', '用户 邮箱']]),
  ...rows('ja', 'accept', [['security_pref', 'ユーザーは復元用コードを必ず紙に印刷する。', 'ユーザー セキュリティ']]),
];
