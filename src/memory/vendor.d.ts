// The `stopword` package ships no type declarations; recall uses the lists of every language it covers.
declare module 'stopword' {
  export const afr: readonly string[];
  export const ara: readonly string[];
  export const ben: readonly string[];
  export const bre: readonly string[];
  export const bul: readonly string[];
  export const cat: readonly string[];
  export const ces: readonly string[];
  export const dan: readonly string[];
  export const deu: readonly string[];
  export const ell: readonly string[];
  export const eng: readonly string[];
  export const epo: readonly string[];
  export const est: readonly string[];
  export const eus: readonly string[];
  export const fas: readonly string[];
  export const fin: readonly string[];
  export const fra: readonly string[];
  export const gle: readonly string[];
  export const glg: readonly string[];
  export const guj: readonly string[];
  export const hau: readonly string[];
  export const heb: readonly string[];
  export const hin: readonly string[];
  export const hrv: readonly string[];
  export const hun: readonly string[];
  export const hye: readonly string[];
  export const ind: readonly string[];
  export const ita: readonly string[];
  export const jpn: readonly string[];
  export const kor: readonly string[];
  export const kur: readonly string[];
  export const lat: readonly string[];
  export const lav: readonly string[];
  export const lgg: readonly string[];
  export const lggNd: readonly string[];
  export const lit: readonly string[];
  export const mar: readonly string[];
  export const msa: readonly string[];
  export const mya: readonly string[];
  export const nld: readonly string[];
  export const nob: readonly string[];
  export const panGu: readonly string[];
  export const pol: readonly string[];
  export const por: readonly string[];
  export const porBr: readonly string[];
  export const ron: readonly string[];
  export const rus: readonly string[];
  export const slk: readonly string[];
  export const slv: readonly string[];
  export const som: readonly string[];
  export const sot: readonly string[];
  export const spa: readonly string[];
  export const swa: readonly string[];
  export const swe: readonly string[];
  export const tgl: readonly string[];
  export const tha: readonly string[];
  export const tur: readonly string[];
  export const ukr: readonly string[];
  export const urd: readonly string[];
  export const vie: readonly string[];
  export const yor: readonly string[];
  export const zho: readonly string[];
  export const zul: readonly string[];
}

// The English list alone, from its own module: the package's index re-exports every language, and the worker's
// start-up code (word splitting, shared with conversation search) must not carry all of them.
declare module 'stopword/src/stopwords_eng.js' {
  export const eng: readonly string[];
}
