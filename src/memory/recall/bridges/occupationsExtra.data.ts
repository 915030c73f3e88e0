// Work roles CLDR draws no emoji for, written by hand in the layout of occupations.data.ts: an id, then the words of
// en, zh, ja, ko, de, fr, es, pt, ru, it, each list separated by "/". Keep it short: a role CLDR has is generated.

export const EXTRA_OCCUPATIONS = `
owner|owner|老板/店主|オーナー/店主|사장/사장님|inhaber/inhaberin|propriétaire/patronne|dueño/dueña/propietario/propietaria|dono/dona/proprietário/proprietária|владелец/владелица/хозяйка|titolare/proprietario/proprietaria
coach|coach|教练/教練|コーチ|코치|trainer/trainerin|entraîneur/entraîneuse|entrenador/entrenadora|treinador/treinadora|тренер|allenatore/allenatrice
`;
