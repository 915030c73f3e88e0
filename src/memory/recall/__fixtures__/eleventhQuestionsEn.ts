// The eleventh blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const ELEVENTH_EN_LINES = `
direct | en | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | what snacks should my husband carry on the slopes in case his sugar drops
direct | en | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | Florian's pump alarm went off during a rescue call-out, what could cause an occlusion
direct | en | husband Florian; Florian diabetes; Florian mountain rescue; diabetic recipes | plan a low-carb week of dinners that Florian can bolus for easily
direct | en | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | make a 40-minute revision plan for Hana's history test on Thursday
direct | en | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | is it fine for my daughter to skip her Medikinet over the Easter holidays
direct | en | daughter Hana; Hana ADHD; Hana exchange year; Hana music lessons; Hana Chinese; Hana study plans; no e-scooter for Hana | which documents does Hana need for a year at a Korean high school
direct | en | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | Otto was stung at training, how long after the EpiPen do we need to be at hospital
direct | en | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | does my son still need his venom shots if he had no reaction for a year
direct | en | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | a picnic by the lake with the kids next Sunday, what do I pack
direct | en | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | can my mother-in-law take ibuprofen for her wrist
direct | en | mother-in-law Rosa; Rosa heart; Rosa osteoporosis; Rosa interactions | simple exercises for an old woman with brittle bones who is afraid of falling
direct | en | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | how can I talk on the phone with my mum when she barely hears me
direct | en | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother; Korea trip; Jeonju roots | ideas for my mother's eightieth birthday party in Korea
direct | en | mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | cheapest way to send money to Korea every month from Italy
direct | en | brother Tae-yang; Tae-yang wedding | what do I bring as a wedding present to Toronto
direct | en | brother Tae-yang; Tae-yang wedding | a nice message for my little brother the chef on his wedding day
direct | en | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | how long does a seizure have to last before I drive the dog to the emergency vet
direct | en | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | can Tartufo have a cheese rind as a treat with his medication
direct | en | cat Mozart; Mozart fluids | how warm should the bag of fluids be before I give it to the cat
direct | en | cat Mozart; Mozart fluids | the cat stopped eating his kidney food, what now
direct | en | Bechstein restoration; piano technician; technical answers; TV documentary | which spruce should I order for the new soundboard of the 1905 grand
direct | en | Busoni competition; piano technician; technical answers; tuning pitch | make a checklist for the concert pianos before the Busoni finals
direct | en | tuning pitch; piano technician; technical answers | should I tune the school's Yamaha to 440 or 442
direct | en | voicing; piano technician; technical answers | the treble of the Steinway sounds harsh, where do I start
direct | en | apprentice Lukas; piano technician; technical answers | draw up a six-month training plan for my apprentice
direct | en | quote format; Bechstein restoration; piano technician; technical answers | write a quote for restringing an upright with new hammers
direct | en | back pain; physio; moving insurance; van | how do I get an upright into the van without hurting my back
direct | en | tinnitus | the ringing in my left ear gets worse after a long tuning day, what helps
direct | en | Hashimoto; thyroid checks | should I take my thyroid pill before or after my morning tea
direct | en | avalanche rule; ski touring; Garmin | which tour in the Ultental is ok this weekend with the bulletin at 3
direct | en | kimchi; Korean cooking; cookbook | how much salt for the cabbage when I make kimchi for the winter
direct | en | cookbook; Korean cooking | write the intro for my Korean cookbook with South Tyrolean ingredients
direct | en | craft grant; workshop move; no loans | the Provincia deadline is close, what do I still need for the application
direct | en | Korea trip; mother Mi-sook; Mi-sook hearing; mother's 80th; money to mother; calls with mother | three weeks in Korea with two kids in July, what should we see in Seoul
implicit | en | son Otto; Otto immunotherapy; Otto football; Otto school; Otto safety | a wasp landed on the kid's ice cream, what do I do if it stings him
implicit | en | dog Tartufo; Tartufo epilepsy; Tartufo blood tests; Tartufo water rule | he had two fits in a week even with his pills, should the dose go up
implicit | en | Bechstein restoration; TV documentary | the hotel wants the grand back by Easter, is a new pinblock realistic
implicit | en | Busoni competition | how many hours should I block to prepare three concert grands for the finals
personal_none | en | - | my washing machine smells of mould, how do I clean it
personal_none | en | - | help me write a complaint to the airline about my lost suitcase
personal_none | en | - | I keep waking at 4 am, is that normal at my age
personal_none | en | - | should I renew my passport before it expires next year
homograph | en | - | what does a rose symbolise in Victorian flower language
homograph | en | - | how do I change the tune of a doorbell
homograph | en | - | what is a van der Waals force
homograph | en | - | how do you excel at a job interview
name | en | - | what made Rosa Parks refuse to give up her seat
name | en | - | who was Otto von Bismarck
name | en | - | list Mozart's last three symphonies
name | en | - | what is Lana Del Rey's best album
name | en | - | which films did Hans Gruber appear in, the Die Hard villain
place | en | - | what is the population of Toronto
place | en | - | when was the Alhambra in Granada built
place | en | - | the best time of year to visit Seoul
place | en | - | why is Ötzi the iceman kept in Bolzano
brand | en | - | when was Steinway & Sons founded
brand | en | - | is a Garmin Forerunner good for marathon training
brand | en | - | how did Netflix start out
brand | en | - | does Fiat still make the Ducato in Italy
topic | en | - | how does equal temperament differ from just intonation
topic | en | - | who invented the piano
topic | en | - | what causes epilepsy in dogs
topic | en | - | what does a continuous glucose monitor actually measure
topic | en | - | what is Hashimoto's disease
function | en | - | when do you use "also" in German
function | en | - | what is the difference between "per" and "a" in Italian
stem | en | - | how do I restore a deleted file on Windows
stem | en | - | what does tuning a neural network mean
generic | en | - | what is the average family size in Europe
generic | en | - | which school subjects are compulsory in England
generic | en | - | how many languages are spoken in the world
idiom | en | - | where does the saying "let sleeping dogs lie" come from
idiom | en | - | what does "to change your tune" mean
mixed | en | - | how do you say "piano piano" in English and what does it mean
`;
