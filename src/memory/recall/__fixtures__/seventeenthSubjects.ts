// The seventeenth set's subjects that name one person, pet or project: a question about that one may get any of them.

export const BADA =
  'son Bada; Bada diabetes; Bada hypo snacks; Bada night alarm; Bada shrimp allergy; Bada high school; Bada pump; Bada glucagon; Bada Russian';
export const HANEUL =
  'daughter Haneul; money to Haneul; Haneul flat; blocked account; Haneul internship; Haneul hay fever; Christmas in Aachen; Haneul master';
export const LUCIA = 'wife Lucía; Lucía thyroid; anniversary; Lucía salsa; Lucía French; family cookbook; Tuscany anniversary';
export const FATHER = 'father Manseok; visits to Andong; drug interactions; sister Eunji; kimjang';
export const DUBU = 'dog Dubu; Dubu kneecap; Dubu walks; Dubu shedding';
export const NAPOLEON = 'cat Napoleon; Napoleon fluids; Napoleon name';
export const GOUT = 'gout; gout diet; soju; alcohol-free beer; red wine; favourite food';
export const PONY = 'Pony restoration; brother-in-law Javier; neighbour Oleg';
export const CARMEN = 'mother-in-law Carmen; money to Carmen; Guadalajara trip; flights to Mexico';
export const LAB =
  'dental technician; zirconia work; digital workflow; lab staff; delivery times; lab move; milling service; quotes in Excel; e.max; zirconia supplier; Noritake porcelain; loupes; tinnitus; lab website';
