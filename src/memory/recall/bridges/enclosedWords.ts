// Words a several-word form of the bridge may enclose without naming another thing: the side of a paired body part
// (left, right) and the first person's possessive, in the ten languages' Latin and Cyrillic scripts — "zumbido no meu
// ouvido esquerdo" is "zumbido no ouvido", "шум в левом ухе" is "шум в ухе" (conceptBridge.ts).

const SIDES = [
  'left right',
  'linke linken linker linkem linkes rechte rechten rechter rechtem rechtes',
  'gauche droite droit',
  'izquierdo izquierda derecho derecha',
  'esquerdo esquerda direito direita',
  'sinistro sinistra destro destra',
  'левый левая левое левом левой левого левую левых правый правая правое правом правой правого правую правых',
];
const POSSESSIVES = [
  'my',
  'mein meine meinem meinen meiner',
  'mon ma mes',
  'mi mis',
  'meu minha meus minhas',
  'mio mia miei mie',
  'мой моя моё мое мои моём моем моей моих моему',
];

export const ENCLOSED_WORDS: ReadonlySet<string> = new Set([...SIDES, ...POSSESSIVES].flatMap((line) => line.split(' ')));
