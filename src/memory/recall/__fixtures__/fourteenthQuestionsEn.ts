// The fourteenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FOURTEENTH_EN_LINES = `
direct | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Leone's sensor keeps reading low during goalkeeper training, what should we change
direct | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | how many carbs are in a slice of pane carasau, I need it for my son's bolus
direct | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings; Jonas gout; lactose intolerance; recipe book; Christmas seadas; Efisio meds timing; Thermomix | plan a week of school lunches my diabetic son can take
direct | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | what spare supplies should Leone pack for four days in Rome
direct | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | can a 12-year-old with an insulin pump go on a school trip without a parent
direct | en | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Stella's eczema flares every time she rides, could it be the horse hair
direct | en | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | a gentle moisturiser for my daughter's atopic skin in winter
direct | en | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings; mother-in-law Helga; Helga flights | easy German picture books for an 8-year-old who loves horses
direct | en | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | my dad freezes when he walks through doorways, is that the Parkinson's
direct | en | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance; Leone carbs; Jonas gout; lactose intolerance; Leone diabetes; recipe book; Christmas seadas; Thermomix | what can my father have for lunch so it doesn't clash with his 1 pm levodopa
direct | en | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | grab rails or a stairlift for the outside steps, what's best for Efisio
direct | en | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Jonas woke up with a swollen big toe after the sagra, what now
direct | en | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years; Leone carbs; lactose intolerance; Leone diabetes; recipe book; Christmas seadas; Efisio meds timing; Thermomix | is seafood fregola off the table for my husband with gout
direct | en | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | how do I keep the kids busy when Jonas is away two weeks at the wind farm
direct | en | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | which varnish for the mahogany planking of Jonas's folkboat
direct | en | dog Pepe; Pepe leishmaniasis; Pepe collar | the dog has lost weight again, could the leishmaniasis be back
direct | en | dog Pepe; Pepe leishmaniasis; Pepe collar | when can I take off Pepe's Scalibor collar this year
direct | en | cat Dante; Dante kidneys | Dante drinks a lot more water than before, is her kidney disease worse
direct | en | cat Dante; Dante kidneys | can the cat have a bit of ricotta now and then
direct | en | donkey Vespa; Vespa hooves | how often should a Sardinian donkey have her hooves trimmed
direct | en | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | which ewes should I test first for mastitis this spring
direct | en | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | is it too late to vaccinate the sheep against bluetongue in June
direct | en | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Pavarotti is limping, can I still put him with the ewes
direct | en | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | how many lambs per ewe should I expect in November
direct | en | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | my Fiore Sardo wheels are cracking in the cave, humidity too low?
direct | en | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | how long does lamb rennet paste keep in the fridge
direct | en | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | what should the DOP application for my pecorino include
direct | en | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | write an English description of Su Pinnu's smoked ricotta for a menu
direct | en | new labels; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | brief for the designer: what must the new cheese label show by law
direct | en | Instagram; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | caption ideas for my next cheese-making reel
direct | en | Hashimoto; thyroid pill timing | can I take my thyroid pill with my morning milk coffee
direct | en | Hashimoto; thyroid pill timing | my TSH came back at 6, should the Eutirox dose go up
direct | en | lactose intolerance | which of my own cheeses can I eat without a stomach ache
direct | en | mortgage; savings | should I pay off part of the mortgage with this year's grant money
direct | en | PSR grant; milking parlour | what receipts do I need to claim the PSR money for the milking parlour
direct | en | milk price | is 1.30 a litre a fair price for sheep milk right now
direct | en | Garmin watch; Selvaggio Blu | set up a training plan on my Fenix for the Selvaggio Blu
direct | en | Selvaggio Blu | what to pack for four days on the Selvaggio Blu in September
direct | en | chainsaw | the Stihl stalls when it gets hot, what should I check
direct | en | Panda 4x4 | the Panda's 4x4 is making a clunk on gravel, is it worth fixing at 310,000 km
direct | en | Japan export; Hokkaido trip | what paperwork do I need to ship pecorino to Japan
direct | en | Hokkaido trip; Japan export | how cold is Tokachi in February, what should the kids wear
direct | en | brother Gavino; Gavino lobster | when is the lobster season in Alghero for my brother
direct | en | back disc | a safe way to lift 30 kg cheese moulds with my bad disc
direct | en | penicillin allergy | the dentist wants to give me amoxicillin, is that ok
direct | en | Bremen deli; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | how should I pack pecorino for the truck to Bremen in August
direct | en | solar panels | what size battery for 20 kW of panels on the dairy roof
direct | en | Deledda novels | other novels like Canne al vento I could read next
implicit | en | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | the pump alarm went off at 3 am, occlusion, what do we do
implicit | en | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | somatic cell count of 1.2 million, keep the milk or not
implicit | en | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | is it normal for levodopa to wear off before the next dose
implicit | en | dog Pepe; Pepe leishmaniasis; Pepe collar | sandfly season is starting, anything beyond the collar
implicit | en | Selvaggio Blu; Garmin watch | how much water to carry on a hot coastal trek with no springs
personal_none | en | - | my laptop fan is really loud, what can I do
personal_none | en | - | help me write a birthday message for a colleague
personal_none | en | - | I keep waking up at 3 am, any ideas
personal_none | en | - | can you suggest a gift for my neighbour who just retired
homograph | en | - | what is the Vespa's top speed on the 125 model
homograph | en | - | how do wasps build their nests
homograph | en | - | how do lions hunt in a pride
homograph | en | - | why do stars twinkle
homograph | en | - | is black pepper good for digestion
name | en | - | what was Luciano Pavarotti's most famous aria
name | en | - | who are the Jonas Brothers
name | en | - | what is Dante's Inferno about
name | en | - | who was Sergio Leone
name | en | - | Stella McCartney's most famous designs
place | en | - | best beaches near Alghero
place | en | - | things to see in Bremen in one day
place | en | - | what is Bologna famous for
place | en | - | when is the Sapporo snow festival
brand | en | - | Omnipod vs Tandem, which pump is smaller
brand | en | - | is the Garmin Forerunner 265 waterproof
brand | en | - | Stihl or Husqvarna, which brand is better
brand | en | - | how does Starlink work
topic | en | - | how is Parmigiano Reggiano made
topic | en | - | what causes gout
topic | en | - | history of the Sardinian language
topic | en | - | how do wind turbines produce electricity
subword | en | - | why is it called a honeymoon
subword | en | - | how does a catwalk show work
subword | en | - | what is a dogfish
function | en | - | when do you use "would" instead of "will"
function | en | - | difference between "in", "on" and "at"
stem | en | - | how does milking a cow by hand work
stem | en | - | what does cheesy mean
generic | en | - | what is a fair price for a used car
generic | en | - | how much sleep does a teenager need
idiom | en | - | what does "say cheese" come from
idiom | en | - | meaning of "the lion's share"
idiom | en | - | where does "a cat has nine lives" come from
mixed | en | - | what is the Italian word for sheep
mixed | en | - | how do you say "good morning" in Sardinian
`;
