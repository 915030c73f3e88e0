import { BIA, BREWERY, CIDA, GOUT, JABUTI, JUNINHO, MANGA, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's direct Brazilian Portuguese questions, written before the recall rules were
// read; typed as Brazilians type (pra, tá, né, cê, vc, kkk, no accents). Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_PT_DIRECT_LINES = `
direct | pt | ${BIA}; cheese bread | a bia pode comer pão de queijo? ela é celíaca
direct | pt | ${BIA} | receita de bolo de aniversário sem glúten pra Bia
direct | pt | ${BIA} | q lanche sem gluten eu mando na lancheira da bia amanhã?
direct | pt | ${BIA} | a Biazinha tá trocando o R pelo L, a fono disse q é normal, vc acha?
direct | pt | ${BIA} | como falo pra escola da bia sobre contaminação cruzada com trigo
direct | pt | ${BIA} | presente de 9 anos pra minha filha que ama balé
direct | pt | ${BIA}; cockatiel Pipoca | a Pipoca da bia parou de assobiar, tá doente?
direct | pt | cockatiel Pipoca; ${BIA} | calopsita pode comer milho verde? é pra Pipoca
direct | pt | ${BIA} | que música a Bia pode dançar na apresentação do Palácio das Artes?
direct | pt | ${BIA} | como faço o coque da minha pequena pra apresentação de balé?
direct | pt | ${JUNINHO} | o juninho tá chiando de noite, aumento a bombinha?
direct | pt | ${JUNINHO} | o Juninho pode jogar futsal logo depois de usar o salbutamol?
direct | pt | ${JUNINHO} | treino pro Juninho chegar bem na peneira do Minas
direct | pt | ${JUNINHO} | meu filho quer chuteira de futsal, qual é boa pra quadra?
direct | pt | ${JUNINHO}; Cruzeiro fan | como convencer o juninho a largar o atlético e virar cruzeirense kkkk
direct | pt | ${JUNINHO} | o Juninho fica até 2h no videogame, como eu coloco limite?
direct | pt | ${JUNINHO} | o moleque tem asma, pode ir no acampamento da escola com frio?
direct | pt | ${JUNINHO} | o Juninho precisa de espaçador pra bombinha de budesonida?
direct | pt | ${RANIA} | a rania tá com aura de novo, pode tomar sumatriptano junto com dipirona?
direct | pt | ${RANIA} | presente de aniversário de casamento pra minha esposa libanesa
direct | pt | ${RANIA} | ideia de nome pra linha nova de velas da Rania
direct | pt | ${RANIA} | qual essência combina com vela de cera de soja pra Rania vender no Natal?
direct | pt | ${RANIA} | quanto a Rania deve cobrar por vela aromática de 200g?
direct | pt | ${RANIA} | prato libanês pra surpreender a Rania no jantar, sem carne de porco
direct | pt | ${RANIA} | a minha mulher tem enxaqueca toda semana, vale procurar neurologista?
direct | pt | ${RANIA} | a Rania quer abrir MEI pra vender as velas, como faz?
direct | pt | ${NANDO} | o meu pai tá tremendo mais, pode ser a hora do Prolopa?
direct | pt | ${NANDO} | seu nando pode tomar prolopa com leite?
direct | pt | ${NANDO} | exercícios pra quem tem Parkinson fazer em casa, é pro meu pai
direct | pt | ${NANDO} | a cuidadora do meu pai pediu aumento, quanto é justo?
direct | pt | ${NANDO} | como contratar a cuidadora do Seu Nando com carteira assinada
direct | pt | ${CIDA} | a mãe tá com a pressão 16 por 10 mesmo com losartana, o que faço?
direct | pt | ${CIDA} | Dona Cida pode tomar chá de hibisco junto com losartana?
direct | pt | ${CIDA}; ${NANDO}; Bia celiac; no pork at home | cardápio pro almoço de domingo lá em Sabará pra 10 pessoas
direct | pt | ${CIDA}; ${NANDO} | presente de bodas de ouro pros meus pais
direct | pt | ${TOSTAO} | o tostão tá com feridinha na orelha, a leish voltou?
direct | pt | ${TOSTAO} | de quanto em quanto tempo troco a scalibor do Tostão?
direct | pt | ${TOSTAO} | o Tostãozinho tá mancando da pata de trás, é a displasia?
direct | pt | ${TOSTAO} | meu cachorro pode comer pão de queijo?
direct | pt | ${TOSTAO} | qual ração é boa pra um vira-lata de 6 anos que teve leishmaniose?
direct | pt | ${TOSTAO} | passeio de manhã cedo com o Tostão no frio, precisa de roupinha?
direct | pt | ${MANGA} | a Manga vomitou depois do metimazol, é normal?
direct | pt | ${MANGA} | como passo o gel de metimazol na orelha da gata sem ela fugir
direct | pt | ${MANGA} | a Manga emagreceu de novo, o T4 pode ter subido?
direct | pt | ${MANGA}; brewery Capivara | minha gata siamesa dorme em cima do malte, isso contamina alguma coisa?
direct | pt | ${MANGA} | ração pra gata idosa com hipertireoidismo
direct | pt | ${JABUTI} | onde acho para-choque cromado original pro Fusca 74?
direct | pt | ${JABUTI} | que cor de azul original usar na pintura do Jabuti?
direct | pt | ${JABUTI} | o motor 1600 do jabuti tá vazando óleo depois da retífica
direct | pt | ${JABUTI} | quanto custa uma pintura completa num fusquinha em BH?
direct | pt | ${JABUTI} | amaciamento de motor retificado de Fusca, como faço?
direct | pt | delivery pickup | quantos barris de 50 l cabem na caçamba da Strada?
direct | pt | delivery pickup | a Strada tá puxando pra direita quando freio carregada
direct | pt | ${BREWERY} | como reduzir o custo de CO2 na Capivara?
direct | pt | ${BREWERY} | minha cervejaria precisa de alvará novo pra ampliar?
direct | pt | brewery expansion; ${BREWERY} | quantos fermentadores de 2.000 l preciso pra chegar a 15 mil litros por mês?
direct | pt | brewery loan; ${BREWERY}; savings | vale a pena antecipar as parcelas do BDMG?
direct | pt | brewery taxes; ${BREWERY} | como calcular o ICMS-ST do chope que vendo pros bares
direct | pt | brewery taxes; ${BREWERY} | compensa sair do Simples Nacional com a ampliação?
direct | pt | helper Brahma; ${BREWERY} | o Brahma quer fazer curso de cervejeiro, qual indico?
direct | pt | helper Brahma; ${BREWERY} | quanto pagar de salário pro meu ajudante de brassagem?
direct | pt | partner Marcelao; ${BREWERY} | como dividir o pró-labore com o Marcelão agora que a fábrica cresceu
direct | pt | partner Marcelao; ${BREWERY} | o marcelão quer vender pro Carrefour, é boa ideia pra gente?
direct | pt | Capivara IPA; hop supplier; brewery Capivara | tô sem Mosaic, por qual lúpulo troco na Capivara IPA?
direct | pt | Capivara IPA; brewery Capivara | o dry hopping duplo da IPA tá deixando ela turva, o que faço?
direct | pt | Capivara IPA; brewing water; brewery Capivara | quanto gesso ponho na água da IPA pra 1000 litros?
direct | pt | pequi sour; brewery Capivara | quanto pequi por litro na sour do festival?
direct | pt | pequi sour; brewery Capivara | a sour com cagaita tá azedando demais, quando paro a acidificação?
direct | pt | pequi sour; label copy; brewery Capivara | nome pra sour de pequi com humor mineiro
direct | pt | pequi sour; label copy; brewery Capivara | texto pro rótulo da sour de pequi
direct | pt | Blumenau contest; pequi sour; brewery Capivara | qual categoria do BJCP eu inscrevo a sour no concurso de Blumenau?
direct | pt | Blumenau contest; brewery Capivara | como mando as garrafas pro concurso de Blumenau sem estragar?
direct | pt | ${GOUT} | tô com crise de gota no dedão, o que tomo além do alopurinol?
direct | pt | ${GOUT} | quais comidas aumentam meu ácido úrico?
direct | pt | ${GOUT} | posso comer feijoada com gota?
direct | pt | ${GOUT} | cerveja sem álcool também piora a gota?
direct | pt | sleep apnea | como limpo a máscara do cpap?
direct | pt | sleep apnea | vou viajar de avião, posso levar o CPAP na mão?
direct | pt | root canal | o dente do canal tá doendo depois da consulta, é normal?
direct | pt | root canal | posso mastigar do lado do canal provisório?
direct | pt | cavaquinho | qual afinação uso no cavaco pra tocar choro?
direct | pt | cavaquinho | exercicios pra melhorar mto a palhetada no cavaco, blz?
direct | pt | cavaquinho | choros fáceis pra levar na roda do Mercado Novo
direct | pt | Cruzeiro fan | quando é o próximo jogo do Cruzeiro no Mineirão?
direct | pt | Cruzeiro fan | renovo minha cadeira cativa ou vale mais o sócio-torcedor?
direct | pt | fishing | melhor isca pra tucunaré em Três Marias pelo que vc sabe
direct | pt | fishing | qual época do ano o tucunaré pega mais na represa?
direct | pt | running; knee surgery | treino de 12 semanas pra volta da pampulha
direct | pt | running; knee surgery | joelho operado do LCA aguenta 18 km de corrida?
direct | pt | cheese bread | meu pão de queijo tá murchando depois de sair do forno, pq?
direct | pt | cheese bread; ${BIA} | polvilho azedo ou doce no pão de queijo da vó?
direct | pt | coffee | qual moagem pro meu café coado no Hario V60? tb serve pra prensa?
direct | pt | house mortgage | vale a pena amortizar o financiamento da Caixa com o 13º?
direct | pt | house mortgage | compensa trocar de SAC pra Price no meu financiamento?
direct | pt | house in Santa Tereza | como resolvo infiltração no muro do quintal lá de casa
direct | pt | savings | onde ponho 50 mil: Tesouro Selic ou CDB de liquidez diária?
direct | pt | savings | meu gerente quer me vender ação, faz sentido pra mim?
direct | pt | Lebanon trip; ${RANIA}; mother-in-law Mona | qual a melhor companhia pra voar de BH pro Líbano em dezembro?
direct | pt | Lebanon trip; learning Arabic; mother-in-law Mona | frases em árabe libanês pra falar com a sogra na viagem
direct | pt | learning Arabic | como decorar o alfabeto árabe mais rápido?
direct | pt | learning Arabic | exercícios de árabe libanês pra iniciante
direct | pt | mother-in-law Mona; ${RANIA} | a mãe da Rania pode tomar Prolia e cálcio juntos?
direct | pt | mother-in-law Mona | presente pra minha sogra com osteoporose
direct | pt | sister Carol | o que levo de Minas pra minha irmã em Lisboa? ela sente mto falta dum queijo
direct | pt | sister Carol; export to Portugal; brewery Capivara | a Carol pode ser minha representante em Portugal?
direct | pt | hop garden | lúpulo cresce em BH? quanto de luz precisa no inverno
direct | pt | hop garden | quando colho o lúpulo do quintal?
direct | pt | barbecue | quanto de picanha e coração por pessoa pro churrasco de sábado?
direct | pt | barbecue; no pork at home; Bia celiac | sugere um acompanhamento pro churrasco lá de casa
direct | pt | phone | como faço backup do meu Motorola Edge 40?
direct | pt | label copy; brewery Capivara | escreve um texto curto pro rótulo da nossa nova lager
direct | pt | recipe units; brewhouse; brewing water; brewery Capivara | receita de uma American Pale Ale pra 500 litros
`;
