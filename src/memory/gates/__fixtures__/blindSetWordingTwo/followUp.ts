// Follow-up cases of the second wording round, written after reading the gates and the rules added for the round
// (volatileAspect.ts and the lexicon entries), both ways for every rule: new words and new languages for each hostile
// class, and the lasting look-alikes each rule must leave alone (a habit of searching, a work read many times, a
// lasting project in the progressive, a weekend habit, "the next steps", a modal about a thing, "as soon as").
import { rows, type BlindCase } from '../blindCase';

const refused: readonly BlindCase[] = [
  ...rows('en', 'refuse', [
    ['progressive', 'User is currently looking for a new job.', 'job'],
    ['progressive', 'User is house-hunting in Bristol.', 'housing'],
    ['progressive', 'User is currently reading Dune.', 'books'],
    ['progressive', 'User is in the middle of a divorce.', 'marriage'],
    ['duration', 'User will be offline for the next two weeks.', 'availability'],
    ['relative_time', 'User had a migraine the other day.', 'health'],
    ['plan', 'User will get the keys to the new flat soon.', 'housing'],
    ['temporary_state', 'User is in a foul mood after the match.', 'mood'],
  ]),
  ...rows('de', 'refuse', [
    ['progressive', 'Der Nutzer ist auf Jobsuche.', 'Arbeit'],
    ['plan', 'Der Nutzer will am Wochenende sein Fahrrad reparieren.', 'Fahrrad'],
    ['duration', 'Der Nutzer ist die nächsten drei Tage auf einer Messe.', 'Messe'],
    ['modal', 'Die Nutzerin könnte Interesse an Yoga haben.', 'Yoga'],
    ['modal', 'Der Nutzer wird wohl Lehrer sein.', 'Beruf'],
    ['relative_time', 'Der Nutzer war letzte Woche in Rom.', 'Reisen'],
    ['temporary_state', 'Der Nutzer ist gerade beim Arzt.', 'Gesundheit'],
    ['temporary_state', 'Der Nutzer ist schlecht gelaunt.', 'Laune'],
  ]),
  ...rows('fr', 'refuse', [
    ['progressive', "L'utilisateur est à la recherche d'un logement à Nantes.", 'logement'],
    ['duration', "L'utilisateur sera absent les deux prochaines semaines.", 'absence'],
    ['modal', 'Elle pourrait aimer la randonnée.', 'randonnée'],
    ['relative_time', "L'utilisateur était malade le week-end dernier.", 'santé'],
    ['plan', "L'utilisateur déménage bientôt.", 'logement'],
  ]),
  ...rows('es', 'refuse', [
    ['progressive', 'La usuaria está buscando trabajo como diseñadora.', 'trabajo'],
    ['progressive', 'Actualmente el usuario está viendo una serie coreana.', 'series'],
    ['duration', 'El usuario no podrá entrenar durante los próximos diez días.', 'entrenamiento'],
    ['modal', 'La usuaria podría tener alergia al polen.', 'alergias'],
    ['relative_time', 'El usuario fue al dentista anteayer.', 'salud'],
  ]),
  ...rows('pt', 'refuse', [
    ['progressive', 'O usuário está procurando emprego em Recife.', 'trabalho'],
    ['duration', 'O usuário vai estar fora nas próximas duas semanas.', 'ausência'],
    ['modal', 'O usuário poderia gostar de jazz.', 'música'],
    ['temporary_state', 'O usuário estava de mau humor ontem à noite.', 'humor'],
  ]),
  ...rows('it', 'refuse', [
    ['progressive', "L'utente sta cercando lavoro come cuoco.", 'lavoro'],
    ['duration', "L'utente sarà in viaggio nei prossimi giorni.", 'viaggi'],
    ['modal', "L'utente potrebbe avere figli.", 'famiglia'],
    ['modal', "L'utente dovrebbe vivere a Genova.", 'città'],
    ['relative_time', "L'utente è andato dal medico l'altro ieri.", 'salute'],
  ]),
  ...rows('ru', 'refuse', [
    ['progressive', 'Пользователь сейчас в поисках работы.', 'работа'],
    ['duration', 'Пользователь будет в отъезде ближайшие две недели.', 'поездки'],
    ['modal', 'Пользовательница могла бы увлечься йогой.', 'йога'],
    ['plan', 'Пользователь собирается на выходных съездить на дачу.', 'дача'],
    ['relative_time', 'Позавчера пользователь ходил к врачу.', 'здоровье'],
  ]),
  ...rows('zh-Hans', 'refuse', [
    ['progressive', '用户在找房子，预算三千。', '住处'],
    ['progressive', '用户正在追一部韩剧。', '韩剧'],
    ['plan', '用户打算周末去看房。', '看房'],
    ['duration', '用户接下来两周都在外地。', '出差'],
    ['relative_time', '用户上周末去了杭州。', '旅行'],
    ['seem', '感觉用户对历史很感兴趣。', '历史'],
    ['seem', '我觉得用户是个夜猫子。', '作息'],
  ]),
  ...rows('zh-Hant', 'refuse', [
    ['progressive', '使用者正在找新工作。', '工作'],
    ['progressive', '使用者正在裝修新家。', '裝修'],
    ['relative_time', '使用者上星期去了花蓮。', '旅行'],
    ['temporary_state', '使用者心情不好，想一個人靜一靜。', '心情'],
  ]),
  ...rows('ja', 'refuse', [
    ['progressive', 'ユーザーは新しい仕事を探している。', '仕事'],
    ['progressive', 'ユーザーは現在、ハリー・ポッターを読み返している。', '読書'],
    ['progressive', 'ユーザーは就活中です。', '就職'],
    ['plan', 'ユーザーは週末に実家へ帰る予定です。', '帰省'],
    ['duration', 'ユーザーは今後2週間、海外にいる。', '海外'],
    ['relative_time', 'ユーザーは先週、京都に行った。', '旅行'],
    ['seem', 'ユーザーは疲れているように見える。', '体調'],
  ]),
  ...rows('ko', 'refuse', [
    ['progressive', '사용자는 새 직장을 구하고 있다.', '직장'],
    ['progressive', '사용자는 현재 웹소설을 읽고 있다.', '독서'],
    ['progressive', '사용자는 금연 중이다.', '금연'],
    ['plan', '사용자는 주말에 캠핑을 갈 계획이다.', '캠핑'],
    ['duration', '사용자는 앞으로 며칠 동안 바쁘다.', '일정'],
    ['relative_time', '사용자는 지난주에 부산에 다녀왔다.', '여행'],
  ]),
];

const accepted: readonly BlindCase[] = [
  ...rows('en', 'accept', [
    ['habit', 'User is always looking for new hiking trails.', 'hiking'],
    ['habit', 'User looks for vegan options when eating out.', 'diet'],
    ['habit', 'User reads a chapter of a novel every night.', 'reading'],
    ['stable_state', 'User is currently working as a data analyst.', 'occupation'],
    ['stable_state', 'User is building a budgeting app in Rust.', 'project'],
    ['hedge_word', 'User wants to be told as soon as a build fails.', 'notifications'],
    ['stable_state', 'User wants the next steps listed first.', 'answer style'],
    ['ability', 'User could read music before they could read words.', 'music'],
  ]),
  ...rows('de', 'accept', [
    ['habit', 'Der Nutzer sucht beim Einkaufen immer nach Bio-Produkten.', 'Einkaufen'],
    ['stable_state', 'Der Nutzer sucht eine Wohnung in München.', 'Wohnung'],
    ['weekend', 'Am Wochenende schläft der Nutzer gern aus.', 'Schlaf'],
    ['life_stage', 'Der Nutzer ist gerade Vater geworden.', 'Familie'],
    ['life_stage', 'Der Nutzer hat gerade eine Ausbildung zum Koch angefangen.', 'Ausbildung'],
    ['ability', 'Der Nutzer konnte als Kind nicht schwimmen und hat es mit 30 gelernt.', 'Schwimmen'],
    ['stable_state', 'Der Nutzer wünscht, dass Antworten kürzer sein könnten.', 'Antwortstil'],
    ['stable_state', 'Der Nutzer möchte Antworten möglichst bald.', 'Antwortstil'],
    ['stable_state', 'Der Nutzer fühlt sich in Berlin wohl.', 'Wohnort'],
  ]),
  ...rows('fr', 'accept', [
    ['habit', "L'utilisateur cherche toujours des recettes végétariennes.", 'cuisine'],
    ['stable_state', "L'utilisateur veut qu'on lui dise ce qui pourrait casser.", 'style de réponse'],
    ['weekend', "Le week-end, l'utilisateur fait du vélo.", 'vélo'],
    ['since', "L'utilisateur est en train d'apprendre le piano depuis deux ans.", 'piano'],
  ]),
  ...rows('es', 'accept', [
    ['habit', 'El usuario busca siempre vuelos baratos.', 'viajes'],
    ['stable_state', 'El usuario quiere saber qué podría fallar antes de desplegar.', 'despliegues'],
    ['stable_state', 'El usuario está casado y tiene dos hijas.', 'familia'],
    ['title', 'A la usuaria le encanta el poema Mañana de Machado.', 'poesía'],
  ]),
  ...rows('pt', 'accept', [
    ['ability', 'O usuário pode comer de tudo menos amendoim.', 'alimentação'],
    ['weekend', 'O usuário gosta de acordar cedo nos fins de semana.', 'sono'],
    ['stable_state', 'O usuário deve ser avisado antes de mudanças grandes.', 'avisos'],
  ]),
  ...rows('it', 'accept', [
    ['stable_state', "L'utente sta scrivendo un romanzo da tre anni.", 'scrittura'],
    ['stable_state', "L'utente vuole sapere cosa potrebbe andare storto.", 'stile di risposta'],
    ['stable_state', "L'utente dovrebbe ricevere risposte brevi.", 'stile di risposta'],
    ['stable_state', "L'utente dovrebbe essere avvisato prima delle modifiche.", 'avvisi'],
  ]),
  ...rows('ru', 'accept', [
    ['past_habit', 'В детстве пользователь мог часами играть в шахматы.', 'шахматы'],
    ['weekend', 'На выходных пользователь обычно ездит на дачу.', 'дача'],
    ['stable_state', 'Пользователь ищет книги по истории в букинистических магазинах.', 'книги'],
  ]),
  ...rows('zh-Hans', 'accept', [
    ['habit', '用户喜欢找小众的咖啡馆。', '咖啡馆'],
    ['stable_state', '用户正在学习日语，已经坚持三年。', '日语'],
    ['weekend', '用户周末会陪父亲下象棋。', '象棋'],
    ['stable_state', '用户感觉冬天比夏天舒服。', '季节'],
    ['stable_state', '用户从上大学起就住在北京。', '城市'],
  ]),
  ...rows('zh-Hant', 'accept', [
    ['stable_state', '使用者正在經營一家花店。', '花店'],
    ['weekend', '使用者週末常去爬山。', '爬山'],
  ]),
  ...rows('ja', 'accept', [
    ['habit', 'ユーザーはいつも安い航空券を探している。', '旅行'],
    ['title', 'ユーザーは『ワンピース』を何度も読んでいる。', '漫画'],
    ['habit', 'ユーザーは日本語を勉強中で、毎日練習している。', '日本語'],
    ['stable_state', 'ユーザーは一日中座って仕事をしている。', '仕事'],
    ['weekend', 'ユーザーは週末に陶芸教室に通っている。', '陶芸'],
    ['since', 'ユーザーは子供の頃から絵を描くのが好き。', '絵'],
  ]),
  ...rows('ko', 'accept', [
    ['habit', '사용자는 항상 새로운 맛집을 찾고 있다.', '맛집'],
    ['stable_state', '사용자는 웹소설을 연재하고 있다.', '웹소설'],
    ['weekend', '사용자는 주말에 보통 늦잠을 잔다.', '수면'],
    ['stable_state', '사용자는 그 중에서 재즈를 제일 좋아한다.', '음악'],
    ['stable_state', '사용자는 곧잘 농담을 한다.', '성격'],
  ]),
];

export const WORDING_TWO_FOLLOW_UP: readonly BlindCase[] = [...refused, ...accepted];
