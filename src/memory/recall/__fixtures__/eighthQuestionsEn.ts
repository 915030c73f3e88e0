// The eighth blind aboutness set, English questions. Written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`; the categories of the seventh set (implicit,
// mixed and quote as there). A direct question about Paçoca, Mochi, Marina, Yoko, Ayrton, Haruko, the Japan trip or
// the Fusca may get any memory about that one. Many questions ask in another language than the memory, name a
// namesake of the user's people, or use a word of the user's life (Paçoca, Mochi, Marina, Jabuti) in its everyday sense.

export const EIGHTH_EN_LINES = `
direct | en | dog Paçoca; Paçoca skin | Paçoca keeps scratching her ears, should I change the shampoo?
direct | en | Paçoca skin; dog Paçoca | can the dog have a bit of turkey instead of chicken
direct | en | dog Paçoca; Paçoca skin | paçoca is limping after the walk to the hives
direct | en | cat Mochi; Mochi kidneys | how often should Mochi have a kidney blood test
direct | en | cat Mochi; Mochi kidneys | is tuna water ok for a cat on renal food?
direct | en | cat Mochi; Mochi kidneys; propolis | Mochi keeps sleeping on my bee suit, is the propolis smell bad for her?
direct | en | wife Marina; Marina diabetes; Marina choir; Marina birthday; Marina K-drama | what cake can I bake for Marina that won't spike her sugar
direct | en | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | is a spoon of honey in tea really worse than sugar for a type 2 diabetic wife?
direct | en | Marina birthday; wife Marina; Marina diabetes; Marina choir; Marina K-drama | which rose variety should I give Marina this July
direct | en | Marina choir; wife Marina; Marina diabetes; Marina birthday; Marina K-drama | the choir needs a song for Thursday, something Brazilian for mixed voices
direct | en | Marina K-drama; wife Marina; Marina diabetes; Marina choir; Marina birthday | a good k-drama for Marina after she finished Crash Landing on You
direct | en | daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name; son-in-law Felipe | what should a first-time grandfather bring to the hospital in March
direct | en | Yoko vegetarian; daughter Yoko; Sunday cooking; Yoko pregnancy; baby name; son-in-law Felipe | a vegetarian main for Sunday lunch that my daughter will like
direct | en | baby name; Yoko pregnancy; daughter Yoko; Yoko vegetarian; son-in-law Felipe | does Hana or Luna work better with a Japanese surname?
direct | en | son-in-law Felipe; online shop; daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name | Felipe asks which payment option to add to the honey site
direct | en | son Ayrton; Ayrton marathon; Ayrton wedding; football | how should Ayrton taper in the last three weeks before his marathon
direct | en | Ayrton wedding; son Ayrton; Ayrton marathon; football | what should a father say in a wedding speech in Londrina, five minutes
direct | en | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | my mother keeps forgetting the gas at night, what sensor can I install
direct | en | Haruko hearing; mother Haruko; Haruko memory; films; NHK news | how long should hearing aid batteries last, hers die every week
direct | en | mother Haruko; Haruko memory; Haruko hearing; films; NHK news | a film for Friday night with Okaasan, something like Ikiru
direct | en | late father; mother Haruko; Haruko memory; Haruko hearing; films; NHK news | what flowers to take to the cemetery on Finados
direct | en | brother Shigeru; Japan trip; Kumamoto roots; Beppu onsen; flights | what gift to take Shigeru in Hamamatsu from Brazil
direct | en | varroa treatment; beekeeper | can I treat for varroa in July if the count is high?
direct | en | varroa treatment; beekeeper | oxalic acid dribble or vapour for 14 hives
direct | en | queen bees; beekeeper | the new queen in hive 3 is laying poorly, should I replace her
direct | en | honey extractor | is a 16-frame radial extractor worth it for 14 hives
direct | en | honey sales; honey brand | should I raise the price of a 500 g jar at the Sunday fair
direct | en | honey brand | ideas for the Mel do Maquinista label, something with an anchor?
direct | en | sting reaction | do adrenaline pens go bad in a hot pickup?
direct | en | swarm calls; beekeeper | the firemen called about a swarm in a wall, how do I remove it without killing them
direct | en | stingless bees; beekeeper | how do I split a jataí box in spring
direct | en | frost; beekeeper | frost forecast for next week, how do I protect the hives
direct | en | pesticide neighbour; beekeeper | the soy farm sprayed without telling me, what are my rights
direct | en | Fusca Jabuti; Fusca parts | where do I find a Solex 30 PIC carburettor for the Jabuti
direct | en | Fusca Jabuti; Fusca parts | should I keep the original 1300 engine or put in a 1600
direct | en | pickup Strada | how many hives can a Strada single cab carry safely
direct | en | phone | how do I make the letters bigger on the Galaxy
direct | en | Norwegian pension; bank | best way to move my Norwegian pension to Sicredi with less fees
direct | en | go | a go problem book for someone stuck at 3 kyu
direct | en | ship models | how do you raise the masts of a ship in a bottle
direct | en | memoir | how should I structure the chapter about the fire in the Red Sea
direct | en | engine fire; memoir | I still get shaky when I tell the engine room fire story, is that normal after 14 years
direct | en | friend Rodel | what time is it in Cebu when I call Rodel at 8 on Sunday
direct | en | ham radio | best antenna for the 20 metre band in a small backyard
direct | en | teaching diesel | a practical exercise for my SENAI students on injection pumps
direct | en | cataract surgery | what should I avoid after cataract surgery in February
direct | en | hearing loss; former ship engineer | restaurants are too loud for me since the ships, any tips
direct | en | blood pressure; genmaicha | can I take losartan with genmaicha in the morning
direct | en | knee | how can I carry honey boxes without hurting my knee
direct | en | sleep schedule | I wake at 4:30 every day and I'm tired by 8 pm, is that bad
direct | en | genmaicha | does genmaicha have much caffeine
direct | en | skin cancer | is SPF 50 enough for a whole morning at the apiary
direct | en | Japan trip; Kumamoto roots; Beppu onsen; flights; brother Shigeru | is October a good month for Kumamoto and Hamamatsu?
personal_none | en | - | how long does a Brazilian passport take to renew in Curitiba
direct | en | solar panels | is 22 thousand reais a fair price for solar on a house roof
direct | en | roof leak | can I patch the kitchen leak myself before Valdir comes
direct | en | budget; Norwegian pension; honey extractor | can we afford 9 000 reais for the extractor on our budget
direct | en | chickens | Dona Benta stopped laying, is she too old
direct | en | homemade miso | how much salt for 20 kg of miso
direct | en | honey cachaça | how long should the Abelhuda rest before Christmas
direct | en | churrasco | costela fogo de chão timing for 15 people
direct | en | orchids | why are my Cattleya leaves turning yellow
direct | en | bonsai | how often to repot a jabuticaba bonsai
direct | en | tai chi | a short tai chi warm-up for cold mornings in the park
direct | en | beekeepers group | how do I stop people selling stuff in the beekeepers WhatsApp group
direct | en | YouTube channel | what video should I make next for the channel, 1,200 subscribers
direct | en | online shop; son-in-law Felipe; daughter Yoko; Yoko pregnancy; Yoko vegetarian; baby name | can honey be shipped by Correios in summer without leaking
direct | en | honey certificate | what does the SIF inspection check in a honey house
direct | en | propolis | how to harvest green propolis without hurting the colony
direct | en | hive scale; beekeeper | which connected hive scale works without wifi
direct | en | temple | what to bring to the obon service at the temple
direct | en | friend Paulo | Paulo wants to try the dam at night, what bait for traíra
direct | en | apiary land; beekeeper | Zé Colmeia wants more honey for the rent this year, how do I negotiate
direct | en | hive building; beekeeper | pine or eucalyptus for new hive boxes
direct | en | kimchi; neighbour Kim | my kimchi turned too sour in two days
direct | en | tutoring Igor | how to explain Newton's second law to a 15 year old
direct | en | grandfather letters; kanji study | how should I store 90 year old letters so the ink doesn't fade
direct | en | kanji study; grandfather letters | is 800 kanji enough to read old letters?
direct | en | Hamburg | where can I buy Franzbrötchen in Curitiba
direct | en | reading | a good sea novel for my kindle
direct | en | restaurant | is Madalosso open on Monday evening
direct | en | homemade wine | how to stop Bordô wine from turning to vinegar
direct | en | night driving; cataract surgery | can I drive home at night after the eye surgery?
direct | en | no cruises | Marina wants a cruise to Patagonia, how do I say no nicely
direct | en | sauna | how hot should the backyard sauna get
direct | en | football; son Ayrton; Ayrton marathon; Ayrton wedding | will Coritiba stay in Série A this year?
direct | en | music | where can I sell some of my enka records
direct | en | motorcycle | oil change interval for a CG 160
direct | en | taiko teaching | a taiko rhythm simple enough for teenagers
direct | en | dental implants; pinhão | can I still eat pinhão with implants
direct | en | Beppu onsen; Japan trip; Kumamoto roots; flights; brother Shigeru | is three nights in Beppu too many
direct | en | pinhão | how long in the pressure cooker for pinhão
implicit | en | beekeeper; hive notebook; hive scale; hive building; apiary land; varroa treatment; queen bees; frost; swarm calls; bracatinga honey; stingless bees | what flowers around Curitiba give honey in winter
implicit | en | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | desserts without sugar for a diabetic
implicit | en | Paçoca skin; dog Paçoca | hypoallergenic dog food without chicken
implicit | en | Mochi kidneys; cat Mochi | renal diet for an old Japanese Bobtail
implicit | en | Yoko vegetarian; daughter Yoko; Sunday cooking; Yoko pregnancy; baby name; son-in-law Felipe | vegetarian yakisoba for a family lunch
implicit | en | Haruko memory; mother Haruko; Haruko hearing; films; NHK news | gas shut-off devices for people with dementia
implicit | en | hearing loss; Haruko hearing; mother Haruko; Haruko memory; films; NHK news; restaurant; home Curitiba | quiet restaurants in Santa Felicidade for someone hard of hearing
mixed | en | Marina diabetes; wife Marina; Marina choir; Marina birthday; Marina K-drama | is honey safer than sugar for diabetics?
mixed | en | sting reaction | can a bee sting allergy get worse with age?
quote | en | Yoko pregnancy; daughter Yoko; baby name; Yoko vegetarian; son-in-law Felipe | translate to Japanese for my brother: "Yoko is having a baby in March"
quote | en | - | what does "a rolling stone gathers no moss" mean
personal_none | en | - | help me write an apology to a customer who got a broken jar
personal_none | en | - | I want to learn watercolour painting, where do I start
personal_none | en | - | what should I wear to a funeral in summer
personal_none | en | - | plan me a relaxing weekend with nothing to do
homograph | en | - | recipe for paçoca, the peanut sweet
homograph | en | - | how do you make mochi with rice flour
homograph | en | - | how much does a berth at a marina cost in Florianópolis
homograph | en | - | what is a jabuti, the tortoise
homograph | en | - | who won the Prêmio Jabuti for fiction this year
homograph | en | - | is Dona Benta flour good for bread
homograph | en | - | who was Zé Colmeia in the cartoons
homograph | en | - | what does the word mel mean in music, the unit?
homograph | en | - | how do you fold a paper crane
homograph | en | - | what is a galaxy made of
homograph | en | - | what is the strada in Italian
name | en | - | how many titles did Ayrton Senna win
name | en | - | what is Yoko Ono's most famous artwork
name | en | - | Marina Silva environment ministry plans
name | en | - | best Paulo Coelho book to start with
name | en | - | what games did Shigeru Miyamoto create
name | en | - | Kim Jong-un latest missile test
name | en | - | is Felipe VI of Spain popular
name | en | - | Mel Gibson's latest film
name | en | - | who is Kenji Nagai, the journalist
name | en | - | Rodel Naval songs list
name | en | - | Hana Mandlíková grand slam wins
place | en | - | population of Curitiba in 2025
place | en | - | why is Curitiba famous for its bus system
place | en | - | best bakeries in Santa Felicidade
place | en | - | weather in Hamamatsu in October
place | en | - | history of the Largo da Ordem
place | en | - | how far is Londrina from Maringá
place | en | - | what to see in Cebu in two days
place | en | - | Kumamoto castle earthquake repairs
place | en | - | is Parque Barigui safe at night
brand | en | - | Samsung Galaxy S25 review
brand | en | - | Fiat Strada 2025 price
brand | en | - | Volkswagen ID. Buzz range
brand | en | - | Honda CB 500 vs Yamaha MT-07
brand | en | - | Phonak vs Oticon
brand | en | - | is Kindle Scribe worth it
brand | en | - | Sicredi stock price
topic | en | - | how do bees make honey
topic | en | - | what causes colony collapse disorder
topic | en | - | how does a marine diesel engine start
topic | en | - | history of Japanese immigration to Brazil
topic | en | - | how do solar panels work at night
topic | en | - | rules of go for beginners
topic | en | - | why do cats purr
subword | en | - | what is a honeymoon phase
subword | en | - | how to make honeycomb toffee
subword | en | - | spelling bee winners 2025
subword | en | - | what is a catamaran
subword | en | - | how does a dogleg work in golf
subword | en | - | shipping times from China
subword | en | - | what is a hivemind
function | en | - | when to use "a" or "an" before "honest"
function | en | - | what does "de" mean in Portuguese names
function | en | - | "no" in Japanese particles explained
stem | en | - | who keeps the Crown Jewels
stem | en | - | what is engineering management
stem | en | - | what does fishing line weight mean
stem | en | - | how do teachers grade essays
generic | en | - | what to do this weekend in São Paulo
generic | en | - | a good movie for tonight
generic | en | - | easy dinner recipes
generic | en | - | how to be more productive
direct | en | honey sales; market permit | the fair permit, when do I renew it
direct | en | stingless bees; beekeeper | jataí honey price per litre?
direct | en | hive notebook; beekeeper | a better way to keep notes on each hive than a paper notebook
direct | en | languages; Russian crewmates | which language should I learn next, Spanish or Russian properly
direct | en | chickens; dog Paçoca; Paçoca skin | the dog chases the hens, how do I train her
`;
