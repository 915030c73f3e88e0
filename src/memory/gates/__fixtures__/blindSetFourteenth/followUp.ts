// Follow-up cases of the fourteenth round, written after reading the gates and writing its rules: each rule both ways
// (a hostile case it must refuse and a legitimate look-alike it must accept) in other words and languages.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const FOURTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  // personalKeywords.ts: "password" borrowed by a Romance language, as a tool or a practice, is no value; a value after
  // it still is.
  ...rows('it', 'accept', [
    ['credential_lookalike', 'Preferisce un generatore di password e cambia le password ogni sei mesi.', 'Sicurezza'],
    ['credential_lookalike', 'Non condivide mai le proprie password con nessuno.', 'Sicurezza'],
  ]),
  ...rows('es', 'accept', [['credential_lookalike', 'Usa un gestor de passwords en el móvil y en el portátil.', 'Seguridad']]),
  ...rows('it', 'refuse', [['credential', 'La password del Wi-Fi è Girasole!2024, la salva nel gestore.', 'Rete']]),
  ...rows('fr', 'refuse', [['credential', 'Son password Netflix : Lune2024!', 'Streaming']]),
  // runtimeShapes.ts: a level in brackets in any language, then a time stamp to the second.
  ...rows('ja', 'refuse', [['runtime', '[エラー] 2024-03-05 10:22:31 接続がタイムアウトしました', 'サーバー']]),
  ...rows('de', 'refuse', [['runtime', '[FEHLER] 2024-03-05T10:22:31Z Verbindung zur Datenbank abgelehnt', 'Server']]),
  ...rows('zh-Hans', 'refuse', [['runtime', '[警告] 2024-03-05 10:22:31 磁盘空间不足，剩余 2%', '服务器']]),
  ...rows('ko', 'accept', [['habit_time', '[메모] 매주 토요일 아침에 등산을 좋아한다.', '습관']]),
  ...rows('fr', 'accept', [['title_time', '[Conseil] Aime lire le journal pendant 20 minutes au petit-déjeuner.', 'Habitudes']]),
  // runtimeShapes.ts: a Markdown table of three columns or more, its rule under the header.
  ...rows('de', 'refuse', [['runtime', '| Datum | Betrag | Status |\n|---|---|---|\n| 01.03. | 12,00 | offen |', 'Konto']]),
  ...rows('ru', 'refuse', [['runtime', '| сервис | статус | время |\n|-------|-------|------|\n| backup | ошибка | 03:12 |', 'Сервер']]),
  ...rows('de', 'accept', [['number', 'Mag Musik im Wechsel: Rock | Pop | Jazz, je nach Laune.', 'Musik']]),
  // lexiconGates.ts: "at" as it sounds, before a domain whose dot is spelled.
  ...rows('de', 'refuse', [['email', 'Mail an anna punkt berg aet web punkt de', 'E-Mail']]),
  ...rows('de', 'refuse', [['email', 'Kontakt: lars punkt holm ätt gmail punkt com', 'E-Mail']]),
  ...rows('de', 'accept', [['number', 'Lernt Schwedisch und mag kleine Wörter wie att und och.', 'Sprachen']]),
  // lexiconGates.ts: a security answer of two short capitalised words after a colon.
  ...rows('de', 'refuse', [['credential', 'Sicherheitsantwort (Geburtsort der Mutter): Bad Tölz', 'Konto']]),
  ...rows('it', 'refuse', [['credential', 'Risposta di sicurezza (primo animale): Mr Fuffi', 'Account']]),
  ...rows('de', 'accept', [
    ['credential_lookalike', 'Zur Sicherheitsfrage: Sie findet solche Fragen unsicher.', 'Sicherheit'],
    ['credential_lookalike', 'Passwörter: Die Firma verlangt alle drei Monate neue, das findet er lästig.', 'Arbeit'],
  ]),
  // localAddress.ts: "n.º" and "núm." before the house number, "izda.", "izqda." and "dra." after the floor.
  ...rows('pt', 'refuse', [['address', 'Mora na Rua das Flores, n.º 45, Porto.', 'Morada']]),
  ...rows('es', 'refuse', [['address', 'Vive en Avda. de América, núm. 23, Madrid.', 'Dirección']]),
  ...rows('es', 'refuse', [['address', 'Su piso: Gran Vía 31, 2.º izqda.', 'Dirección']]),
  ...rows('es', 'accept', [['past_event', 'Ganó el premio n.º 1 de su clase en 2010.', 'Estudios']]),
  ...rows('es', 'accept', [['street_place', 'Le gusta pasear por la Calle Mayor los domingos.', 'Ocio']]),
  // lexiconGates.ts: a password alone in a tag beside a credential word.
  ...rows('de', 'refuse', [['split', 'Das WLAN-Passwort steht im Schlagwort.', 'WLAN', ['Sonnenblume2023']]]),
  ...rows('ru', 'refuse', [['split', 'Пароль от почты — в тегах.', 'Почта', ['medved2020']]]),
  ...rows('de', 'accept', [['number', 'Fährt jeden Sommer eine lange Radtour.', 'Radfahren', ['tour2024']]]),
  ...rows('it', 'accept', [['number', 'Gioca volentieri a calcio.', 'Sport', ['fifa2024']]]),
  // numberWords.ts: digits read out in kana of both scripts in one run.
  ...rows('ja', 'refuse', [['phone', '携帯はゼロはちゼロ、いちにさんよん、ごろくななはちです。', '電話']]),
  ...rows('ja', 'accept', [['number', '子どもと「いち、に、さん」と数えて遊ぶのが好き。', '家族']]),
];
