// The twenty-third set's people, pets and things, as the memory subjects a careful reader would accept for a
// personal question about them (a question line's expectation is `;`-joined subjects).

export const WORK =
  'panda keeper job; panda Zhima; cub Tangyuan; breeding season shifts; bamboo feeding; bamboo supply; keeper certificate; colleague Lao Zhou; visitor talks; research paper; Tangyuan growth; Zhima diet; Zhima pregnancy check; Douyin account; red panda duty; night shift sleep; panda bite scar; payday';
export const ZHIMA = 'panda Zhima; Zhima diet; Zhima pregnancy check; cub Tangyuan; panda keeper job; research paper';
export const TANGYUAN = 'cub Tangyuan; Tangyuan growth; picture book; panda Zhima; panda keeper job';
export const WIFE =
  'wife Chen Jing; Chen Jing thyroid; Chen Jing late duty; badminton; Chen Jing dramas; Chen Jing running; wife perfume; Italy anniversary; brother-in-law; balcony plants; Leshan visits';
export const XUANXUAN =
  'son Xuanxuan; Xuanxuan myopia; Xuanxuan rhinitis; Xuanxuan go; Xuanxuan toys; Xuanxuan math; Xuanxuan football; hamster Xiaomi; school district house';
export const TANGTANG =
  'daughter Tangtang; Tangtang febrile seizures; Tangtang milk allergy; Tangtang Peppa; Tangtang kindergarten; mother helps';
export const FATHER = "father Liu Deming; father fishing; father oxygen; father's Haval; Beijing trip; Daocheng trip; Zigong hometown";
export const MOTHER = 'mother Huang Xiuying; mother helps; Beijing trip';
export const IN_LAWS = 'father-in-law Chen; mother-in-law Wang; Leshan visits; wife Chen Jing';
export const KELE = 'dog Kele; Kele back';
export const HUAJUAN = 'cat Huajuan';
export const CAR = 'family car; car charging; Daocheng trip; Leshan visits';
export const BERLIN = 'Berlin exchange; friend Jonas; learning German; Berlin housing; IELTS';
export const HEALTH = 'lumbar disc; fatty liver; penicillin allergy; night shift sleep; panda bite scar';
export const WEEKEND =
  'badminton; drone; cooking; father fishing; hotpot; Rongcheng fan; Tangtang Peppa; Xuanxuan go; camera; gaming; red panda duty; Leshan visits; Javier calls; balcony plants';
