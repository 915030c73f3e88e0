import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, IN_LAWS, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's Russian questions, written before the recall rules were read; the user's
// names in Cyrillic (Саша, Моти, Сяоми) and homographs there (стойка, сон). Lines: `category | language | expected
// subjects (;) or - | question`.

export const TWENTY_FIRST_RU_LINES = `
direct | ru | friend Sasha; cypress wood | Как отправить стол из тайваньского кипариса Саше во Владивосток?
direct | ru | friend Sasha | Саша хочет второй стол, какую цену ему назвать?
direct | ru | friend Sasha | Какие документы нужны, чтобы вывезти мебель из Тайваня в Россию для друга?
direct | ru | Russian bar counter; ${SHOP} | Какой лак выдержит барную стойку из дуба в ресторане?
direct | ru | Russian bar counter; ${SHOP} | Как закрепить тяжёлую барную стойку к бетонному полу?
direct | ru | Russian bar counter; ${SHOP} | Ресторан просит сдать стойку раньше срока, что сказать?
direct | ru | insomnia | Можно ли принимать мелатонин каждый день?
direct | ru | insomnia; acid reflux | Я плохо сплю после поздней смены на объекте, что делать?
direct | ru | insomnia | Какая доза мелатонина для меня безопасна?
direct | ru | ${XIAOMI} | У дочери атопический дерматит, какой крем после бассейна?
direct | ru | ${XIAOMI} | Дочь с аллергией на арахис, какие сладости ей нельзя?
direct | ru | ${BOHAN} | Сын принимает Концерту и плохо ест, что делать?
direct | ru | ${BOHAN} | Как защитить локоть у сына-питчера?
direct | ru | ${MISAKI} | У жены тиреоидит Хашимото, что ей есть на завтрак?
direct | ru | ${FATHER} | Отцу 71, диабет, можно ли ему помело?
direct | ru | ${GRANDMA} | Бабушка с деменцией не спит по ночам
direct | ru | ${DOUHUA} | Собака постоянно чешет ухо
direct | ru | ${MOCHI} | У кошки Моти болят почки, какой корм выбрать?
direct | ru | ${SHOP} | Как посчитать смету на деревянный потолок?
direct | ru | ${SHOP} | Ученик в мастерской постоянно опаздывает
direct | ru | ${BACK} | Грыжа диска, как поднимать фанеру без боли?
direct | ru | Osaka trip; ${IN_LAWS} | Что посмотреть в Осаке в феврале с детьми?
implicit | ru | friend Sasha | во Владивостоке ждут второй стол к Новому году
implicit | ru | Russian bar counter | стойку в ресторане уже поцарапали, как отполировать?
personal_none | ru | - | Как научиться быстро читать?
personal_none | ru | - | Посоветуй хороший детектив
personal_none | ru | - | Хочу научиться плавать
personal_none | ru | - | Как бросить курить?
homograph | ru | - | Что такое стойка на руках и как её освоить?
homograph | ru | - | Что означает сон про дом?
homograph | ru | - | Что такое моти?
homograph | ru | - | Смартфоны Сяоми хорошие?
name | ru | - | Кто такой поэт Саша Чёрный?
name | ru | - | Кто такой Стефен Карри?
place | ru | - | Чем знаменит Владивосток?
place | ru | - | Где находится Тайнань?
place | ru | - | Сколько лететь от Владивостока до Тайбэя?
brand | ru | - | Чья компания Gogoro?
brand | ru | - | Makita японская фирма?
topic | ru | - | Что такое тайваньский кипарис?
topic | ru | - | Что такое атопический дерматит?
topic | ru | - | Как действует мелатонин?
topic | ru | - | Что такое диабет второго типа?
subword | ru | - | Что такое кипарисовик?
subword | ru | - | Что такое дубликат?
function | ru | - | Когда писать "не" слитно?
function | ru | - | Что значит "же" в русском?
stem | ru | - | Что такое столярный клей?
generic | ru | - | Что русские едят по выходным?
generic | ru | - | Почему понедельник такой тяжёлый?
idiom | ru | - | Что значит "дров наломать"?
idiom | ru | - | Что значит "как по маслу"?
mixed | ru | - | Что значит "kawaii"?
mixed | ru | - | Что значит "484" в тайваньском интернете?
`;
