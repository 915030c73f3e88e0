// The `stopword` package ships no type declarations; we use its lists for the Latin- and Cyrillic-script languages.
declare module 'stopword' {
  export const eng: readonly string[];
  export const deu: readonly string[];
  export const fra: readonly string[];
  export const spa: readonly string[];
  export const por: readonly string[];
  export const rus: readonly string[];
  export const ita: readonly string[];
}
