import { describe, expect, it } from 'vitest';
import { selectRelevantMemories } from '../selection';
import { bridgeFiller, bridgeMemory, expectRecalled } from '../__fixtures__/bridgeCases';

// A pet's or a relative's card written in one language and a memory about them in another, whose subject writes the
// name without its accents (Totò and "Toto stones"): both are about the one they name, so a question naming the pet
// or the relation in a third language reaches the card (conceptBridge.ts, holderFor). Two
// names that differ in letters, not accents, stay two.

const catStore = (second: { text: string; tags: string[]; subject: string }) => [
  bridgeMemory(
    'stable_user_context',
    "Il gatto di casa si chiama Totò, come l'attore napoletano; è un rosso tigrato.",
    ['gatto', 'Totò'],
    'cat Totò',
  ),
  bridgeMemory('stable_user_context', second.text, second.tags, second.subject),
  ...bridgeFiller(),
];
const TOTO = 'stable_user_context:cat-totò';
const TOTO_STONES = { text: '猫のトトはストルバイト結石になったことがある。', tags: ['猫', 'トト', '尿路結石'], subject: 'Toto stones' };
const TITO_CARD = { text: '猫のティトは三歳で、よく寝る。', tags: ['猫', 'ティト'], subject: 'cat Tito' };

describe('a card and a memory naming one pet or relative with and without accents', () => {
  it.each([
    'Mon chat a eu des calculs, combien doit-il boire par jour ?',
    '¿Cómo hago que mi gato beba más agua?',
    'O meu gato já teve cálculos, que ração devo dar?',
    'Meine Katze trinkt zu wenig, was kann ich tun?',
  ])('Given an Italian card of Totò and a Japanese memory of "Toto stones", when the user asks "%s", then the card comes', (q) => {
    expectRecalled(catStore(TOTO_STONES), q, TOTO);
  });

  it.each(['Mon chat a eu des calculs, combien doit-il boire par jour ?', '¿Cómo hago que mi gato beba más agua?'])(
    'Given cards of two cats, Totò and Tito, when the user asks "%s", then neither card is taken for the other',
    (q) => {
      expect(selectRelevantMemories(catStore(TITO_CARD), q).map((m) => m.stableKey)).not.toContain(TOTO);
    },
  );
});
