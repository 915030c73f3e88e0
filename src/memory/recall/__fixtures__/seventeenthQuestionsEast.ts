import { BADA, DUBU, FATHER, GOUT, HANEUL, LAB, LUCIA, NAPOLEON, PONY } from './seventeenthSubjects';

// The seventeenth blind aboutness set's questions in Portuguese, Russian and Italian, written before the recall rules
// were read. Lines: `category | language | expected subjects (;) or - | question`.

export const SEVENTEENTH_PT_LINES = `
direct | pt | friend Rafael | O que levo de presente para o Rafael quando ele vier a Daegu?
direct | pt | friend Rafael; IDS fair | Combinar com o Rafael um jantar durante a IDS em Colônia
direct | pt | IDS fair | Quais fresadoras de 5 eixos devo ver na IDS em março?
direct | pt | IDS fair | Preciso de hotel perto da Koelnmesse para a feira de março
direct | pt | Daegu FC; ${BADA} | Quando é o próximo jogo do Daegu FC em casa para eu ir com o meu filho?
direct | pt | Daegu FC | O meu Daegu FC pode cair de divisão este ano?
direct | pt | ${BADA} | O meu filho é goleiro e tem diabetes tipo 1, que lanche levar para o jogo?
direct | pt | ${HANEUL} | Quanto a minha filha gasta por mês em Aachen?
direct | pt | ${LUCIA} | Ideias de presente para o aniversário de casamento com a minha esposa mexicana
direct | pt | ${GOUT} | Com gota posso comer feijoada?
direct | pt | ${LAB} | Como aumentar a translucidez das minhas coroas de zircônia?
direct | pt | ${DUBU} | O Dubu tem luxação de patela, posso deixá-lo subir no sofá?
direct | pt | ${NAPOLEON} | O meu gato Napoleão tem doença renal, pode comer sachê de atum?
direct | pt | ${FATHER} | O meu pai toma levodopa, pode tomar vitamina B6?
direct | pt | ${PONY} | Onde comprar juntas do motor para o meu Pony de 1986?
implicit | pt | ${GOUT} | O dedão do pé inchou de novo, o que devo evitar hoje?
implicit | pt | friend Rafael | Um amigo protético de São Paulo vem visitar, onde levá-lo em Daegu?
personal_none | pt | - | A minha geladeira está fazendo barulho
personal_none | pt | - | Quero aprender a tocar violão
personal_none | pt | - | Como organizar as minhas fotos antigas?
personal_none | pt | - | Que presente dou a um sobrinho de dez anos?
personal_none | pt | - | A minha torneira está pingando, o que faço?
homograph | pt | - | Como se faz o tofu?
homograph | pt | - | Por que o céu é azul?
homograph | pt | - | O que é a coroa portuguesa?
name | pt | - | Quem foi Napoleão Bonaparte?
name | pt | - | Quem pintou a Escola de Atenas, Rafael?
name | pt | - | Quem é Carmen Miranda?
place | pt | - | O que visitar em São Paulo?
place | pt | - | O que ver em Colônia?
place | pt | - | Onde fica Daegu?
brand | pt | - | O Galaxy Z Fold vale a pena?
brand | pt | - | O Hyundai Ioniq 5 é vendido no Brasil?
topic | pt | - | Por que a gota ataca o dedão do pé?
topic | pt | - | O que é a IDS de Colônia?
topic | pt | - | Como funciona uma fresadora CAD/CAM?
subword | pt | - | O que é um cavalo-marinho?
subword | pt | - | O que é uma gotícula de saliva?
function | pt | - | Quando se usa a crase antes de nomes de cidades?
function | pt | - | Qual a diferença entre "mas" e "mais"?
stem | pt | - | Quanto ganha um protético no Brasil?
stem | pt | - | Qual é o maior estádio de futebol do Brasil?
generic | pt | - | Qual a expectativa de vida no Brasil?
generic | pt | - | Quantos times tem a liga coreana?
idiom | pt | - | O que significa "cair do céu"?
idiom | pt | - | De onde vem a expressão "chover canivetes"?
mixed | pt | - | O futebol coreano é melhor que o brasileiro?
`;

export const SEVENTEENTH_RU_LINES = `
direct | ru | neighbour Oleg; ${PONY} | Что подарить Олегу за помощь с «Пони»?
direct | ru | neighbour Oleg; ${PONY} | Как попросить Олега помочь с заменой поршневых колец?
direct | ru | ${PONY} | Где найти карбюратор для моего «Пони» 1986 года?
direct | ru | jjimjilbang | В какой чимчильбан в Тэгу мне сходить в воскресенье вечером?
direct | ru | jjimjilbang; ${GOUT} | Можно ли в чимчильбан при подагре?
direct | ru | Bada Russian; ${BADA} | Помоги сыну с русскими падежами, объясни просто
direct | ru | Bada Russian; ${BADA} | Какие книги на русском подойдут моему сыну для начала?
direct | ru | blood pressure | У меня давление утром 140 на 90, это опасно?
direct | ru | blood pressure | Какой тонометр мне купить, чтобы мерить давление по утрам?
direct | ru | ${BADA} | Сыну нужен перекус без креветок на футбол
direct | ru | ${HANEUL} | Как дочери продлить визу в Германии?
direct | ru | ${FATHER} | Отец пьёт леводопу, можно ли ему белковую пищу?
direct | ru | ${DUBU} | Сколько гулять с Дубу, если у него вывих надколенника?
direct | ru | ${NAPOLEON} | Наполеон плохо ест почечный корм, что делать?
direct | ru | ${GOUT} | Что можно выпить при подагре на дне рождения?
direct | ru | ${LAB} | Почему циркониевые коронки после спекания слишком белые?
implicit | ru | blood pressure | Утром верхнее давление выше 140, вечером нормальное — почему?
implicit | ru | ${GOUT} | Опять распух большой палец на ноге, что нельзя есть?
personal_none | ru | - | У меня скрипит дверь в спальне
personal_none | ru | - | Хочу научиться готовить борщ
personal_none | ru | - | Как мне отмыть духовку?
personal_none | ru | - | Посоветуй мне книгу на отпуск
personal_none | ru | - | Что подарить другу на новоселье?
homograph | ru | - | Как делают тофу?
homograph | ru | - | Почему небо на закате красное?
homograph | ru | - | Что такое корона у Солнца?
homograph | ru | - | Что такое «пони-экспресс»?
name | ru | - | Почему Наполеон напал на Россию?
name | ru | - | Кто такой Олег Вещий?
name | ru | - | Торт «Наполеон»: откуда название?
place | ru | - | Когда построили Золотой мост во Владивостоке?
place | ru | - | Где находится Тэгу?
place | ru | - | Чем известен Андон?
brand | ru | - | Хорош ли Hyundai Ioniq 5?
brand | ru | - | Какой Galaxy выбрать в этом году?
topic | ru | - | Почему подагру называли болезнью королей?
topic | ru | - | Почему повышается давление по утрам?
topic | ru | - | Как устроена баня?
subword | ru | - | Что такое баня-бочка?
subword | ru | - | Что такое давление в шинах?
function | ru | - | Когда пишется «не», а когда «ни»?
function | ru | - | Чем отличается «уже» от «ещё»?
stem | ru | - | Сколько зарабатывает автомеханик в России?
stem | ru | - | Как стать зубным техником?
generic | ru | - | Какая средняя продолжительность жизни в Корее?
generic | ru | - | Сколько длится школьный год в России?
idiom | ru | - | Что значит «с неба звёзд не хватает»?
idiom | ru | - | Откуда выражение «как с гуся вода»?
mixed | ru | - | Русская баня и корейская сауна: в чём разница?
`;

export const SEVENTEENTH_IT_LINES = `
direct | it | model cars | Dove trovo una Lancia Delta Integrale in scala 1:18 per la mia collezione?
direct | it | model cars | Come pulire la polvere dai miei modellini senza rovinarli?
direct | it | ${LUCIA} | Un itinerario in Toscana per i 25 anni di matrimonio con Lucía
direct | it | ${LUCIA} | Un agriturismo romantico in Toscana per il nostro anniversario
direct | it | moka | La mia moka fa un caffè amaro, cosa sbaglio?
direct | it | moka | Ogni quanto cambiare la guarnizione della mia Bialetti?
direct | it | colleague Marco | Scrivi a Marco per ringraziarlo dei consigli sulla stratificazione
direct | it | colleague Marco; ${LAB} | Chiedi a Marco quale ceramica usa per i frontali
direct | it | ${GOUT} | Con la gotta posso bere un bicchiere di Chianti?
direct | it | ${BADA} | Mio figlio ha il diabete di tipo 1, può mangiare la pasta in Italia?
direct | it | ${DUBU} | Dubu può fare le scale con la rotula lussata?
direct | it | ${NAPOLEON} | Il mio gatto Napoleone ha i reni malati, come lo idrato?
direct | it | ${FATHER} | Mio padre prende la levodopa, può mangiare carne a pranzo?
direct | it | ${PONY} | Che olio usare nel motore della mia Pony dopo la revisione?
direct | it | ${LAB} | Come rendere più naturali le mie corone in zirconia?
implicit | it | ${LUCIA} | Un viaggio romantico in Toscana nel 2028 per le nozze d'argento
implicit | it | ${GOUT} | L'alluce è di nuovo gonfio, cosa evito stasera?
personal_none | it | - | La mia lavatrice non centrifuga
personal_none | it | - | Vorrei imparare a fare la pizza in casa
personal_none | it | - | Come sistemo il mio armadio?
personal_none | it | - | Cosa regalo a un'amica per la laurea?
personal_none | it | - | Il mio telefono si scarica in fretta
homograph | it | - | Come si fa il tofu?
homograph | it | - | Perché il cielo al tramonto diventa rosso?
homograph | it | - | Cos'è la corona svedese?
name | it | - | Dove morì Napoleone?
name | it | - | Chi era Marco Polo?
name | it | - | Chi ha dipinto la Scuola di Atene, Raffaello?
place | it | - | Cosa vedere a Bologna?
place | it | - | Quali sono i borghi più belli della Toscana?
place | it | - | Dove si trova Guadalajara?
brand | it | - | In che anno è nata la prima moka Bialetti?
brand | it | - | La Lancia esiste ancora?
topic | it | - | Perché la gotta era chiamata la malattia dei re?
topic | it | - | Come si stratifica la ceramica dentale?
topic | it | - | Cos'è il Chianti Classico?
subword | it | - | Cos'è un cavalluccio marino?
subword | it | - | Cos'è il napoleone d'oro?
function | it | - | Quando si usa "ne" e quando "ci"?
function | it | - | Qual è la differenza tra "di" e "da"?
stem | it | - | Quanto guadagna un odontotecnico in Italia?
stem | it | - | Quanti modellini produce Burago ogni anno?
generic | it | - | Qual è l'aspettativa di vita in Italia?
generic | it | - | Quanti matrimoni si celebrano in Italia ogni anno?
idiom | it | - | Cosa significa "toccare il cielo con un dito"?
idiom | it | - | Cosa significa "essere al settimo cielo"?
mixed | it | - | La moka italiana e il caffè coreano: quale è più forte?
`;
