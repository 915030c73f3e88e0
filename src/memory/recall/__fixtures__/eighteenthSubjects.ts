// The eighteenth set's people, pets and things, as the memory subjects a careful reader would accept for a personal
// question about them (a question line's expectation is `;`-joined subjects).

export const LIZA = 'daughter Liza; Liza eczema; Liza competition; Liza school; Liza myopia; Liza K-pop; Liza braces';
export const TYOMA = 'son Tyoma; Tyoma allowance; Tyoma sailing; Tyoma Kiel; Tyoma girlfriend; Tyoma scholarship';
export const RUI = 'husband Rui; Rui diabetes; Rui charter season; Rui fish; Rui meniscus; low-carb dinners';
export const TAMARA = 'mother Tamara; Tamara warfarin; Tamara carer; calls with mother';
export const OLEG = 'brother Oleg; nephew Gleb';
export const YAKOR = 'dog Yakor; Yakor kneecap; hiking Lovcen';
export const PUSHKIN = 'cat Pushkin; Pushkin kidneys; Pushkin fluids';
export const CHAIKA = 'boat Chaika; Chaika refit; Chaika rigging; regatta; Azores passage';
export const MILOS = 'assistant Milos; Milos licence';
export const BACK = 'back hernia; no heavy lifting; pilates';
export const THYROID = 'hypothyroidism; thyroid tests';
export const PORTUGAL = 'move to Portugal; Aveiro plot; husband Rui; learning Portuguese';
