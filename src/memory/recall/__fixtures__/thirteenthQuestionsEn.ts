// The thirteenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const THIRTEENTH_EN_LINES = `
direct | en | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | Pipoca peed outside the litter box twice today, should I call the vet
direct | en | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | can my cat have a little tuna from the can as a treat
direct | en | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | how much water should Pipoca drink in a day with her urinary diet
direct | en | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | Pelé's blood results come back next week, what should I ask the vet
direct | en | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | when do I need to replace the dog's Scalibor collar
direct | en | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | is it safe to take Pelé to the beach in Comporta in July with his leishmaniasis
direct | en | dog Pelé; Pelé leishmaniasis; Pelé collar; dog insurance | the landlord wants liability insurance for my dog, which insurers cover that in Portugal
direct | en | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca | plan a surprise for Luca on his day off
direct | en | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; meatless recipes; cheese | a lactose-free dessert I could make for Luca's birthday
direct | en | partner Luca; Luca lactose; Luca shifts; Luca's mother Rosa; cooking with Luca; wine; moka pot; cheese; bill split; wedding | what should I get my boyfriend for our anniversary
direct | en | mother Socorro; Socorro diabetes; transfer to mother | my mom's blood sugar was 190 this morning, is that bad with metformin
direct | en | mother Socorro; Socorro diabetes; transfer to mother | how can I send money to my mother in Recife with lower fees than Wise
direct | en | father Severino; Severino hearing | my dad refuses to wear his hearing aids, how do I talk to him about it
direct | en | sister Camila; niece Yuki; Kyoto trip; letter to Kenji | what's a nice birthday present to send my niece in Tokyo
direct | en | sister Camila; niece Yuki; Kyoto trip; letter to Kenji; kanji; Japanese study | help me write a short birthday letter in Japanese for Kenji
direct | en | hypothyroidism; health caveat | can I take my levothyroxine with coffee
direct | en | ADHD; no coffee after lunch | my methylphenidate wears off at 4 pm, what can I do for the afternoon slump
direct | en | migraine; health caveat | what else besides ibuprofen helps my period migraines
direct | en | dust mite allergy | how often should I wash the bedding for my dust mite allergy
direct | en | wrist tendinitis; split keyboard | my right wrist hurts again after a long coding day, exercises?
direct | en | Kafka migration; developer | how do I keep message ordering per account when we move payments to Kafka
direct | en | Kafka migration; January incident | write an idempotent consumer for the payment events, in our stack
direct | en | on-call week | I'm on call next week, can I still go to a concert on Wednesday
direct | en | January incident | help me structure the postmortem for the duplicated payments
direct | en | staff promotion; developer | what should my promotion packet for staff engineer contain
direct | en | Berlin talk; Berlin hotel | outline my talk on idempotency for the conference in September
direct | en | caju library; caju 2.0 | write a release note for caju 2.0
direct | en | caju library; caju 2.0; Kotlin examples | how do I publish the caju library for iOS with Kotlin Multiplatform
direct | en | manager Ingrid; staff promotion | prepare my one-on-one with Ingrid about the promotion
direct | en | colleague Oleg; Kafka migration | ask Oleg to size the Kafka cluster, draft the Slack message
direct | en | citizenship; residence permit | how long does my Portuguese citizenship application usually take
direct | en | residence permit; citizenship | my residence card expires in August, when should I book AIMA
direct | en | buying a flat; flat budget | can we afford a flat in Almada on our budget with today's rates
direct | en | wedding; wedding guests; Luca's mother Rosa; partner Luca | a checklist for our wedding in Bologna
direct | en | ETF investing; emergency fund | should I raise my monthly ETF contribution now that I got a raise
direct | en | Portuguese tax | what can I deduct in my IRS this year
direct | en | Brazilian tax exit | what happens if I never file the exit declaration in Brazil
direct | en | surfing; no car | is the swell good for my Saturday session in Ericeira
direct | en | crochet; niece Yuki | what size hook for the octopus I'm crocheting for my niece
direct | en | running | a 12-week plan for my half marathon in October
direct | en | photography | film simulation settings for night street photos on my X100V
direct | en | Japanese study; kanji | how many kanji do I still need for N3
direct | en | reading | what should I read after Le Guin
direct | en | Seoul trip; Korean basics | a two-week itinerary for Seoul and Busan in April
direct | en | Kyoto trip; sister Camila | what to book for Kyoto in November with my sister's family
direct | en | scooter | my Xiaomi scooter makes a clicking noise when braking
direct | en | iPhone | is it worth replacing the battery of my phone or buying a new one
direct | en | MacBook | my laptop fans are loud during Gradle builds, normal?
direct | en | split keyboard; wrist tendinitis | good Colemak drills for the Moonlander
direct | en | balcony herbs | why is the basil on my balcony turning yellow
direct | en | pescatarian; meatless recipes; Northeastern food; cooking with Luca; office days | a high-protein lunch I can take to the office
direct | en | forró dancing | shoes for forró on Thursday nights
direct | en | friend Beatriz | ideas for a weekend in Porto with Beatriz
direct | en | cat Pipoca; Pipoca urinary; no human food for Pipoca; neighbour Fernanda | what could I bring back for the neighbour who feeds my cat
direct | en | deposit dispute; São Paulo years | can I still sue my old landlord in São Paulo for the deposit
direct | en | grandmother Elena | my grandma's alfajores recipe, can you help me rebuild it
direct | en | chess | openings to reach 1800 on Lichess
direct | en | Dostoevsky; reading | which Dostoevsky should I read after The Idiot
direct | en | oolong tea; no coffee after lunch | how long to steep Tie Guan Yin
direct | en | bill split; partner Luca | how should we change our 60/40 split if Luca gets a raise
direct | en | Obsidian notes | a daily note template for my vault
direct | en | focus mornings; office days; code reviews | plan my Tuesday around two meetings and a code review
implicit | en | no coffee after lunch; ADHD; oolong tea | can I have an espresso at 4 before the team retro
implicit | en | ADHD; focus mornings | I keep losing focus after lunch, any tricks that work for my brain
implicit | en | Pipoca urinary; cat Pipoca; no human food for Pipoca | she keeps squatting in the litter and nothing comes out
implicit | en | Luca lactose; partner Luca; cheese | he ate a whole pizza last night and now he's suffering
implicit | en | no sauna | the gym has a new sauna, should I try it after running
personal_none | en | - | what should I get my dentist for Christmas
personal_none | en | - | I left my umbrella on the train, who do I call
personal_none | en | - | how do I tell my cousin I can't lend her money
personal_none | en | - | I chipped a tooth on an olive pit, how urgent is it
homograph | en | - | who plays the Kafka character on the new streaming series
homograph | en | - | how do I make popcorn without a microwave
homograph | en | - | what does a staff sergeant do in the army
homograph | en | - | what is a crystal radio and how does it work
name | en | - | how many goals did Pelé score for Santos
name | en | - | what are Franz Kafka's best short stories
name | en | - | who was Ursula Andress married to
name | en | - | films starring Ingrid Bergman in the 1940s
name | en | - | who is Luca in the Pixar film
place | en | - | what are the best beaches near Recife for families
place | en | - | history of the Chiado fire in 1988
place | en | - | how do I get from Berlin airport to Kreuzberg at night
place | en | - | is Sintra worth a day trip from Lisbon
brand | en | - | how does the Kindle Scribe compare to the reMarkable
brand | en | - | is the Fujifilm X100VI still hard to buy
brand | en | - | Xiaomi phones with the best cameras this year
brand | en | - | does Wise work for business accounts in Brazil
topic | en | - | which sandflies carry leishmaniasis in southern Europe
topic | en | - | how does Kafka guarantee exactly-once delivery
topic | en | - | can type 2 diabetes be reversed with diet alone
topic | en | - | how is the JLPT scored
topic | en | - | why is forró danced so close
subword | en | - | what is the cashew apple used for in Brazil
subword | en | - | how do you pronounce kafkaesque
function | en | - | how many times a day should a baby eat at six months
function | en | - | what do people do on a Monday holiday in Portugal
stem | en | - | what does a surf life saver train for
stem | en | - | who invented the first running shoe
generic | en | - | how do I keep a small flat cool in summer
generic | en | - | what is a fair way to split rent between roommates
idiom | en | - | where does 'raining cats and dogs' come from
idiom | en | - | what does 'the proof of the pudding is in the eating' mean
mixed | en | - | qual a diferença between a mortgage and a crédito habitação in general
mixed | en | - | what's the saudade feeling, explica em poucas palavras
`;
