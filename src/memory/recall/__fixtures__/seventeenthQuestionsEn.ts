import { BADA, CARMEN, DUBU, FATHER, GOUT, HANEUL, LAB, LUCIA, NAPOLEON, PONY } from './seventeenthSubjects';

// The seventeenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const SEVENTEENTH_EN_LINES = `
direct | en | ${BADA} | how many grams of fast sugar should Bada take before a match
direct | en | ${BADA} | my son's Omnipod keeps falling off during football, any tape that holds
direct | en | ${BADA} | write a note to the school nurse about my son's glucagon
direct | en | ${BADA} | snacks without shrimp for my son's school trip
direct | en | ${BADA} | how should Bada prepare for the science high school interview
direct | en | ${HANEUL} | cheapest way to send 900 euros a month to my daughter in Germany
direct | en | ${HANEUL} | help Haneul write a cover letter for a Bosch internship
direct | en | ${HANEUL} | does my daughter need to top up her blocked account for the visa renewal
direct | en | ${HANEUL}; Paris stopover | what should we do in Aachen at Christmas with our daughter
direct | en | ${LUCIA} | gift ideas for our wedding anniversary in October
direct | en | ${LUCIA} | how long after her levothyroxine can my wife have breakfast
direct | en | ${LUCIA} | a surprise for Lucía after her Friday salsa class
direct | en | ${FATHER} | can Dad take his levodopa with milk
direct | en | ${FATHER} | what grab bars should I install in my father's house in Andong
direct | en | ${FATHER} | a checklist for the Saturday visit to my father
direct | en | ${DUBU} | Dubu is shedding everywhere again, how often should I brush him
direct | en | ${DUBU} | is swimming good for my dog's luxating kneecap
direct | en | ${DUBU} | a flat evening walk for Dubu along the river
direct | en | ${NAPOLEON} | how do I warm the fluids before giving Napoleon his injection
direct | en | ${NAPOLEON} | my cat with kidney disease stopped eating his renal food
direct | en | ${GOUT} | I'm on febuxostat, can I have a beer at the barbecue
direct | en | ${GOUT} | pick a low-purine menu for a dinner with friends
direct | en | back disc; acupuncture; loupes | stretches for my lower back after a day at the bench
direct | en | ${LAB} | why do my zirconia crowns crack after sintering
direct | en | e.max; ${LAB} | my cut-back on pressed e.max front teeth looks flat, how do I improve it
direct | en | ${LAB} | when is the Ceramill due for its next service
direct | en | lab website; ${LAB} | write the English "About us" text for the lab's website
direct | en | lab website | which dentists in Daegu treat foreign patients, to send them our brochure
direct | en | digital workflow; ${LAB} | is it worth printing models instead of pouring stone now that we have the scanner
direct | en | ${PONY} | where can I get a rebuild kit for the Pony's engine
direct | en | ${PONY} | what oil should the Pony run on after the overhaul
direct | en | cycling; cycling club | what should I eat before the Sunday club ride
direct | en | cycling | how much should I lower my tyre pressure for wet descents on the Tarmac
direct | en | history podcasts | more podcasts like the ones I listen to about the Korean War
direct | en | ${CARMEN} | what to bring my mother-in-law from Korea for her 80th
direct | en | ${CARMEN} | how long a layover in LA do we need for the Guadalajara flight
direct | en | conservative investing; pension savings | I have 30 million won spare, where should it go
direct | en | mortgage | should I fix the rate on my mortgage now
direct | en | numbered steps | how do you format your answers for me
direct | en | Daegu FC; ${BADA} | tickets for Daegu FC's next home game for me and my son
direct | en | model cars | where can I buy a 1:18 Lancia Delta for my collection
direct | en | colonoscopy | when is my next colonoscopy due
implicit | en | ${BADA} | what should a teen with type 1 diabetes carry for a football match
implicit | en | ${NAPOLEON} | how often should an old cat with CKD get subcutaneous fluids
implicit | en | ${DUBU} | exercise for a Jindo mix with grade 2 patellar luxation
implicit | en | ${GOUT} | my big toe is throbbing again, what should I avoid tonight
implicit | en | ${FATHER} | does protein at lunch really block Parkinson's medication
personal_none | en | - | the zip on my winter jacket keeps splitting open
personal_none | en | - | what should I wear to a friend's wedding
personal_none | en | - | help me plan a spring clean of the flat
personal_none | en | - | my houseplant has brown tips on its leaves
personal_none | en | - | I want to learn to juggle
personal_none | en | - | suggest a board game for a rainy evening
homograph | en | - | why is the sea salty
homograph | en | - | how is tofu made from soybeans
homograph | en | - | what is a crown in British currency
homograph | en | - | how do you defragment a hard disc
homograph | en | - | what does "pony up" mean
name | en | - | how tall was Napoleon really
name | en | - | who sang the original "Santa Lucia"
name | en | - | what is Napoleon Hill's "Think and Grow Rich" about
name | en | - | who was Marco Polo
name | en | - | who composed Carmen
place | en | - | what is Andong famous for
place | en | - | why did Charlemagne choose Aachen as his capital
place | en | - | best things to see in Guadalajara
place | en | - | what is the history of Osaka Castle
brand | en | - | is the Hyundai Ioniq 6 better than the Ioniq 5
brand | en | - | how does the Dexcom G7 compare with the FreeStyle Libre
brand | en | - | who owns Specialized bikes
topic | en | - | why was gout called the disease of kings
topic | en | - | how was insulin discovered in 1921
topic | en | - | how strong is zirconia compared with porcelain
topic | en | - | how does levodopa work
subword | en | - | what is a seahorse
subword | en | - | what is a ponytail palm
subword | en | - | what is the Napoleonic Code
function | en | - | what is the difference between "who" and "whom"
function | en | - | when do you use "at" versus "on"
stem | en | - | what do dentists earn in the US
stem | en | - | how do cyclists train in winter
generic | en | - | average age of marriage in Korea
generic | en | - | how long do cats live
idiom | en | - | where does "let sleeping dogs lie" come from
idiom | en | - | where does "the sky's the limit" come from
idiom | en | - | what does "a drop in the ocean" mean
mixed | en | - | did Napoleon ever eat tofu
`;
