import {
  BERLIN,
  CAR,
  FATHER,
  HUAJUAN,
  IN_LAWS,
  KELE,
  MOTHER,
  TANGTANG,
  TANGYUAN,
  WEEKEND,
  WIFE,
  WORK,
  XUANXUAN,
  ZHIMA,
} from './twentyThirdSubjects';

// The twenty-third blind aboutness set's English questions, written before the recall rules were read; most of the
// direct ones ask about a memory written in Chinese with no word in common, some typed with Chinese mixed in.
// Lines: `category | language | expected subjects (;) or - | question`.

export const TWENTY_THIRD_EN_LINES = `
direct | en | ${ZHIMA} | Our female panda won't touch her bamboo and keeps pacing, is she coming into heat?
direct | en | ${ZHIMA} | How long does a pseudopregnancy usually last? Zhima's scans still show nothing
direct | en | ${TANGYUAN} | The cub I hand-raised is losing weight during weaning, what should I change?
direct | en | ${TANGYUAN} | Outline a kids' picture book about the little cub's first year
direct | en | ${WORK} | How do I stay alert on back-to-back night shifts during cub season?
direct | en | ${WORK} | Write a 3-minute talk for schoolkids on why pandas eat bamboo
direct | en | ${WORK} | How do we keep bamboo fresh after it comes off the refrigerated truck?
direct | en | keeper certificate; ${WORK} | What's on the senior animal keeper technician exam in China?
direct | en | part-time master | Is a part-time master's at Sichuan Agricultural University worth it for a zookeeper?
direct | en | ${WORK} | Help me write the discussion section of our fecal progesterone paper
direct | en | ${WORK} | My panda clips are stuck at 80k followers, any ideas?
direct | en | ${WORK} | What do I need to know when I cover for the red panda keeper on Sunday?
direct | en | ${WIFE} | My wife's TSH came back high on levothyroxine, should her dose go up?
direct | en | ${WIFE} | Birthday gift ideas for my wife, she loves Chanel No. 5
direct | en | ${XUANXUAN} | My son's eyes are red after his ortho-k lenses, should he stop for a few nights?
direct | en | ${XUANXUAN} | My kid is stuck at amateur 3 dan in Go, should we change teachers?
direct | en | ${XUANXUAN} | How do I help my son with olympiad math when even his mom can't?
direct | en | ${TANGTANG} | My daughter has a fever of 38.5 and had a febrile seizure before, what do I do?
direct | en | ${TANGTANG} | Peppa Pig party ideas for a three-and-a-half-year-old girl
direct | en | ${FATHER} | My dad has COPD, is it safe for him to go up to Daocheng Yading at 4,000 m?
direct | en | ${FATHER} | What oxygen flow should my father's concentrator be set at overnight?
direct | en | ${FATHER} | My dad's 2015 Haval H6 has the check engine light on again
direct | en | ${MOTHER} | How long is recovery from a knee replacement for a 60-year-old woman?
direct | en | ${MOTHER}; ${FATHER} | Which section of the Great Wall is easiest for my elderly parents?
direct | en | ${IN_LAWS} | My mother-in-law has been on tamoxifen for three years, what side effects should we watch for?
direct | en | ${IN_LAWS} | Marketing ideas for my father-in-law's bobo chicken shop
direct | en | ${KELE} | My corgi with IVDD is crying and won't move, is it an emergency?
direct | en | ${HUAJUAN} | The ginger cat on diet food hasn't lost any weight in two months
direct | en | phone | How do I get better battery life on my Xiaomi 14?
direct | en | ${CAR} | Gas cars keep parking in the shared EV charging spot, what can I do?
direct | en | mortgage | Should I prepay my provident fund mortgage with 22 years left?
direct | en | fund investing | My CSI 300 index fund is down 15%, should I keep buying monthly?
direct | en | lumbar disc | My L4-L5 herniation flared up and my leg is numb, do I need the ER?
direct | en | fatty liver | Can mild fatty liver be reversed? Do I have to quit beer?
direct | en | hotpot; fatty liver | Is hotpot once a week too much with a fatty liver?
direct | en | Rongcheng fan; friend Pangge | When is Chengdu Rongcheng's next home game?
direct | en | drone | Where can I legally fly my DJI Mini 4 Pro around Chengdu?
direct | en | tea | Does Zhuyeqing green tea have a lot of caffeine?
direct | en | ${BERLIN} | Packing list for three months at Zoo Berlin starting in March
direct | en | ${BERLIN} | How do I get from 5.5 to 6.0 in IELTS speaking in three months?
direct | en | ${BERLIN} | Where should I look for a furnished flat near Zoologischer Garten?
direct | en | friend Emily | Draft an email to Emily about the latest bamboo nutrition data
direct | en | friend Jonas; ${BERLIN} | What should I ask Jonas about hand-rearing twins before I arrive?
direct | en | friend Ivan; chess with Ivan | Ivan beat me at chess again, which opening should I learn?
direct | en | friend Camille; Beauval talk | Help me structure my red panda husbandry talk for Beauval
direct | en | Japan trip; friend Tanaka | Plan a 7-day Osaka and Wakayama itinerary with two kids
direct | en | night shift sleep | How much melatonin should I take after a night shift?
direct | en | penicillin allergy | Can I take amoxicillin for a sore throat?
direct | en | podcasts | Recommend Chinese history podcasts for a 40-minute commute
direct | en | cooking | How do I make twice-cooked pork like a Sichuan restaurant?
direct | en | Italy anniversary; ${WIFE} | Plan our 10th anniversary trip to Rome and Venice
direct | en | school district house; ${XUANXUAN} | Is it worth moving to a better school district before my son starts middle school?
direct | en | Zigong hometown | Tips for the Zigong lantern festival with kids during Spring Festival
implicit | en | ${TANGTANG} | 38.9 now, ibuprofen or paracetamol for a 3-year-old?
implicit | en | ${WIFE} | how long after her morning pill can she drink soy milk
implicit | en | lumbar disc | lower back locks up every morning after carrying heavy bundles
personal_none | en | - | I want to learn the ukulele, where do I start?
personal_none | en | - | Recommend a good sci-fi novel for a long flight
personal_none | en | - | How can I be less nervous when speaking in meetings?
personal_none | en | - | How do I build a habit of reading every day?
homograph | en | - | Is sesame oil healthy for cooking?
homograph | en | - | How do you make tangyuan with black sesame filling?
homograph | en | - | Is cola bad for your teeth?
homograph | en | - | How long does millet take to cook?
homograph | en | - | Is the bamboo pit viper venomous?
homograph | en | - | Why is the Great Wall not visible from space?
name | en | - | Why was Ivan IV called "the Terrible"?
name | en | - | Which films did George Lucas direct?
name | en | - | Did Marco Polo really visit China?
name | en | - | Who is Emily Blunt married to?
place | en | - | What is Pixian doubanjiang?
place | en | - | Who built the Dujiangyan irrigation system?
place | en | - | How tall is the Leshan Giant Buddha?
brand | en | - | Who founded DJI?
brand | en | - | Is BYD bigger than Tesla now?
brand | en | - | Does Xiaomi still make rice cookers?
topic | en | - | best hotpot Chengdu
topic | en | - | Why are giant pandas black and white?
topic | en | - | What is Hashimoto's thyroiditis?
topic | en | - | How does orthokeratology work?
topic | en | - | Why do red pandas eat bamboo if they are carnivores?
subword | en | - | How do I merge two DataFrames in pandas?
subword | en | - | What does bamboozled mean?
subword | en | - | Why is it called a Berliner doughnut?
function | en | - | When do you use "whom" instead of "who"?
function | en | - | What's the difference between "since" and "for"?
stem | en | - | What does "pandering" mean?
stem | en | - | What do zoologists study?
generic | en | ${WEEKEND} | What should I do this weekend?
generic | en | - | What's a healthy dinner?
idiom | en | - | What does "let sleeping dogs lie" mean?
idiom | en | - | Where does "raining cats and dogs" come from?
mixed | en | ${ZHIMA} | Zhima's B超 still shows nothing, is it 假孕 again?
mixed | en | ${TANGTANG} | Tangtang 发烧 38.5 again, go to 医院 or wait?
mixed | en | - | What does "yyds" mean in Chinese slang?
`;
