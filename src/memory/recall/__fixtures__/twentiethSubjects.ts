// The twentieth set's people, pets and things, as the memory subjects a careful reader would accept for a personal
// question about them (a question line's expectation is `;`-joined subjects).

export const RANIA =
  'wife Rania; Rania migraine; Rania candles; Rania calls Mona; no pork at home; Rania Lent; Rania teaching; Rania wine; Rania master';
export const JUNINHO = 'son Juninho; Juninho asthma; Juninho atleticano; Juninho tryout; Juninho gaming; Juninho French';
export const BIA = 'daughter Bia; Bia celiac; Bia speech therapy; cockatiel Pipoca; Bia ballet; Bia myopia; Bia lunchbox';
export const NANDO = "father Nando; father's carer; father tai chi; Sunday lunch Sabara";
export const CIDA = 'mother Cida; Sunday lunch Sabara';
export const TOSTAO = 'dog Tostao; Tostao leishmaniasis; Tostao walks; Tostao hip';
export const MANGA = 'cat Manga; Manga thyroid';
export const JABUTI = 'Beetle Jabuti; Jabuti restoration';
export const BREWERY =
  'brewery Capivara; brewery expansion; brewery loan; brewery taxes; taproom; brew days; brewhouse; partner Marcelao; helper Brahma';
export const GOUT = 'gout; tasting limit; rheumatologist; alcohol-free beer';
export const MONA = 'mother-in-law Mona; Rania calls Mona; Lebanon trip';
export const CAROL = 'sister Carol; export to Portugal';
export const LEBANON = 'Lebanon trip; learning Arabic; mother-in-law Mona; wife Rania';
