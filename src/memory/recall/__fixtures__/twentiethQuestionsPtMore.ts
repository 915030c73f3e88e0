import { BIA, BREWERY, CAROL, CIDA, GOUT, JABUTI, JUNINHO, MANGA, MONA, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's other Brazilian Portuguese questions (implicit, no first-person word, world
// questions on the user's own trade, city, illnesses and club, homographs such as manga, banco, vela, real, and
// idioms), written before the recall rules were read. Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_PT_MORE_LINES = `
direct | pt | ${TOSTAO} | tostao ta com pulga mesmo com a coleira, pq??
direct | pt | ${MANGA} | manga ta miando a noite toda, eh a tireoide?
direct | pt | ${BIA} | bia ta com dor de barriga, sera q comeu gluten na escola
direct | pt | ${JUNINHO} | juninho pode tomar vacina da gripe usando clenil?
direct | pt | ${NANDO} | seu nando caiu ontem, como deixo o banheiro dele mais seguro?
direct | pt | ${RANIA} | rania quer aprender a fazer vela de pote, onde compra pavio?
direct | pt | ${JUNINHO}; Cruzeiro fan | o juninho e o atleticano mais chato de bh, presente de niver pra ele
direct | pt | ${BREWERY} | cê acha q dá pra abrir o taproom na segunda tb?
direct | pt | brew days; ${BREWERY} | dá pra adiantar a mosturação pras 5h nos dias de brassagem?
direct | pt | ${GOUT} | o reumato disse pra baixar o alopurinol, tá certo isso?
direct | pt | ${JABUTI} | o jabuti num pega de manhã no frio, é o afogador?
direct | pt | ${TOSTAO} | o caramelo lá de casa comeu um chocolate, e agora?
direct | pt | ${CIDA} | a véia lá de casa esqueceu a losartana ontem, tem problema tomar duas hoje?
direct | pt | ${JUNINHO} | o pivete tá sem ar depois do futsal, levo no PA?
direct | pt | ${BIA} | quanto de cevada faz mal pra celíaco? a bia tomou um gole de chope sem querer
direct | pt | ${MANGA} | gata de 11 anos com hipertireoide pode fazer iodo radioativo?
direct | pt | savings | tesouro ipca ou prefixado pra quem nao quer risco nenhum tipo eu
direct | pt | ${CAROL} | a carol disse q em lisboa o autocarro é caro, qual passe eu compro pra visitar ela?
direct | pt | ${CAROL} | preciso de um telemóvel português pra falar com a Carol quando eu for, ou uso o celular mesmo?
direct | pt | ${MONA}; ${RANIA} | a sogra tá com dor nas costas, pode ser fratura pela osteoporose?
implicit | pt | ${BIA} | ela tomou um picolé de casquinha de trigo na festa, o que eu faço agora?
implicit | pt | ${JUNINHO} | ele usa a bombinha marrom todo dia mas ainda chia, troco por outra?
implicit | pt | ${TOSTAO} | o caramelinho tá com o focinho descascando de novo
implicit | pt | ${MANGA} | a siamesa lá de casa tá bebendo água demais
implicit | pt | ${NANDO} | o velho tá travando pra andar no fim da tarde, antes da próxima dose
implicit | pt | ${GOUT}; barbecue | o dedão inchou de novo depois do churrasco
implicit | pt | ${JABUTI} | o besourinho azul vai ficar pronto até julho?
implicit | pt | pequi sour; brewery Capivara | a fruta do cerrado tá deixando a cerveja com cheiro de queijo
implicit | pt | ${BREWERY}; CIP cleaning | quanto gasto de soda cáustica por mês na limpeza dos tanques?
implicit | pt | ${RANIA} | ela tá com a vista embaçada e pontinhos de luz, é crise chegando
personal_none | pt | - | preciso de um tênis novo pra trabalhar
personal_none | pt | - | como eu tiro mancha de vinho do sofá?
personal_none | pt | - | qual o melhor app de meditação pra mim?
personal_none | pt | - | quero aprender a nadar com 44 anos, é tarde?
personal_none | pt | - | como organizo minhas senhas?
personal_none | pt | - | me ajuda a escolher um notebook até 4 mil
personal_none | pt | - | como paro de roer unha?
homograph | pt | - | como descascar manga sem fazer sujeira
homograph | pt | - | manga curta ou manga comprida pra entrevista de emprego?
homograph | pt | - | qual manga é melhor, tommy ou palmer?
homograph | pt | - | quais os melhores mangás de todos os tempos
homograph | pt | - | como reformar um banco de madeira da praça
homograph | pt | - | qual banco digital tem a menor tarifa?
homograph | pt | - | o que é uma vela de ignição e quando trocar?
homograph | pt | - | curso de vela em Ilhabela, vale a pena?
homograph | pt | - | receita de cachorro-quente prensado mineiro
homograph | pt | - | quanto vale um real em dólar hoje?
homograph | pt | - | qual era o valor de um tostão no Brasil império?
homograph | pt | - | o que é uma pena de morte comutada?
homograph | pt | - | como fazer pipoca doce de panela
homograph | pt | - | quem ganhou o prêmio Jabuti de 2023?
homograph | pt | - | quanto tempo vive um jabuti piranga?
homograph | pt | - | quanto custa um cruzeiro pela costa brasileira?
homograph | pt | - | o que é o canal do Panamá?
name | pt | - | quem foi o Tostão no tri de 70?
name | pt | - | quais são as músicas mais famosas do Nando Reis?
name | pt | - | onde o Juninho Pernambucano jogou na França?
name | pt | - | quem é a rainha Rania da Jordânia?
name | pt | - | o que o Zico fez no Flamengo?
name | pt | - | quem foi Pixinguinha?
name | pt | - | quem é o Marcelo Adnet?
place | pt | - | o que fazer em Sabará num fim de semana
place | pt | - | quais as melhores praias de Lisboa?
place | pt | - | como chegar em Zahlé saindo de Beirute?
place | pt | - | vale a pena visitar Blumenau fora da Oktoberfest?
place | pt | - | onde comer em Santa Tereza BH
place | pt | - | o que tem pra fazer na Lagoa da Pampulha?
place | pt | - | como é a represa de Três Marias?
brand | pt | - | a Ambev ainda é dona da Brahma?
brand | pt | - | o Fiat Strada é bom pra trabalho pesado?
brand | pt | - | qual o Motorola mais barato com 5G?
brand | pt | - | quem fabrica a Scalibor?
brand | pt | - | a Caixa tá com juros menores que o Itaú no imobiliário?
topic | pt | - | como se faz cerveja artesanal?
topic | pt | - | o que é dry hopping?
topic | pt | - | qual a diferença entre chope e cerveja?
topic | pt | - | o que é doença celíaca?
topic | pt | - | o que causa a gota?
topic | pt | - | quantos títulos brasileiros o Cruzeiro tem?
topic | pt | - | quantos habitantes tem Belo Horizonte?
topic | pt | - | o que é a leishmaniose visceral canina?
topic | pt | - | a doença de Parkinson é hereditária?
topic | pt | - | quando foi inventado o pão de queijo?
topic | pt | - | como funciona o Simples Nacional?
subword | pt | - | o que é mangaba e onde dá?
subword | pt | - | onde fica a cidade de Capivari?
subword | pt | - | o que é um canalha segundo o dicionário?
subword | pt | - | quanto ganha um bancário?
subword | pt | - | como funciona o biatlo nas Olimpíadas de inverno?
function | pt | - | qual a diferença entre "pra" e "para" na escrita formal?
function | pt | - | quando se usa "num" e "em um"?
function | pt | - | "tá" é errado em redação do ENEM?
function | pt | - | qual o certo: "pelo menos" ou "pelo ao menos"?
stem | pt | - | o que faz um mestre de obras?
stem | pt | - | como funciona uma casa de câmbio?
stem | pt | - | o que é uma gotícula na física?
generic | pt | - | qual o feriado do dia 8 de dezembro em BH?
generic | pt | - | quanto é o salário mínimo em 2027?
generic | pt | - | como funciona a escola em tempo integral no Brasil?
idiom | pt | - | o que significa "chutar o pau da barraca"?
idiom | pt | - | de onde vem a expressão "vale a pena"?
idiom | pt | - | o que quer dizer "pagar o pato"?
idiom | pt | - | o que significa "trem bão" em mineirês?
idiom | pt | - | o que é "acender uma vela pra Deus e outra pro diabo"?
idiom | pt | - | o que quer dizer "tirar o cavalinho da chuva"?
mixed | pt | - | como se diz "dry hopping" em português?
mixed | pt | - | o que significa "taproom" em inglês?
mixed | pt | - | "mash" é mostura ou mosturação?
`;
