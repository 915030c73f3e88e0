// French and Italian time words whose elision is typed without its apostrophe, as quick notes and phone keyboards
// leave them: "jusqu a dimanche", "jusqu au 12", "aujourd hui", "d ici vendredi", "quest anno", "quest estate". The
// apostrophe is put back so that the time words are read as written with it. Input is canonical text.
const BARE_ELISION =
  /(?<![\p{L}])(jusqu|aujourd|quest|d(?=\s+ici\b))\s+(?=(?:a|au|aux|en|hui|ici|anno|estate|inverno|autunno|oggi)(?![\p{L}]))/giu;

/** The text with a French or Italian time word's missing apostrophe put back. */
export const withElisionRestored = (text: string): string => text.replace(BARE_ELISION, "$1'");
