// The twenty-second set's people, pets and things, as the memory subjects a careful reader would accept for a
// personal question about them (a question line's expectation is `;`-joined subjects).

export const GIULIA =
  'wife Giulia; Giulia celiac; gluten-free line; gluten-free kitchen; how they met; Giulia calls Turin; Giulia Toro fan; Giulia cookbook; Giulia migraine; moka; Giulia evening classes; cheese bread; forro dancing; kids Italian';
export const LEO =
  'son Leo; Leo diabetes; Leo sensor; Leo soccer; Leo hypo kit; Leo gaming; carb counting; Leo Asterix; Leo chess; Leo anime; Leo ramen; kids Italian';
export const CHIQUIS = 'daughter Chiquis; Chiquis asthma; Chiquis folklorico; Chiquis Bluey; Chiquis spring pollen; kids Italian';
export const FATHER = 'father Don Beto; Don Beto cataracts; Don Beto tai chi';
export const MOTHER = 'mother Dona Chela; family mole';
export const CANELA = 'dog Canela; Canela hips';
export const MOLE = 'cat Mole; Mole urinary food';
export const BAKERY =
  'bakery; baker Don Chava; helper el Chino; oven upkeep; new oven loan; cemita order; Cholula stall; sourdough concha; rosca season; flour supplier; corner stores; pan de muerto; second branch; online orders; prices in pesos; client WhatsApp; dough mixer; VW canteen; accounting; wedding cakes; phone';
export const IN_LAWS = 'mother-in-law Franca; father-in-law Piero; Giulia calls Turin; Turin trip; wife Giulia';
export const VAN = 'van La Burra; van smog check; compadre Memo';
export const WEEKEND = 'Cholula stall; Chiquis folklorico; pizza Saturdays; tacos arabes; baking shows; Leo gaming; baguette; bakery';
