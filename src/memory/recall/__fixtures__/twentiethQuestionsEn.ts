import { BIA, BREWERY, CAROL, GOUT, JABUTI, JUNINHO, MANGA, NANDO, RANIA, TOSTAO } from './twentiethSubjects';

// The twentieth blind aboutness set's English questions, written before the recall rules were read. Lines:
// `category | language | expected subjects (;) or - | question`.

export const TWENTIETH_EN_LINES = `
direct | en | Siebel course | is my Siebel diploma recognised if I want to teach brewing in Brazil?
direct | en | Siebel course | what did Siebel change in their curriculum since 2012?
direct | en | Belgian beers | how do I get a case of Westvleteren 12 legally?
direct | en | Belgian beers; saison; brewery Capivara | which Trappist should I try next after Westvleteren?
direct | en | export to Portugal; ${CAROL}; brewery Capivara | what labels do I need to export my IPA to Portugal?
direct | en | export to Portugal; ${CAROL}; brewery Capivara | how can my sister help me find bars in Lisbon for our beer?
direct | en | taproom; ${BREWERY} | ideas to get more people to the taproom on Thursdays
direct | en | taproom; ${BREWERY}; Capivara IPA | what should I pour first on a Friday night at the taproom?
direct | en | brew days; ${BREWERY} | how do I shorten my 6 am mash on brew days?
direct | en | brewing water; Capivara IPA; brewery Capivara | how much gypsum for a west coast IPA with our water?
direct | en | brewing water; brewery Capivara | my carbon filter is 2 years old, when do I change it?
direct | en | podcasts | any brewing podcasts like Brulosophy but in Portuguese?
direct | en | canning line; brewery expansion; brewery Capivara | is a manual canning line enough for 15,000 litres a month?
direct | en | canning line; brewery expansion; pequi sour; brewery Capivara | cans or bottles for the new sour?
direct | en | yeast bank; brewery Capivara | how long can I keep a yeast slant in the fridge?
direct | en | yeast bank; brewery Capivara | how do I check if my yeast bank strains are still pure?
direct | en | vinyl | where can I find an original pressing of Clube da Esquina?
direct | en | vinyl | how do I clean my old Beatles records?
direct | en | glasses | my reading glasses fog up in the brewhouse, any fix?
direct | en | no pork at home; ${RANIA} | a feijoada recipe for my family without pork
direct | en | knee surgery; running | knee brace or no brace for my next 18k?
direct | en | knee surgery | exercises to keep my operated knee strong
direct | en | ${BIA} | gluten free birthday party ideas for Bia
direct | en | ${BIA} | is oat safe for my daughter with coeliac disease?
direct | en | ${JUNINHO} | can Juninho play futsal with a cold given his asthma?
direct | en | ${JUNINHO} | how do I help my son prepare mentally for the tryout?
direct | en | ${RANIA} | what do I cook for Rania when she has a migraine?
direct | en | ${RANIA} | how can my wife grow her candle shop on instagram?
direct | en | ${TOSTAO} | is leishmaniasis in dogs contagious to my kids?
direct | en | ${TOSTAO} | Tostao hates the Scalibor collar, alternatives?
direct | en | ${MANGA} | how often should Manga get her T4 checked?
direct | en | ${NANDO} | my dad with Parkinson's keeps choking on water, what helps?
direct | en | ${GOUT}; coffee | can I drink coffee with gout?
direct | en | ${GOUT}; cholesterol | does allopurinol interact with my statin?
direct | en | ${JABUTI} | where do I buy a rebuilt carburettor for a 1974 Beetle?
direct | en | sleep apnea | my CPAP mask leaks at night, what size should I try?
direct | en | brewery loan; ${BREWERY} | should I refinance our brewery loan now that rates fell?
implicit | en | ${JUNINHO}; Cruzeiro fan | the kid wheezes every time we go to the Mineirão
implicit | en | ${GOUT} | my big toe is red and hot again, what now?
implicit | en | ${BIA} | she ate a regular cookie at school, how long until symptoms?
implicit | en | Belgian beers | the abbey beer I love most is impossible to buy, how do people get it?
personal_none | en | - | how do I stop procrastinating?
personal_none | en | - | recommend me a good thriller novel
personal_none | en | - | help me write a cover letter
personal_none | en | - | what should I wear to a wedding on the beach?
personal_none | en | - | how do I learn to swim as an adult?
homograph | en | - | how do you make a mango smoothie?
homograph | en | - | what is a river bank made of?
homograph | en | - | how do I make scented soy candles at home?
homograph | en | - | what is the best season to plant mango trees?
homograph | en | - | how much is a cruise on the Amazon?
homograph | en | - | how do I bank online safely?
name | en | - | who is Queen Rania of Jordan?
name | en | - | how many goals did Tostão score for Brazil?
name | en | - | who was Zico?
name | en | - | who is Nando Reis?
place | en | - | what is there to see in Belo Horizonte?
place | en | - | is Lebanon safe for tourists?
place | en | - | best day trips from Chicago
place | en | - | how cold is Bariloche in July?
brand | en | - | is Brahma beer owned by AB InBev?
brand | en | - | what is the Motorola Edge 40 battery life?
brand | en | - | is Vespa still made in Italy?
brand | en | - | who makes the Fiat Strada?
topic | en | - | what is a Trappist beer?
topic | en | - | how is gout diagnosed?
topic | en | - | what causes coeliac disease?
topic | en | - | how does a CPAP machine work?
topic | en | - | what is an IBU?
topic | en | - | when did Cruzeiro win the Copa Libertadores?
subword | en | - | what is a mangabey monkey?
subword | en | - | how do bankers calculate risk?
subword | en | - | what is Biafra known for?
function | en | - | when do I use "whom" instead of "who"?
function | en | - | is "gonna" ok in an email?
stem | en | - | how does a brewing storm form?
stem | en | - | who invented the tostada?
generic | en | - | how many people live in Brazil?
generic | en | - | what time is it in Beirut now?
idiom | en | - | what does "small beer" mean?
idiom | en | - | what does "hold your horses" mean?
idiom | en | - | what does "cry over spilt milk" mean?
mixed | en | - | what does "saudade" mean in Portuguese?
mixed | en | - | how do you say "cheers" in Brazilian Portuguese?
mixed | en | - | what does "trem" mean in Minas slang?
`;
