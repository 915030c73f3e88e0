// The sixth blind aboutness set's follow-up cases, written after the recall rules were read and changed for the
// set: world questions in the shapes the new rules recognise (a namesake with a surname, a name after a thing's
// article, "what caused", "que s'est-il passé", "porque é que", a reason or a difference asked in Japanese and Korean,
// what other people do), and the user's own questions that look like them (a partner written with a surname by the
// user, a lower-case child's name beside an unlisted word, a first person inside a world frame).
// Lines: `category | language | expected subjects (;) or - | question`; categories as sixthQuestionsEnZh.ts says.

export const SIXTH_FOLLOW_UP_LINES = `
name | en | - | What did Emmanuel Todd write about the French family?
homograph | en | - | what colour is the iris of a cat
topic | en | - | what caused the great fire of london
direct | en | Jules space and judo; Jules screens; Jules Lego; planets project; twins Jules and Iris; chess | jules wants the saturn v set, is it too hard for a 7 year old?
direct | en | father diabetes; father hypos; father driving; father visits | my dad Bernard is coming for the weekend, what can he eat for breakfast?
direct | en | partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | Emmanuel Ruiz and I are planning our anniversary dinner, gluten-free ideas?
topic | ja | - | 抹茶と玉露の違いは?
topic | ko | - | 한국 사람들이 김치를 좋아하는 이유
direct | fr | Iris asthma; Iris drawing; Iris peanuts; Iris glasses; twins Jules and Iris | la maîtresse d'iris dit qu'elle tousse à la récré, je fais quoi ?
direct | fr | partner Emmanuel; Emmanuel coeliac; Emmanuel climbing; anniversary; gluten-free baking; gluten-free pizza | emmanuel rentre tard ce soir, un plat sans gluten à réchauffer ?
direct | es | in-laws Valencia; in-laws paella; Spanish practice; Pilar knee | ¿qué le regalo a Pilar por su cumpleaños?
direct | pt | Portuguese course; colleague Rita | o que aconteceu com o meu curso de português? quero voltar a praticar
name | fr | - | qui est bernard arnault ?
name | es | - | ¿quién es Jules Koundé?
name | de | - | Wer war Bernard Hinault?
homograph | fr | - | comment soigner l'iris d'un chat ?
place | fr | - | que s'est-il passé à lyon en 1793 ?
place | pt | - | porque é que Lisboa tem tantas colinas?
generic | es | - | ¿qué desayunan los franceses normalmente?
generic | ru | - | как в Японии отмечают Новый год?
`;
