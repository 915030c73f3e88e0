// The tenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TENTH_EN_LINES = `
direct | en | cat Tal; Tal kidneys | my old cat has stopped eating his renal food, what can I tempt him with
direct | en | Tal kidneys; cat Tal | is it normal for a cat with kidney disease to drink this much water
direct | en | dog Canela; Canela leishmaniasis; Canela walks | which treats are safe for my greyhound on allopurinol
direct | en | Canela leishmaniasis; dog Canela; Canela walks | when is Canela due for her next leishmania blood test
direct | en | husband Santiago; Santiago diabetes; Santiago birthday; Santiago kiln; Santiago tiles; travel aisle seat | what can I bake for my husband's birthday that won't spike his blood sugar
direct | en | Santiago diabetes; husband Santiago; lactose-free recipes; Santiago kiln; Santiago birthday; Santiago tiles; lactose intolerance | a low-sugar dessert my husband can eat with his metformin
direct | en | Santiago birthday; husband Santiago; trains; travel aisle seat; Santiago diabetes; Santiago kiln; Santiago tiles | plan a surprise weekend trip for Santiago's 72nd
direct | en | daughter Vera; Vera second baby; Vera flat; son-in-law Jonas; travel aisle seat; trains; granddaughter Mila; learning German; Mila eczema; Mila tournament; Mila Chinese | how should I pack for a month in Munich after Vera's baby arrives
direct | en | Vera second baby; daughter Vera; Vera flat | can my daughter keep flying long-haul in her second trimester
direct | en | granddaughter Mila; Mila tournament; Mila eczema; Mila Chinese; chess coach; chess notation; chess explanations | give me five easy checkmate puzzles for my granddaughter
direct | en | Mila tournament; granddaughter Mila; chess coach; chess notation; chess explanations; Mila eczema; Mila Chinese | how do I prepare a nine-year-old for her first chess tournament in February
direct | en | Mila eczema; granddaughter Mila; Mila tournament; Mila Chinese | what should I knit for Mila that won't irritate her skin
direct | en | son Lev; Lev epilepsy; Lev visit | can my son take melatonin with his levetiracetam
direct | en | Lev visit; son Lev; Lev epilepsy | what documents does Lev need for a Schengen visa to come at Easter
direct | en | sister Roza; Roza glaucoma; Roza care | my sister keeps forgetting her eye drops, any reminder tricks for an old lady
direct | en | Roza care; sister Roza; Kazan roots; Roza glaucoma | how much does a home carer cost in Kazan three days a week
direct | en | atrial fibrillation; no NSAIDs; check interactions; cardiologist | I have a bad headache, what can I take with my blood thinner
direct | en | no NSAIDs; atrial fibrillation; check interactions; knee arthritis | what painkiller is safe for my knee given I'm on Eliquis
direct | en | check interactions; atrial fibrillation; cholesterol; no grapefruit; osteopenia; no NSAIDs | can I start taking turmeric supplements
direct | en | hearing aids | my hearing aids whistle when I wear a scarf, how do I fix that
direct | en | hearing aids; Xiaomi phone | how do I pair my Phonak Audéo with my Xiaomi phone
direct | en | student Blanca; Blanca repertoire; Blanca fees; chess coach; chess notation; chess explanations | draft a six-week training plan for Blanca before Salobreña
direct | en | Blanca repertoire; student Blanca; chess notation; chess coach; chess explanations; Blanca fees | what's the main line of the Caro-Kann Advance I should teach my student
direct | en | Blanca fees; student Blanca; chess coach; Blanca repertoire | write a polite message to Blanca's parents raising my hourly rate
direct | en | rook endgame book; chess notation; chess coach; chess explanations | help me explain the Lucena position for chapter three of my book
direct | en | rook endgame book; chess coach; chess notation; chess explanations | how many pages should a chapter on Philidor's defence be in my endgame book
direct | en | Jávea camp; chess coach | make a daily schedule for my children's chess camp in Jávea
direct | en | Spanish citizenship; learning Valencian | what topics come up in the CCSE exam for my nationality application
direct | en | Fallas simul; chess coach | how do I pace myself over thirty boards in my Fallas simul
direct | en | YouTube channel; chess coach | ideas for next week's video on my channel
direct | en | bathroom renovation; knee arthritis | what non-slip floor should I choose for my new walk-in shower
direct | en | allotment; tomato seeds | when should I sow my tomatoes at the allotment
direct | en | tomato seeds; allotment | how do I ferment and dry seeds from my valenciano tomatoes
direct | en | Seat Ibiza | my Ibiza's clutch feels soft, is that expensive to fix
direct | en | Conga vacuum; dog Canela; Canela leishmaniasis; Canela walks | how do I stop my robot vacuum getting stuck on the dog bed
direct | en | Thermomix; lactose-free recipes; lactose intolerance | a lactose-free bechamel in my Thermomix
direct | en | DGT board; iPad | my electronic board won't connect to Lichess on the iPad
direct | en | Russian pension; pension papers | is there any way to get my Russian pension paid into a Spanish account now
direct | en | Petersburg flat; Russian pension | how do I pay Russian tax on the rent from my flat on Vasilievsky while living in Spain
direct | en | sea swimming; atrial fibrillation | is it safe to swim in the sea in October with my heart condition
direct | en | student Ji-ho; online lessons; lesson plan format; chess coach; chess notation; chess explanations | prepare a lesson for my Korean student on the minority attack
direct | en | friend Olga; Olga trips | book a room for Olga and me at the Benidorm open
direct | en | paella; lactose-free recipes; lactose intolerance | how much rice per person for my Sunday paella for six
direct | en | cholesterol; no grapefruit; check interactions | can I drink grapefruit juice with my statin
direct | en | correspondence chess | how many days per move do I get in my ICCF games
implicit | en | summer insomnia | I can't sleep in August, the bedroom is like an oven
implicit | en | lactose intolerance; lactose-free recipes | which cheeses won't upset my stomach
implicit | en | osteopenia; check interactions | how much calcium should I be getting a day at 68
implicit | en | travel aisle seat; knee arthritis | what should I ask for when I book my flight to Munich
implicit | en | evening screens; Kindle | my eyes ache when I read at night, what can I change
personal_none | en | - | what should I get my neighbour for her housewarming
personal_none | en | - | I keep losing my reading glasses, any tricks
personal_none | en | - | how do I unblock my kitchen sink
homograph | en | - | what are the health benefits of aloe vera
homograph | en | - | why are Valencia oranges sweeter than navel oranges
homograph | en | - | how is the Bulgarian lev pegged to the euro
homograph | en | - | what is a conga line and where did it come from
homograph | en | - | how does a kiln reach stoneware temperature
name | en | - | who designed Vera Wang's most famous wedding dresses
name | en | - | what films has Mila Kunis starred in
name | en | - | why was Mikhail Tal called the magician from Riga
name | en | - | summarise the plot of Anna Karenina by Lev Tolstoy
name | en | - | which Olga was the first Russian ruler to become Christian
name | en | - | what are the Jonas Brothers' biggest hits
name | en | - | which buildings did Santiago Calatrava design in Valencia
place | en | - | what is the Camino de Santiago and how long does it take
place | en | - | best clubs in Ibiza this summer
place | en | - | history of the Kazan Kremlin
place | en | - | what to see on the Costa Blanca in three days
place | en | - | why is Munich's Oktoberfest in September
brand | en | - | is Xiaomi's stock a good buy this year
brand | en | - | how did Thermomix become so popular in Spain
brand | en | - | Kindle Scribe vs reMarkable for note taking
brand | en | - | what does Lufthansa charge for extra legroom seats
topic | en | - | explain the Lucena position in general terms for a chess encyclopedia
topic | en | - | what causes leishmaniasis in humans worldwide
topic | en | - | how does metformin work
topic | en | - | who won the 1986 Chess Olympiad in Dubai
topic | en | - | what is glaucoma
stem | en | - | who are the fastest swimmers in Olympic history
stem | en | - | how do ceramicists glaze porcelain
stem | en | - | what makes a good coaching philosophy in basketball
function | en | - | so what is the tallest building in the world
function | en | - | can you tell me what time zones Russia has
generic | en | - | write a haiku about autumn
generic | en | - | how do I convert a PDF to Word
generic | en | - | what is the capital of Australia
idiom | en | - | what does it mean to be a pawn in someone's game
idiom | en | - | where does the phrase "cat got your tongue" come from
idiom | en | - | what does "going cold turkey" mean
mixed | en | - | what does "qué tal" mean in Spanish
mixed | en | - | how do you say checkmate in Russian
direct | en | cautious savings; tight budget | where should I put 20,000 euros for a year without any risk
direct | en | church choir | help me learn the alto part of the Cherubic Hymn for Sunday
direct | en | chess club; chess coach; lesson plan format; chess notation; chess explanations | plan Thursday's club class on knight forks for adults
direct | en | ChessBase; lesson plan format; online lessons; chess coach | how do I export positions from ChessBase to send as homework
direct | en | email drafts; Spanish citizenship | draft an email to the civil registry asking about my nationality file
direct | en | Belgrade years | I want to go back to Belgrade where I used to coach, what has changed since 2005
direct | en | music; opera | recommend a recording of Shostakovich's fifth symphony for me
direct | en | reading; Kindle | suggest a Scandinavian crime novel for my Kindle
name | en | - | what is Shostakovich's Leningrad symphony about
brand | en | - | what's new in ChessBase 18
topic | en | - | who was the Najdorf variation named after
generic | en | - | how do I share a Google Calendar with someone
stem | en | - | who were the greatest coaches of the Soviet chess school
homograph | en | - | what does a bishop do in the Anglican church
place | en | - | what to see in Belgrade in two days
function | en | - | is it true that the Great Wall is visible from space
`;
