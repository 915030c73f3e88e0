// The fifteenth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FIFTEENTH_EN_LINES = `
direct | en | dog Bach; Bach back; dog walks | how far can I walk Bach on the flat without hurting his back
direct | en | dog Bach; Bach back; dog walks | is it ok to let the dachshund jump off the sofa now
direct | en | dog Bach; Bach back; dog walks | write a note for the dog sitter about Bach's harness and the ramp
direct | en | cat Kugel; Kugel kidney diet | Kugel has stopped eating her kidney food, any tricks
direct | en | cat Kugel; Kugel kidney diet | how do I hide the Semintra in the cat's breakfast
direct | en | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | what should my husband avoid eating during a gout flare
direct | en | husband Takeshi; Takeshi gout; Takeshi kiln; Takeshi exhibition | plan a Japanese dinner for Takeshi's 62nd birthday
direct | en | Takeshi exhibition; husband Takeshi | draft an English press release for Takeshi's raku show in Basel
direct | en | son Jonas; Jonas football; daughter-in-law Seoyeon; granddaughter Hana; Seoul trip; first birthday; Seoyeon clinic | what time is it in Seoul right now, I want to call Jonas
direct | en | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | first birthday gift ideas for my granddaughter in Korea
direct | en | granddaughter Hana; first birthday; son Jonas; daughter-in-law Seoyeon | can I send baby clothes from Germany to Seoul without customs trouble
direct | en | daughter Lena; Lena coeliac | a gluten-free cake for when my daughter visits
direct | en | daughter Lena | how should Lena taper before her marathon
direct | en | mother Ilse; care home costs; visits to Ilse; brother Uwe | my mother with Alzheimer's keeps asking for her own mother, what do I say
direct | en | care home costs; mother Ilse | how can I pay less for Mum's care home
direct | en | rheumatoid arthritis; blood tests | can I get the flu jab while on methotrexate
direct | en | rheumatoid arthritis; blood tests | my fingers are swollen this morning, should I call the rheumatologist
direct | en | blood tests; rheumatoid arthritis | remind me when my next blood count is due
direct | en | tinnitus | the ringing in my left ear is worse after a long voicing day
direct | en | knee pain | best knee pads for kneeling all day inside an organ case
direct | en | cataract | how long after cataract surgery can I drive the van again
direct | en | hay fever; hay fever Japan | the birch pollen is starting, what do I take
direct | en | Endingen restoration; windchest repair; heritage office | write a progress report on the Endingen organ for the parish council
direct | en | windchest repair; Endingen restoration | how do I treat woodworm in a slider chest
direct | en | Kanazawa organ; Kanazawa quote | how do I ship a 12-stop organ to Japan
direct | en | Kanazawa organ; Kanazawa quote | the yen has fallen again, how does that change the Kanazawa contract
direct | en | voicing | my trumpet reeds sound too brassy, how do I voice them down
direct | en | pipe metal | what casting temperature for 75 percent tin pipe metal
direct | en | tuning rounds | plan the December tuning route around Freiburg
direct | en | workshop website | write an English "about us" page for the workshop website
direct | en | organ podcast | suggest episodes of organ podcasts for my drive to Dresden
direct | en | Harrison & Harrison | write to my old colleagues at Harrison & Harrison in Durham
direct | en | Lisbon trip; husband Takeshi | we loved Alfama, where else should we go in Portugal
direct | en | beekeeping; beeswax use | when should I treat my hives for varroa
direct | en | playing Go; husband Takeshi | how do I stop losing to my husband at Go
direct | en | choir | help me learn the alto line of the St Matthew Passion by Thursday
direct | en | VW Crafter | my Crafter's check engine light is on
direct | en | Miele washer | my 22-year-old washing machine is leaking, repair or replace
direct | en | workshop loan | should I pay off the workshop loan early
direct | en | pension savings | is 400 a month in ETFs enough for my retirement
direct | en | Iceland trip; husband Takeshi | a two-week Iceland route by camper van for June
direct | en | journeyman Konstantin; Konstantin family; Konstantin language | Konstantin wants to bring his parents from Lviv, how
direct | en | book project | outline a chapter of my book on women organ builders
direct | en | mother-in-law Fumiko; Fumiko fracture; money to Fumiko | how can we help Takeshi's mother after her hip fracture
direct | en | Chinese student; Wang Lei visa | what does my Chinese intern need to renew his visa
implicit | en | Lena coeliac; daughter Lena | my daughter is coming for Easter, what should I bake
implicit | en | diet; Takeshi gout | suggest a dinner for the two of us tonight
implicit | en | dog walks; dog Bach; Bach back | we're going hiking on Saturday, can the dog come
implicit | en | tuning rounds | can I take a week off in December
implicit | en | knee pain; rheumatoid arthritis | exercises for joints that ache after work
personal_none | en | - | I need a new passport photo, where can I get one
personal_none | en | - | my neighbour's car alarm keeps going off at night
personal_none | en | - | how do I unsubscribe from a newsletter I never signed up for
personal_none | en | - | help me pick a new winter coat
homograph | en | - | how does organ donation work in Germany
homograph | en | - | what is a pipe organ cactus
topic | en | - | how many bees make a pound of honey
name | en | - | what are Bach's most famous organ works
name | en | - | who is Lena Dunham
name | en | - | what happened to George Harrison after the Beatles
name | en | - | who was Carmen Miranda
name | en | - | Jonas Brothers' best songs
place | en | - | what to see in Dresden in one day
place | en | - | best time to visit Iceland for the northern lights
place | en | - | things to do in Lisbon in winter
place | en | - | how cold is Seoul in October
brand | en | - | is Festool worth the price compared to Makita
brand | en | - | Peterson pipes, are they good for a beginner smoker
brand | en | - | what is the range of the Riese & Müller Load 75
topic | en | - | how does a pipe organ work
topic | en | - | why does gout strike the big toe first
topic | en | - | what is chronic kidney disease in cats
topic | en | - | how is a cataract operation done
subword | en | - | how to get a Bachelor's degree abroad
subword | en | - | what is a hanami party in Japan
function | en | - | when do you use "go" versus "went"
function | en | - | what does "every" mean compared to "each"
stem | en | - | how do voice assistants recognise speech
stem | en | - | tuning fork frequency for a standard A
generic | en | - | how many weeks are in a year
generic | en | - | how do I write a good cover letter
idiom | en | - | where does "pull out all the stops" come from
idiom | en | - | what does "a bee in your bonnet" mean
idiom | en | - | what is a pipe dream
mixed | en | - | what does "Kugel" mean in Jewish cooking
mixed | en | - | what does "hana" mean in Japanese
`;
