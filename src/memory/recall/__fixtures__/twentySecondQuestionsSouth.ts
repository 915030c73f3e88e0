import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's Italian and Portuguese questions, written before the recall rules were
// read; Italian as the user learns it (the wife's family in Turin), with Spanish mixed in, and the user's names as
// Italian and Portuguese words (cannella, talpa, gatto, banda, Toro, pão). Lines: `category | language | expected
// subjects (;) or - | question`.

export const TWENTY_SECOND_IT_LINES = `
direct | it | mother-in-law Franca; ${IN_LAWS} | Mia suocera ha il Parkinson, cosa posso portarle da Puebla che le faccia bene?
direct | it | mother-in-law Franca; ${IN_LAWS} | Il Sinemet di Franca va preso lontano dai pasti?
direct | it | father-in-law Piero; ${IN_LAWS} | Cosa regalo a Piero per il suo compleanno, ha lavorato alla FIAT tutta la vita
direct | it | father-in-law Piero; ${IN_LAWS} | Come faccio a parlare di calcio con mio suocero senza litigare?
direct | it | Giulia calls Turin; ${GIULIA} | La videochiamata della domenica con Torino si blocca sempre, che app usiamo?
direct | it | Giulia Toro fan; ${GIULIA} | Quando gioca il Toro contro la Juve? Giulia vuole vederla
direct | it | Giulia Toro fan; ${GIULIA} | Regalo per una tifosa del Torino, qualcosa di granata
direct | it | Giulia cookbook; ${GIULIA} | Come trovo un editore per il libro di ricette senza glutine di mia moglie?
direct | it | Giulia cookbook; ${GIULIA} | Titolo per un libro di ricette messicane senza glutine scritto da Giulia
direct | it | pizza Saturdays | Quante ore deve lievitare l'impasto della pizza del sabato con il lievito madre?
direct | it | pizza Saturdays; ${GIULIA} | Come faccio una pizza senza glutine per Giulia il sabato?
direct | it | ${GIULIA} | Giulia ha l'emicrania da tre giorni, quando chiamo il medico?
direct | it | ${GIULIA} | Il Maxalt si può prendere due volte nello stesso giorno?
direct | it | ${GIULIA} | Mia moglie è celiaca, quali dolci messicani può mangiare?
direct | it | kids Italian; ${LEO}; ${CHIQUIS} | Come faccio a far parlare di più l'italiano ai bambini?
direct | it | kids Italian; ${CHIQUIS} | La Chiquis mescola italiano e spagnolo, è normale a sei anni?
direct | it | moka; ${GIULIA} | Quanto caffè metto nella moka Bialetti da tre tazze?
direct | it | moka | La mia moka perde acqua dalla guarnizione, cosa faccio?
direct | it | panettone; ${BAKERY} | Come si rinfresca il lievito madre per il panettone in un clima come quello di Puebla?
direct | it | panettone; ${BAKERY} | A che prezzo posso vendere il mio panettone a Natale in Messico?
direct | it | panettone; ${BAKERY} | Il mio panettone si affloscia quando lo giro, perché?
direct | it | Giulia evening classes; ${GIULIA} | Giulia lavora lunedì, mercoledì e venerdì sera: come ci organizziamo con la cena?
direct | it | learning Italian | Esercizi per il CILS B1, parte di ascolto
direct | it | learning Italian | Come si usa il congiuntivo? Mi confondo sempre
direct | it | Turin trip; ${IN_LAWS} | Cosa visitare a Torino a luglio con due bambini?
direct | it | Turin trip; ${LEO} | Come porto l'insulina di Leo in aereo per Torino?
direct | it | ${LEO} | Mio figlio ha il diabete tipo 1, può mangiare il gelato in Italia?
direct | it | ${CHIQUIS} | Mia figlia ha l'asma, quale spray porto in viaggio?
direct | it | ${BAKERY} | Come calcolo il costo di un bolillo nella mia panetteria?
direct | it | ${CANELA} | La mia cagnolina ha la displasia dell'anca, quale cuccia comprare?
implicit | it | ${GIULIA} | farina di riso o di mais per una torta, per una celiaca?
implicit | it | mother-in-law Franca; ${IN_LAWS} | tremori alla mano, come aiutarla a mangiare da sola? parlo della nonna di Torino
personal_none | it | - | Come posso smettere di mangiarmi le unghie?
personal_none | it | - | Consigliami un buon film per stasera
personal_none | it | - | Come divento più paziente?
personal_none | it | - | Voglio imparare a nuotare, da dove comincio?
homograph | it | - | Quanta cannella si mette nel tiramisù?
homograph | it | - | Cosa mangiano le talpe?
homograph | it | - | Quanto vive un gatto?
homograph | it | - | Cos'è la banda larga?
homograph | it | - | Cosa significa "toro" in astrologia?
name | it | - | Chi era Giulia Farnese?
name | it | - | Chi ha dipinto la Gioconda, Leonardo?
name | it | - | Chi era Piero della Francesca?
place | it | - | Perché Torino è chiamata la città magica?
place | it | - | Dove si trova Mirafiori?
place | it | - | Quanti abitanti ha Puebla in Messico?
brand | it | - | Chi ha inventato la moka Bialetti?
brand | it | - | Quando è stata fondata la FIAT?
brand | it | - | Di chi è la Juventus?
topic | it | - | Cos'è la celiachia e perché è così diffusa in Italia?
topic | it | - | Come si fa il panettone tradizionale milanese?
topic | it | - | Cos'è il morbo di Parkinson?
topic | it | - | Come funziona il lievito madre?
subword | it | - | Come si fanno i cannelloni?
subword | it | - | Cos'è la molecola di DNA?
function | it | - | Quando si usa "gli" e quando "le"?
function | it | - | Differenza tra "del" e "dello"?
stem | it | - | Come si impana una cotoletta alla milanese?
stem | it | - | Cosa vuol dire "gattonare"?
generic | it | - | Cosa si mangia la domenica in Italia?
generic | it | ${WEEKEND} | Cosa faccio questo fine settimana con i bambini?
idiom | it | - | Cosa significa "essere buono come il pane"?
idiom | it | - | Cosa vuol dire "prendere il toro per le corna"?
mixed | it | ${GIULIA}; learning Italian | Giulia dice che sono "bien terco", come si dice in italiano?
mixed | it | - | Cosa vuol dire "ahorita" in messicano?
`;

export const TWENTY_SECOND_PT_LINES = `
direct | pt | cheese bread; ${GIULIA} | Meu pão de queijo fica murcho depois de assar, o que estou fazendo errado?
direct | pt | cheese bread | Posso usar polvilho doce em vez de azedo no pão de queijo da Giulia?
direct | pt | friend Thiago | O que dou de presente para o Thiago, meu amigo da capoeira?
direct | pt | friend Thiago; ${LEO} | O Leo pode treinar capoeira com o Thiago tendo diabetes tipo 1?
direct | pt | forro dancing; ${GIULIA} | Quero aprender uns passos novos de forró para a próxima festa do Thiago com a Giulia
direct | pt | forro dancing | Que sapato é bom para dançar forró a noite toda?
direct | pt | carb counting; ${LEO} | Quantos gramas de carboidrato tem um bolillo para a insulina do Leo?
direct | pt | carb counting; ${LEO} | Me ajuda a contar os carboidratos de uma receita de pão doce para o meu filho
direct | pt | ${LEO} | Meu filho tem diabetes tipo 1, que lanche mando para o treino de futebol?
direct | pt | ${LEO} | O sensor do Leo descolou, como faço para ele durar 14 dias?
direct | pt | ${CHIQUIS} | Minha filha tem asma e tosse à noite, o que posso fazer?
direct | pt | ${CHIQUIS} | A Chiquis quer um bolo da Bluey, como decoro?
direct | pt | ${GIULIA} | Minha esposa é celíaca, que farinha sem glúten é melhor para pão?
direct | pt | ${GIULIA} | Como evito contaminação cruzada na cozinha por causa da Giulia?
direct | pt | ${BAKERY} | Como calculo o preço da concha na minha padaria?
direct | pt | ${BAKERY} | Meu ajudante queima os pães, como treino ele?
direct | pt | ${FATHER} | Meu pai toma losartana, pode tomar café?
direct | pt | ${MOTHER} | Minha mãe tem diabetes tipo 2, que doces ela pode comer no Dia dos Mortos?
direct | pt | ${CANELA} | Minha cachorra manca da pata traseira, é a displasia?
direct | pt | ${MOLE} | Meu gato come ração urinária, posso dar petisco?
direct | pt | ${VAN} | A minha caminhonete de entregas faz barulho ao frear
direct | pt | Turin trip; ${IN_LAWS} | Que roupa levar para Turim em julho?
direct | pt | learning Italian | Dicas para passar no CILS B1 de italiano
direct | pt | gout | Tenho gota, posso comer feijoada?
implicit | pt | ${LEO} | hipoglicemia durante o jogo, suco ou tablete de glicose?
implicit | pt | cheese bread; ${GIULIA} | o polvilho tem glúten? é para a minha mulher
personal_none | pt | - | Como posso dormir mais rápido?
personal_none | pt | - | Quero aprender a desenhar, por onde começo?
personal_none | pt | - | Me recomenda um livro de aventura
personal_none | pt | - | Como faço para economizar na conta de luz?
homograph | pt | - | Para que serve a canela no chá?
homograph | pt | - | O que é um mol em química?
homograph | pt | - | Quanto tempo vive um gato?
homograph | pt | - | O que é uma banda marcial?
homograph | pt | - | O que é gota em medicina, e por que se chama assim?
name | pt | - | Quem foi Leonardo DiCaprio antes de Titanic?
name | pt | - | Quem é o Chapolin Colorado?
name | pt | - | Quem foi o capoeirista Mestre Bimba?
place | pt | - | Onde fica Salvador e por que é famosa?
place | pt | - | Quantos habitantes tem La Paz na Bolívia?
place | pt | - | O que visitar em Puebla no México?
brand | pt | - | Quem fundou a Bimbo no Brasil?
brand | pt | - | A Fiat ainda é italiana?
brand | pt | - | Quando surgiu a Rappi?
topic | pt | - | Como surgiu o pão de queijo em Minas Gerais?
topic | pt | - | O que é doença celíaca?
topic | pt | - | Como funciona a insulina no corpo?
topic | pt | - | Qual é a história da capoeira?
subword | pt | - | Como se faz canelone de ricota?
subword | pt | - | O que é uma molécula de água?
function | pt | - | Quando usar "do" e "da" em português?
function | pt | - | Qual a diferença entre "pra" e "para"?
stem | pt | - | O que foi o panelaço no Brasil?
stem | pt | - | O que significa "bandeira" na história do Brasil?
generic | pt | ${WEEKEND} | O que eu faço no fim de semana com pouco dinheiro?
generic | pt | - | Qual é um bom café da manhã?
idiom | pt | - | O que significa "comer o pão que o diabo amassou"?
idiom | pt | - | O que quer dizer "gato escaldado tem medo de água fria"?
mixed | pt | ${BAKERY} | neta, como faço minhas conchas mais fofinhas?
mixed | pt | - | O que significa "güey" no México?
`;
