// Follow-up cases of the fourth wording round, written after reading the gates and writing the rules of
// volatileGrammar.ts: the same grammatical classes in new words (hostile), and their look-alikes in lasting senses
// (legitimate): a dated start, a frequency with a motion verb, a feeling without a word of now, an instruction with
// "doit être" / "deve ser", a since-phrase with the progressive.
import { rows, type BlindCase } from '../blindCase';

const refused: readonly BlindCase[] = [
  ...rows('en', 'refuse', [
    ['under_way', 'The user is learning how to surf.', 'surfing'],
    ['under_way', 'The user has begun to look into buying a flat.', 'housing'],
    ['period', 'This term the user is taking Spanish lessons on Tuesdays.', 'language'],
    ['ending_state', 'The user is on sick leave.', 'job'],
    ['ending_state', 'The user is seven months pregnant.', 'family'],
    ['ending_state', "The user's arm is in a cast.", 'health'],
    ['mood', 'The user feels so grumpy right now 😤', 'mood'],
  ]),
  ...rows('zh-Hans', 'refuse', [
    ['under_way', '用户正在学游泳。', 'swimming'],
    ['under_way', '用户开始学做饭了。', 'cooking'],
    ['period', '用户今年寒假在家复习。', 'education'],
    ['ending_state', '用户在休病假。', 'job'],
    ['mood', '用户现在特别焦虑。', 'mood'],
  ]),
  ...rows('zh-Hant', 'refuse', [
    ['under_way', '使用者正在學開車。', 'driving'],
    ['ending_state', '使用者在休育嬰假。', 'job'],
    ['ending_state', '使用者懷孕三個月了。', 'family'],
    ['mood', '使用者現在很煩。', 'mood'],
    ['period', '使用者今年夏天在澳洲打工。', 'job'],
  ]),
  ...rows('ja', 'refuse', [
    ['under_way', 'ユーザーはピアノを習い始めたところだ。', 'music'],
    ['under_way', 'ユーザーは引っ越しの準備をしている最中だ。', 'housing'],
    ['ending_state', 'ユーザーは産休中だ。', 'job'],
    ['ending_state', 'ユーザーは腕にギプスをしている。', 'health'],
    ['mood', 'ユーザーは今すごく落ち込んでいる。', 'mood'],
  ]),
  ...rows('ko', 'refuse', [
    ['under_way', '사용자는 수영을 배우고 있다.', 'swimming'],
    ['under_way', '사용자는 이사 준비를 시작했다.', 'housing'],
    ['period', '사용자는 이번 겨울에 스키 강습을 받는다.', 'skiing'],
    ['ending_state', '사용자는 팔에 깁스를 했다.', 'health'],
    ['ending_state', '사용자는 출산휴가 중이다.', 'job'],
    ['mood', '사용자는 지금 너무 우울하다.', 'mood'],
  ]),
  ...rows('de', 'refuse', [
    ['ending_state', 'Die Nutzerin ist im Mutterschutz.', 'job'],
    ['ending_state', 'Der Nutzer hat das Bein im Gips.', 'health'],
    ['period', 'Der Nutzer arbeitet diesen Winter als Skilehrer in Tirol.', 'job'],
    ['under_way', 'Der Nutzer hat begonnen, Spanisch zu lernen.', 'language'],
    ['ending_state', 'Die Nutzerin ist im fünften Monat schwanger.', 'family'],
  ]),
  ...rows('fr', 'refuse', [
    ['under_way', "L'utilisateur a commencé à chercher un appartement.", 'housing'],
    ['period', "Cet été, l'utilisateur travaille dans un camping.", 'job'],
    ['ending_state', "L'utilisatrice est enceinte de six mois.", 'family'],
    ['ending_state', "L'utilisateur est en arrêt maladie.", 'job'],
    ['evidential', "L'utilisateur serait originaire de Lille.", 'origin'],
    ['evidential', "L'utilisateur doit être plutôt du matin.", 'sleep'],
  ]),
  ...rows('es', 'refuse', [
    ['under_way', 'El usuario está aprendiendo a nadar.', 'swimming'],
    ['under_way', 'El usuario ha comenzado a estudiar alemán.', 'language'],
    ['period', 'Este verano el usuario trabaja de socorrista.', 'job'],
    ['under_way', 'El usuario se está mudando de piso.', 'housing'],
    ['ending_state', 'El usuario está de baja médica.', 'job'],
  ]),
  ...rows('pt', 'refuse', [
    ['under_way', 'O usuário começou a estudar japonês.', 'language'],
    ['ending_state', 'A usuária está grávida de sete meses.', 'family'],
    ['ending_state', 'O usuário está com a perna engessada.', 'health'],
    ['evidential', 'O usuário deve estar morando sozinho.', 'housing'],
    ['mood', 'O usuário está triste agora.', 'mood'],
  ]),
  ...rows('it', 'refuse', [
    ['under_way', "L'utente sta imparando a nuotare.", 'swimming'],
    ['under_way', "L'utente ha cominciato a studiare tedesco.", 'language'],
    ['period', "Quest'estate l'utente lavora come bagnino.", 'job'],
    ['ending_state', "L'utente è in malattia.", 'job'],
    ['ending_state', "L'utente ha la gamba ingessata.", 'health'],
    ['mood', "L'utente adesso è proprio giù di morale.", 'mood'],
  ]),
  ...rows('ru', 'refuse', [
    ['under_way', 'Пользователь начал учить испанский.', 'language'],
    ['under_way', 'Пользователь готовится к экзамену.', 'education'],
    ['period', 'Этим летом пользователь работает вожатым.', 'job'],
    ['ending_state', 'Пользовательница беременна.', 'family'],
    ['ending_state', 'Пользователь на больничном.', 'job'],
    ['mood', 'Пользователю сейчас тоскливо.', 'mood'],
  ]),
];

const accepted: readonly BlindCase[] = [
  ...rows('en', 'accept', [
    ['dated_past', 'The user learned to drive in 2008.', 'driving'],
    ['lasting_change', 'The user started running in 2015 and still runs every weekend.', 'running'],
    ['habit', 'The user swims three times a week.', 'swimming'],
    ['title', "The user's favourite season is autumn.", 'seasons'],
    ['dated_past', 'The user was on parental leave in 2021.', 'job'],
  ]),
  ...rows('zh-Hans', 'accept', [
    ['dated_past', '用户2016年学会了开车。', 'driving'],
    ['habit', '用户每周去三次健身房。', 'fitness'],
    ['lasting_change', '用户从2015年开始学钢琴，一直坚持到现在。', 'music'],
    ['habit', '用户心情不好时喜欢听爵士乐。', 'music'],
  ]),
  ...rows('zh-Hant', 'accept', [
    ['habit', '使用者每個月去兩次健身房。', 'fitness'],
    ['lasting_change', '使用者從2010年開始學日文，至今沒停過。', 'language'],
    ['habit', '使用者心情不好的時候會去跑步。', 'running'],
  ]),
  ...rows('ja', 'accept', [
    ['dated_past', 'ユーザーは2010年にピアノを習い始めた。', 'music'],
    ['habit', 'ユーザーは月に2回映画館に行く。', 'film'],
    ['habit', 'ユーザーは落ち込んだときはいつも散歩する。', 'walking'],
  ]),
  ...rows('ko', 'accept', [
    ['lasting_change', '사용자는 2012년부터 수영을 배우고 있다.', 'swimming'],
    ['habit', '사용자는 일주일에 세 번 헬스장에 간다.', 'fitness'],
    ['habit', '사용자는 기분이 안 좋을 때 산책을 한다.', 'walking'],
  ]),
  ...rows('de', 'accept', [
    ['lasting_change', 'Der Nutzer hat 2012 angefangen, Klavier zu spielen, und spielt noch immer.', 'music'],
    ['habit', 'Der Nutzer geht dreimal die Woche ins Fitnessstudio.', 'fitness'],
    ['dated_past', 'Der Nutzer war 2019 in Elternzeit.', 'job'],
  ]),
  ...rows('fr', 'accept', [
    ['habit', "L'utilisateur nage trois fois par semaine.", 'swimming'],
    ['standing_rule', "L'utilisateur doit être prévenu avant tout rendez-vous.", 'appointments'],
    ['usually', "L'utilisateur serait plus à l'aise avec des réponses courtes.", 'style'],
    ['habit', "L'utilisateur va courir deux fois par semaine.", 'running'],
  ]),
  ...rows('es', 'accept', [
    ['dated_past', 'El usuario empezó a tocar la guitarra en 2010.', 'music'],
    ['habit', 'El usuario va al gimnasio tres veces por semana.', 'fitness'],
    ['lasting_change', 'El usuario está casado desde 2015.', 'family'],
  ]),
  ...rows('pt', 'accept', [
    ['lasting_change', 'O usuário começou a tocar violão em 2012 e nunca parou.', 'music'],
    ['habit', 'O usuário vai à academia três vezes por semana.', 'fitness'],
    ['standing_rule', 'O usuário deve ser avisado antes de qualquer mudança.', 'changes'],
  ]),
  ...rows('it', 'accept', [
    ['dated_past', "L'utente ha iniziato a suonare il piano nel 2010.", 'music'],
    ['habit', "L'utente va in palestra tre volte a settimana.", 'fitness'],
    ['lasting_change', "L'utente sta studiando medicina a Padova.", 'education'],
  ]),
  ...rows('ru', 'accept', [
    ['dated_past', 'Пользователь начал играть на гитаре в 2010 году.', 'music'],
    ['habit', 'Пользователь ходит в спортзал три раза в неделю.', 'fitness'],
    ['habit', 'Пользователю всегда грустно, когда идёт дождь.', 'mood'],
  ]),
];

export const WORDING_FOUR_FOLLOW_UP: readonly BlindCase[] = [...refused, ...accepted];
