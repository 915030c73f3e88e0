import { BOMBA, CELINE, FIDDLE, FLO, HOON, MATHIS, PIERRETTE, REJEAN } from './nineteenthSubjects';

// The nineteenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const NINETEENTH_EN_LINES = `
direct | en | Vermont buyer; email style | how do I ask Dave Miller for a better price on my very dark syrup
direct | en | Vermont buyer; syrup grading | is it worth selling my VD syrup to the Vermont packer or keeping it for taffy
direct | en | online shop | how should I price maple butter on my Shopify store
direct | en | online shop | write a product description for my maple taffy tins
direct | en | online shop | cheapest way to ship glass syrup bottles across Canada from my store
direct | en | ${MATHIS} | what accommodations should I ask for in Mathis's school plan for the provincial exams
direct | en | ${MATHIS}; husband Hoon | my son carries an EpiPen, what should his soccer coach know
direct | en | podcasts | good true crime podcasts for a 3am boil
direct | en | ${HOON} | drills for my husband's U11 soccer practice
direct | en | shack bookings; sugar shack meals | a group of 100 wants one sitting at my shack, how do I say no politely
direct | en | shack bookings; email style | write a confirmation email for a sugar shack booking on April 5
direct | en | Habs; ${REJEAN} | snacks for Saturday hockey night with dad, he's on oxygen
direct | en | sister-in-law Jisoo | gift ideas for my sister-in-law who works night shifts in the ICU
direct | en | solar panels | how many panels to run two vacuum pumps in my sugarhouse
direct | en | solar panels | are there Quebec grants for solar on my farm building
direct | en | sleep apnea | my CPAP mask leaks when I sleep on my side
direct | en | running | a 12-week plan for my 10k in October
direct | en | sugaring season; sugar bush | can I go to a wedding in Toronto on March 21 or is that mid-season for me
direct | en | ${FLO} | how does my daughter's insulin pump handle long bus trips to ringette tournaments
direct | en | ${FLO} | Florence wants to do an exchange in Germany, how do we handle her diabetes supplies
direct | en | ${CELINE} | my cat won't take her thyroid pill, any tricks
direct | en | ${BOMBA} | best orthopedic bed for my Bernese with bad hips
direct | en | ${REJEAN} | can my dad use a humidifier with his oxygen concentrator
direct | en | ${PIERRETTE} | best magnifier apps for my mom's macular degeneration
direct | en | evaporator; sugar bush | how much firewood does my 5x14 wood evaporator burn per hour
direct | en | tubing expansion | vacuum or gravity for the 3,000 new taps on my back lot
direct | en | celiac | are certified oats actually safe for me
direct | en | Korea trip | what should we pack for Korea in July with two teens
direct | en | learning Korean | Korean apps to practice listening for my TOPIK II
direct | en | ${FIDDLE} | how do I stop my old fiddle's pegs from slipping
direct | en | curling | how do I call a hit-and-roll as skip
direct | en | seasonal workers | how do I renew the LMIA for my two Guatemalan workers
direct | en | lawyer | draft an email to Me Bolduc asking for an update on the right-of-way case
direct | en | Japanese importer | what papers do I need to ship syrup cans to Mr Sato in Tokyo
direct | en | ${HOON} | is tart cherry juice worth trying for Hoon's gout
direct | en | mother-in-law Soonja; Korea trip; husband Hoon | what gift should we bring Hoon's mom in Busan
direct | en | syrup theft | should I put GPS trackers in my syrup barrels after last year's theft
direct | en | organic certification | what records does the Ecocert auditor want from a maple producer like me
implicit | en | sugar bush; evaporator | the sap ran all night and the tank is overflowing, do I boil now or wait till morning
implicit | en | ${FLO} | she's at 2.9 after the second period and the coach doesn't know what to do
implicit | en | ${BOMBA} | he's limping again after chasing the snowmobile
implicit | en | online shop | three customers say their taffy arrived crystallized
implicit | en | ${REJEAN} | his oxygen tank alarm went off during the hockey game
personal_none | en | - | how do I get better at public speaking
personal_none | en | - | best password manager for me
personal_none | en | - | how do I fix a squeaky door hinge
personal_none | en | - | recommend me a good standing desk
personal_none | en | - | my dishwasher smells, what do I do
homograph | en | - | what does a shack mean in ham radio
homograph | en | - | how do you treat a boil on the skin
homograph | en | - | what is the beaver moon
homograph | en | - | what is a skip bin used for
homograph | en | - | what is a quota sample in statistics
homograph | en | - | what is a run rate in finance
name | en | - | who was Joseph-Armand Bombardier
name | en | - | is Celine Dion still touring
name | en | - | what is Matisse's most famous painting
name | en | - | who was Florence Nightingale
name | en | - | why are Stradivarius violins so expensive
name | en | - | what shows has the actor Hoon Lee been in
place | en | - | what's there to do in Quebec City in winter
place | en | - | how far is Beauce from Montreal
place | en | - | what happened in Thetford Mines with asbestos
place | en | - | what is St. Johnsbury, Vermont known for
place | en | - | best day trip from Busan
brand | en | - | is the Toyota Tacoma frame rust problem fixed
brand | en | - | does Ski-Doo make electric snowmobiles now
brand | en | - | is Shopify a Canadian company
brand | en | - | is the Dexcom G7 more accurate than the Libre 3
brand | en | - | what is Desjardins Group
topic | en | - | how is maple syrup graded in Canada
topic | en | - | why is Quebec the biggest maple syrup producer
topic | en | - | what was the great Canadian maple syrup heist
topic | en | - | what is asbestosis
topic | en | - | how does an insulin pump work
topic | en | - | what is ringette
topic | en | - | what causes gout
topic | en | - | what is wet macular degeneration
subword | en | - | what is the celiac plexus
subword | en | - | where do skipjack tuna live
subword | en | - | how is a tapestry woven
function | en | - | what's the difference between its and it's
function | en | - | what does "de" mean in French names like de Gaulle
stem | en | - | how do you boil an egg perfectly
stem | en | - | what is a runtime error
stem | en | - | how do I send a POST request with curl
stem | en | - | what is a mining pool in crypto
generic | en | - | what do Canadians usually eat for breakfast
generic | en | - | how many hours of sleep do teenagers need
generic | en | cooking; celiac | what should I cook tonight
idiom | en | - | what does "slow as molasses in January" mean
idiom | en | - | where does "sugar-coat" come from
idiom | en | - | what does "barking up the wrong tree" mean
mixed | en | - | what does "tire sur la neige" mean
mixed | en | - | how do you say "sugar shack" in Korean
mixed | en | - | what does 막걸리 taste like
`;
