// The `stopword` package ships no type declarations; we use only its English list.
declare module 'stopword' {
  export const eng: readonly string[];
}
