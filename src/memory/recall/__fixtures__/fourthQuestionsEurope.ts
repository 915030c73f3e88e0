// The fourth blind aboutness set's German, French, Spanish, Portuguese, Russian and Italian questions
// (line format and categories: blindQuestionsEnZh.ts). Direct questions drop the pronoun where the language
// does, mix in English words, carry typos, or ask "for someone like me".

export const FOURTH_EUROPE_LINES = `
direct | de | Freiburg | Was kann ich am Sonntag mit den Kindern in Freiburg unternehmen?
direct | de | Freiburg | Lohnt sich für mich ein Jobticket, wenn ich in Freiburg wohne?
direct | de | Brezel | Brezel kratzt ständig am Sofa – wie gewöhne ich ihr das ab?
direct | de | Emil | Emil kommt nächstes Jahr aufs Gymnasium. Worauf sollten wir achten?
direct | de | Emil | Was schenke ich meinem elfjährigen Sohn zum Geburtstag?
direct | de | Astra | Mein Astra verliert Kühlwasser, was könnte das sein?
direct | de | Gicht | Darf ich mit meiner Gicht noch Kaffee trinken?
direct | de | Gicht | Welche Rezepte passen zu meiner Erkrankung, wenn ich Purine meiden muss?
direct | de | Posaune | Wie verbessere ich meinen Ansatz auf der Posaune?
direct | de | Lokführer | Wie schlafe ich nach einer Nachtschicht im Führerstand besser?
direct | de | Modelleisenbahn | Welche Digitalsteuerung empfiehlst du für meine Anlage im Keller?
direct | de | vegan | Wo bekomme ich als Veganer genug Eisen her?
direct | de | vegan; Gicht | Welche Eiweißquellen sind für jemanden wie mich gut?
personal_none | de | - | Hilf mir, meine Steuererklärung zu sortieren.
personal_none | de | - | Ich will mit dem Rauchen aufhören. Wie fange ich an?
homograph | de | - | Woher kommt die Brezel?
homograph | de | - | Was bedeutet "per aspera ad astra"?
name | de | - | Wer war Emil Nolde?
name | de | - | Worum geht es in "Emil und die Detektive"?
brand | de | - | Wann wurde Opel gegründet?
place | de | - | Wann wurde die Universität Freiburg gegründet?
place | de | - | Wo liegt Freiburg in der Schweiz?
topic | de | - | Wie entsteht Gicht?
topic | de | - | Wer hat die Posaune erfunden?
topic | de | - | Wie viele Lokführer fehlen in Deutschland?
topic | de | - | Was ist der Unterschied zwischen vegan und vegetarisch?
subword | de | - | Was ist eine Posaunenstimme in der Bibel?
stem | de | - | Wie funktioniert eine Lokomotive mit Dampf?
generic | de | - | Was essen die Deutschen am liebsten zu Mittag?
generic | de | vegan | Was koche ich heute Abend?
function | de | - | Wann benutzt man "die" und wann "der"?
direct | fr | Nantes | Qu'est-ce que je peux faire à Nantes avec ma fille ce week-end ?
direct | fr | Nougat | Nougat tire sur la laisse dès qu'il voit un vélo, comment je le corrige ?
direct | fr | Margaux | Margaux a peur de la piscine, comment l'aider à neuf ans ?
direct | fr | Margaux | Quel livre offrir à ma fille pour ses neuf ans ?
direct | fr | Berlingo | Mon Berlingo fait un bruit de claquement au démarrage, c'est grave ?
direct | fr | insomnie | Je me réveille à 3 h toutes les nuits, que faire avec mon insomnie ?
direct | fr | insomnie | Une tisane qui m'aiderait à dormir, tu conseilles quoi ?
direct | fr | pâtissier | Comment stabiliser ma crème chantilly pour la vitrine de la pâtisserie ?
direct | fr | pâtissier | Quel prix fixer pour mes entremets vu mon métier ?
direct | fr | pétanque | Comment mieux pointer à la pétanque ?
direct | fr | péniche | Quel isolant choisir pour la coque de ma péniche ?
direct | fr | OCaml | Comment gérer les exceptions proprement en OCaml ?
direct | fr | OCaml | J'ai un bug de typage dans mon code, le compilo OCaml dit "unbound value", pourquoi ?
personal_none | fr | - | Aide-moi à préparer un discours pour le départ d'un collègue.
personal_none | fr | - | Je voudrais apprendre l'espagnol, par où commencer ?
homograph | fr | - | Comment fabrique-t-on le nougat de Montélimar ?
homograph | fr | - | Qu'est-ce qu'une péniche Freycinet ?
name | fr | - | Qui était Margaux Hemingway ?
brand | fr | - | Quand le Citroën Berlingo a-t-il été lancé ?
brand | fr | - | Qui a fondé Citroën ?
place | fr | - | Qu'est-ce que l'édit de Nantes ?
place | fr | - | Combien d'habitants compte Nantes ?
topic | fr | - | Quelles sont les causes de l'insomnie ?
topic | fr | - | D'où vient la pétanque ?
topic | fr | - | Qui a créé le langage OCaml ?
topic | fr | - | Combien gagne un pâtissier en France ?
subword | fr | - | Quel est le meilleur château de Margaux ?
stem | fr | - | Qu'est-ce que la pâtisserie moléculaire ?
function | fr | - | Pourquoi dit-on "le" soleil et "la" lune ?
generic | fr | - | Que mangent les Français le dimanche midi ?
generic | fr | pétanque | Qu'est-ce que je fais ce dimanche ?
direct | es | Málaga | ¿Qué playas cerca de Málaga me recomiendas para ir con un niño pequeño?
direct | es | Churro | Churro vomita bolas de pelo, ¿es normal?
direct | es | Mateo | ¿Cómo le explico a Mateo que vamos a mudarnos?
direct | es | Mateo | ¿Qué juegos de mesa van bien para un niño de seis años? Es para mi hijo
direct | es | Corolla | ¿Cada cuánto cambio la batería híbrida de mi Corolla?
direct | es | fibromialgia | Con mi fibromialgia, ¿qué ejercicio suave me conviene?
direct | es | fibromialgia | Tengo dolor en todo el cuerpo hoy, ¿qué puedo hacer para aliviarlo?
direct | es | abogado | Ayúdame a redactar una demanda por despido improcedente para un cliente
direct | es | pádel | ¿Qué pala de pádel me recomiendas si juego tres veces por semana?
direct | es | huerto | ¿Qué puedo plantar en mi huerto de la terraza en octubre?
direct | es | huerto | Tengo pulgón en los tomates, ¿cómo lo quito sin químicos?
direct | es | Churro | como le corto las uñas al gato sin que me arañe
personal_none | es | - | Ayúdame a escribir una carta de recomendación para una amiga.
personal_none | es | - | ¿Cómo organizo mejor mis finanzas este año?
homograph | es | - | ¿Cómo se hacen los churros tradicionales?
homograph | es | - | ¿Qué es la corola de una flor?
name | es | - | ¿Quién fue el apóstol Mateo?
brand | es | - | ¿Cuántos Toyota Corolla se han vendido en el mundo?
place | es | - | ¿Qué se puede ver en el museo Picasso de Málaga?
place | es | - | ¿En qué año fue fundada Málaga?
topic | es | - | ¿Qué es la fibromialgia?
topic | es | - | ¿Quién inventó el pádel?
topic | es | - | ¿Cuánto gana un abogado en España?
subword | es | - | ¿Qué es la huerta valenciana?
function | es | - | ¿Cuál es la diferencia entre uno y un en español?
stem | es | - | ¿Qué es la abogacía del Estado?
generic | es | - | ¿Qué comen los españoles en Navidad?
generic | es | Churro | ¿Qué juguete compro para el gato?
direct | pt | Recife | Quais praias perto de Recife são seguras para nadar com tubarão por perto? Quero ir no sábado
direct | pt | Paçoca | A Paçoca tá com medo de fogos, o que eu faço no Ano Novo?
direct | pt | Davi | O Davi quer um celular aos doze anos, tô em dúvida. O que você acha?
direct | pt | Uno | Meu Uno tá falhando quando esquenta, pode ser o quê?
direct | pt | labirintite | Tive uma crise de labirintite ontem, o que ajuda na hora?
direct | pt | labirintite | Posso dirigir com essa tontura que eu tenho?
direct | pt | motorista | Como faço pra ganhar mais por corrida no aplicativo?
direct | pt | vôlei de praia | Que exercícios melhoram meu salto no vôlei de praia?
direct | pt | crochê | Me passa um padrão de crochê fácil pra um gorro
direct | pt | Corinthians; Davi | Quando é o próximo jogo do Corinthians? Quero ir com meu filho
direct | pt | Davi | que presente dar pro meu filho de doze anos
personal_none | pt | - | Me ajuda a escrever um e-mail pedindo aumento.
personal_none | pt | - | Como eu organizo minha rotina de estudos?
homograph | pt | - | Como se faz paçoca de amendoim?
name | pt | - | Quem foi o rei Davi na Bíblia?
name | pt | - | O que diz a primeira carta aos Coríntios?
brand | pt | - | Quando o Fiat Uno saiu de linha?
brand | pt | - | Como se joga o jogo de cartas Uno?
place | pt | - | Por que Recife é chamada de Veneza brasileira?
topic | pt | - | O que causa a labirintite?
topic | pt | - | Quando o vôlei de praia virou esporte olímpico?
topic | pt | - | Qual é a origem do crochê?
function | pt | - | Qual é a diferença entre um e uno em italiano?
generic | pt | - | O que os brasileiros comem no café da manhã?
stem | pt | - | O que faz um motorista de ônibus em Londres?
direct | ru | Екатеринбург | Куда сходить с дочкой в Екатеринбурге на выходных?
direct | ru | Муся | Муся перестала пользоваться лотком, что делать?
direct | ru | Алиса | Алиса хочет поступать в медицинский, с чего ей начать подготовку?
direct | ru | Алиса | Что подарить дочке на шестнадцать лет?
direct | ru | Нива | Нива плохо заводится в мороз, что проверить?
direct | ru | диабет | Какие крупы мне можно при моём диабете?
direct | ru | диабет | Составь меню на неделю с учётом моего сахара
direct | ru | сварщик | Как защитить глаза на работе, я же варю весь день?
direct | ru | баян | Подбери несложные песни для баяна на юбилей
direct | ru | ремонт | Какую шпаклёвку выбрать для стен в квартире, где делаю ремонт?
direct | ru | ремонт | Что делать сначала: стяжку или проводку?
personal_none | ru | - | Помоги составить резюме для новой работы.
personal_none | ru | - | Как мне научиться плавать во взрослом возрасте?
homograph | ru | - | Что такое нива в сельском хозяйстве?
name | ru | - | Кто написал «Алису в Стране чудес»?
brand | ru | - | Что умеет голосовой помощник Алиса от Яндекса?
brand | ru | - | Когда начали выпускать Ниву?
place | ru | - | Когда основан Екатеринбург?
place | ru | - | Почему Екатеринбург назывался Свердловском?
topic | ru | - | Почему диабет второго типа так распространён?
topic | ru | - | Кто изобрёл баян?
topic | ru | - | Сколько зарабатывает сварщик в России?
function | ru | - | Чем отличается «на» от «в» в русском языке?
generic | ru | - | Что едят в России на Новый год?
generic | ru | диабет | Что мне приготовить на ужин?
direct | it | Verona | Dove porto i bambini a Verona quando piove?
direct | it | Tartufo | Tartufo tira al guinzaglio, come lo educo?
direct | it | Lorenzo | Lorenzo non vuole fare i compiti, come lo motivo?
direct | it | Giulietta | La mia Giulietta fa fumo bianco allo scarico, cosa può essere?
direct | it | vertigini | Soffro di vertigini: posso salire sull'Arena per un concerto?
direct | it | vertigini | Che esercizi mi aiutano con le mie vertigini?
direct | it | farmacista | Come gestisco un cliente che insiste per un antibiotico senza ricetta in farmacia?
direct | it | fisarmonica | Che brani facili posso suonare con la fisarmonica a una festa?
direct | it | calcetto | Scarpe per il calcetto del giovedì, cosa mi consigli?
direct | it | olio | Quando conviene raccogliere le olive per il mio olio?
direct | it | olio | Come vendo il mio olio d'oliva online?
personal_none | it | - | Aiutami a preparare un colloquio di lavoro.
personal_none | it | - | Come posso risparmiare sulla bolletta della luce?
homograph | it | - | Come si cucina il tartufo bianco d'Alba?
name | it | - | Chi era Lorenzo il Magnifico?
name | it | - | Chi era Giulietta nella tragedia di Shakespeare?
brand | it | - | Quando è stata fondata l'Alfa Romeo?
place | it | - | Quanti spettatori contiene l'Arena di Verona?
topic | it | - | Qual è la differenza tra olio extravergine e olio di oliva?
topic | it | - | Cosa causa le vertigini?
topic | it | - | Chi ha inventato la fisarmonica?
function | it | - | Quando si usa "uno" invece di "un"?
generic | it | - | Cosa mangiano gli italiani a pranzo la domenica?
stem | it | - | Cosa studia la farmacologia?
subword | it | - | Cos'è l'oleodotto?
direct | de | Astra | Welche Winterreifen passen auf meinen Kombi?
direct | fr | Nougat | mon chien a mangé du chocolat hier soir, je dois m'inquiéter ?
direct | es | Málaga | Busco un gimnasio cerca de casa en Málaga con clases de yoga
direct | pt | Recife | Qual bairro de Recife é melhor pra eu morar com a família?
direct | ru | Муся | кошка стала много пить воды, это опасно?
direct | it | Lorenzo; calcetto | Mio figlio vuole iscriversi a calcetto con me il giovedì, è una buona idea?
homograph | it | - | Come si chiama la scala musicale con sette note?
homograph | es | - | ¿Qué significa "uno" en la baraja española?
`;
