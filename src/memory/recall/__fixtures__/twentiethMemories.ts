// The twentieth blind aboutness set's memories: Rodrigo "Digão" Albuquerque, 44, a craft brewer from Belo Horizonte
// with his own microbrewery, married to a Lebanese French teacher; written before the recall rules were read. Lines:
// `type | tags | subject | text` (`*` on the type: applies to every answer).

export const TWENTIETH_MEMORY_LINES = `
stable_user_context | cervejeiro, cervejaria, Capivara | brewery Capivara | O usuário é mestre-cervejeiro e dono da Cervejaria Capivara, uma microcervejaria no bairro Santa Tereza, em Belo Horizonte.
stable_user_context | Belo Horizonte, Santa Tereza, casa | house in Santa Tereza | Rodrigo mora numa casa com quintal em Santa Tereza, BH, a três quarteirões da cervejaria.
stable_user_context | esposa, Rania, libanesa | wife Rania | A esposa, Rania Haddad, é libanesa de Zahlé e dá aula de francês na Aliança Francesa de BH.
stable_user_context | Rania, enxaqueca, sumatriptano | Rania migraine | A Rania tem enxaqueca com aura e toma sumatriptano nas crises.
project_context | Rania, velas aromáticas, Instagram | Rania candles | A Rania faz velas aromáticas de cera de soja e vende pelo Instagram.
stable_user_context | filho, Juninho, futsal | son Juninho | O filho Rodrigo Júnior, o Juninho, tem 14 anos e joga futsal no time da escola.
stable_user_context | Juninho, asma, bombinha | Juninho asthma | O Juninho tem asma: usa bombinha de budesonida (Clenil) todo dia e salbutamol nas crises.
stable_user_context | filha, Bia, escola | daughter Bia | A filha Beatriz, a Bia, tem 8 anos e está no terceiro ano do fundamental.
stable_user_context | Bia, doença celíaca, glúten | Bia celiac | A Bia tem doença celíaca: nada de glúten, nem traço de cevada ou trigo.
recurring_constraint | Bia, fonoaudióloga, terça | Bia speech therapy | A Bia vai à fonoaudióloga toda terça às 17h por causa da troca de letras.
stable_user_context | pai, Seu Nando, Parkinson | father Nando | O pai, Seu Nando (Fernando), 72 anos, tem Parkinson e toma Prolopa três vezes ao dia.
stable_user_context | mãe, Dona Cida, pressão alta | mother Cida | A mãe, Dona Cida, 69 anos, é hipertensa e toma losartana 50 mg; os pais moram em Sabará.
recurring_constraint | pais, Sabará, domingo | Sunday lunch Sabara | Todo domingo o almoço é na casa dos pais, em Sabará.
recurring_constraint | cuidadora, pai, salário | father's carer | Rodrigo divide com a irmã o salário da cuidadora do pai, R$ 2.800 por mês.
stable_user_context | irmã, Carol, Lisboa | sister Carol | A irmã Carol mora em Lisboa há seis anos e trabalha com design gráfico.
stable_user_context | cachorro, Tostão, vira-lata | dog Tostao | O cachorro se chama Tostão, um vira-lata caramelo de 6 anos.
stable_user_context | Tostão, leishmaniose, Milteforan | Tostao leishmaniasis | O Tostão teve leishmaniose, tratou com Milteforan e usa coleira Scalibor para sempre.
stable_user_context | gata, Manga, siamesa | cat Manga | A gata Manga é siamesa, tem 11 anos e dorme em cima dos sacos de malte.
stable_user_context | Manga, hipertireoidismo, metimazol | Manga thyroid | A Manga tem hipertireoidismo e toma metimazol em gel na orelha duas vezes ao dia.
stable_user_context | calopsita, Pipoca, Bia | cockatiel Pipoca | A Bia tem uma calopsita chamada Pipoca que assobia o hino do Cruzeiro.
stable_user_context | Fusca, Jabuti, 1974 | Beetle Jabuti | Ele tem um Fusca 1974 azul que a família chama de Jabuti.
project_context | Jabuti, restauração, motor | Jabuti restoration | O projeto do Jabuti é uma restauração completa: motor 1600 retificado e pintura no azul original.
stable_user_context | Strada, entregas, barris | delivery pickup | Para entregar barris de chope ele usa uma Fiat Strada 2021 da cervejaria.
stable_user_context | Brahma, ajudante, brassagem | helper Brahma | O ajudante de brassagem é o Tiago, que todo mundo chama de Brahma, 26 anos.
stable_user_context | gota, alopurinol, ácido úrico | gout | Rodrigo tem gota e toma alopurinol 300 mg por causa do ácido úrico alto.
recurring_constraint | gota, cerveja, degustação | tasting limit | Por causa da gota, ele só prova cerveja na degustação técnica e cospe; em casa não bebe.
stable_user_context | apneia, CPAP, sono | sleep apnea | Ele tem apneia do sono e dorme com CPAP.
user_preference | cavaquinho, choro, roda | cavaquinho | Toca cavaquinho numa roda de choro no Mercado Novo aos sábados à tarde.
user_preference | Cruzeiro, futebol, Mineirão | Cruzeiro fan | É cruzeirense doente e tem cadeira cativa no Mineirão.
user_preference | pesca, Três Marias, tucunaré | fishing | Gosta de pescar tucunaré na represa de Três Marias com os amigos da roda de choro.
user_preference | corrida, Pampulha, volta | running | Corre a Volta Internacional da Pampulha (18 km) todo ano.
user_preference | pão de queijo, receita, avó | cheese bread | Faz pão de queijo com a receita da avó, com queijo canastra meia-cura.
user_preference | café, coado, Sul de Minas | coffee | Toma café coado de uma fazenda do Sul de Minas, sem açúcar.
stable_user_context | financiamento, casa, Caixa | house mortgage | A casa foi financiada pela Caixa: parcela de R$ 3.800 na tabela SAC, faltam 14 anos.
stable_user_context | empréstimo, BDMG, tanques | brewery loan | Pegou um empréstimo de R$ 600 mil no BDMG para comprar tanques fermentadores novos.
recurring_constraint | impostos, Simples Nacional, ICMS-ST | brewery taxes | A cervejaria está no Simples Nacional, mas paga ICMS por substituição tributária, que pesa muito.
project_context | fermentadores, ampliação, litros | brewery expansion | Está ampliando a fábrica de 5 mil para 15 mil litros por mês.
project_context | sour, pequi, cagaita | pequi sour | Está desenvolvendo uma sour com pequi e cagaita para lançar no Festival de Inverno.
user_preference | IPA, lúpulo, dry hopping | Capivara IPA | A cerveja carro-chefe é a Capivara IPA, com lúpulos Citra e Mosaic e dry hopping duplo.
project_context | concurso, Blumenau, medalha | Blumenau contest | O projeto do ano é ganhar medalha no Concurso Brasileiro de Cervejas, em Blumenau, com três rótulos.
project_context | Líbano, viagem, Zahlé | Lebanon trip | Em dezembro de 2027 a família vai ao Líbano visitar a mãe da Rania em Zahlé.
user_preference | árabe, aulas, tia | learning Arabic | Está aprendendo árabe libanês com a tia da Rania por videochamada, nível iniciante.
*standing_instruction | idioma, respostas, português | answer language | Responder sempre em português do Brasil, mesmo quando a pergunta vier em outra língua.
standing_instruction | receitas, medidas, IBU | recipe units | Em receitas de cerveja: volumes em litros, temperaturas em °C e amargor em IBU.
standing_instruction | rótulos, textos, humor | label copy | Textos de rótulo com humor mineiro, curtos e sem palavrão.
risk_preference | investimentos, Tesouro Direto, CDB | savings | Investe só em Tesouro Direto e CDB; não mexe com ações nem cripto.
stable_user_context | sócio, Marcelão, vendas | partner Marcelao | O sócio na cervejaria é o Marcelão, que cuida das vendas para bares e empórios.
stable_user_context | celular, Motorola | phone | O celular dele é um Motorola Edge 40.
user_preference | churrasco, picanha, quintal | barbecue | Em sábado de jogo faz churrasco no quintal, sempre com picanha e coração de frango.
stable_user_context | sogra, Mona, osteoporose | mother-in-law Mona | A sogra, Dona Mona, mora em Zahlé e tem osteoporose; toma Prolia a cada seis meses.
recurring_constraint | Rania, mãe, ligação | Rania calls Mona | A Rania liga para a mãe todo dia às 14h de Brasília (20h no Líbano).
project_context | quintal, lúpulo, horta | hop garden | Está tentando plantar lúpulo no quintal de casa, com luz artificial no inverno.
stable_user_context | Juninho, Atlético, torcida | Juninho atleticano | O Juninho, para desgosto do pai, torce pro Atlético.
project_context | Juninho, peneira, Minas Tênis | Juninho tryout | O objetivo do Juninho é passar na peneira de futsal do Minas Tênis Clube.
user_preference | Bia, balé, apresentação | Bia ballet | A Bia faz balé e tem apresentação de fim de ano no Palácio das Artes.
stable_user_context | dente, canal, dentista | root canal | Rodrigo tem um molar de baixo com tratamento de canal, acompanhado pela dentista Dra. Lúcia.
stable_user_context | brewing course, Siebel, Chicago | Siebel course | He trained as a brewer at the Siebel Institute in Chicago in 2012.
user_preference | Belgian beers, Trappist, Westvleteren | Belgian beers | His favourite beers are Belgian Trappists; Westvleteren 12 is his holy grail.
project_context | export, Portugal, Carol | export to Portugal | He wants to export the Capivara IPA to Portugal, with his sister Carol's help in Lisbon.
stable_user_context | taproom, Friday, bar | taproom | The brewery taproom is open Thursday to Sunday, and he pours beer there himself on Fridays.
recurring_constraint | brew days, mash, Monday | brew days | He brews on Mondays and Wednesdays, starting the mash at 6 am.
stable_user_context | water, chlorine, gypsum | brewing water | Belo Horizonte tap water is high in chlorine, so the brewery uses a carbon filter and adds gypsum for IPAs.
user_preference | podcasts, brewing, Brulosophy | podcasts | He listens to the Brulosophy and Experimental Brewing podcasts while cleaning tanks.
project_context | canning line, cans | canning line | He is getting quotes for a small canning line, to sell cans and not only kegs and bottles.
stable_user_context | yeast bank, strains, lab | yeast bank | He keeps his own yeast bank of twelve strains in a lab fridge at the brewery.
user_preference | vinyl, Clube da Esquina, Beatles | vinyl | He collects vinyl records, mostly Clube da Esquina and the Beatles.
stable_user_context | reading glasses, eyes | glasses | He has worn reading glasses since he turned 40.
recurring_constraint | Rania, pork, meals | no pork at home | Rania does not eat pork, so meals at home are made without it.
stable_user_context | knee, ACL, surgery | knee surgery | He had ACL surgery on his right knee in 2019 and still runs with a brace.
stable_user_context | 麦芽, 供应商, 德国 | malt supplier | 用户的麦芽从德国进口，通过圣保罗的一家代理商订货。
user_preference | 火锅, 出差 | hot pot | 用户去圣保罗出差时喜欢去自由区吃火锅。
project_context | 不锈钢, 发酵罐, 报价 | Chinese tanks quote | 用户在比较一家中国工厂的不锈钢发酵罐报价。
stable_user_context | 比娅, 近视, 眼镜 | Bia myopia | 女儿比娅近视，戴眼镜。
user_preference | 太极, 父亲, 帕金森 | father tai chi | 用户的父亲为了帕金森，每天早上在公园打太极拳。
stable_user_context | 邻居, 王先生, 面馆 | neighbour Wang | 邻居王先生在圣特雷莎开了一家面馆，常买用户的啤酒。
user_preference | 日本酒, 酵母, 酒蔵 | sake | 日本酒の酵母にも興味があり、いつか日本の酒蔵を見学したい。
stable_user_context | 親友, ケンジ, 日系 | friend Kenji | 親友のケンジは日系ブラジル人で、ホップを育てる農場をやっている。
recurring_constraint | トスタン, 散歩, 朝 | Tostao walks | 犬のトスタンは毎朝6時に散歩に行く。
user_preference | ラーメン, 味噌 | ramen | 味噌ラーメンが大好きで、自分でもスープを作る。
project_context | ラベル, 浮世絵, カピバラ | ukiyo-e label | 新しいラベルには浮世絵風のカピバラを使うことに決めた。
stable_user_context | 手首, 腱鞘炎, 樽 | wrist tendinitis | 樽を運ぶせいで右手首が腱鞘炎になっている。
user_preference | 막걸리, 쌀, 발효 | makgeolli | 사용자는 막걸리 양조에도 관심이 있어서 쌀 발효를 공부하고 있다.
stable_user_context | 주니뉴, 게임, 밤 | Juninho gaming | 아들 주니뉴가 밤늦게까지 게임을 해서 걱정이다.
recurring_constraint | 라니아, 사순절, 고기 | Rania Lent | 아내 라니아는 사순절에는 고기를 먹지 않는다.
project_context | 서울, 맥주 박람회, 수출 | Seoul beer fair | 서울 맥주 박람회에 참가해서 한국에 맥주를 수출하는 것이 목표다.
stable_user_context | 콜레스테롤, 스타틴 | cholesterol | 사용자는 콜레스테롤이 높아서 로수바스타틴을 먹는다.
user_preference | 김치, 발효, 집 | kimchi | 발효를 좋아해서 집에서 김치를 직접 담근다.
stable_user_context | Praktikum, Bamberg, Rauchbier | Bamberg internship | 2014 machte er ein Praktikum in einer Brauerei in Bamberg und lernte dort Rauchbier brauen.
project_context | Oktoberfest, München, Reise | Munich trip | Im September 2027 will er mit Marcelão zum Oktoberfest nach München fahren.
user_preference | Weißbier, alkoholfrei | alcohol-free beer | Seit der Gicht trinkt er privat nur alkoholfreies Weißbier.
stable_user_context | Sudhaus, gebraucht, 500 Liter | brewhouse | Sein Sudhaus ist eine gebrauchte 500-Liter-Anlage aus Deutschland.
stable_user_context | Hopfen, Hallertau, Händler | hop supplier | Hopfen aus der Hallertau bezieht er über einen Händler in Blumenau.
recurring_constraint | Reinigung, CIP, Freitag | CIP cleaning | Jeden Freitag werden alle Tanks per CIP mit Lauge gereinigt.
stable_user_context | Rania, Alliance française, cours | Rania teaching | Rania enseigne le français à l'Alliance française du lundi au jeudi soir.
user_preference | vin, libanais, Ksara | Rania wine | Rania adore le vin libanais, surtout le Château Ksara.
project_context | Rania, master, FLE | Rania master | Rania prépare à distance un master en didactique du FLE avec une université de Lyon.
stable_user_context | belle-sœur, Nour, Montréal | sister-in-law Nour | La sœur de Rania, Nour, vit à Montréal avec ses deux enfants.
user_preference | saison, Dupont, brasser | saison | Sa bière préférée à brasser est la saison, inspirée de la Saison Dupont.
recurring_constraint | Juninho, français, samedi | Juninho French | Juninho suit toujours un cours de français avec sa mère le samedi.
project_context | Bariloche, vacaciones, esquí | Bariloche trip | En julio van de vacaciones a Bariloche a esquiar con los chicos.
stable_user_context | distribuidor, Montevideo, Uruguay | Uruguay distributor | Un distribuidor de Montevideo quiere vender su IPA en Uruguay.
user_preference | chimarrão, mate, tarde | mate | Toma chimarrão por las tardes, costumbre que le pegó un amigo gaúcho.
stable_user_context | Tostão, cadera, displasia | Tostao hip | Tostão tiene displasia de cadera leve y toma condroitina.
recurring_constraint | Bia, merienda, colegio | Bia lunchbox | Bia lleva siempre su propia merienda sin gluten al colegio.
stable_user_context | cittadinanza, bisnonno, Veneto | Italian citizenship | Il bisnonno di Rodrigo era veneto e lui sta chiedendo la cittadinanza italiana.
user_preference | pasta fresca, sabato, figli | fresh pasta | Il sabato fa la pasta fresca in casa con i figli, quella della Bia senza glutine.
stable_user_context | Vespa, Zico, moto | Vespa Zico | Ha una Vespa Primavera rossa, che chiama Zico, per andare al birrificio.
project_context | birra, castagne, Natale | chestnut beer | Per Natale prepara una birra alle castagne per un ristorante italiano della Savassi.
stable_user_context | reumatologo, gotta, visite | rheumatologist | Il suo reumatologo, il dottor Bianchi, lo visita ogni quattro mesi per la gotta.
stable_user_context | друг, Дима, Петербург | friend Dima | Друг Дима, бармен из Петербурга, учится у него варить пиво по видеосвязи.
user_preference | шахматы, онлайн, вечер | chess | По вечерам он играет в шахматы онлайн.
project_context | квас, рецепт, лето | kvass | Он хочет сварить квас для летнего меню тапрума.
`;
