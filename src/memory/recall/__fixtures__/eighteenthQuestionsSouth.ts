import { CHAIKA, LIZA, MILOS, PORTUGAL, PUSHKIN, RUI, TAMARA, THYROID, TYOMA, YAKOR } from './eighteenthSubjects';

// The eighteenth blind aboutness set's questions in Portuguese and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const EIGHTEENTH_PT_LINES = `
direct | pt | mother-in-law Fatima | Como falar com a minha sogra quando ela não me reconhece?
direct | pt | mother-in-law Fatima | Que atividades fazem bem à Dona Fátima com Alzheimer?
direct | pt | mother-in-law Fatima; ${RUI} | O Rui quer pôr a mãe num lar, como o ajudo a decidir?
direct | pt | Christmas bacalhau | Receita de bacalhau à Gomes de Sá para doze pessoas no nosso Natal
direct | pt | Christmas bacalhau | Quanto tempo devo demolhar o bacalhau para a nossa consoada?
direct | pt | Tyoma scholarship; ${TYOMA} | Quando sai o resultado da bolsa do Tioma?
direct | pt | Tyoma scholarship; ${TYOMA} | Ajuda-me a escrever a carta de motivação do Tioma para a bolsa
direct | pt | brother-in-law Nuno | O Nuno quer restaurar o moliceiro, quanto pode custar?
direct | pt | brother-in-law Nuno | Que presente dou ao meu cunhado pescador?
direct | pt | fado | Quero ver a Mariza ao vivo este ano, onde posso ir?
direct | pt | fado | Que fados devo ouvir depois da Mariza?
direct | pt | Aveiro plot; ${PORTUGAL} | Quanto custa construir uma casa de 120 m² no nosso terreno de Aveiro?
direct | pt | Aveiro plot; ${PORTUGAL} | Que licenças preciso para construir no terreno perto de Aveiro?
direct | pt | learning Portuguese | Exercícios para o meu português de nível B1
direct | pt | ${RUI} | O meu marido pode comer pastéis de nata com diabetes?
direct | pt | ${LIZA} | A Liza tem eczema, que creme posso comprar na farmácia?
direct | pt | ${TAMARA} | A minha mãe toma varfarina, pode comer couves?
direct | pt | ${YAKOR} | O meu cão tem a rótula a sair do sítio, posso levá-lo na caminhada?
direct | pt | ${PUSHKIN} | O Pushkin não come a ração renal, o que faço?
direct | pt | ${CHAIKA} | Qual é a melhor época para irmos de veleiro aos Açores?
direct | pt | move to Portugal; ${PORTUGAL} | Como transfiro o meu negócio de velas para Portugal?
direct | pt | taxes; move to Portugal | Em Portugal quanto pagaria de IVA como trabalhadora independente?
implicit | pt | mother-in-law Fatima | ela esquece-se do nome dos netos, é normal nesta fase?
implicit | pt | Christmas bacalhau | para a consoada em Aveiro, quantas postas por pessoa?
implicit | pt | brother-in-law Nuno | o barco dele na Torreira precisa de uma vela nova
direct | pt | ${TYOMA} | Quanto devo mandar ao meu filho no Porto este mês?
direct | pt | sewing machines | A minha Pfaff salta pontos no dacron grosso, o que afino?
direct | pt | ${THYROID}; coffee | Posso tomar o Eutirox com o café da manhã?
direct | pt | wine | Que vinho português se parece com o Vranac de que eu gosto?
personal_none | pt | - | Preciso de um casaco de inverno novo
personal_none | pt | - | Como limpo o forno?
personal_none | pt | - | Qual é a melhor app de meditação para mim?
personal_none | pt | - | Quero aprender a tocar ukulele
personal_none | pt | - | Como posso dormir melhor no calor?
homograph | pt | - | O que significa «fado» em latim?
homograph | pt | - | Como funciona a bolsa de valores de Lisboa?
name | pt | - | Quem é a Mariza?
name | pt | - | Quem foi Fátima, a filha do profeta Maomé?
name | pt | - | Quem foi Nuno Álvares Pereira?
name | pt | - | Quais são as canções mais conhecidas do Rui Veloso?
place | pt | - | O que visitar em Aveiro num dia?
place | pt | - | Como é a praia da Torreira?
place | pt | - | Horários do Santuário de Fátima
brand | pt | - | Onde comprar bacalhau Riberalves?
brand | pt | - | A Xiaomi tem loja em Lisboa?
brand | pt | - | O Dacia Duster é bom para estradas de terra?
topic | pt | - | Qual é a origem do fado?
topic | pt | - | O que é a doença de Alzheimer?
topic | pt | - | História do moliceiro da ria de Aveiro
topic | pt | - | Porque é que o bacalhau é tão caro?
subword | pt | - | Qual é a taxa de natalidade em Portugal?
subword | pt | - | O que é uma casamata?
function | pt | - | Quando se usa «por» e «pelo»?
function | pt | - | Qual a diferença entre «perto de» e «cerca de»?
stem | pt | - | Como funciona a pesca de arrasto?
stem | pt | - | O que é a terraplanagem?
stem | pt | - | Como se tornar pescadora profissional em Portugal?
generic | pt | - | Quantas pessoas vivem em Portugal?
generic | pt | - | Como funciona o SNS em Portugal?
idiom | pt | - | O que quer dizer «dar um bacalhau» a alguém?
idiom | pt | - | O que significa «casa roubada, trancas à porta»?
mixed | pt | - | O que significa «sail loft» em português?
`;

export const EIGHTEENTH_IT_LINES = `
direct | it | Italian client; client letters | Scrivi al signor Rossi che il genoa sarà pronto a settembre
direct | it | Italian client; sailcloth | Che tessuto uso per il genoa del signor Rossi?
direct | it | Italian client; regatta | Quanto tempo mi serve per consegnare il genoa prima della Barcolana?
direct | it | opera; friend Sveta | Che opera vediamo io e Sveta all'Arena quest'estate?
direct | it | opera; friend Sveta | Come prenoto i posti in platea all'Arena per me e la mia amica?
direct | it | rented flat | Il padrone di casa vuole aumentare l'affitto, posso rifiutare?
direct | it | rented flat; savings; loft mortgage | Ci conviene comprare invece di pagare 850 euro d'affitto?
direct | it | ${THYROID} | Quando devo rifare il TSH?
direct | it | ${THYROID} | Il mio TSH è 5,2, devo cambiare dose?
direct | it | ${MILOS} | Quanto costa a Miloš il corso per la patente nautica?
direct | it | ${MILOS} | Miloš chiede un aumento, quanto è giusto?
direct | it | ${LIZA} | Lisa ha l'apparecchio, cosa può mangiare?
direct | it | ${RUI} | Mio marito ha il diabete, va bene la pasta integrale?
direct | it | ${TAMARA} | Mia madre prende il warfarin, può mangiare gli spinaci?
direct | it | ${YAKOR} | Il mio jack russell zoppica di nuovo, cosa faccio?
direct | it | ${PUSHKIN} | Come faccio la fleboclisi sottocutanea a Pushkin?
direct | it | ${CHAIKA} | Quanto costa cambiare il sartiame della nostra barca?
direct | it | Vega sails | Quante ore servono per le vele auriche della Vega?
direct | it | sail loft; website; Italian client | Come trovo clienti italiani per la mia veleria a Tivat?
direct | it | ${TYOMA} | Mio figlio vuole fare una regata a Trieste, come si iscrive?
implicit | it | Italian client | la regata di Trieste è a ottobre e il genoa non è ancora tagliato
implicit | it | ${THYROID} | sono passati sei mesi dall'ultimo prelievo per la tiroide
direct | it | ${LIZA} | Mia figlia ha la dermatite atopica, che body da gara può mettere?
direct | it | Azores passage; ${CHAIKA} | Che ricambi portiamo per la traversata alle Azzorre?
direct | it | sewing machines | La mia Pfaff 545 salta i punti sul dacron pesante
direct | it | Yachtmaster exam | Fammi un piano di studio per lo Yachtmaster di aprile
direct | it | wine | Un vino italiano simile al Vranac che mi piace?
personal_none | it | - | Mi serve una borsa nuova per l'ufficio
personal_none | it | - | Come tolgo il calcare dal bollitore?
personal_none | it | - | Vorrei imparare a dipingere ad acquerello
personal_none | it | - | Mi consigli un buon deodorante?
personal_none | it | - | Come organizzo meglio il mio armadio?
homograph | it | - | Che cos'è il Mare della Tranquillità sulla Luna?
homograph | it | - | Cosa significa «patente» in inglese?
name | it | - | Quanti gol fece Paolo Rossi ai Mondiali del 1982?
name | it | - | Quando ha vinto il Genoa l'ultimo scudetto?
name | it | - | Chi era Puškin?
name | it | - | Chi ha scritto «Il gabbiano»?
place | it | - | Cosa vedere a Trieste in un giorno?
place | it | - | Come si arriva a Cattaro da Bari?
place | it | - | Com'è Verona a ottobre?
place | it | - | Cosa vedere a Tivat in un giorno?
place | it | - | Quante persone può ospitare oggi l'Arena di Verona?
brand | it | - | Quanto costa una crociera Costa da Trieste?
brand | it | - | Com'è lo Xiaomi Redmi Note 13?
brand | it | - | La Dacia Duster è affidabile?
topic | it | - | Cos'è il TSH e a cosa serve?
topic | it | - | Come funziona la patente nautica in Italia?
topic | it | - | Quando si corre la Barcolana?
topic | it | - | Come si cuce una vela?
subword | it | - | Chi era Gioachino Rossini?
subword | it | - | Cosa vedere in Maremma?
function | it | - | Quando si usa «ne» in italiano?
function | it | - | Che differenza c'è tra «di» e «da»?
stem | it | - | Cosa fa un affittacamere?
stem | it | - | Cos'è un corsivo giornalistico?
generic | it | - | Quanti abitanti ha l'Italia?
generic | it | - | Come funziona la scuola in Italia?
idiom | it | - | Cosa significa «mare magnum»?
idiom | it | - | Cosa vuol dire «promettere mari e monti»?
mixed | it | - | Cosa vuol dire «genoa» nel gergo nautico inglese?
`;
