import { BAKERY, CANELA, CHIQUIS, FATHER, GIULIA, IN_LAWS, LEO, MOLE, MOTHER, VAN, WEEKEND } from './twentySecondSubjects';

// The twenty-second blind aboutness set's English questions, written before the recall rules were read; some typed
// with Mexican Spanish and Italian mixed in. Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_SECOND_EN_LINES = `
direct | en | pastry diploma; ${BAKERY} | I did Cordon Bleu pastry years ago, what advanced course would be worth it now?
direct | en | how they met; ${GIULIA} | Plan a surprise anniversary trip back to Oaxaca where I met my wife
direct | en | baking shows | What's a good family show like Bake Off for Sunday nights?
direct | en | ${LEO} | Leo wants more Switch time, how do I negotiate screen rules with a 12 year old?
direct | en | ${LEO} | What should be in my son's hypo kit for a school trip?
direct | en | ${LEO} | Leo went low twice at soccer this week, should we change his lispro?
direct | en | ${LEO} | best armband to keep a Libre sensor on during football
direct | en | ${LEO} | How many carbs in a Mexican concha? need it for my kid's insulin
direct | en | brother Tony | What is the cheapest way for my brother to send money from Toronto to Mexico?
direct | en | brother Tony; ${FATHER}; ${MOTHER} | Can Tony sponsor our parents to visit Canada?
direct | en | solar heater; house La Paz | How much does a solar water heater cost for a family of four in Puebla?
direct | en | solar heater; volcano ash; house La Paz | Will a solar water heater work with the volcanic ash on my roof?
direct | en | cumbia | Make me a playlist like Los Ángeles Azules for early morning baking
direct | en | wedding cakes; ${BAKERY} | How should I price a three-tier wedding cake for 150 guests?
direct | en | wedding cakes; ${BAKERY} | my buttercream melts in June weddings, what frosting holds better?
direct | en | gluten-free kitchen; ${GIULIA} | Do we need a separate colander for my celiac wife?
direct | en | gluten-free kitchen; ${GIULIA} | How do I clean flour dust off the kitchen so Giulia doesn't get glutened?
direct | en | craft beer | Recommend some IPAs like the ones from the Cholula brewery I like
direct | en | craft beer; gout | Is IPA worse for gout than regular beer?
direct | en | accounting; ${BAKERY} | What expenses can my bakery deduct under RESICO?
direct | en | accounting | Give me an Excel template to track daily bread sales
direct | en | ${BAKERY} | How many bolillos should my night baker make on a rainy Tuesday?
direct | en | ${BAKERY} | Write an Instagram caption for our new conchas
direct | en | ${BAKERY} | How do I cut flour waste at my bakery?
direct | en | ${GIULIA} | My wife is celiac, which Mexican street foods are safe for her?
direct | en | ${GIULIA} | Giulia has a migraine and her Maxalt isn't working, what else can she try?
direct | en | ${CHIQUIS} | My daughter's asthma gets worse in spring, should we change her inhaler?
direct | en | ${CHIQUIS} | How do I get Chiquis to use her spacer without crying?
direct | en | ${CHIQUIS} | Folklórico costume ideas for a 6-year-old, cheap
direct | en | ${FATHER} | My dad is on losartan, which painkillers are safe for him?
direct | en | ${FATHER} | How do I prepare my father for cataract surgery next year?
direct | en | ${MOTHER} | My mom's sugar is high on metformin, what breakfast should she eat?
direct | en | ${CANELA} | My dog has hip dysplasia, is swimming good for her?
direct | en | ${MOLE} | How much water should a cat on urinary food drink?
direct | en | ${VAN} | The white van keeps overheating on the hill to the market, what do I check?
direct | en | motorbike Chapulin | What's the right tire pressure for an Italika FT150?
direct | en | guitar Chente | teach me the strumming for a ranchera on my guitar
direct | en | learning Italian; ${IN_LAWS} | Give me 20 Italian phrases for dinner with my in-laws
direct | en | Turin trip; ${IN_LAWS} | What can we do in Turin with two kids in July?
direct | en | La Paz trip | Is La Paz safe for a family trip to see whale sharks?
direct | en | gout | Which foods should I avoid so my gout doesn't flare?
direct | en | flour rhinitis | Is there a mask that stops flour dust but lets me breathe while kneading?
direct | en | half marathon; runner's knee | My right knee hurts at kilometre 8, should I keep training for the half?
direct | en | CETES savings | Should I move my CETES savings into a longer term?
direct | en | Infonavit loan | Can I pay extra on my Infonavit loan to finish earlier?
implicit | en | ${LEO} | glucose 62 and dropping, 2 hours before practice, what now
implicit | en | ${GIULIA} | is the oat flour at Soriana certified gluten-free, asking for the wife
implicit | en | ${CHIQUIS} | how long between puffs of salbutamol for a small kid
personal_none | en | - | How do I stop procrastinating?
personal_none | en | - | Recommend a good thriller novel
personal_none | en | - | How can I get better at public speaking?
personal_none | en | - | I want to learn to draw, where do I start?
homograph | en | - | How much cinnamon is safe to eat per day?
homograph | en | - | What is a mole in chemistry?
homograph | en | - | How do I get rid of moles in my garden?
homograph | en | - | What does a car jack do?
homograph | en | - | What is a gout in heraldry?
name | en | - | Who was Leonardo da Vinci's teacher?
name | en | - | Who played the Chapulín Colorado on TV?
name | en | - | Why is Vicente Fernández called Chente?
place | en | - | What is the population of La Paz, Bolivia?
place | en | - | Why is Puebla famous for mole?
place | en | - | What is Turin known for besides the Shroud?
brand | en | - | Who owns Bimbo Bakeries USA?
brand | en | - | Is Cholula hot sauce actually made in Mexico?
brand | en | - | Who makes the FreeStyle Libre sensor?
topic | en | - | How does sourdough fermentation work?
topic | en | - | What causes type 1 diabetes in children?
topic | en | - | Why is celiac disease more common in Italy?
topic | en | - | How is a rotary rack oven different from a deck oven?
topic | en | - | What triggers childhood asthma?
subword | en | - | How do I make cinnamon rolls from scratch?
subword | en | - | What is a molecule?
function | en | - | When do you use "the" before a country name?
function | en | - | What is the difference between "lay" and "lie"?
stem | en | - | What does flourishing mean in positive psychology?
stem | en | - | What is a banded iron formation?
generic | en | ${WEEKEND} | What should I do this weekend?
generic | en | - | What is a healthy breakfast?
idiom | en | - | What does "the best thing since sliced bread" mean?
idiom | en | - | What does "let the cat out of the bag" mean?
mixed | en | ${BAKERY} | neta how do I make my conchas fluffier, they come out like bricks
mixed | en | ${CHIQUIS} | the Chiquis has tos again at night, should I worry?
mixed | en | - | What does "ahorita" really mean in Mexico?
mixed | en | - | What does "cocciuto" mean in Italian?
`;
