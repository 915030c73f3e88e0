import { BOMBA, CELINE, FIDDLE, FLO, HOON, MATHIS, PIERRETTE, REJEAN } from './nineteenthSubjects';

// The nineteenth blind aboutness set's questions in Portuguese, Italian and Russian, written before the recall rules
// were read. Lines: `category | language | expected subjects (;) or - | question`.

export const NINETEENTH_PT_LINES = `
direct | pt | friend Luana | ideias de presente para a Luana, minha amiga brasileira
direct | pt | yoga; tennis elbow; friend Luana | posturas de ioga que não forçam o meu cotovelo com epicondilite
direct | pt | yoga; friend Luana | a aula de segunda com a Luana foi cancelada, que sequência eu faço em casa?
direct | pt | Lisbon trip; friend Nancy | roteiro de cinco dias em Lisboa para mim e a Nancy
direct | pt | Lisbon trip | quando comprar as passagens para a nossa viagem a Lisboa em 2028
direct | pt | Lisbon trip; celiac | onde eu posso comer sem glúten em Lisboa
direct | pt | ${PIERRETTE} | qual lupa eletrônica é melhor para a minha mãe com DMLA
direct | pt | ${PIERRETTE} | minha mãe não consegue mais ler receitas, que aplicativo ajuda?
direct | pt | ${FLO} | minha filha com diabetes tipo 1 vai a um torneio, o que levar
direct | pt | ${MATHIS} | meu filho com TDAH esquece tudo, dicas
direct | pt | ${HOON} | meu marido tem gota, ele pode comer feijoada?
direct | pt | ${REJEAN} | meu pai com asbestose pode viajar de avião?
direct | pt | ${BOMBA} | o Bomba está mancando da pata traseira
direct | pt | ${CELINE} | a Céline não come o petisco com o remédio
direct | pt | evaporator | como limpar a minha osmose reversa no fim da temporada
direct | pt | sugar bush; tubing expansion | quantas entalhes por bordo eu posso fazer sem prejudicar as minhas árvores
direct | pt | running | treino para os meus 10 km em outubro
direct | pt | reading | livros parecidos com os da Kim Thúy para mim
direct | pt | learning Korean | melhor aplicativo para o meu TOPIK II
direct | pt | Korea trip; mother-in-law Soonja | o que fazer em Busan com adolescentes em julho
direct | pt | organic certification | o que o auditor da Ecocert vai olhar na minha cabana
direct | pt | ${FIDDLE} | quanto custa consertar o braço rachado do meu violino
direct | pt | cookbook | me ajuda a traduzir o título do meu livro de receitas para o inglês
implicit | pt | yoga; friend Luana; learning Korean | a Luana mudou a aula para terça, mas terça eu tenho coreano
implicit | pt | ${PIERRETTE} | ela não enxerga mais as letras do celular, nem com a lupa
personal_none | pt | - | como faço para dormir mais cedo
personal_none | pt | - | me recomenda uma série de comédia
personal_none | pt | - | quero aprender a desenhar
personal_none | pt | - | como tirar mancha de café da camisa
homograph | pt | - | o que é um diário de bordo
homograph | pt | - | quem pode ficar a bordo de um navio de cruzeiro
homograph | pt | - | o que é gota serena
name | pt | - | quantos filhos tem Céline Dion
name | pt | - | quem foi Matisse
name | pt | - | quem é Luana Piovani
place | pt | - | o que visitar em Belo Horizonte
place | pt | - | Lisboa é cara para morar?
place | pt | - | qual a população de Quebec
brand | pt | - | o que é o Shopify
brand | pt | - | a Bombardier ainda faz aviões?
brand | pt | - | Ski-Doo é de que país?
topic | pt | - | como se faz xarope de bordo
topic | pt | - | o que é DMLA
topic | pt | - | o que é asbestose
topic | pt | - | quem inventou a ioga
topic | pt | - | o que é o hóquei ringuete
subword | pt | - | o que é bordado richelieu
subword | pt | - | como funciona a irrigação por gotejamento
function | pt | - | quando usar crase antes de "a"
function | pt | - | o que quer dizer "au" em francês
stem | pt | - | como consertar uma torneira pingando
generic | pt | - | o que os canadenses comem no café da manhã
generic | pt | cooking; celiac | o que eu faço para o jantar hoje
idiom | pt | - | o que significa "chover no molhado"
idiom | pt | - | o que quer dizer "pisar em ovos"
mixed | pt | - | o que é "cabane à sucre"
mixed | pt | - | como se diz "xarope de bordo" em coreano
`;

export const NINETEENTH_IT_LINES = `
direct | it | neighbour Rosa; tomato passata | cosa regalo alla signora Rosa per ringraziarla della passata
direct | it | tomato passata; neighbour Rosa | quanti chili di pomodori ci vogliono per 30 barattoli della nostra passata
direct | it | tomato passata | la mia passata è venuta acida, come la correggo
direct | it | fiddle repair; fiddle | quanto costa restaurare il manico incrinato del mio violino
direct | it | fiddle repair; fiddle | come trovo un buon liutaio a Québec per lo Stradi
direct | it | moka | la mia moka fa il caffè bruciato, perché
direct | it | moka; coffee | posso mettere lo sciroppo d'acero nel caffè della mia moka?
direct | it | ${FLO} | mia figlia ha il diabete di tipo 1, cosa mangia prima della partita
direct | it | ${MATHIS} | mio figlio con l'ADHD non finisce mai i compiti
direct | it | ${HOON} | mio marito ha la gotta, niente birra, cosa può bere?
direct | it | ${REJEAN} | papà ha l'asbestosi, come usa il concentratore di ossigeno in sicurezza
direct | it | ${PIERRETTE} | le iniezioni di Eylea fanno male a mia madre?
direct | it | ${BOMBA} | il mio bovaro del Bernese ha la displasia, che esercizi può fare?
direct | it | ${CELINE} | come do il metimazolo alla mia gatta?
direct | it | evaporator | come regolo il fuoco del mio evaporatore a legna
direct | it | syrup theft | come posso proteggere i miei barili dal furto
direct | it | woodturning | che sgorbia uso per tornire una ciotola d'acero
direct | it | garden; tomato passata | quando pianto i pomodori nel mio orto in Beauce
direct | it | Korea trip | cosa vedere a Seul in tre giorni con la mia famiglia
direct | it | curling | esercizi per migliorare il mio lancio nel curling
direct | it | celiac | sono celiaca, che pasta senza glutine mi consigli
direct | it | Korea trip; Kyoto stopover | conviene fermarci a Kyoto tornando dalla Corea?
implicit | it | tomato passata | i barattoli dell'anno scorso si sono gonfiati, li butto?
implicit | it | fiddle repair | il liutaio dice che ci vogliono sei settimane per il manico
personal_none | it | - | consigliami un buon film stasera
personal_none | it | - | come smetto di procrastinare
personal_none | it | - | voglio imparare a nuotare
personal_none | it | - | come pulisco il forno
homograph | it | - | quanto costa un barile di petrolio oggi
homograph | it | - | cosa significa rosa dei venti
name | it | - | chi era Rosa Parks
name | it | - | chi era Antonio Stradivari
name | it | - | quanti dischi ha venduto Céline Dion
name | it | - | cosa dipinse Matisse a Nizza
place | it | - | cosa vedere in Calabria
place | it | - | Firenze in due giorni
place | it | - | Cremona e i violini, cosa visitare
brand | it | - | Bialetti è ancora italiana?
brand | it | - | Bombardier fa ancora aerei?
brand | it | - | il Toyota Tacoma si vende in Italia?
topic | it | - | come si fa lo sciroppo d'acero
topic | it | - | cos'è la celiachia
topic | it | - | cos'è la gotta
topic | it | - | chi ha inventato la moka
topic | it | - | cosa fa un liutaio
subword | it | - | come rinnovare il passaporto italiano
subword | it | - | idee per un passatempo creativo
function | it | - | quando si usa "gli" e quando "le"
function | it | - | cosa vuol dire "du" in francese
stem | it | - | com'è organizzato un torneo di tennis
generic | it | - | cosa mangiano gli italiani la domenica
generic | it | cooking; celiac | cosa cucino stasera
idiom | it | - | cosa significa "avere le mani in pasta"
idiom | it | - | cosa vuol dire "una gatta da pelare"
mixed | it | - | cos'è la "tire sur la neige"
mixed | it | - | come si dice "acero" in francese
`;

export const NINETEENTH_RU_LINES = `
direct | ru | Mathis teacher Irina; ${MATHIS} | как поблагодарить Ирину Павловну за год занятий с Матисом
direct | ru | Mathis teacher Irina; ${MATHIS} | учительница говорит, что Матис не занимается дома, что делать
direct | ru | Mathis chess; ${MATHIS} | какой шахматный сайт лучше для моего сына 10 лет
direct | ru | sauna | сколько дров уходит на нашу сауну за вечер
direct | ru | sauna; menopause | можно ли мне в сауну при приливах
direct | ru | ${FLO}; sauna | дочке 15, диабет 1 типа, можно ли ей в сауну
direct | ru | ${HOON} | у мужа подагра, что ему есть
direct | ru | ${REJEAN} | у отца асбестоз, как ему пережить зиму
direct | ru | ${PIERRETTE} | маме колют Эйлеа, можно ли ей читать после укола
direct | ru | ${BOMBA} | нашему Бомбе можно по лестнице с его дисплазией?
direct | ru | ${CELINE} | кошка не ест таблетку от щитовидки
direct | ru | evaporator | мой испаритель пригорает, как очистить противни
direct | ru | sugar bush | сколько кленового сиропа можно получить с моих 9000 отводов
direct | ru | Korea trip; mother-in-law Soonja | что посмотреть в Пусане в июле с подростками
direct | ru | learning Korean | как мне быстрее выучить корейский алфавит
direct | ru | ${FIDDLE} | какие струны поставить на мою старую скрипку
direct | ru | celiac | у меня целиакия, какие каши мне можно
direct | ru | curling | как мне лучше командовать щётками как скипу
direct | ru | snowmobile | мой снегоход Ski-Doo плохо заводится в мороз
direct | ru | Japanese importer; email style | как объяснить господину Сато, что сироп приедет позже
direct | ru | woodturning | как заточить мейсель для моего токарного станка
implicit | ru | Mathis chess | он опять до ночи сидит в шахматах на телефоне
implicit | ru | sauna | печка в сауне плохо тянет в мороз
personal_none | ru | - | посоветуй мне хороший сериал
personal_none | ru | - | как мне бросить пить кофе по вечерам
personal_none | ru | - | хочу научиться плавать
personal_none | ru | - | как выбрать новый пылесос
homograph | ru | - | как работает испаритель кондиционера
homograph | ru | - | что такое испаритель в холодильнике
homograph | ru | - | что такое отвод в сантехнике
name | ru | - | кто такая Селин Дион
name | ru | - | кто такой Матисс
name | ru | - | где находится Флоренция
name | ru | - | кто такая Ирина Роднина
place | ru | - | что посмотреть в Новосибирске
place | ru | - | Пусан или Сеул — где теплее летом
place | ru | - | сколько людей живёт в Квебеке
brand | ru | - | Бомбардье ещё делает самолёты?
brand | ru | - | что такое Ski-Doo
brand | ru | - | Тойота Такома продаётся в России?
topic | ru | - | как делают кленовый сироп
topic | ru | - | что такое целиакия
topic | ru | - | что такое подагра
topic | ru | - | кто придумал шахматы
topic | ru | - | что такое асбестоз
subword | ru | - | как починить скрипучую дверь
subword | ru | - | что такое шахматный порядок посадки
function | ru | - | когда во французском пишут l'
function | ru | - | зачем в английском артикль the
stem | ru | - | как усыновить сироту
generic | ru | - | что едят канадцы на завтрак
generic | ru | cooking; celiac | что мне приготовить на ужин
idiom | ru | - | что значит "как сыр в масле"
idiom | ru | - | что значит "медвежья услуга"
mixed | ru | - | что такое "cabane à sucre"
mixed | ru | - | как по-корейски "спасибо"
`;
