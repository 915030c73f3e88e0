// The twelfth blind aboutness set's questions in English, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWELFTH_EN_LINES = `
direct | en | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | how long can I leave Douhua alone at home on a Saturday
direct | en | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | my shiba keeps shaking his head and scratching one ear, what could it be
direct | en | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | which ear cleaner is gentle enough to use every week on my dog
direct | en | dog Douhua; Douhua ears; Douhua grooming; Douhua vaccine; Douhua walks | is it too hot to walk Douhua at 5 pm in August
direct | en | cat Frida; Frida kidneys | what wet food can I give Frida with her kidney disease
direct | en | cat Frida; Frida kidneys | Frida drinks much more water than before, should I book bloods early
direct | en | cat Frida; Frida kidneys | my old calico hides under the bed all day, is she in pain
direct | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | Xiaomi scratches her arms at night until they bleed, what can I do
direct | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | is it safe to use the steroid cream on my daughter's face
direct | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories; low-purine recipes; Diego gout; mole; carbonara; husband Diego | a snack box for my daughter's kindergarten picnic
direct | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | write a bedtime story about a shiba who learns to surf for Xiaomi
direct | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | party games for Xiaomi's sixth birthday in the park with twenty kids
direct | en | husband Diego; Diego gout; Diego classes; low-purine recipes; Xiaomi shrimp allergy; mole; carbonara; daughter Xiaomi | what can Diego eat during a gout flare
direct | en | husband Diego; Diego gout; Diego classes; low-purine recipes | can Diego take ibuprofen with his allopurinol
direct | en | husband Diego; Diego gout; Diego classes; low-purine recipes | which documents are still missing for my husband's permanent residency application
direct | en | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | plan five weeknight dinners for the three of us
direct | en | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | a quick dinner tonight with what's in the fridge: tofu, eggs, cabbage
direct | en | father tea farmer; father diabetes; Alishan coffee plot | my dad has type 2 diabetes but drinks bubble tea every day, how do I talk to him about it
direct | en | father tea farmer; father diabetes; Alishan coffee plot | what should my dad eat before working in the fields, he's on metformin
direct | en | father tea farmer; father diabetes; Alishan coffee plot | when will the coffee trees on our tea farm give a first harvest
direct | en | Alishan coffee plot; father tea farmer; father diabetes | can our arabica grow well at 1200 metres next to dad's oolong bushes
direct | en | mother-in-law Lupe; transfer to Lupe; Mexico City years; husband Diego | cheapest way to send my mother-in-law money in Oaxaca every month
direct | en | Tainan shop; startup loan | draft a budget for fitting out the second shop in an old Japanese house
direct | en | Tainan shop; startup loan | what documents does the government startup loan need for my second shop
direct | en | roast profiles; Giesen roaster; Cropster | how long should development time be for a light Ethiopian roast on my machine
direct | en | roasting championship; green coffee scoring | help me prepare for the green grading part of the roasting championship in March
direct | en | back disc; lifting limit | exercises for a herniated disc that I can do between roasts
direct | en | reflux; Q grader | cupping every Tuesday makes my heartburn worse, any tips
direct | en | no caffeine after 2; reflux | what can I drink at 4 pm when I'm sleepy but can't have caffeine
direct | en | Panama Geisha; green coffee payments | how much should I bid for a Geisha lot at this year's auction
direct | en | English emails; importer Artyom; green coffee payments | write an email to our green coffee importer asking to delay the next shipment
direct | en | subscription; house blend | what should I put in the first box of my monthly coffee subscription
direct | en | roasting book | outline the chapter on home roasting with a popcorn machine for my book
direct | en | Busan coffee show; friend Jieun | what should I bring to my booth at the Busan coffee show
direct | en | surfing | is my 7'2 mid-length a good board for small summer waves
direct | en | Japanese study | make me a four-week study plan for the JLPT N2 grammar section
direct | en | Oaxaca wedding; sister-in-law Ximena; husband Diego; mother-in-law Lupe; transfer to Lupe | what gift should we bring to my sister-in-law's wedding in July
direct | en | penicillin allergy | the doctor wants to give me amoxicillin for a sinus infection, is that ok
direct | en | allergic rhinitis; Q grader | my nose is blocked and I have a cupping session tomorrow
direct | en | ETF investing; emergency fund | should I keep buying the same ETF every month when the market is down
implicit | en | low-purine recipes; Xiaomi shrimp allergy; Diego gout; mole; carbonara; daughter Xiaomi; husband Diego | what should I cook tonight
implicit | en | daughter Xiaomi; Xiaomi eczema; Xiaomi shrimp allergy; Xiaomi birthday; kindergarten pickup; bilingual stories | my kid keeps waking up itchy
implicit | en | back disc; lifting limit | how do I move a 60 kg sack safely
implicit | en | Tainan shop; startup loan | any tips for renovating the hundred-year-old wooden house I want to rent
personal_none | en | - | do I have any cousins in Canada
personal_none | en | - | remind me what my blood type is
personal_none | en | - | what's my Wi-Fi password again
personal_none | en | - | which dentist did I say I liked
homograph | en | - | how do you cook millet porridge for breakfast
homograph | en | - | what is the difference between tofu pudding and silken tofu
homograph | en | - | what causes the first crack in popcorn kernels
name | en | - | who was Frida Kahlo married to
name | en | - | how many goals did Diego Maradona score in the 1986 World Cup
name | en | - | what happened to Mistico after he left CMLL
place | en | - | best time of year to visit Melbourne
place | en | - | is Oaxaca safe for tourists at night
brand | en | - | is a Xiaomi phone good value compared with Samsung
brand | en | - | how do Gogoro battery swap stations work
brand | en | - | who owns La Marzocco today
topic | en | - | how does gout develop in the body
topic | en | - | what is a Q grader certificate and who issues it
topic | en | - | explain what a coffee roaster does all day
subword | en | - | why is Black Friday called Black Friday
subword | en | - | how big is a molecule of water
function | en | - | what is the time in Mexico City right now
function | en | - | how do I convert grams to ounces
stem | en | - | why do roasted chestnuts crack in the oven
stem | en | - | how are kidney beans cooked safely
generic | en | - | how do you write a good product description
generic | en | - | what is a good bedtime routine for adults
idiom | en | - | what does "wake up and smell the coffee" mean
idiom | en | - | where does the phrase "cat's whiskers" come from
mixed | en | - | who painted the Diego Rivera murals in Detroit and what do they show
`;
