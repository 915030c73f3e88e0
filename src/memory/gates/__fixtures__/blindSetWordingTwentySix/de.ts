import { group } from './cases';

export const DE = [
  ...group('de', 'refuse', {
    inferred: ['Aus dem Gespräch geht hervor, dass der Nutzer Vater von zwei Kindern ist.', 'Der Nutzer arbeitet vermutlich im Vertrieb.'],
    relayed: ['Laut ihrer Therapeutin hat sie wahrscheinlich eine Angststörung.', 'Ein Kollege meint, er sei ausgebrannt.'],
    deduced_trait: ['Scheint eher introvertiert zu sein.', 'Verdient offenbar ziemlich gut.'],
    hearsay: ['Angeblich soll er demnächst befördert werden.'],
    hedged: ['Könnte sich für Astronomie interessieren.'],
  }),
  ...group('de', 'accept', {
    own_diagnosis: ['Wurde 2019 mit ADHS diagnostiziert.'],
    own_trait: ['Bezeichnet sich selbst als introvertiert.', 'Ist nach eigener Aussage ein ausgesprochener Morgenmensch.'],
    own_belief: ['Glaubt an Astrologie.'],
    relative_fact: ['Seine Mutter ist Ärztin.', 'Die Schwester der Nutzerin lebt seit Jahren in Wien.'],
    firm_preference: ['Trinkt definitiv lieber Tee als Kaffee.', 'Bevorzugt ganz klar Zugfahrten gegenüber Flügen.'],
  }),
];
