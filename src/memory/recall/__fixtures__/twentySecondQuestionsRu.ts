import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's Russian questions, written before the recall rules were read; the user's
// names as Russian words (корица, крот, домкрат, банда, подагра) and the family's illnesses asked about in general.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_SECOND_RU_LINES = `
direct | ru | friend Olga; wife Giulia | Что подарить Ольге, подруге жены, на день рождения?
direct | ru | friend Olga; ${CHIQUIS} | Можно ли Чикис заниматься балетом у Ольги при астме?
direct | ru | Leo chess; ${LEO} | Как подготовить сына к школьному шахматному турниру?
direct | ru | Leo chess | Какие дебюты выучить Лео для турнира?
direct | ru | runner's knee; half marathon | Болит правое колено после пробежки, тейп помогает?
direct | ru | runner's knee | Как правильно наклеить тейп на колено для бега?
direct | ru | ${LEO} | У сына диабет первого типа, как считать углеводы в булочке?
direct | ru | ${LEO} | Сенсор Libre у Лео показывает низкий сахар ночью, что делать?
direct | ru | ${GIULIA} | Жена — целиакия, какую муку купить для хлеба без глютена?
direct | ru | ${GIULIA} | У Джулии снова мигрень, как ей помочь?
direct | ru | ${CHIQUIS} | Дочка кашляет ночью из-за астмы, что делать?
direct | ru | ${CHIQUIS} | Сколько вдохов сальбутамола можно ребёнку шести лет?
direct | ru | ${FATHER} | Папе будут делать операцию на катаракте, сколько длится восстановление?
direct | ru | ${MOTHER} | Маме с диабетом можно сладкий хлеб?
direct | ru | ${CANELA} | У моей собаки дисплазия, какие упражнения ей можно?
direct | ru | ${MOLE} | Мой кот ест урологический корм, можно ли ему рыбу?
direct | ru | ${BAKERY} | Как поднять цены в моей пекарне и не потерять клиентов?
direct | ru | ${BAKERY} | Ротационная печь или подовая — что лучше для моей пекарни?
direct | ru | ${BAKERY} | Мой помощник всё время сжигает противни, как его научить?
direct | ru | ${VAN} | Мой фургон для доставки стучит при торможении
direct | ru | learning Italian | Как быстрее выучить итальянский до уровня B1?
direct | ru | Turin trip; ${IN_LAWS} | Что посмотреть в Турине летом с детьми?
direct | ru | gout | У меня подагра, можно ли пить пиво?
direct | ru | flour rhinitis | У меня аллергия на мучную пыль, какая маска лучше?
direct | ru | new oven loan; ${BAKERY} | Стоит ли досрочно гасить кредит на печь?
implicit | ru | ${LEO} | сахар 3,2 перед тренировкой — сок или таблетки глюкозы?
implicit | ru | runner's knee | хрустит колено на 10 км, продолжать?
personal_none | ru | - | Как перестать откладывать дела?
personal_none | ru | - | Посоветуй хороший детектив
personal_none | ru | - | Как научиться рисовать?
personal_none | ru | - | Как быстрее засыпать?
homograph | ru | - | Чем полезна корица?
homograph | ru | - | Как избавиться от кротов на даче?
homograph | ru | - | Как пользоваться домкратом?
homograph | ru | - | Что такое банда в уголовном праве?
homograph | ru | - | Что такое моль в химии?
name | ru | - | Кто такой Леонардо да Винчи?
name | ru | - | Кто такая Ольга Корбут?
name | ru | - | Кто такой Чапулин Колорадо?
place | ru | - | Чем знаменит Турин?
place | ru | - | Где находится Пуэбла?
place | ru | - | Какой город Ла-Пас в Боливии?
brand | ru | - | Кто владеет компанией Bimbo?
brand | ru | - | Когда основан FIAT?
brand | ru | - | Кто производит сенсоры FreeStyle Libre?
topic | ru | - | Что такое целиакия?
topic | ru | - | Что такое сахарный диабет первого типа?
topic | ru | - | Как работает закваска?
topic | ru | - | Что такое подагра?
topic | ru | - | Откуда взялся мексиканский соус моле?
subword | ru | - | Как приготовить булочки с корицей?
subword | ru | - | Что такое молекула?
function | ru | - | Когда писать «не» слитно, а когда раздельно?
function | ru | - | Чем отличаются «его» и «свой»?
stem | ru | - | Что такое бандероль?
stem | ru | - | Что значит «хлебосольный»?
generic | ru | ${WEEKEND} | Чем мне заняться в эти выходные?
generic | ru | - | Какой завтрак самый полезный?
idiom | ru | - | Что значит «хлеб всему голова»?
idiom | ru | - | Что значит «кот наплакал»?
mixed | ru | - | Что значит «ahorita» в Мексике?
mixed | ru | - | Что значит «dolce vita»?
`;
