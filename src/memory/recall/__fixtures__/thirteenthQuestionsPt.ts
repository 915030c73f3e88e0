// The thirteenth blind aboutness set's questions in Portuguese, the language she mostly writes, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const THIRTEENTH_PT_LINES = `
direct | pt | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | a Pipoca está a fazer xixi fora da caixa de areia, o que pode ser?
direct | pt | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | posso dar um pedacinho de frango cozido pra minha gata?
direct | pt | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | quanto tempo a Pipoca precisa ficar na ração urinária?
direct | pt | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | vamos viajar dez dias, a dona Fernanda consegue dar a ração da Pipoca sozinha?
direct | pt | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | qual areia é melhor pra uma gata com cristais na urina
direct | pt | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | o Pelé está a beber muita água, pode ser da leishmaniose?
direct | pt | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | quando é a próxima troca da coleira do cachorro?
direct | pt | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | o alopurinol do Pelé pode dar pedra nos rins?
direct | pt | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | preciso de um seguro de responsabilidade civil pro meu cão, quais as opções?
direct | pt | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance; no car | como levar o Pelé ao veterinário em Sintra sem carro
direct | pt | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | o que fazer com o Luca na segunda-feira, que é a folga dele
direct | pt | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | uma sobremesa sem lactose pro aniversário do Luca
direct | pt | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes | o Luca pode comer queijo se tomar a lactase antes?
direct | pt | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; wine; moka pot; cheese | presente de Natal pro meu namorado, ideias
direct | pt | mother Socorro; Socorro diabetes; transfer to mother | a glicemia da minha mãe deu 180 em jejum, é preocupante?
direct | pt | mother Socorro; Socorro diabetes; transfer to mother; Northeastern food | que lanches posso sugerir pra minha mãe diabética?
direct | pt | mother Socorro; Socorro diabetes; transfer to mother | a transferência pra minha mãe deste mês ainda não chegou, o que faço
direct | pt | mother Socorro; Socorro diabetes; transfer to mother | como ajudar a mãe a lembrar de tomar a metformina
direct | pt | father Severino; Severino hearing | meu pai não usa o aparelho auditivo, como convencer ele
direct | pt | father Severino; Severino hearing; Recife roots | o que fazer em Olinda com meu pai quando eu for ao Recife
direct | pt | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | o que mandar de presente pra Yuki, que faz cinco anos
direct | pt | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | ajuda-me a escrever a carta de aniversário pro Kenji
direct | pt | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | o que reservar em Quioto pra ir com a Camila em novembro
direct | pt | Luca's mother Rosa; Rosa arthritis | a Rosa está com as mãos muito inchadas, o metotrexato pode ser a causa?
direct | pt | Luca's mother Rosa; Rosa arthritis | um presente útil pra minha sogra que tem artrite nas mãos
direct | pt | hypothyroidism; health caveat | posso tomar a levotiroxina junto com o metilfenidato?
direct | pt | hypothyroidism | esqueci a levotiroxina hoje de manhã, tomo agora?
direct | pt | ADHD; health caveat | o metilfenidato pode tirar o apetite? emagreci 3 kg
direct | pt | ADHD; focus mornings | técnicas pra TDAH que funcionem numa semana cheia de reuniões
direct | pt | migraine; health caveat | a minha enxaqueca antes da menstruação voltou, o que ajuda além do ibuprofeno
direct | pt | dust mite allergy | que aspirador é bom pra quem tem alergia a ácaros
direct | pt | wrist tendinitis; split keyboard | meu punho direito dói depois de programar, exercícios?
direct | pt | Kafka migration; developer | como faço o rollback se a migração pro Kafka der errado em março
direct | pt | Kafka migration | quantas partições usar no tópico de pagamentos
direct | pt | on-call week; friend Beatriz | estou de plantão na semana do casamento da Beatriz, como troco?
direct | pt | January incident | escreve o resumo executivo do postmortem de janeiro
direct | pt | code reviews | revisa este pull request do jeito que eu gosto
direct | pt | Kotlin examples; developer | exemplo de retry com backoff usando coroutines
direct | pt | caju library; caju 2.0 | escreve o changelog da versão 2.0 da caju
direct | pt | caju library; caju 2.0 | como validar um NIF português na minha biblioteca
direct | pt | staff promotion; manager Ingrid | o que a Ingrid espera de uma staff engineer?
direct | pt | colleague Tiago | ideias de presente pro Tiago, que adora o Braga
direct | pt | Berlin talk; Berlin hotel | monta a estrutura da minha palestra de Berlim sobre idempotência
direct | pt | Berlin talk; Berlin hotel | como ir do hotel em Kreuzberg até a conferência
direct | pt | citizenship | em que fase está normalmente um pedido de nacionalidade depois de oito meses
direct | pt | residence permit; citizenship | quais documentos levar na renovação da autorização de residência
direct | pt | buying a flat; flat budget | simula um crédito habitação de 250 mil a 35 anos pra nós
direct | pt | buying a flat; flat budget | Seixal ou Almada pra comprar casa com o nosso orçamento?
direct | pt | wedding; wedding guests; partner Luca | lista de tarefas do casamento em Bolonha, mês a mês
direct | pt | wedding; wedding guests; citizenship | preciso de algum documento do Brasil pra casar na Itália?
direct | pt | mother Socorro; Socorro diabetes; transfer to mother | vale a pena mandar o dinheiro da minha mãe pela Remessa Online em vez do Wise?
direct | pt | ETF investing; emergency fund | devo pôr o bônus no VWCE ou no fundo de emergência?
direct | pt | no crypto; ETF investing | um colega quer que eu compre bitcoin, o que respondo?
direct | pt | Portuguese tax | o IRS Jovem ainda vale pra mim no próximo ano?
direct | pt | Brazilian tax exit | como faço a declaração de saída definitiva do Brasil
direct | pt | bill split; partner Luca | quanto cada um paga da renda de 1150 na nossa divisão
direct | pt | emergency fund | onde deixar a reserva de emergência com melhor juro em Portugal
direct | pt | surfing; no car | como chegar na Ericeira sábado cedo sem carro
direct | pt | surfing | está na hora de passar da minha prancha 7'2" pra uma menor?
direct | pt | crochet; niece Yuki | o polvo de amigurumi está torto, como arrumo os tentáculos?
direct | pt | forró dancing | onde dançar forró em Lisboa além da associação
direct | pt | photography | como deixo as fotos mais quentes na minha Fujifilm
direct | pt | Japanese study; kanji | um plano de estudo pro N3 até dezembro
direct | pt | reading | um livro de ficção científica parecido com Os Despossuídos
direct | pt | manguebeat | discos de manguebeat além da Nação Zumbi
direct | pt | running | treino pra meia maratona de Lisboa sem estourar o joelho
direct | pt | balcony herbs | a pimenta-de-cheiro da varanda não dá flor, por quê?
direct | pt | Northeastern food | onde encontrar massa de tapioca em Lisboa
direct | pt | pescatarian; meatless recipes; cooking with Luca | o que cozinhar no domingo pra nós dois
direct | pt | cooking with Luca; pescatarian | a minha moqueca fica aguada, o que faço
direct | pt | scooter | a trotinete perde carga rápido no frio, é normal?
direct | pt | iPhone | a bateria do meu telemóvel está em 78 %, troco?
direct | pt | MacBook | o meu MacBook aguenta rodar Kubernetes local?
direct | pt | moka pot; partner Luca | como limpar a moka do Luca sem estragar
direct | pt | gym | cancelar a mensalidade do ginásio no Saldanha, como faço?
direct | pt | friend Beatriz | um fim de semana no Porto com a Beatriz, roteiro
direct | pt | deposit dispute; São Paulo years | dá pra cobrar o caução do antigo senhorio de São Paulo morando em Portugal?
direct | pt | Sport Recife | quando é o próximo jogo do Sport
direct | pt | kimchi | o meu kimchi com doenjang ficou muito salgado
direct | pt | office days; focus mornings | que dia desta semana é melhor marcar o almoço de equipe no escritório
direct | pt | bedtime | como largar o celular às 23h
direct | pt | grandmother Elena | a receita de alfajor da vó Elena, tenta reconstruir
direct | pt | chess | que abertura estudar pra chegar a 1800
direct | pt | Obsidian notes | um modelo de nota diária no Obsidian em português
direct | pt | Brompton; Berlin talk; Berlin hotel | dá pra levar o Brompton no avião pra Berlim?
implicit | pt | no coffee after lunch; ADHD; oolong tea | posso tomar um cafezinho às cinco da tarde?
implicit | pt | Pipoca urinary; cat Pipoca; no human food for Pipoca | ela está indo na caixa toda hora e sai quase nada
implicit | pt | wrist tendinitis; split keyboard | o teclado normal do escritório está me matando
implicit | pt | no sauna | vale a pena ir na sauna depois da corrida?
implicit | pt | on-call week; January incident | o PagerDuty tocou três vezes esta noite, como sobreviver à semana
personal_none | pt | - | como peço um aumento de prazo na biblioteca municipal
personal_none | pt | - | esqueci o guarda-chuva no comboio, a quem ligo
personal_none | pt | - | que presente dou pro meu dentista no Natal
personal_none | pt | - | meu primo quer dinheiro emprestado, como digo não
personal_none | pt | - | como tiro uma mancha de vinho tinto do sofá
homograph | pt | - | pipoca de micro-ondas faz mal à saúde?
homograph | pt | - | caju é fruta ou castanha?
homograph | pt | - | o que quer dizer plantão num hospital público
homograph | pt | - | como se faz um socorro de emergência a um afogado
name | pt | - | quantos gols o Pelé fez em Copas do Mundo
name | pt | - | quem foi Chico Science
name | pt | - | filmes da Ingrid Guimarães
name | pt | - | resumo de A Metamorfose, de Kafka
name | pt | - | em que clube jogou Luca Toni
place | pt | - | o que visitar em Olinda no Carnaval
place | pt | - | as melhores praias da Ericeira pra iniciantes
place | pt | - | a história do bairro de Arroios
place | pt | - | quanto custa um quarto em Boa Viagem no verão
brand | pt | - | a Trade Republic é segura?
brand | pt | - | qual Kindle tem luz quente
brand | pt | - | a Royal Canin é uma marca francesa?
brand | pt | - | como funciona a garantia da Xiaomi em Portugal
topic | pt | - | como se transmite a leishmaniose
topic | pt | - | o que é o regime IRS Jovem
topic | pt | - | o que é a AIMA e o que ela substituiu
topic | pt | - | como funciona o processo de nacionalidade portuguesa para brasileiros
topic | pt | - | o que é o manguebeat
subword | pt | - | como se faz cajuína
subword | pt | - | o que ver em Lucca na Toscana
function | pt | - | quantas vezes ao dia devo escovar os dentes
function | pt | - | o que se faz em Lisboa numa segunda-feira à noite
stem | pt | - | qual a melhor época de pescaria no Pantanal
stem | pt | - | os Correios entregam no sábado?
generic | pt | - | como manter a casa fresca no verão sem ar condicionado
generic | pt | - | dicas pra organizar a cozinha pequena
idiom | pt | - | de onde vem 'quem não tem cão caça com gato'
idiom | pt | - | o que significa política do café com leite
mixed | pt | - | o que é um deploy blue-green, explain like I'm five
mixed | pt | - | qual a diferença entre lactose free e zero lactose
`;
