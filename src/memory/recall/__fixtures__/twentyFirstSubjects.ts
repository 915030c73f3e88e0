// The twenty-first set's people, pets and things, as the memory subjects a careful reader would accept for a
// personal question about them (a question line's expectation is `;`-joined subjects).

export const MISAKI =
  'wife Misaki; Misaki thyroid; Misaki evening classes; Misaki calls Osaka; Misaki Tigers; Misaki own school; no coriander; Misaki pastry course; K-drama';
export const BOHAN =
  'son Bohan; Bohan ADHD; Bohan ortho-k; Bohan baseball goal; Bohan Japanese; Bohan English tutor; Bohan ankle; Bohan Tintin';
export const XIAOMI = 'daughter Xiaomi; Xiaomi eczema; Xiaomi peanut allergy; Xiaomi swimming; Xiaomi drawing; Xiaomi piano';
export const FATHER = 'father A-ba; father refill; pomelo orchard';
export const MOTHER = 'mother A-bu; family worship; pomelo orchard';
export const GRANDMA = "grandma dementia; grandma's carer; Madou bathroom";
export const DOUHUA = 'dog Douhua; Douhua heartworm; Douhua walks';
export const MOCHI = 'cat Mochi; Mochi kidney; Mochi vet visits';
export const SHOP =
  'carpentry shop; workshop expansion; old house renovation; apprentice Heilun; subcontractors; crew insurance; designer Jessica; power tools; CNC router; site hours; quote units';
export const IN_LAWS = 'mother-in-law Keiko; father-in-law; Misaki calls Osaka; Osaka trip; cypress tea table';
export const GUITAR = 'guitar Axin; year-end party song; bossa nova';
export const BACK = 'back disc; dust mask; hearing loss';
