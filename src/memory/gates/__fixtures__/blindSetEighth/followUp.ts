import type { BlindCase } from '../blindSet';
import { blindCase as c } from '../blindCase';

/**
 * Cases written after reading the gates, one hostile and one legitimate for each category rule the eighth round added
 * (docs/memory-gates.md, "Eighth blind round"): other words, other values and other languages than the set's, and the
 * near miss each rule must let through.
 */
export const EIGHTH_FOLLOW_UP: readonly BlindCase[] = [
  // An API's answer labelled as such, flat (runtimeRecords.ts).
  c('de', 'refuse', ['runtime', 'Die Fahrplan-API lieferte dem Nutzer: {"linie":"S1","abfahrt_min":4}', 'Nutzer Pendeln']),
  c('de', 'accept', [
    'preference',
    'Der Nutzer formatiert mit diesen Prettier-Einstellungen: {"semi":false,"singleQuote":true}',
    'Nutzer Code-Stil',
  ]),
  c('ru', 'refuse', ['runtime', 'Ответ API банка пользователю: {"balance":1520,"currency":"RUB"}', 'Пользователь банк']),
  c('ru', 'accept', ['preference', 'Пользователь любит, когда API отвечает коротко и по делу.', 'Пользователь API']),
  // A flat record stamped with a program's time, unlabelled.
  c('it', 'refuse', ['runtime', 'Sensore del soggiorno: {"stanza":"soggiorno","co2":812,"ts":1767003344}', 'Utente casa']),
  c('en', 'accept', ['preference', 'User likes this ESLint setup: {"semi":"error","quotes":"single","indent":2}', 'User lint']),
  // Frameworks' log lines and programs' one-line errors pasted after a label (runtimeErrors.ts).
  c('de', 'refuse', [
    'runtime',
    'Der Nutzer hat gepostet: 2026-02-03 11:20:41,552 - shop.db - ERROR - Zeitüberschreitung',
    'Nutzer Fehler',
  ]),
  c('de', 'accept', ['stack', 'Der Nutzer loggt mit Pythons logging-Modul auf Stufe ERROR.', 'Nutzer Logging']),
  c('fr', 'refuse', ['runtime', "L'utilisateur a collé : fatal: unable to access 'https://git.example.org/app.git/'", 'Utilisateur git']),
  c('fr', 'accept', ['preference', "L'utilisateur dit que sans git : impossible de travailler.", 'Utilisateur git']),
  c('ru', 'refuse', ['runtime', 'Пользователь вставил: curl: (7) Failed to connect to localhost port 8080', 'Пользователь ошибка']),
  c('ru', 'accept', ['preference', 'Пользователь предпочитает curl: он проще, чем Postman.', 'Пользователь инструменты']),
  c('ja', 'refuse', ['runtime', 'ユーザーが貼った出力：ssh: connect to host 10.0.3.7 port 22: Connection timed out', 'ユーザー エラー']),
  c('ja', 'accept', ['habit', 'ユーザーはサーバーの port 22 を閉じて、鍵認証だけを使う。', 'ユーザー サーバー']),
  c('es', 'refuse', ['runtime', "El usuario pegó: ERROR 1045 (28000): Access denied for user 'shop'", 'Usuario MySQL']),
  c('es', 'accept', ['stack', 'El usuario usa MySQL 8.0 y PostgreSQL 16 en su trabajo.', 'Usuario bases de datos']),
  c('en', 'refuse', ['runtime', 'User pasted: api-2  | 2026-02-03T11:20:41Z listening on :8080', 'User compose']),
  c('en', 'accept', ['stack', 'User runs web-1 | db-1 | cache-1 as three compose services.', 'User compose']),
  c('pt', 'refuse', ['runtime', 'O usuário colou: (node:4412) DeprecationWarning: Buffer() is deprecated', 'Usuário Node']),
  c('pt', 'accept', ['stack', 'O usuário usa Node 22 e evita avisos de depreciação.', 'Usuário Node']),
  c('ko', 'refuse', [
    'runtime',
    '사용자가 붙여넣음: Warning  FailedMount  2m (x5 over 9m)  kubelet  MountVolume failed',
    '사용자 쿠버네티스',
  ]),
  c('ko', 'accept', ['habit', '사용자는 kubectl로 이벤트를 자주 확인한다.', '사용자 쿠버네티스']),
  c('it', 'refuse', ['runtime', "L'utente ha incollato: npm: cannot find module 'express'", 'Utente Node']),
  c('it', 'accept', ['preference', "L'utente dice di npm: non può farne a meno.", 'Utente Node']),
  // nginx's and Apache's lower-case bracketed levels (runtimeShapes.ts).
  c('es', 'refuse', [
    'runtime',
    'El usuario pegó: 2025/11/02 07:14:09 [warn] 1312#1312: *4 an upstream response is buffered',
    'Usuario nginx',
  ]),
  c('es', 'accept', ['preference', 'El usuario prefiere registrar solo el nivel [error] en producción.', 'Usuario logs']),
  // An identity card's number in the passport's shape, and the Romance number sign (documentValues.ts, lexiconGates.ts).
  c('de', 'refuse', ['passport', 'Der Perso des Nutzers hat die Nummer C910PZXVH.', 'Nutzer Ausweis']),
  c('de', 'accept', ['habit', 'Der Nutzer hat seinen Perso immer im Portemonnaie.', 'Nutzer Ausweis']),
  c('fr', 'refuse', ['passport', "Passeport de l'utilisatrice, n° 18AB04821.", 'Utilisatrice passeport']),
  c('fr', 'accept', ['preference', "Le parfum préféré de l'utilisatrice est le n° 5 de Chanel.", 'Utilisatrice parfum']),
  // The health card's everyday names in German.
  c('de', 'refuse', ['health_card', 'Die eGK des Nutzers trägt die Nummer T564332680.', 'Nutzer Krankenkasse']),
  c('de', 'accept', ['habit', 'Der Nutzer hat seine Gesundheitskarte immer dabei und geht jährlich zur Vorsorge.', 'Nutzer Gesundheit']),
  // A Japanese insurance card's symbol and number given apart (documentShapes.ts).
  c('ja', 'refuse', ['health_card', '会社の健康保険：記号は27、番号は1203。', 'ユーザー 保険']),
  c('ja', 'accept', ['skill', 'ユーザーは記号論理学が得意で、メモは番号付きリストで書く。', 'ユーザー 勉強']),
  // German numbers with a slash after the area code, the subscriber in one run (nationalPhones.ts).
  c('de', 'refuse', ['phone', 'Festnetz des Nutzers in Leipzig: 0341 / 2239418', 'Nutzer Telefon']),
  c('de', 'accept', ['preference', 'Der Nutzer hat die Ausgabe 05/2024 der c’t aufgehoben.', 'Nutzer Lesen']),
  // The code of a bank card in the Romance languages and Russian (lexicons).
  c('es', 'refuse', ['credential', 'El código de la tarjeta del usuario es 3391.', 'Usuario tarjeta']),
  c('fr', 'accept', ['preference', "L'utilisateur aime que le code de la carte des vins soit court.", 'Utilisateur restaurant']),
  // The key word before the network (accessSecrets.ts).
  c('es', 'refuse', ['credential', 'La clave del wifi del piso del usuario: Tortuga2024x', 'Usuario wifi']),
  c('it', 'accept', ['preference', "L'utente preferisce una chiave del wifi lunga e complicata.", 'Utente wifi']),
  // Informal password words with a value of letters and digits.
  c('ru', 'refuse', ['credential', 'Почта пользователя, пасс: Vesna_2023', 'Пользователь почта']),
  c('ja', 'accept', ['habit', 'ユーザーは定期のパスは毎月更新し、パスタは週に3回作る。', 'ユーザー 生活']),
  c('ru', 'refuse', ['credential', 'Для роутера у пользователя пасс — Ласточка77', 'Пользователь роутер']),
  c('ja', 'accept', ['habit', 'ユーザーの英検のパスは3回目で通った。', 'ユーザー 勉強']),
  c('zh-Hant', 'refuse', ['credential', '使用者公司信箱的帳密是 ytchen/Abc12345', '使用者 信箱']),
  c('zh-Hant', 'accept', ['privacy', '使用者不喜歡把帳密存在瀏覽器裡。', '使用者 安全']),
  // The everyday names of identity and health cards in each language (lexicons).
  c('fr', 'refuse', ['national_id', "La CNI de l'utilisateur porte le numéro 120675300468.", 'Utilisateur identité']),
  c('fr', 'accept', ['habit', "L'utilisateur garde sa CNI et sa carte Vitale dans le même portefeuille.", 'Utilisateur papiers']),
  c('ko', 'refuse', ['health_card', '사용자 건보 증번호: 3-0482177', '사용자 건강보험']),
  c('ko', 'accept', ['habit', '사용자는 건보 혜택으로 매년 건강검진을 받는다.', '사용자 건강']),
  c('ru', 'refuse', ['health_card', 'Медполис пользователя: 7701 2345 6789 0123', 'Пользователь медицина']),
  c('ru', 'accept', ['preference', 'Пользователь всегда оформляет полис КАСКО на машину.', 'Пользователь машина']),
  c('ja', 'refuse', ['national_id', 'ユーザーのマイナカードの番号は 4821 5539 0172', 'ユーザー 身分証']),
  c('ja', 'accept', ['habit', 'ユーザーはマイナカードでコンビニから住民票を取る。', 'ユーザー 手続き']),
  // The Brazilian current-account abbreviation.
  c('pt', 'refuse', ['bank', 'Dados bancários do usuário: Itaú, c/c 04512-7.', 'Usuário banco']),
  c('pt', 'accept', ['preference', 'O usuário prefere pagar a conta corrente de luz pelo aplicativo.', 'Usuário contas']),
  // Corso as an Italian street type, capitalised.
  c('it', 'refuse', ['address', "L'utente abita in Corso Vittorio Emanuele II 48, Torino.", 'Utente casa']),
  c('it', 'accept', ['skill', "L'utente ha frequentato il corso di Java 17 in azienda.", 'Utente lavoro']),
  // A bank's code, then the account in dashed groups.
  c('zh-Hant', 'refuse', ['bank', '使用者的匯款帳戶：台新(812) 2001-10-0123456', '使用者 帳戶']),
  c('zh-Hant', 'accept', ['preference', '使用者在國泰世華(013)開了帳戶，偏好用App轉帳。', '使用者 銀行']),
  // The British "car reg" (personalKeywords.ts).
  c('en', 'refuse', ['plate', "User's vehicle reg: LB07 SEO", 'User car']),
  c('en', 'accept', ['habit', "User's car reg renewal is handled by his garage every spring.", 'User car']),
  // A dash for the copula, and a copula before a value in capitals and digits (lexiconGates.ts).
  c('ru', 'refuse', ['plate', 'Номер машины у пользователя — Е777КХ 799', 'Пользователь машина']),
  c('ru', 'accept', ['preference', 'Любимая машина пользователя — Лада Нива.', 'Пользователь машина']),
  c('es', 'refuse', ['plate', 'La matrícula de la furgoneta del usuario es 7294 LKM', 'Usuario furgoneta']),
  c('es', 'accept', ['project', 'La matrícula de la universidad del usuario es del 2019.', 'Usuario estudios']),
  // Passwords kept in a password manager or a vault are a practice.
  c('en', 'refuse', ['credential', 'User stores the bank password in a note: Falcon#2291', 'User bank']),
  c('en', 'accept', ['privacy', 'User keeps all passwords in the vault and rotates them yearly.', 'User security']),
  // A messenger copy with spaces for tabs, speakers alternating (chatExports.ts).
  c('ko', 'refuse', ['transcript', '2026.04.01 수요일\n08:10 민지 일어났어?\n08:12 준호 응 방금\n08:12 민지 ㅋㅋ', '사용자 카톡']),
  c('ko', 'accept', ['habit', '사용자의 하루 일과:\n07:00 조깅 30분\n12:00 점심\n19:00 조깅 30분', '사용자 일과']),
  // A clock time's colon is no speaker's (chatExports.ts): a dated schedule run onto one line is no export; one is.
  c('ko', 'accept', ['habit', '사용자 일정: 2026.05.01\n09:00 회의 준비\n10:00 회의\n11:00 회의 준비', '사용자 일정']),
  c('it', 'refuse', ['transcript', '12/03/26, 21:14 - Marco: ci sei?\n12/03/26, 21:15 - Giulia: 10 minuti', 'Utente chat']),
  // WeChat's header lines: speaker, date and time, the message under it, by two speakers.
  c('zh-Hans', 'refuse', ['transcript', '刘洋 2025-12-01 08:30\n早上好\n陈晨 2025-12-01 08:31\n早，今天开会吗', '用户 微信']),
  c('zh-Hans', 'accept', ['habit', '用户的读书会：\n小组 2026-01-10 19:00\n之后每月第二个周六同一时间', '用户 读书会']),
  // A project under way keeps its mild word of now (volatileProjects.ts); a clause with no project keeps it temporary.
  c('de', 'accept', ['project', 'Der Nutzer programmiert derzeit ein Plugin für Obsidian.', 'Nutzer Projekt']),
  c('de', 'refuse', ['temporary', 'Der Nutzer lädt gerade eine App herunter.', 'Nutzer Handy']),
  c('fr', 'accept', ['project', "L'utilisateur développe en ce moment un site web pour son club de voile.", 'Utilisateur projet']),
  c('fr', 'refuse', ['temporary', "L'utilisateur lit en ce moment un roman de Zola.", 'Utilisateur lecture']),
  c('es', 'accept', ['project', 'El usuario está escribiendo su tesis doctoral en este momento.', 'Usuario tesis']),
  c('es', 'refuse', ['temporary', 'El usuario está en el metro en este momento.', 'Usuario transporte']),
  c('pt', 'accept', ['project', 'O usuário está desenvolvendo neste momento um aplicativo de finanças.', 'Usuário projeto']),
  c('ru', 'accept', ['project', 'Пользователь сейчас пишет диссертацию по биологии.', 'Пользователь учёба']),
  c('ru', 'refuse', ['temporary', 'Пользователь сейчас читает книгу.', 'Пользователь чтение']),
  c('ko', 'accept', ['project', '사용자는 지금 가계부 앱을 개발하고 있다.', '사용자 프로젝트']),
  c('ko', 'refuse', ['temporary', '사용자는 지금 앱을 다운로드하고 있다.', '사용자 휴대폰']),
  c('ja', 'accept', ['project', 'ユーザーは現在、家計簿アプリを開発中。', 'ユーザー 開発']),
  // A guess closed by 吧 before a comma, and 使用者 as the person of 應該是; a bar (酒吧, 书吧) is no 吧 of a guess.
  c('zh-Hant', 'refuse', ['speculative', '他是程式設計師吧，問的都是程式問題。', '使用者 職業']),
  c('zh-Hant', 'refuse', ['speculative', '使用者應該是老師。', '使用者 職業']),
  c('zh-Hans', 'accept', ['place', '用户周末常去的是学校旁边的一家酒吧。', '用户 周末']),
  c('zh-Hans', 'accept', ['place', '用户最喜欢的地方是街角的书吧，安静。', '用户 地方']),
  // A security answer after a longer description, a capitalised word ending the clause (lexiconGates.ts FAR_COPULA_NAME);
  // a liking named the same way has no credential word before it.
  c('fr', 'refuse', ['credential', "Le nom de jeune fille de la mère de l'utilisateur est Martin.", 'Utilisateur sécurité']),
  c('de', 'refuse', ['credential', 'Der Mädchenname der Mutter des Nutzers ist Schmidt.', 'Nutzer Sicherheit']),
  c('ru', 'refuse', ['credential', 'Девичья фамилия матери пользователя — Иванова.', 'Пользователь безопасность']),
  c('it', 'refuse', ['credential', "Il cognome da nubile della madre dell'utente è Rossi.", 'Utente sicurezza']),
  c('pt', 'refuse', [
    'credential',
    'O nome de solteira da mãe do usuário, usado como pergunta de segurança, é Souza.',
    'Usuário segurança',
  ]),
  c('de', 'accept', ['preference', 'Der Nutzer sagt, sein Lieblingsautor ist Kafka.', 'Nutzer Bücher']),
  c('de', 'accept', ['practice', 'Das Passwort des Nutzers ist Teil seiner Routine.', 'Nutzer Sicherheit']),
  c('pt', 'accept', ['preference', 'O time do usuário é Flamengo.', 'Usuário futebol']),
];
