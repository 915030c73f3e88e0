// The sixth blind aboutness set's known misses after the category rules written for it (see the test header),
// and why each still misses.

const MEANING = 'shares no word with the memory: needs meaning';
const OTHER_LANGUAGE =
  'asked in another language than the memory is written in, with no word in common: needs translation (the cross-language bridge holds none of its concepts, or more than one memory of it)';
const SECOND = 'a second memory shares a word with the question beside the one it names';
const OTHERS = 'a memory about someone else (the dog, a colleague) met on a word the user says of themself';
const COMPOUND =
  'a Japanese compound names its kind last, here a head written with kana (星座占い is fortune-telling): the memory word opens another thing';
const INSTRUCTION = 'a workflow preference met on its own topic word (plan) with no better memory to explain it';
const LOWER_NAME = 'a child’s name in lower case in the user’s own question: the flower needs meaning';
const BOOK = 'to book a hut is not a book: the user’s reading memory needs meaning to stay out';

/** Questions the rules still get wrong, and why. */
export const SIXTH_KNOWN_MISSES: ReadonlyMap<string, string> = new Map([
  ['make me a 6-week plan for my 10k', INSTRUCTION],
  ['draft an email to my manager asking to swap a night shift', SECOND],
  ["what cake can I bake for emmanuel's birthday", SECOND],
  ["I'm wired after work, how do I calm down", MEANING],
  ['which refuges should I book for my savoie hike', BOOK],
  ['how do I plant iris bulbs', LOWER_NAME],
  ['is yuki a common japanese name', 'a question about a name as a word in a request frame; the friend Yuki is held by two memories only'],
  ['my tooth hurts when I drink something cold', OTHERS],
  ['帮我排一下下周的班和家务', OTHER_LANGUAGE],
  ['儿子喜欢太空,送什么礼物', OTHERS],
  ['我喝牛奶肚子不舒服,早餐吃什么', OTHER_LANGUAGE],
  ['我腰疼,上班要抬病人,怎么办', OTHER_LANGUAGE],
  ['我的电动车冬天续航变短,去安纳西够不够', OTHER_LANGUAGE],
  ['明年去首尔,每个月要存多少钱', OTHER_LANGUAGE],
  ['七岁男孩喜欢宇宙,有什么书推荐', OTHER_LANGUAGE],
  ['ゆきの誕生日に何を送ればいいかな', OTHER_LANGUAGE],
  ['今度ゆきとまた京都に行くなら、どこを回ればいい?', OTHER_LANGUAGE],
  ['娘のぜんそく、運動会の前に気をつけることは?', OTHER_LANGUAGE],
  ['私の星図のお店、日本のお客さん向けに何を変えればいい?', 'a second memory shares a word with the question: 日本 in the Kyoto trip'],
  ['宇宙好きの7歳の男の子へのプレゼント', OTHER_LANGUAGE],
  ['星座占いは当たるの?', COMPOUND],
  ['야간 근무 끝나고 잠이 안 와요', OTHER_LANGUAGE],
  ['환자를 들다가 허리가 아파요', OTHER_LANGUAGE],
  ['comment aider mon fils pour son exposé sur les planètes', OTHER_LANGUAGE],
  [
    'papa ne peut plus conduire la nuit, comment il peut venir à lyon ?',
    'no count of function words places this question in French, so French plus weighs as the English word the instruction holds',
  ],
  ["ma voiture électrique perd de l'autonomie, c'est la batterie ?", OTHER_LANGUAGE],
  ['écris un mail à ma cadre pour demander une formation', OTHER_LANGUAGE],
  ['fiches de révision pour mon DU de réa', OTHER_LANGUAGE],
  ['mes images de saturne sont floues, que faire ?', OTHER_LANGUAGE],
  ["idées d'animation pour la soirée publique du club", OTHER_LANGUAGE],
  ['comment progresser en coréen avec une heure par semaine ?', OTHER_LANGUAGE],
  ['combien on doit mettre de côté pour séoul ?', OTHER_LANGUAGE],
  ["plan d'entraînement pour le run in lyon avec mes gardes de nuit", SECOND],
  ["qu'est-ce que je cuisine ce soir pour toute la famille ?", OTHER_LANGUAGE],
  ["combien coûte une douche à l'italienne pour ma salle de bain ?", OTHER_LANGUAGE],
  ['on fête nos dix ans le 2 juin, idée de week-end ?', OTHER_LANGUAGE],
  ['et pour les enfants ?', 'a follow-up with no word of any memory: enfants is not the English twins'],
  ['wie verkaufe ich meine Sternkarten auch in Deutschland?', OTHER_LANGUAGE],
  ['was ist die Iris beim Auge?', 'spoken German puts an article before given names (die Iris), so the article does not mark the thing'],
  ['vamos a Seúl en primavera, ¿qué ropa llevo?', OTHER_LANGUAGE],
  ['regalo para un niño de siete años que ama el espacio', OTHER_LANGUAGE],
  ['trabalhar de noite faz mal à saúde?', OTHER_LANGUAGE],
  ['у меня болит поясница после работы', OTHER_LANGUAGE],
  ['подарок семилетнему мальчику, который любит космос', OTHER_LANGUAGE],
]);
