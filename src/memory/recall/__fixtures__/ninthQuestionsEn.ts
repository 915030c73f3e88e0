// The ninth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const NINTH_EN_LINES = `
direct | en | Kola hips; dog Kola; dog walks | how far can I walk the dog on Sunday without hurting his hips
direct | en | dog Kola; Kola hips; dog walks | can the dog have the leftover chicken bones from lunch
direct | en | dog Kola; Kola hips; dog walks | is it ok to give Kola a bit of cheese as a treat
direct | en | cat Mistral; Mistral thyroid; Mistral pills | the cat threw up his pill again, should I give another one
direct | en | cat Mistral; Mistral thyroid; Mistral pills | what happens if I forget Mistral's evening dose
direct | en | cat Mistral; Mistral thyroid; Mistral pills | how do you get a pill into a cat who spits everything out
direct | en | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault; Thibault trail | what can I bake for Thibault's birthday
direct | en | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | is oat flour safe for a coeliac husband
direct | en | gluten-free recipes; peanut allergy; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | a quick weeknight dinner for the four of us
direct | en | gluten-free recipes; peanut allergy; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | what should I cook for twelve people on Sunday
direct | en | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Chidi's inhaler is almost empty before the tournament, what should he do
direct | en | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | cold air makes my son wheeze at basketball, any tips
direct | en | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | which engineering schools in France take students straight after the bac
direct | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | make a vocabulary sheet for Amara's English test
direct | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | how should Amara practise for her violin exam in June
direct | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy; gluten-free recipes; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | can we serve satay skewers at the kids' party
direct | en | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | what should my mother eat to keep her blood pressure down
direct | en | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo; Enugu roots; travel safety | cheapest way to send 300 euros to Nigeria every month
direct | en | house in Enugu; mother Ngozi; Ngozi blood pressure; transfer to mother; Igbo | how thick should the laterite walls be for mum's bungalow
direct | en | house in Enugu; mother Ngozi; Ngozi blood pressure; transfer to mother; Igbo | what battery size for the solar panels on my mother's house
direct | en | brother Emeka; twin nieces; calls with Emeka | what's a good time to call Houston from Lyon on a Sunday afternoon
direct | en | brother Emeka; twin nieces; calls with Emeka | gift ideas for my nieces' birthday, they're turning eight
direct | en | migraine; no coffee after 3 | I feel an aura coming and I'm at my desk, what do I do
direct | en | migraine | screen settings that help with migraines
direct | en | knee surgery; running limit; no lead climbing; bouldering | is it safe to run 15 km a week two years after my ACL repair
direct | en | anaemia | should I take my iron tablets with orange juice or with coffee
direct | en | insomnia; pisé school competition | I can't sleep the week before a competition deadline, what helps
direct | en | bouldering; no lead climbing; knee surgery | exercises to get stronger fingers for bouldering
direct | en | sewing wax print | how to stop wax print fabric from fraying when I sew a dress
direct | en | balcony chilies | my scotch bonnets have yellow leaves
direct | en | fig tree | how do I wrap the fig tree for winter
direct | en | jollof rice; gluten-free recipes; peanut allergy; Thibault coeliac; egusi soup; gluten-free baking | how to get the smoky party jollof taste in a normal pot
direct | en | zobo; African grocery | can I make zobo with the dried hibiscus from the African shop
direct | en | learning Italian; Turin project; architect | good Italian podcasts for an architect learning the language
direct | en | reading | what should I read after Americanah
direct | en | music | new afrobeat albums to work to
direct | en | hiking Vercors; dog Kola; Kola hips; dog walks | an easy Vercors walk with the dog this summer
direct | en | wine | a Beaujolais under 20 euros for Christmas dinner
direct | en | pottery | why do my bowls crack when they dry
direct | en | football OL; son Chidi | when do OL Lyonnes play at home next
direct | en | Nollywood; husband Thibault | a Nollywood film for Friday night
direct | en | car Zoe | how much range does our Zoe lose in winter
direct | en | Brompton | how to fix a squeaky Brompton hinge
direct | en | canut renovation; building permit; apartment | how to soundproof the wooden floors between the flats in the canut building
direct | en | building permit; canut renovation | how long does Lyon take to answer a permis de construire
direct | en | heritage approval | how do I prepare the meeting with the ABF about the Vieux Lyon facade
direct | en | pisé school competition; book on pisé | what wall thickness of rammed earth for a two-storey school
direct | en | fee dispute; email drafts | draft a formal notice to Batilys for the unpaid fees
direct | en | intern | write a job post for an architecture intern starting in March
direct | en | Lagos talk | how long should my Lagos talk be, and how do I open it
direct | en | accountant; invoicing | what should I send the accountant before the VAT return
direct | en | book on pisé; pisé school competition | help me outline the chapter on pisé farmhouses in the Dauphiné
direct | en | teaching | a short studio exercise for my Thursday students
direct | en | website | what should go on the home page of the practice's new website
direct | en | own kitchen; prices before VAT | is 15k enough for a new kitchen with an island
direct | en | Nigeria trip; travel safety | what vaccines do the kids need for three weeks in Nigeria
direct | en | ArchiCAD | how to export a clean IFC from ArchiCAD for the structural engineer
direct | en | renders | settings for a dusk render in Twinmotion
direct | en | email drafts | write to the client that the works will start two weeks late
direct | en | no crypto; conservative investing; savings goal | where should we put the money we save for the kids' studies
direct | en | fixed-rate loan; no crypto; conservative investing | should we switch to a variable-rate mortgage now that rates are falling
direct | en | no scooter for Chidi; son Chidi | Chidi wants a 50cc scooter for his birthday, how do I say no
direct | en | insurance | does the décennale cover a cracked slab two years after handover
direct | en | Wednesday afternoons; site visits | find a slot next week for a two-hour client meeting
direct | en | partner Hugo; architect | how should Hugo and I split the profits this year
direct | en | friend Solange | what should I bring Solange when we visit her in Grenoble
direct | en | neighbour Perret | the old man next door fell last week, how can I help him more
direct | en | apartment; dog Kola; Kola hips; dog walks | a harness to carry an old dog up five floors
direct | en | Igbo; kids Igbo lessons | apps that help kids learn Igbo
direct | en | late father | help me write a few words for ten years since my father died
direct | en | scholarship | how to choose fairly between two scholarship candidates
direct | en | women architects network | ideas for a mentoring evening with architecture students
direct | en | Leica Disto | my Disto gives wrong distances outdoors, why
direct | en | MacBook; ArchiCAD | is a 2021 MacBook Pro enough for big ArchiCAD models
direct | en | theatre | anything good at the Célestins in January
direct | en | Pidgin replies; gluten-free recipes; peanut allergy; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | abeg, wetin I fit cook for Sunday lunch?
direct | en | Pidgin replies; migraine | how far, wetin go help this headache wey no gree comot?
direct | en | honest design feedback; pisé school competition | here's my concept for the school, tell me what's weak
direct | en | work answer style; canut renovation | what are the fire rules for a staircase in a six-flat renovation
direct | en | Notion | a template to track projects in Notion
direct | en | hand sketches | which tracing paper takes felt pen without bleeding
direct | en | Chidi matches; son Chidi | the game in Caluire starts at 10, when should we leave the Croix-Rousse
direct | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | can I fit a dentist appointment before Amara's Thursday lesson
implicit | en | Kola hips; dog Kola; dog walks | the Bernese was limping again after the stairs
implicit | en | cat Mistral; Mistral thyroid; Mistral pills | the cat keeps losing weight even though he eats a lot, vet is in two weeks, should I worry
implicit | en | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | which beers are safe for film night if gluten is a no
implicit | en | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | the bac is next year and he still has no idea which school
implicit | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | the EpiPen expires in March, do we renew it now
implicit | en | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | the school wants extra time on the exams in writing, what should the letter say
implicit | en | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | the ankles are swollen since the new blood pressure pills, is that the amlodipine
implicit | en | fee dispute | 42k unpaid and the developer stopped answering, next step?
personal_none | en | - | I need a new winter coat, warm but not bulky
personal_none | en | - | how do I clean the grout in my shower
personal_none | en | - | should I keep Netflix or switch to Disney+
personal_none | en | - | my phone battery drains overnight, why
personal_none | en | - | help me write a thank-you note to my dentist
personal_none | en | - | I want to learn chess at 47, where do I start
personal_none | en | - | my umbrella keeps flipping inside out, which one should I buy
homograph | en | - | what does it feel like when the mistral blows in Provence
homograph | en | - | how is the kola nut used in ceremonies
homograph | en | - | what does "let the cat out of the bag" mean
homograph | en | - | where does the phrase "every dog has its day" come from
homograph | en | - | what does "playing second fiddle" mean
homograph | en | - | what does "I don't give a fig" mean
homograph | en | - | what is an aura in spiritual traditions
homograph | en | - | why is a book's spine called a spine
homograph | en | - | what does "hit the wall" mean in a marathon
homograph | en | - | who founded the Grande Chartreuse monastery
name | en | - | how many saves did Thibaut Courtois make in the 2022 World Cup
name | en | - | what did Ngozi Okonjo-Iweala do before the WTO
name | en | - | what is Chimamanda Ngozi Adichie's TED talk about
name | en | - | opening hours of Victor Hugo's house in Paris
name | en | - | which buildings did Auguste Perret design in Le Havre
name | en | - | what is Solange Knowles's best album
name | en | - | is Chidi Anagonye from The Good Place based on a real philosopher
name | en | - | what does the name Amara mean
name | en | - | Zoe Saldana's latest film
name | en | - | who is Emeka Anyaoku
place | en | - | what's the population of Enugu
place | en | - | when is hurricane season in Houston
place | en | - | best museums in Turin
place | en | - | why is the Croix-Rousse called the hill that works
place | en | - | is Gerland a nice neighbourhood to live in
place | en | - | what to see in Grenoble in one day
place | en | - | how bad is the traffic in Lagos
place | en | - | what happened in the Vercors in 1944
brand | en | - | when did Renault stop making the Zoe
brand | en | - | how does Mistral AI's Le Chat compare to ChatGPT
brand | en | - | MacBook Air M4 price in France
brand | en | - | is the Leica Q3 worth the money
brand | en | - | is a vintage Singer sewing machine worth restoring
brand | en | - | Brompton G Line electric review
brand | en | - | Revit or ArchiCAD market share in Europe
brand | en | - | Hugo Boss's most popular perfume
topic | en | - | what causes coeliac disease
topic | en | - | why do people get asthma
topic | en | - | what is hip dysplasia in babies
topic | en | - | what does the thyroid gland do
topic | en | - | who were the canuts and why did they revolt in 1831
topic | en | - | what is rammed earth construction
topic | en | - | history of the jollof rice rivalry between Nigeria and Ghana
topic | en | - | who was Fela Kuti
topic | en | - | what is the RE2020 regulation in France
topic | en | - | what is the price of bitcoin today
topic | en | - | how do laser distance meters work
topic | en | - | what is highlife music
function | en | - | what did Queen Victoria die of
function | en | - | how to knit a wool hat
function | en | - | who painted The Son of Man
function | en | - | what does "per se" mean
function | en | - | is "con" a bad word in French
stem | en | - | teaching hospitals in Lyon
stem | en | - | architectural styles of Chicago
stem | en | - | a bakery in Lyon known for croissants
stem | en | - | how do React components decide when a render happens
stem | en | - | what is the oldest running engine in the world
stem | en | - | what is an invoice factoring company
generic | en | - | how is the EU budget decided
generic | en | - | what languages are spoken in Switzerland
generic | en | - | how do schools in Finland teach reading
generic | en | - | meeting etiquette in Japan
generic | en | - | what is a family office
generic | en | - | how many people work in an average office in France
`;
