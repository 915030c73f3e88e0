import { DE_CASES } from './gateCorpus.de';
import { ES_CASES } from './gateCorpus.es';
import { FR_CASES } from './gateCorpus.fr';
import { IT_CASES } from './gateCorpus.it';
import { JA_CASES } from './gateCorpus.ja';
import { KO_CASES } from './gateCorpus.ko';
import { PT_CASES } from './gateCorpus.pt';
import { REFERENCE_I18N } from './gateCorpus.reference';
import { RU_CASES } from './gateCorpus.ru';
import { accepted, refused, type CorpusCase } from './gateCorpusCase';

// Hand-written gate corpus in the eight languages other than English and Chinese: hostile
// memories that must be refused and everyday ones that must pass, a few of each category per language.
// Numbers are fake (test IBANs, checksummed sample IDs, example phone numbers). More cases of each language
// are in gateCorpus.<lang>.ts.

const FIRST_CASES: readonly CorpusCase[] = [
  ...refused('de', 'credential', [
    'Mein WLAN-Passwort lautet Sonnenblume77.',
    'Die PIN der EC-Karte ist 4821.',
    'Der Haustürcode ist 2580#.',
    'Antwort auf die Sicherheitsfrage: Bello',
    'Wiederherstellungscode: 8F3K-29QD-77LM',
  ]),
  ...refused('de', 'identifier', [
    'Steuer-ID 86095742719',
    'Meine IBAN ist DE89 3704 0044 0532 0130 00.',
    'Ausweisnummer: L01X00T47',
    'Meine Handynummer ist 0171 1234567.',
    'Wohnt in der Lindenstraße 12, 10115 Berlin.',
    'Kennzeichen B-MK 1234',
    'anna punkt schmidt klammeraffe gmx punkt de',
  ]),
  ...refused('de', 'runtime_and_transcript', [
    '2024-05-01T10:15:02Z ERROR Zahlungsdienst nicht erreichbar',
    'Benutzer: Wie spät ist es?\nAssistent: Es ist 10 Uhr.',
    'Am 12.03.2024 um 10:15 schrieb Anna Müller:\n> Hallo zusammen',
    'npm ERR! code ERESOLVE beim Installieren',
  ]),
  ...refused('de', 'wording', [
    'Der Nutzer ist heute müde.',
    'Der Nutzer ist vielleicht Student.',
    'Sie ist diese Woche in Hamburg.',
    // German capitalises its nouns: "Woche Urlaub" in mid-sentence is no name.
    'Er hat diese Woche Urlaub.',
    'Sie hat nächste Woche Spätdienst.',
    'Er hat wahrscheinlich zwei Kinder.',
  ]),
  ...accepted('de', 'everyday', [
    'Der Nutzer trinkt Kaffee ohne Zucker.',
    'Sie arbeitet als Ärztin in München.',
    'Er nutzt einen Passwort-Manager.',
    'Der Nutzer hat 2019 seinen Reisepass verlängert.',
    'Er hört gern das Lied „Heute hier, morgen dort".',
    'Sie joggt jeden Morgen am Rhein.',
    'Die Kaffeemaschine kostet 1.299 Euro.',
    'Er nutzt Node 20.11.1 und Port 8080.',
    'Sie wohnt in Berlin nahe dem Alexanderplatz.',
    'Er bevorzugt kurze Antworten auf Deutsch.',
  ]),

  ...refused('fr', 'credential', [
    'Mon mot de passe est soleil2024.',
    'Le code de la porte est 4821B.',
    'Code PIN : 1234',
    'Réponse secrète : Minou',
    'Digicode 7390A',
  ]),
  ...refused('fr', 'identifier', [
    'Numéro de sécurité sociale : 2 84 12 76 451 089 46',
    'Mon IBAN : FR14 2004 1010 0505 0001 3M02 606',
    'Son portable : 06 12 34 56 78',
    'Il habite au 12 rue de la Paix, Paris.',
    'jean point dupont arobase orange point fr',
    'Numéro de passeport : 15AB12345',
  ]),
  ...refused('fr', 'runtime_and_transcript', [
    'Utilisateur : Bonjour\nAssistant : Bonjour, que puis-je faire ?',
    'Le 3 juin 2024 à 10:15, Marie a écrit :\n> Salut',
    '[12/03/2024, 10:15] Paul: Salut !\n[12/03/2024, 10:16] Marie: Coucou',
    'Segmentation fault (core dumped) au démarrage',
  ]),
  ...refused('fr', 'wording', [
    "L'utilisateur est malade aujourd'hui.",
    "L'utilisateur est peut-être étudiant.",
    'Il est en voyage cette semaine.',
    'Elle a probablement un chien.',
  ]),
  ...accepted('fr', 'everyday', [
    "L'utilisateur boit son café sans sucre.",
    'Elle travaille comme infirmière à Lyon.',
    'Il utilise un gestionnaire de mots de passe.',
    'Il aime la chanson Demain dès l’aube.',
    'Elle court tous les jours au parc.',
    'Il vit à Bordeaux depuis 2015.',
    'Elle préfère des réponses courtes en français.',
    'Il lit les romans de Simenon.',
  ]),

  ...refused('es', 'credential', [
    'Mi contraseña es girasol88.',
    'El PIN de la tarjeta es 4821.',
    'Código de la puerta: 1357',
    'Respuesta de seguridad: Rex',
    'Código de recuperación: 7K2M-9PQ4',
  ]),
  ...refused('es', 'identifier', [
    'Mi DNI es 12345678Z.',
    'NIE X1234567L',
    'Cuenta: ES91 2100 0418 4502 0005 1332',
    'Mi móvil es 612 34 56 78.',
    'Vive en Calle Mayor 5, Madrid.',
    'juan arroba correo punto es',
    'CURP GODE561231HDFRRN09',
  ]),
  ...refused('es', 'runtime_and_transcript', [
    'Usuario: Hola\nAsistente: ¡Hola! ¿En qué te ayudo?',
    'El 3 jun 2024, a las 10:15, Ana escribió:\n> Hola',
    '127.0.0.1 - - [10/Oct/2024:13:55:36 +0000] "GET /api/usuarios HTTP/1.1" 200 512',
  ]),
  ...refused('es', 'wording', [
    'El usuario está resfriado hoy.',
    'Quizás el usuario sea profesor.',
    'Está de viaje esta semana.',
    'Probablemente vive en Sevilla.',
  ]),
  ...accepted('es', 'everyday', [
    'El usuario toma el café sin azúcar.',
    'Trabaja como enfermera en Sevilla.',
    'Le gusta la canción Mañana de Shakira.',
    'Camina 5 km cada mañana.',
    'Usa Python 3.12 en el trabajo.',
    'Vive en Bilbao desde 2010.',
    'Prefiere respuestas breves en español.',
    'Juega al pádel todos los domingos.',
  ]),

  ...refused('pt', 'credential', [
    'Minha senha é girassol2024.',
    'A senha do Wi-Fi: casa1234',
    'Código do portão: 2580',
    'Resposta de segurança: Totó',
    'PIN do cartão: 4821',
  ]),
  ...refused('pt', 'identifier', [
    'Meu CPF é 529.982.247-25.',
    'Chave Pix: 529.982.247-25',
    'Celular (11) 91234-5678',
    'Mora na Rua Augusta, 100, São Paulo.',
    'maria arroba gmail ponto com',
    'IBAN PT50 0002 0123 1234 5678 9015 4',
  ]),
  ...refused('pt', 'runtime_and_transcript', [
    'Usuário: Oi\nAssistente: Olá! Como posso ajudar?',
    '12/03/2024 10:15 - João: Oi\n12/03/2024 10:16 - Maria: Olá',
    'Em 3 de jun. de 2024, às 10:15, Ana escreveu:\n> Oi',
  ]),
  ...refused('pt', 'wording', [
    'O usuário está gripado hoje.',
    'Talvez o usuário seja médico.',
    'Ela está viajando esta semana.',
    'Provavelmente ele mora no Rio.',
  ]),
  ...accepted('pt', 'everyday', [
    'O usuário toma café sem açúcar.',
    'Ela trabalha como enfermeira em Lisboa.',
    'Ele corre todos os dias na praia.',
    'Gosta dos romances de Machado de Assis.',
    'Usa Vue 3 no trabalho.',
    'Mora em Porto Alegre desde 2012.',
    'Prefere respostas curtas em português.',
    'Tem dois gatos chamados Mel e Café.',
  ]),

  ...refused('it', 'credential', [
    'La mia password è girasole2024.',
    'Il PIN del bancomat è 4821.',
    'Codice del portone: 2580',
    'Risposta di sicurezza: Fido',
    'Codice di recupero: 9XK2-44PL',
  ]),
  ...refused('it', 'identifier', [
    'Il mio codice fiscale è RSSMRA85T10A562S.',
    'IBAN IT60 X054 2811 1010 0000 0123 456',
    'Cellulare 312 345 6789',
    'Abita in via Roma 12 a Milano.',
    'marco chiocciola libero punto it',
    'Targa AB 123 CD',
  ]),
  ...refused('it', 'runtime_and_transcript', [
    'Utente: Ciao\nAssistente: Ciao! Come posso aiutarti?',
    'Il giorno 3 giu 2024 alle 10:15, Luca ha scritto:\n> Ciao',
    'level=error msg="timeout del database" ts=2024-05-01 caller=db.go:42',
  ]),
  ...refused('it', 'wording', [
    "L'utente oggi è malato.",
    "Forse l'utente è uno studente.",
    'Questa settimana è a Roma.',
    'Probabilmente ha un cane.',
  ]),
  ...accepted('it', 'everyday', [
    "L'utente beve il caffè senza zucchero.",
    'Lavora come infermiera a Torino.',
    'Va in palestra ogni giorno.',
    'Gli piacciono i romanzi di Italo Calvino.',
    'Usa Angular 17 al lavoro.',
    'Vive a Napoli dal 2011.',
    'Preferisce risposte brevi in italiano.',
    'Ha due gatti, Birba e Neve.',
  ]),

  ...refused('ru', 'credential', [
    'Мой пароль: подсолнух2024',
    'ПИН-код карты 4821',
    'Код домофона 2580',
    'Ответ на секретный вопрос: Шарик',
    'Код восстановления: 7K2M-9PQ4',
  ]),
  ...refused('ru', 'identifier', [
    'Номер паспорта 4510 123456',
    'ИНН 500100732259',
    'Телефон 8 (912) 345-67-89',
    'Живёт по адресу ул. Ленина, д. 5',
    'ivan собака mail точка ru',
    'СНИЛС 112-233-445 95',
  ]),
  ...refused('ru', 'runtime_and_transcript', [
    'Пользователь: Привет\nАссистент: Здравствуйте! Чем помочь?',
    '1\n00:00:01,000 --> 00:00:04,000\nПривет всем',
    'Mar 12 10:15:01 web-1 sshd[1234]: Accepted password for root',
  ]),
  ...refused('ru', 'wording', [
    'Пользователь сегодня устал и простудился.',
    'Пользователь, наверное, студент.',
    'На этой неделе он в Москве.',
    'Возможно, у него есть собака.',
  ]),
  ...accepted('ru', 'everyday', [
    'Пользователь пьёт кофе без сахара.',
    'Она работает медсестрой в Казани.',
    'Он бегает каждое утро.',
    'Ему нравятся романы Достоевского.',
    'Использует Go 1.22 на работе.',
    'Живёт в Петербурге с 2015 года.',
    'Предпочитает короткие ответы на русском.',
    'У него две кошки.',
  ]),

  ...refused('ja', 'credential', [
    'パスワードはsakura2024です。',
    '暗証番号は4821です。',
    'オートロックの番号は2580。',
    '秘密の質問の答え：ポチ',
    'リカバリーコード：7K2M-9PQ4',
  ]),
  ...refused('ja', 'identifier', [
    'マイナンバーは123456789018です。',
    '携帯番号は090-1234-5678です。',
    '東京都港区六本木3丁目5番8号に住んでいる。',
    'tanaka アットマーク example ドット jp',
    '口座番号 1234567',
  ]),
  ...refused('ja', 'runtime_and_transcript', [
    'ユーザー：こんにちは\nアシスタント：こんにちは！',
    '2024-05-01 10:15:02 ERROR 決済サービスに接続できません',
    'NAME READY STATUS RESTARTS AGE web-1 1/1 Running 0 5d',
  ]),
  ...refused('ja', 'wording', [
    'ユーザーは今日疲れている。',
    'ユーザーはたぶん学生だ。',
    '今週は大阪に出張中。',
    '犬を飼っているかもしれない。',
  ]),
  ...accepted('ja', 'everyday', [
    'ユーザーはコーヒーを砂糖なしで飲む。',
    '京都で看護師として働いている。',
    '毎朝ジョギングをする。',
    '村上春樹の小説が好き。',
    '仕事でRustを使う。',
    '2015年から札幌に住んでいる。',
    '『明日の記憶』という映画が好き。',
    '短い回答を好む。',
  ]),

  ...refused('ko', 'credential', [
    '비밀번호는 qwer1234!입니다.',
    '공동현관 비밀번호 2580',
    '카드 PIN 4821',
    '보안 질문 답변: 바둑이',
    '복구 코드: 7K2M-9PQ4',
  ]),
  ...refused('ko', 'identifier', [
    '주민등록번호는 900101-1234568 입니다.',
    '전화번호 010-1234-5678',
    '서울시 강남구 테헤란로 123에 산다.',
    'minsu 골뱅이 naver 닷 com',
    '계좌번호 123-456-789012',
  ]),
  ...refused('ko', 'runtime_and_transcript', [
    '사용자: 안녕\n어시스턴트: 안녕하세요!',
    '[2024. 3. 12. 오전 10:15] 민수: 안녕\n[2024. 3. 12. 오전 10:16] 지영: 응',
    '{"id":"chatcmpl-abc","object":"chat.completion","choices":[]}',
  ]),
  ...refused('ko', 'wording', [
    '사용자는 오늘 바쁘다.',
    '사용자는 아마 학생일 것이다.',
    '이번 주에 부산에 있다.',
    '강아지를 키우는 것 같다.',
  ]),
  ...accepted('ko', 'everyday', [
    '사용자는 설탕 없이 커피를 마신다.',
    '대구에서 간호사로 일한다.',
    '매일 아침 달리기를 한다.',
    '한강 작가의 소설을 좋아한다.',
    '업무에서 Kotlin을 쓴다.',
    '2012년부터 인천에 산다.',
    '짧은 답변을 선호한다.',
    '고양이 두 마리를 키운다.',
  ]),
];

export const I18N_CASES: readonly CorpusCase[] = [
  ...FIRST_CASES,
  ...DE_CASES,
  ...FR_CASES,
  ...ES_CASES,
  ...PT_CASES,
  ...IT_CASES,
  ...RU_CASES,
  ...JA_CASES,
  ...KO_CASES,
  ...REFERENCE_I18N,
];
