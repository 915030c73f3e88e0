// A place's weather asked as a traveller asks it, in ten languages (question form: lower case, Chinese folded to
// simplified): its weather, climate or temperatures, how cold or warm it is. Weather is asked by month or season
// ("how cold is Seoul in October", "首尔十月的天气"), so the time named beside it is the frame's, not a trip's.

const WEATHER =
  /(?<![\p{L}])(?:weather|climate|temperatures?|how (?:cold|warm|hot|rainy|humid|wet|sunny)|wetter|klima|temperaturen?|wie (?:kalt|warm|heiß|regnerisch)|météo|climat|températures?|quel temps|fait-il (?:froid|chaud)|clima|temperaturas?|qué tiempo hace|hace (?:frío|calor)|que tempo faz|faz (?:frio|calor)|meteo|che tempo fa|fa (?:freddo|caldo)|погод\p{L}*|климат\p{L}*|температур\p{L}*|(?:холодно|тепло|жарко) ли)(?![\p{L}])|天气|气候|气温|冷不冷|热不热|天気|気候|気温|날씨|기후|기온/u;

/** The weather words of a question, as spans of its form. */
export const weatherSpans = (text: string): string[] => [...text.matchAll(new RegExp(WEATHER.source, 'gu'))].map((m) => m[0]);
