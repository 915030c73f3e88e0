// Follow-up cases for the seventh set, written after its rules (a place after a locative preposition is the
// question's setting, settingPlaces.ts; a maker beside a model designation the store lacks is another product,
// namesakes.ts), both ways: world questions set in the user's places and about other models of her makers, and her
// own questions about those places, her trip and her own vehicles, which must still recall.

export const SEVENTH_FOLLOW_UP_LINES = `
place | en | - | museums in Porto open on Mondays
place | pt | - | horário dos museus no Porto à segunda-feira
place | fr | - | quel temps fait-il à Toronto en mars ?
place | de | - | Wetter in Viseu im Mai
place | it | - | musei gratuiti a Viseu
place | ja | - | ポルトの人口は？
place | en | - | history of the Dragão stadium
direct | en | Busan trip | street food worth trying in Busan
direct | it | Busan trip; anniversary | dove alloggiare a Busan ad aprile per le nozze d'argento?
direct | ko | Busan trip | 부산 여행 4월 날씨 어때요?
direct | pt | mother Viseu; mother care home; sister Fátima; mother recipes | lares com vagas em Viseu para a minha mãe
direct | en | bakery owner; bakery hours; wood oven loan | where can I buy a second-hand dough mixer in Porto for my bakery
direct | fr | fig tree; vegetable garden | mon figuier à Campanhã donne trop de figues cette année
brand | en | - | Volvo FH16 vs Scania R500 for long haul
brand | it | - | Volvo XC90 consumi reali
brand | fr | - | avis sur la Renault Clio 5
brand | de | - | Renault Kangoo ZE33 gebraucht kaufen
direct | en | old truck Baleia; former trucker | I want a scale model of Baleia, my old Volvo FH, for the shelf
direct | pt | delivery van | a bateria da minha Kangoo já não aguenta a volta das entregas
direct | es | Rui fishing; husband Rui | mi marido quiere pescar en Matosinhos el domingo, ¿qué tiempo hará?
`;
