import { deu, eng, fra, ita, por, rus, spa } from 'stopword';

// Function words of the Latin- and Cyrillic-script languages the gates cover (the `stopword` package),
// with the contracted first-person forms the lists spell differently.
export const stopWords: ReadonlySet<string> = new Set([
  ...eng,
  ...deu,
  ...fra,
  ...spa,
  ...por,
  ...rus,
  ...ita,
  "i'm",
  "i've",
  "i'd",
  "i'll",
  "don't",
  "it's",
  "that's",
  "j'ai",
  "c'est",
  "l'ai",
]);
