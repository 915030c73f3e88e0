import { BIA, BREWERY, GOUT, JUNINHO, MANGA, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's Russian questions, written before the recall rules were read. Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_RU_LINES = `
direct | ru | friend Dima | как объяснить Диме по видеосвязи, как делать затирание?
direct | ru | friend Dima | Дима хочет открыть свою пивоварню в Петербурге, что ему посоветовать?
direct | ru | friend Dima | какие рецепты дать другу-бармену для первой варки?
direct | ru | chess | как мне поднять рейтинг в шахматах онлайн?
direct | ru | chess | какой дебют выучить для моих вечерних партий в блиц?
direct | ru | kvass; brewery Capivara | рецепт кваса на 200 литров для тапрума
direct | ru | kvass; taproom; brewery Capivara | по какой цене продавать квас в моём тапруме летом?
direct | ru | kvass; brewery Capivara | как сделать квас без алкоголя совсем?
direct | ru | ${GOUT} | что мне есть при подагре, чтобы не было приступа?
direct | ru | ${GOUT}; cholesterol | можно ли мне аллопуринол вместе с розувастатином?
direct | ru | ${BIA} | что приготовить дочке без глютена на день рождения?
direct | ru | ${BIA} | Бие можно овсянку при целиакии?
direct | ru | ${JUNINHO} | сыну 14 лет, астма, можно ли ему в футзал на серьёзном уровне?
direct | ru | ${JUNINHO} | как отучить сына от ночных игр?
direct | ru | ${RANIA} | что подарить жене-ливанке на годовщину?
direct | ru | ${RANIA} | у жены мигрень с аурой, суматриптан не помогает, что делать?
direct | ru | ${TOSTAO} | у собаки был лейшманиоз, нужно ли сдавать анализы каждый год?
direct | ru | ${MANGA} | кошке 11 лет, гипертиреоз, сколько она проживёт на метимазоле?
direct | ru | ${NANDO} | у отца Паркинсон, какие упражнения ему подходят?
direct | ru | Munich trip | что посмотреть в Мюнхене кроме Октоберфеста?
direct | ru | Lebanon trip | какие документы нужны семье для поездки в Ливан?
direct | ru | ${BREWERY}; Capivara IPA | как мне посчитать себестоимость литра IPA на моей пивоварне?
direct | ru | Capivara IPA; brewery Capivara | чем заменить Мозаик в моей IPA?
direct | ru | sleep apnea | можно ли спать без CPAP одну ночь?
direct | ru | savings | стоит ли мне покупать биткоин?
direct | ru | makgeolli | как мне сварить макколли дома?
implicit | ru | friend Dima | питерский бармен опять спросил про температуру затирания, что ему ответить
implicit | ru | ${GOUT} | опять опух большой палец на ноге, что делать
personal_none | ru | - | как мне перестать откладывать дела?
personal_none | ru | - | посоветуй мне хороший сериал
personal_none | ru | - | как выучить таблицу умножения быстрее?
personal_none | ru | - | помоги написать резюме
homograph | ru | - | как выбрать спелое манго?
homograph | ru | - | как открыть счёт в банке в России?
homograph | ru | - | как сделать свечу из воска?
homograph | ru | - | что такое хот-дог по-датски?
name | ru | - | кто такой Тостао?
name | ru | - | кто такая королева Рания?
name | ru | - | кто такой Зико?
place | ru | - | что посмотреть в Белу-Оризонти?
place | ru | - | какая погода в Бейруте в декабре?
place | ru | - | что посмотреть в Петербурге за три дня?
brand | ru | - | кто производит пиво Brahma?
brand | ru | - | хороший ли телефон Motorola Edge 40?
brand | ru | - | где купить Vespa в Москве?
topic | ru | - | что такое подагра?
topic | ru | - | как варят пиво на мини-пивоварне?
topic | ru | - | что такое целиакия?
topic | ru | - | откуда родом квас?
topic | ru | - | как играть в шахматы?
subword | ru | - | что такое мангуст?
subword | ru | - | кто такие банкиры?
function | ru | - | когда пишется «не», а когда «ни»?
function | ru | - | в чём разница между «в» и «на» с названиями стран?
stem | ru | - | что такое пивоварение в истории Чехии?
stem | ru | - | кто такой шахматист Каспаров?
generic | ru | - | сколько людей живёт в Бразилии?
generic | ru | - | когда летние каникулы в России?
idiom | ru | - | что значит «пиши пропало»?
idiom | ru | - | что значит «каши не сваришь»?
mixed | ru | - | как по-португальски «пиво»?
mixed | ru | - | что значит «taproom»?
`;
