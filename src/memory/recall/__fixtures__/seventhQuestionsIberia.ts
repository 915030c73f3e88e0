// The seventh blind aboutness set, Portuguese, Spanish and Italian questions. Written before the recall rules were
// read. Lines as in seventhQuestionsEnZh.ts. Portuguese is the user's own language, so its world questions share
// the most words with her memories (estrela, canela, porto, forno, pão).

export const SEVENTH_IBERIA_LINES = `
direct | pt | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | a canela anda a arrancar as penas outra vez
direct | pt | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | posso dar uvas à canela?
direct | pt | pastel de nata; lactose intolerance | como provar o creme dos pastéis sem me fazer mal ao estômago
direct | pt | sourdough starter | a bolota está com um líquido escuro por cima, é normal?
direct | pt | broa recipe | a broa está a ficar muito densa, o que mudo?
direct | pt | wood oven loan | vale a pena amortizar o empréstimo do forno este ano?
direct | pt | flour supplier | a Ceres atrasou a entrega de sexta, onde compro farinha de emergência?
direct | pt | display fridge | a vitrine avariou outra vez, quanto custa uma nova?
direct | pt | bakery staff | a Joana quer férias em julho, quem fica no balcão?
direct | pt | accountant Pinto; bakery tax | o Sr. Pinto pediu os talões até dia 10, o que tenho de juntar?
direct | pt | bolo-rei | quanta fruta cristalizada encomendo para o Natal
direct | pt | São João; sardines | quantos pães com sardinha preciso para a noite de São João?
direct | pt | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | o Rui pode comer polvo com a gota?
direct | pt | Rui cavaquinho; husband Rui; Rui gout; Rui birthday; Rui fishing; scooter | o grupo do Rui precisa de um sítio novo para tocar à sexta
direct | pt | scooter; husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing | onde arranjo peças para a Vespa do Rui?
direct | pt | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | o Tiago tem teste de português, como o ajudo a estudar?
direct | pt | Tiago tutoring; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago bike | as explicações de matemática do Tiago valem o preço?
direct | pt | damp house | humidade no quarto, desumidificador ou ventilar?
direct | pt | sleep apnoea; CPAP mask; CPAP travel; weight goal | a máscara do cpap marca-me o nariz todas as manhãs
direct | pt | barley coffee | a cevada tem cafeína?
direct | pt | quit smoking | ainda me apetece um cigarro depois do almoço
direct | pt | learning Korean; Korean teacher; Korean pronunciation; languages spoken | quantas horas por semana para o TOPIK 2?
direct | pt | Busan trip; anniversary | ideias para as bodas de prata em Busan
direct | pt | mother Viseu; mother care home; sister Fátima; mother recipes | a minha mãe está pior, falo com a Fátima sobre o lar?
direct | pt | vegetable garden; garden snails | as lesmas voltaram à horta
direct | pt | garden tomatoes; tomato seeds | quando semeio os tomates coração-de-boi?
direct | pt | fig tree | a figueira tem folhas amarelas
direct | pt | blood pressure | posso tomar a amlodipina às 4h da manhã?
direct | pt | penicillin allergy | o dentista quer dar-me amoxicilina
direct | pt | dentist crown | quanto custa uma coroa num molar no Porto?
direct | pt | reading glasses | os meus óculos de leitura já não chegam para os talões
direct | pt | August holidays | o que fazer em São Miguel com um adolescente?
direct | pt | in-laws Gaia | o que faço para o almoço de domingo com os sogros?
direct | pt | FC Porto | vale a pena renovar o lugar anual no Dragão?
direct | pt | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike; cat allergy; damp house | e para o tiago?
implicit | pt | Rui gout; husband Rui; Rui cavaquinho; Rui birthday; Rui fishing; scooter | petiscos sem marisco para quem tem gota
implicit | pt | Tiago dyslexia; son Tiago; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | audiolivros para um rapaz de 15 anos disléxico
personal_none | pt | - | ajuda-me a escrever um email ao condomínio sobre o elevador
personal_none | pt | - | quero aprender a fazer crochê
personal_none | pt | - | o meu telemóvel não carrega
homograph | pt | - | o que é a canela da perna?
homograph | pt | - | como se faz arroz doce com canela
homograph | pt | - | quantas estrelas tem a bandeira da União Europeia?
homograph | pt | - | onde fica a Serra da Estrela?
homograph | pt | - | a bolota é o fruto de que árvore?
homograph | pt | - | as baleias cantam porquê?
homograph | pt | - | o que é o vinho do Porto?
homograph | pt | - | o que é uma porta corta-fogo?
name | pt | - | quantas medalhas ganhou a Rosa Mota?
name | pt | - | o Rui Veloso ainda dá concertos?
name | pt | - | o Tiago Monteiro ainda corre?
name | pt | - | quem foi a Amália Rodrigues?
name | pt | - | o que aconteceu em Fátima em 1917?
place | pt | - | história da Estação de São Bento
place | pt | - | quantos habitantes tem Viseu?
place | pt | - | o que ver em Vila Nova de Gaia
place | pt | - | como é o porto de Leixões?
brand | pt | - | a Mango tem saldos em janeiro?
brand | pt | - | o Renault Kangoo elétrico tem que autonomia?
brand | pt | - | Millennium app em baixo hoje?
topic | pt | - | história do pastel de Belém
topic | pt | - | como funciona a fermentação da massa-mãe
topic | pt | - | o que é a apneia do sono?
subword | pt | - | o que é um padeiro-mor na história?
subword | pt | - | o que é uma portagem?
subword | pt | - | como funciona uma fotocopiadora
stem | pt | - | o que é a panificação industrial em Portugal?
stem | pt | - | o que é um camião-cisterna?
function | pt | - | quando se usa "o" e "lo" em português
generic | pt | - | o que fazer no fim de semana em Lisboa
generic | pt | - | receitas para o pequeno-almoço
generic | pt | - | jogos para a família
`;

export const SEVENTH_ES_LINES = `
direct | es | garden tomatoes; vegetable garden | ¿cuándo trasplanto los tomates corazón de buey en mi huerto?
direct | es | Rui fishing; husband Rui; Rui gout; Rui cavaquinho; Rui birthday; scooter | ¿qué cebo usa mi marido para pescar en Matosinhos?
direct | es | Tiago bike; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring | la batería de la bici eléctrica de Tiago dura poco
direct | es | gift style | ideas de regalo para mí que no sean flores
direct | es | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | mi loro se arranca las plumas cuando estoy en la panadería
direct | es | bakery owner; bakery hours | ¿cómo organizo mi panadería para dormir más?
direct | es | sleep apnoea; CPAP mask; CPAP travel; weight goal | ¿puedo usar el CPAP en el avión?
direct | es | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | ¿qué puede cenar mi marido con gota?
direct | es | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | mi hijo es disléxico, ¿qué apps le pueden ayudar?
direct | es | learning Korean; Korean pronunciation; Korean teacher; languages spoken | ¿cómo mejoro mi pronunciación en coreano?
direct | es | Busan trip | ¿qué ver en Busan en abril?
direct | es | back pain; back stretches; swimming | me duele la espalda baja después de amasar
direct | es | truck routes; former trucker | ¿sigue siendo el túnel del Fréjus la mejor ruta a Milán en camión?
direct | es | languages spoken; learning Korean; Korean teacher; Korean pronunciation | ¿mi español de camionera es suficiente para un curso?
direct | es | fig tree | mermelada de higos para vender, ¿cuánto azúcar?
direct | es | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | y la canela?
implicit | es | sleep apnoea; CPAP mask; CPAP travel; weight goal | mejor almohada para apnea del sueño con máscara
personal_none | es | - | ayúdame a redactar una queja a la compañía eléctrica
personal_none | es | - | quiero aprender a bailar salsa
homograph | es | - | ¿la canela baja el azúcar en sangre?
homograph | es | - | ¿cuál es la estrella más cercana a la Tierra?
homograph | es | - | ¿qué es una grúa torre?
name | es | - | ¿quién es Rosa Montero?
name | es | - | Rui Costa ciclista palmarés
place | es | - | ¿qué ver en Oporto en dos días?
place | es | - | historia del puerto de Róterdam
brand | es | - | ¿Mango es una empresa española?
brand | es | - | Volvo camiones precio FH
topic | es | - | ¿por qué los loros hablan?
topic | es | - | historia del alfabeto coreano
subword | es | - | ¿qué es un panadero en el Antiguo Egipto?
subword | es | - | empanadas gallegas receta
function | es | - | ¿cuándo se usa "el" y "lo"?
stem | es | - | ¿qué es el pan de muerto?
generic | es | - | ¿qué hacer el fin de semana en Madrid?
generic | es | - | comida típica de familia en Navidad en España
`;

export const SEVENTH_IT_LINES = `
direct | it | back pain; back stretches | il mal di schiena lombare torna dopo aver impastato, che esercizi?
direct | it | Bolhão market | il mercato del Bolhão apre presto il mercoledì?
direct | it | cat allergy; son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | esistono gatti che non danno allergia a mio figlio?
direct | it | Ukrainian baker; bakery staff; Olena language | Olena vuole lavorare quattro mattine, come cambio i turni?
direct | it | parrot Canela; Canela food; Canela feathers; Canela cage; neighbour cat | il mio pappagallo può mangiare l'avocado?
direct | it | sleep apnoea; weight goal; CPAP mask; CPAP travel | quanto peso devo perdere per migliorare l'apnea notturna?
direct | it | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | mio marito ha la gotta, può bere vino rosso?
direct | it | learning Korean; Korean teacher; Korean pronunciation; languages spoken | quante parole coreane servono per il TOPIK 2?
direct | it | Busan trip | cosa vedere a Busan in aprile
direct | it | son Tiago; Tiago handball; Tiago dyslexia; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | mio figlio gioca a pallamano, che scarpe comprare?
direct | it | pastel de nata | come rendere croccante la base dei pastéis de nata
direct | it | vegetable garden; garden snails | lumache nell'orto senza veleno
direct | it | truck routes; former trucker | la strada più bella che ho fatto in camion era verso Milano, esiste ancora il passo?
direct | it | languages spoken; learning Korean; Korean teacher; Korean pronunciation | il mio italiano è abbastanza per un corso B1?
direct | it | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | e per canela?
implicit | it | lactose intolerance; pastel de nata | crema pasticcera senza lattosio per i pastéis
personal_none | it | - | aiutami a scrivere una lettera di reclamo
personal_none | it | - | voglio imparare a suonare la chitarra
homograph | it | - | la cannella fa bene alla pressione?
homograph | it | - | cos'è una stella cadente?
homograph | it | - | le balene dormono?
name | it | - | chi è Rosa Parks?
name | it | - | Tiago Monteiro vittorie Formula 1
place | it | - | cosa vedere a Porto in tre giorni
place | it | - | il porto di Rotterdam è il più grande d'Europa?
brand | it | - | Mango saldi estivi
brand | it | - | Volvo EX90 prezzo Italia
topic | it | - | come parlano i pappagalli?
topic | it | - | storia del pastel de nata
subword | it | - | cos'è il panettone
subword | it | - | portafoglio in pelle, come pulirlo?
function | it | - | differenza tra "il" e "lo"
stem | it | - | panetteria più antica di Roma
generic | it | - | cosa fare nel fine settimana a Milano
generic | it | - | cena in famiglia, idee
`;
