// Follow-up cases of the places-and-languages probe, written after the place-name bridge (placeNameBridge.ts), both
// ways: the user's own questions naming a memory's country, language or currency in yet other words and languages
// (must recall), and look-alikes that must not: world questions naming the same places, a place of someone else's
// plans, a language no memory names, and a single Han character of a country's name (韩式 is a style, not Korea).
// Lines: `category | language | expected subjects (;) or - | question`.

export const PLACE_NAMES_FOLLOW_UP_LINES = `
direct | ja | Iceland trip | 八月のアイスランド旅行、私たちのテントは寒さに耐えられる？
direct | ko | Greece holidays | 이번 부활절에도 우리 가족은 그리스에 가는데 배편 예약은 언제 해야 해?
direct | ru | savings in francs | Стоит ли мне и дальше держать сбережения в швейцарских франках?
direct | fr | no German | Je ne parle pas allemand, est-ce un problème pour les réunions de mon équipe ?
direct | pt | reads Russian | Consigo ler russo mas quase não falo, como treino a conversação?
direct | zh | Argentine client | 我在阿根廷的客户用比索付款，我该怎么开发票？
direct | de | learning Korean | Mein Koreanischlehrer hat gekündigt, wie finde ich schnell einen neuen für mein Koreanisch?
direct | ja | Japan trip budget | 来年の家族の日本旅行、予算はいくら必要だと思う？
world | zh | - | 韩语和日语的语法有什么相似之处？
world | de | - | Warum ist der Schweizer Franken so stark?
world | ja | - | ギリシャの首都はどこですか？
world | ko | - | 아이슬란드에서 오로라는 언제 볼 수 있어?
others | it | - | Il mio collega parte per l'Islanda, cosa gli regalo?
none | zh | - | 我想学法语，有什么好用的应用？
none | zh | - | 我想吃韩式烤肉，推荐一下餐厅
`;
