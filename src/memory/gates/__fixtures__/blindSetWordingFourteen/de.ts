import { twins } from './cases';

export const DE = twins('de', {
  pref: [
    ['Isst diesen Monat vegetarisch.', 'Isst vegetarisch.'],
    ['Der Nutzer mag vermutlich den Dunkelmodus.', 'Der Nutzer mag den Dunkelmodus.'],
  ],
  fact: [
    ['Ich wohne gerade in Graz.', 'Ich wohne in Graz.'],
    ['Die Nutzerin soll in Bremen aufgewachsen sein.', 'Die Nutzerin ist in Bremen aufgewachsen.'],
  ],
  health: [
    ['Ist wohl gegen Nüsse allergisch.', 'Ist gegen Nüsse allergisch.'],
    ['Ich trinke bis zur OP keinen Alkohol.', 'Ich trinke grundsätzlich keinen Alkohol.'],
  ],
  work: [
    ['Die Nutzerin arbeitet diese Woche in der Nachtschicht.', 'Die Nutzerin arbeitet dauerhaft in der Nachtschicht.'],
    ['Leitet anscheinend ein Team von zwölf Leuten.', 'Leitet ein Team von zwölf Leuten.'],
  ],
  family: [
    ['Meine Mutter wohnt vorübergehend bei uns.', 'Meine Mutter wohnt bei uns.'],
    ['Der Nutzer hat angeblich zwei Kinder.', 'Der Nutzer hat zwei Kinder.'],
  ],
  plan: [
    ['Trainiert vielleicht für den Berlin-Marathon 2027.', 'Trainiert für den Berlin-Marathon 2027.'],
    ['Ich lerne dieses Semester Koreanisch.', 'Ich lerne seit Jahren Koreanisch.'],
  ],
  habit: [
    ['Der Nutzer lässt zurzeit das Frühstück aus.', 'Der Nutzer lässt immer das Frühstück aus.'],
    ['In den Sommerferien schwimme ich jeden Morgen um sechs.', 'Werktags schwimme ich jeden Morgen um sechs.'],
  ],
  instr: [['Antworte bis Ende der Woche auf Spanisch.', 'Antworte bis auf Widerruf auf Spanisch.']],
});
