import {
  BERLIN,
  CAR,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's Russian questions, written before the recall rules were read; the friend
// Ivan (Иван in his memory) and Tanaka and Emily written in Cyrillic, direct questions about memories written in
// Chinese and English with no word in common, and Иван, Москва, шахматы inside longer words and names.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_RU_LINES = `
direct | ru | friend Ivan; chess with Ivan | Иван опять обыграл меня в шахматы, какой дебют выучить?
direct | ru | friend Ivan | Иван приезжает в Чэнду в мае, куда его сводить?
direct | ru | Moscow trip; friend Ivan | Какую одежду взять для поездки в Москву в январе?
direct | ru | Moscow trip | Как из Чэнду лучше долететь до Москвы зимой?
direct | ru | ${ZHIMA} | Наша самка панды не ест бамбук и беспокоится, это течка?
direct | ru | ${ZHIMA} | УЗИ нашей панды три недели ничего не показывает, это ложная беременность?
direct | ru | ${TANGYUAN} | Детёныш, которого я выкормил, худеет при отъёме от матери
direct | ru | ${WORK} | Как выдержать ночные смены в сезон родов?
direct | ru | ${WIFE} | Жена принимает L-тироксин, можно ли его пить с завтраком?
direct | ru | ${WIFE} | Жена бежит первый марафон в октябре, что ей есть в последнюю неделю?
direct | ru | ${XUANXUAN} | У сына краснеют глаза от ночных ортокератологических линз
direct | ru | ${XUANXUAN} | Сын каждое утро чихает из-за пылевых клещей
direct | ru | ${TANGTANG} | У дочки 38,5, и раньше уже были фебрильные судороги
direct | ru | ${TANGTANG} | У трёхлетней дочки аллергия на белок коровьего молока, что давать в садике?
direct | ru | ${FATHER} | У отца ХОБЛ, можно ли ему на высоту 4000 метров?
direct | ru | ${MOTHER} | Сколько длится реабилитация после эндопротезирования колена у мамы?
direct | ru | ${IN_LAWS} | Тёща три года принимает тамоксифен, какие побочные эффекты?
direct | ru | ${KELE} | У моего корги грыжа диска, он не ходит
direct | ru | ${HUAJUAN} | Наш рыжий кот не худеет на диетическом корме
direct | ru | lumbar disc | Грыжа L4-L5 опять обострилась, немеет нога
direct | ru | fatty liver | Мой лёгкий жировой гепатоз обратим?
direct | ru | penicillin allergy | У меня аллергия на пенициллин, можно амоксициллин?
direct | ru | ${BERLIN} | Что взять с собой на три месяца стажировки в Берлинском зоопарке?
direct | ru | friend Tanaka; Japan trip | Что подарить Танаке, когда летом приедем в Вакаяму?
direct | ru | friend Emily | Помоги написать письмо Эмили о питательности бамбука
direct | ru | ${CAR} | Нормально ли, что наш BYD Song зимой больше расходует?
implicit | ru | ${TANGTANG} | Почти 39, ибупрофен или парацетамол для трёхлетки?
implicit | ru | ${ZHIMA} | Фекальный прогестерон высокий, а на УЗИ пусто, это нормально?
personal_none | ru | - | Как перестать откладывать дела на потом?
personal_none | ru | - | Посоветуй хороший фантастический роман
personal_none | ru | - | Хочу научиться играть на гитаре, с чего начать?
personal_none | ru | - | Как не волноваться на собеседовании?
homograph | ru | - | Полезен ли кунжут?
homograph | ru | - | Вредна ли кола для зубов?
homograph | ru | - | Какой длины Великая Китайская стена?
homograph | ru | - | Как варить пшено?
name | ru | - | Почему Ивана IV называли Грозным?
name | ru | - | Кто такой Иван Сусанин?
name | ru | - | Кто такая Эмили Дикинсон?
place | ru | - | Где в Москве зоопарк и как туда доехать?
place | ru | - | Что посмотреть в Чэнду?
place | ru | - | Где находится Лэшань?
brand | ru | - | Кто основал DJI?
brand | ru | - | Продаётся ли BYD в России?
brand | ru | - | Xiaomi — китайская компания?
topic | ru | - | Почему панды чёрно-белые?
topic | ru | - | Что такое тиреоидит Хашимото?
topic | ru | - | Опасны ли фебрильные судороги?
topic | ru | - | Когда панды появились в Московском зоопарке?
subword | ru | - | Где находится город Иваново?
subword | ru | - | Что за машина «Москвич 3»?
function | ru | - | Когда пишется «не», а когда «ни»?
function | ru | - | Чем отличается «чтобы» от «что бы»?
stem | ru | - | Что значит «в шахматном порядке»?
stem | ru | - | Кто такой стажёр?
generic | ru | ${WEEKEND} | Чем заняться на выходных?
generic | ru | - | Что такое здоровый ужин?
idiom | ru | - | Что значит «медвежья услуга»?
idiom | ru | - | Что значит «кот наплакал»?
mixed | ru | ${TANGTANG} | У Тантан опять 发烧 38,5, ехать в 医院?
mixed | ru | - | Что значит «yyds» в китайском сленге?
`;
