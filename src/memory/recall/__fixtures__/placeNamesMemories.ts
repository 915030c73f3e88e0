// A probe of names of places, countries, languages and currencies across languages: one invented user, a software
// tester from Kraków living in Porto with a wife from Busan, Korean lessons, a salary in euros, złoty sent home and
// family and friends across the map; memories as a model would store them, mostly in English, a few in the language
// of their place. Written before the cross-language bridges were read.
//
// Lines: `type | tags | subject | text`; `*` on the type: applies to every answer.

export const PLACE_NAMES_MEMORY_LINES = `
*communication_preference | style, short | short answers | User wants short answers with the reasoning in one line.
stable_user_context | Porto, home, Portugal | lives in Porto | User lives in Porto, Portugal, with his wife and daughter and works remotely.
stable_user_context | origin, Kraków, Poland | from Kraków | User grew up in Kraków, Poland.
stable_user_context | wife, Ji-woo, Busan | wife from Busan | User's wife Ji-woo is from Busan; her parents still live there.
stable_user_context | Korean, lessons, language | learning Korean | User is learning Korean for his in-laws and takes an online lesson every Tuesday.
stable_user_context | Portuguese, language, A2 | Portuguese level | User's Portuguese is still A2: fine in shops, hopeless on the phone.
project_context | salary, euros, Munich | paid in euros | User is paid in euros by a software company based in Munich.
recurring_constraint | złoty, mother, transfer | money to mother | User sends 1,500 złoty to his mother in Poland every month.
stable_user_context | savings, Swiss francs | savings in francs | User keeps part of his savings in Swiss francs.
project_context | trip, Iceland, August, camping | Iceland trip | User's dream is a two-week camping trip around Iceland in August.
stable_user_context | brother, Piotr, Mexico City | brother in Mexico | User's brother Piotr lives in Mexico City and teaches English there.
stable_user_context | daughter, Ola, Japanese | daughter Japanese | User's daughter Ola studies Japanese at school.
stable_user_context | grandmother, Lviv, Ukraine | grandmother Lviv | User's grandmother lives in Lviv, Ukraine.
project_context | relocation, Toronto, Canada | Canada relocation | User's company wants to move him to its Toronto office in Canada.
user_preference | Greece, Easter, Crete | Greece holidays | User spends every Easter holiday in Greece, usually on Crete.
stable_user_context | Spanish, fluent, Valencia | speaks Spanish | User speaks fluent Spanish after five years in Valencia.
project_context | yen, Japan, family trip | Japan trip budget | User is saving yen for a big family trip to Japan.
recurring_constraint | German, meetings, English | no German | User does not speak German; his colleagues in Munich hold meetings in English.
stable_user_context | 台湾, 台北, 交换 | Taiwan exchange | 用户大学时在台北交换过一年，会说一点中文。
stable_user_context | Schweiz, Zürich, Freundin | friend in Zurich | Die beste Freundin des Nutzers, Lena, wohnt in Zürich.
user_preference | Maroc, voyage, road trip | Morocco road trip | L'utilisateur rêve de faire un road trip au Maroc.
recurring_constraint | 大阪, 出張 | Osaka business trips | ユーザーは年に一度大阪に出張する。
project_context | Argentina, cliente, pesos | Argentine client | El usuario tiene un cliente en Argentina que le paga en pesos argentinos.
stable_user_context | Russian, reading | reads Russian | User can read Russian but barely speaks it.
stable_user_context | sister, Marta, Oslo, Norway | sister in Oslo | User's sister Marta works as a nurse in Oslo, Norway.
`;
