import { BACK, CHAIKA, LIZA, OLEG, PUSHKIN, RUI, TAMARA, THYROID, TYOMA, YAKOR } from './eighteenthSubjects';

// The eighteenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const EIGHTEENTH_EN_LINES = `
direct | en | superyacht clients | how much should I charge a superyacht crew for new sunbed cushions
direct | en | superyacht clients; client letters | write a quote for a bimini and sprayhood for a 60-metre motor yacht
direct | en | regatta; ${CHAIKA} | which sails should we use on Chaika for the next winter regatta if it blows 20 knots
direct | en | ${CHAIKA} | what antifouling should we put on Chaika this spring
direct | en | ${CHAIKA} | how often should the standing rigging be replaced on our Bavaria
direct | en | ${OLEG} | what can a 15-year-old nephew do in Tivat for a whole summer
direct | en | website | what pages should my sail loft website have
direct | en | website | ideas for Instagram posts about my sail repairs
direct | en | loft insurance | does my loft insurance cover a customer's genoa that's been here since March
direct | en | podcasts | good maritime history podcasts for long cutting sessions
direct | en | ${RUI} | Rui is away on charters until Sunday again, how do I plan the week with the kids
direct | en | ${RUI} | is it safe for my husband to skip lunch on metformin during a long charter day
direct | en | ${LIZA} | help Liza write an English essay about her gymnastics ribbon routine
direct | en | ${LIZA} | which sunscreen is gentle enough for Liza's eczema
direct | en | ${TYOMA} | what Laser dinghy regattas are there in Portugal for my son
direct | en | ${TYOMA} | how much should my son in Porto spend on rent
direct | en | ${TAMARA} | can my mother take ibuprofen while she's on warfarin
direct | en | ${TAMARA} | what time is it in Arkhangelsk when I call mum at five
direct | en | ${YAKOR} | can a Jack Russell with a luxating patella still go on boat trips
direct | en | ${YAKOR} | the dog keeps skipping on his back leg, should I book the vet
direct | en | ${PUSHKIN} | how many ml of fluids should Pushkin get each time
direct | en | ${PUSHKIN} | my old ginger cat has kidney disease, which treats are safe
direct | en | ${THYROID} | should I take my levothyroxine before or after the morning swim
direct | en | ${BACK} | a desk-height cutting table to save my back, what height
direct | en | carpal tunnel | stretches for my wrist after a day of hand stitching
direct | en | Vega sails | how long will it take to hand-finish six gaff sails for Vega
direct | en | sewing machines | the Sailrite LSZ-1 is skipping stitches on the dock, what should I check
direct | en | Yachtmaster exam | make me a revision plan for the Yachtmaster Offshore in April
direct | en | Azores passage; ${CHAIKA} | what spares should we carry for the passage to the Azores
direct | en | penicillin allergy | I got hives from penicillin as a child, is amoxicillin ok for me
direct | en | taxes; superyacht clients | how do I invoice a British yacht owner from my Montenegrin business
direct | en | sailcloth; ${CHAIKA} | which Dimension-Polyant cloth should I use for our 34-footer's new mainsail
implicit | en | ${YAKOR} | he jumped off the cockpit seat and now he's holding the back paw up
implicit | en | ${PUSHKIN} | the renal food is back in stock but he won't touch it
implicit | en | ${RUI} | blood sugar was 9 after a day on the boat, should he eat before the evening sail
implicit | en | superyacht clients | the deckhand wants the cushions remade in a week before the owner arrives
personal_none | en | - | how do I get rid of ants in my kitchen
personal_none | en | - | recommend me a good running app
personal_none | en | - | I want to start journaling, any tips
personal_none | en | - | which headphones should I buy for the gym
personal_none | en | - | my laptop fan is loud, what can I do
homograph | en | - | what does an anchor do on a news channel
homograph | en | - | what is an anchor tag in HTML
homograph | en | - | what is a loft conversion in the UK
homograph | en | - | what does a boot camp involve
name | en | - | when did Pushkin die in a duel
name | en | - | what is Chekhov's play The Seagull about
name | en | - | who is Tamara de Lempicka
name | en | - | what is Czesław Miłosz best known for
name | en | - | how far is the star Vega from Earth
place | en | - | what's the population of Tivat
place | en | - | best beaches near Budva
place | en | - | how cold is Murmansk in January
place | en | - | things to do in Porto in two days
brand | en | - | is the Dacia Duster a reliable car
brand | en | - | Xiaomi vs Samsung, which phones last longer
brand | en | - | which Kindle has the best screen
brand | en | - | is Bavaria a good yacht builder
brand | en | - | how did Gore-Tex get its name
brand | en | - | is Regatta a good brand for rain jackets
topic | en | - | what is a luxating patella in dogs
topic | en | - | how do nuclear icebreakers work
topic | en | - | how is Hashimoto's thyroiditis diagnosed
topic | en | - | what is the difference between a gaff rig and a Bermuda rig
topic | en | - | how is sailcloth made
subword | en | - | what is a pushkinist
subword | en | - | how do Chaikovsky's ballets usually end
function | en | - | what does "for the time being" mean
function | en | - | is "whom" still used in English
stem | en | - | what does a canvasback duck eat
stem | en | - | how do sailing ships tack against the wind
stem | en | - | what is a fisherman's knot
generic | en | - | who sets the budget of the European Union each year
generic | en | - | what languages are spoken in Montenegro
generic | en | - | how do families split chores fairly
idiom | en | - | what does "any port in a storm" mean
idiom | en | - | where does "cat got your tongue" come from
idiom | en | - | what does "learn the ropes" mean
mixed | en | - | what does "bacalhau" mean in English
mixed | en | - | how do you say "sail" in Russian
`;
