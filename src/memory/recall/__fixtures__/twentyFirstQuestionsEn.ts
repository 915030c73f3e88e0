import { BACK, BOHAN, DOUHUA, FATHER, GRANDMA, GUITAR, IN_LAWS, MISAKI, MOCHI, SHOP, XIAOMI } from './twentyFirstSubjects';

// The twenty-first blind aboutness set's English questions, written before the recall rules were read; some typed
// with Mandarin, Hokkien and Japanese words mixed in. Lines: `category | language | expected subjects (;) or - |
// question`.

export const TWENTY_FIRST_EN_LINES = `
direct | en | Kyoto joinery | Which sashimono joints should I practise again after all these years?
direct | en | Kyoto joinery; ${MISAKI} | Plan a trip back to Kyoto to visit the joinery workshop where I trained
direct | en | woodworking videos | Any YouTube channels like Paul Sellers but for Japanese joinery?
direct | en | CNC router | Which small CNC router fits a budget of NT$600k?
direct | en | CNC router; ${SHOP} | Is a CNC router worth it for a two-man carpentry crew?
direct | en | hearing loss; ${BACK} | What earplugs are best for table saw noise?
direct | en | hearing loss | my left ear rings after a day on site, should I get it checked
direct | en | design software | How do I make a cut list from a SketchUp model?
direct | en | design software | My MacBook Air is too slow for SketchUp, what should I upgrade to?
direct | en | typhoon season; house in Yongkang | A typhoon is coming this weekend, how do I protect the lumber on the ground floor?
direct | en | no coriander; ${MISAKI} | What can I use instead of cilantro in Taiwanese dishes for my wife?
direct | en | NBA | Will the Warriors make the playoffs this season?
direct | en | NBA | Who should I pick for my fantasy team, Curry or someone younger?
direct | en | ${BOHAN} | Is an online English tutor from the Philippines good enough for my son's pronunciation?
direct | en | ${BOHAN} | how do I get Bohan to actually do his English homework
direct | en | ${BOHAN} | Does Concerta stunt growth in 13-year-olds?
direct | en | ${BOHAN} | Pitching drills for a young pitcher with a sore elbow
direct | en | solar roof; house in Yongkang | How much do solar panels cost for a three-storey townhouse roof in Tainan?
direct | en | solar roof | Does Taipower buy back solar power from homes?
direct | en | Japanese curry; ${IN_LAWS} | How do I make my mother-in-law's Japanese curry less salty?
direct | en | Japanese curry | Sunday curry again, what side dish goes with it?
direct | en | ${XIAOMI} | My daughter's eczema flares after swimming, what lotion helps?
direct | en | ${XIAOMI} | Peanut-free snacks for an 8-year-old's school trip
direct | en | ${XIAOMI} | Can Xiaomi use the steroid cream on her face?
direct | en | ${MISAKI} | My wife has Hashimoto's, what should I cook for her?
direct | en | ${MISAKI} | Misaki wants to open her own Japanese school, how do I write a business plan?
direct | en | ${FATHER} | Can my dad take metformin with his morning tea?
direct | en | ${GRANDMA} | How do I calm my grandma with dementia at sunset?
direct | en | ${GRANDMA} | Can our Indonesian caregiver get a raise under the new rules?
direct | en | ${DOUHUA} | Douhua keeps scratching his ears, is it an infection again?
direct | en | ${DOUHUA} | How often should a white mixed-breed dog be bathed?
direct | en | ${MOCHI} | How do I give subcutaneous fluids to a cat who hates it?
direct | en | ${MOCHI} | Mochi won't eat her renal diet, any tips?
direct | en | scooter Xiaobai | How long does a Gogoro battery swap plan last per month for 30 km a day?
direct | en | work truck | My Mitsubishi Veryca's brakes squeal under load
direct | en | ${GUITAR} | Easy fingerpicking version of Mayday's Wen Rou for my year-end party?
direct | en | ${SHOP} | How should I price a built-in wardrobe for a client in Tainan?
direct | en | ${SHOP}; French café client | Write an English quote for Julien's café furniture
direct | en | ${SHOP} | My apprentice wants a raise, how much is normal in Taiwan?
direct | en | ${SHOP}; Festool saw | Which track saw blade for plywood without tear-out?
direct | en | cypress wood; Shopee shop; oil finish | How do I finish a hinoki cutting board so it is food safe?
direct | en | house mortgage | Should I pay off my Bank of Taiwan mortgage early?
direct | en | savings | Should I put more into 0050 or keep cash?
direct | en | Osaka trip; ${IN_LAWS} | Is Universal Studios Japan worth it in February with kids?
direct | en | learning Japanese | Best app to prepare for JLPT N3?
direct | en | ${BACK} | Exercises for a herniated disc that I can do on site
direct | en | acid reflux | Foods to avoid with GERD when working late
generic | en | Misaki evening classes; ${MISAKI}; Japanese curry | What should I cook for dinner tonight?
generic | en | fishing; camping; night market; board games | What should we do this weekend?
implicit | en | ${MOCHI} | ginger cat, stage 2 kidney, is wet food better
implicit | en | ${SHOP} | client wants the ceiling done before Chinese New Year, is 3 weeks enough for 30 ping?
implicit | en | ${BOHAN} | kid forgets his retainer-like lenses at the sleepover, is one night without them ok
personal_none | en | - | How do I start journaling?
personal_none | en | - | Recommend a good sci-fi novel for me
personal_none | en | - | I want to learn to swim butterfly
personal_none | en | - | How can I stop biting my nails?
homograph | en | - | What is mochi made of?
homograph | en | - | Is Xiaomi a Chinese company?
homograph | en | - | What is douhua and how is it eaten?
homograph | en | - | What is the warrior pose in yoga good for?
name | en | - | When did Stephen Curry win his first MVP?
name | en | - | Who is Ashin from Mayday?
name | en | - | What breed is Shiro in Crayon Shin-chan?
name | en | - | Who is Paul Sellers?
place | en | - | What is Tainan famous for?
place | en | - | When was Fort Zeelandia built in Anping?
place | en | - | Where is Sakai in Osaka Prefecture?
brand | en | - | When was Gogoro founded?
brand | en | - | Who owns Shopee?
brand | en | - | Is Makita a Japanese brand?
topic | en | - | What is Taiwan cypress and why is it protected?
topic | en | - | What causes atopic dermatitis?
topic | en | - | How does metformin work?
topic | en | - | What is Hashimoto's thyroiditis?
topic | en | - | How do mosquitoes spread heartworm?
subword | en | - | How do I cook mochiko chicken?
subword | en | - | What is a tailgate party?
function | en | - | What does "a" mean in Taiwanese names like A-ba?
function | en | - | Why do Taiwanese people say "der" online?
stem | en | - | Are carpenter bees dangerous to people?
stem | en | - | What is a jointer in woodworking?
generic | en | - | What do people in Taiwan eat for breakfast?
generic | en | - | Why is Monday the busiest day at hospitals?
idiom | en | - | What does "measure twice, cut once" mean?
idiom | en | - | What does "out of the woodwork" mean?
mixed | en | - | What does "sio" mean in Taiwanese Hokkien?
mixed | en | - | How do you say "bento" in Taiwanese?
`;
