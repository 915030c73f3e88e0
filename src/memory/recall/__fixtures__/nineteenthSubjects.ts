// The nineteenth set's people, pets and things, as the memory subjects a careful reader would accept for a personal
// question about them (a question line's expectation is `;`-joined subjects).

export const FLO =
  'daughter Florence; Florence diabetes; Florence games; Florence Korean name; Florence braces; Florence exchange; school runs';
export const MATHIS =
  'son Mathis; Mathis ADHD; Mathis fiddle lessons; Mathis school plan; Mathis taekwondo; Mathis teacher Irina; Mathis chess; Mathis peanut allergy; Hoon soccer; school runs';
export const HOON = 'husband Hoon; Hoon gout; Hoon soccer; Hoon hiking; makgeolli; Hoon clinic; school runs';
export const REJEAN = 'father Rejean; Habs';
export const PIERRETTE = 'mother Pierrette; Pierrette rides; Pierrette magnifier';
export const STEVE = 'brother Steve; deer hunting';
export const BOMBA = 'dog Bombardier; Bombardier hips; vet costs';
export const CELINE = 'cat Celine; Celine thyroid; Celine pills; vet costs';
export const CASTOR = 'boat Castor; cottage';
export const FIDDLE = 'fiddle; trad band; fiddle repair';
export const SOONJA = 'mother-in-law Soonja; Korean messages; Korea trip';
