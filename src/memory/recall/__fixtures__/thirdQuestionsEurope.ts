// The third blind aboutness set's German, French, Spanish, Portuguese, Russian and Italian questions
// (line format and categories: blindQuestionsEnZh.ts).

export const THIRD_EUROPE_LINES = `
direct | de | Dresden; Konrad | Welche Ausflüge kann ich von Dresden aus mit meinem Sohn machen?
direct | de | Bismarck | Bismarck bellt ständig, wenn es klingelt. Was soll ich tun?
direct | de | Bismarck | Welches Futter empfiehlst du für meinen Dackel?
direct | de | Golf | Mein Golf macht beim Anfahren ein Geräusch, woran kann das liegen?
direct | de | Skat | Wie kann ich beim Skat besser reizen?
direct | de | Tinnitus | Ich möchte auf ein Konzert, aber mein Tinnitus – hast du Tipps?
direct | de | Konrad | Konrad tut sich mit dem Lesen schwer, wie kann ich ihm helfen?
direct | de | SAP | Ich brauche Tipps für mein nächstes SAP-Projekt beim Kunden.
direct | de | Fachwerkhaus | Womit sollte ich die Balken in meinem Fachwerkhaus streichen?
direct | de | Fachwerkhaus | Mach mir einen Plan für die Dämmung unseres alten Hauses.
personal_none | de | - | Hilf mir, eine Bewerbung zu schreiben.
personal_none | de | - | Ich kann nachts nicht schlafen, was hilft?
personal_none | de | - | Wie plane ich meinen Umzug am besten?
homograph | de | - | Wie entstand der Golf von Mexiko?
stem | de | - | Wer hat das Golfspiel erfunden?
name | de | - | Wer war Otto von Bismarck?
name | de | - | Warum führte Bismarck die Sozialversicherung ein?
name | de | - | Wer war Konrad Adenauer?
name | de | - | Wer war Max Weber?
place | de | - | Wann wurde Dresden im Zweiten Weltkrieg bombardiert?
place | de | - | Wann wurde die Frauenkirche in Dresden wieder aufgebaut?
brand | de | - | Wann wurde SAP gegründet?
brand | de | - | Wie viele Golf hat Volkswagen insgesamt verkauft?
topic | de | - | Woher kommt das Skatspiel?
topic | de | - | Was ist Tinnitus eigentlich?
topic | de | - | Wie alt sind die ältesten Fachwerkhäuser in Deutschland?
function | de | - | Was bedeutet das englische Wort "go"?
direct | fr | Lyon | Quels bouchons me conseilles-tu à Lyon pour un dîner en famille ?
direct | fr | Bijou | Bijou tire sur sa laisse, comment l'en empêcher ?
direct | fr | Bijou | Quelles croquettes choisir pour ma chienne ?
direct | fr | Capucine | Capucine veut apprendre le piano, par où commencer ?
direct | fr | Capucine | Propose-moi une sortie pour l'anniversaire de ma fille.
direct | fr | Peugeot | Ma Peugeot affiche un voyant moteur orange, que faire ?
direct | fr | escalade | Comment progresser en escalade en grimpant deux fois par semaine ?
direct | fr | eczéma | Quelle crème hydratante me recommandes-tu pour mon eczéma ?
direct | fr | micro-brasserie | Aide-moi à choisir des cuves pour ma brasserie.
direct | fr | micro-brasserie | Quelle recette de bière blonde pour mon premier brassin ?
direct | fr | professeur | Donne-moi des idées d'activités de mathématiques pour mes élèves de lycée.
personal_none | fr | - | Aide-moi à écrire une lettre de motivation.
personal_none | fr | - | J'ai du mal à me concentrer, des conseils ?
personal_none | fr | - | Comment organiser mon déménagement ?
homograph | fr | - | Comment nettoyer un bijou en argent ?
homograph | fr | - | La capucine est-elle une fleur comestible ?
homograph | fr | - | Qu'est-ce qu'une escalade militaire ?
name | fr | - | Qui était l'actrice Capucine ?
place | fr | - | Quand Lyon est-elle devenue la capitale des Gaules ?
place | fr | - | Pourquoi Lyon était-elle la ville de la soie ?
brand | fr | - | Qui a fondé Peugeot et en quelle année ?
brand | fr | - | Pourquoi les moulins à poivre Peugeot sont-ils célèbres ?
topic | fr | - | Depuis quand l'escalade est-elle un sport olympique ?
topic | fr | - | Qu'est-ce qui provoque l'eczéma ?
topic | fr | - | Combien de brasseries y a-t-il en Belgique ?
stem | fr | - | Qu'est-ce que la cuisine lyonnaise ?
function | fr | - | Les manchots ne volent pas car leurs ailes sont trop courtes, c'est vrai ?
direct | es | Valencia; Santiago | ¿Qué playas cerca de Valencia me recomiendas para ir con mi hijo?
direct | es | Valencia | ¿Dónde puedo comer una buena paella en Valencia este domingo?
direct | es | Chispa | Chispa ladra a otros perros en el parque, ¿qué hago?
direct | es | Chispa | ¿Qué juguete le compro a mi perro?
direct | es | Santiago | Santiago suspendió matemáticas, ¿cómo lo ayudo?
direct | es | batería | Recomiéndame unos platillos para mi batería.
direct | es | batería | ¿Cómo mejoro mi doble bombo?
direct | es | colesterol | ¿Qué desayuno me conviene con el colesterol alto?
direct | es | club de lectura | Sugiere un libro para el próximo mes de mi club de lectura.
direct | es | Carmen | Mi abuela cumple noventa años, ¿qué le regalo?
personal_none | es | - | Ayúdame a preparar una entrevista de trabajo.
personal_none | es | - | ¿Cómo puedo ahorrar más cada mes?
personal_none | es | - | Me duele la cabeza a menudo, ¿qué hago?
homograph | es | - | ¿Qué es la valencia de un átomo?
homograph | es | - | ¿Cuánto dura la batería de un coche eléctrico?
homograph | es | - | ¿Qué es una chispa eléctrica?
name | es | - | ¿Quién compuso la ópera Carmen?
name | es | - | ¿Por qué se peregrina a Santiago de Compostela?
place | es | - | ¿Cuándo conquistó Jaime I Valencia?
place | es | - | ¿Cuántos habitantes tiene Santiago de Chile?
topic | es | - | ¿Qué alimentos suben el colesterol?
topic | es | - | ¿Cuándo apareció la batería en el jazz?
stem | es | - | ¿Qué tiene de especial la naranja valenciana?
function | es | - | ¿Por qué sube el precio de la luz en invierno?
function | es | - | ¿Cómo se hace una vela de cera en casa?
direct | pt | Curitiba | Que passeio em Curitiba você me indica para domingo?
direct | pt | Pipoca | Pipoca está arranhando o sofá, o que eu faço?
direct | pt | Pipoca | Que ração é melhor para o meu gato?
direct | pt | Luz | Minha filha Luz quer aprender a nadar, com que idade posso começar?
direct | pt | Luz | Me sugira um presente para a Luz.
direct | pt | Flamengo | Onde posso assistir ao próximo jogo do Flamengo aqui perto de mim?
direct | pt | capoeira | Que exercícios me ajudam a melhorar na capoeira?
direct | pt | tireoide | Posso tomar café logo depois do meu remédio da tireoide?
direct | pt | dentista | Como atrair mais pacientes para o meu consultório?
personal_none | pt | - | Me ajuda a escrever um e-mail para o meu chefe pedindo férias.
personal_none | pt | - | Estou muito estressado, o que posso fazer?
personal_none | pt | - | Como organizo minhas finanças?
homograph | pt | - | Como fazer pipoca no micro-ondas?
homograph | pt | - | Qual é a velocidade da luz?
homograph | pt | - | A conta de luz vai subir este ano?
stem | pt | - | Por que os flamingos são cor-de-rosa?
place | pt | - | Quando Curitiba foi fundada?
place | pt | - | Por que Curitiba é chamada de capital ecológica?
brand | pt | - | Em que ano o Flamengo foi fundado?
topic | pt | - | Qual é a origem da capoeira?
topic | pt | - | Para que serve a tireoide?
topic | pt | - | Quantos dentistas há no Brasil?
direct | ru | Новосибирск; Мирон | Куда сходить в Новосибирске с ребёнком в выходные?
direct | ru | Лайка | Лайка грызёт мебель, что мне делать?
direct | ru | Лайка | Какой корм выбрать для моей собаки?
direct | ru | Мирон | Мирон не хочет делать уроки, как мне быть?
direct | ru | рыбалка | Посоветуй мне снасти для зимней рыбалки.
direct | ru | гастрит | Что мне можно есть на ужин при гастрите?
direct | ru | дача | Помоги спланировать фундамент для моей дачи.
direct | ru | бухгалтер | Как мне быстрее закрыть квартал в 1С?
generic | ru | рыбалка | Чем мне заняться этой зимой на выходных?
generic | ru | - | Чем заняться зимой в Москве туристу?
personal_none | ru | - | Помоги мне составить резюме.
personal_none | ru | - | Я плохо сплю, что посоветуешь?
personal_none | ru | - | Как мне выучить английский быстрее?
name | ru | - | Что случилось с Лайкой после полёта в космос?
homograph | ru | - | Чем западносибирская лайка отличается от хаски?
stem | ru | - | Сколько стран в мире?
stem | ru | - | Кто написал «Войну и мир»?
place | ru | - | Когда был основан Новосибирск?
place | ru | - | Почему Новосибирск называют научной столицей Сибири?
topic | ru | - | Что вызывает гастрит?
topic | ru | - | Кто создал программу 1С?
topic | ru | - | Откуда пошла традиция дачи в России?
direct | it | Bologna; Aurora | Dove mi consigli di mangiare a Bologna stasera con mia figlia?
direct | it | Pesto | Pesto non mangia da due giorni, cosa devo fare?
direct | it | Pesto | Che lettiera mi consigli per il mio gatto?
direct | it | Aurora | Aurora ha paura del buio, come posso aiutarla?
direct | it | Panda | La mia Panda fa fatica in salita, cosa controllo?
direct | it | vela | Che corso di vela mi consigli per migliorare?
direct | it | reflusso | Cosa posso mangiare a cena con il mio reflusso?
direct | it | agriturismo | Aiutami a scrivere la descrizione del mio agriturismo per il sito.
personal_none | it | - | Aiutami a scrivere una lettera al mio padrone di casa.
personal_none | it | - | Sono sempre stanco, cosa mi consigli?
personal_none | it | - | Come posso imparare il tedesco da solo?
homograph | it | - | Dove vivono i panda giganti?
homograph | it | - | Cos'è l'aurora boreale?
homograph | it | - | Come si prepara il pesto genovese?
stem | it | - | Come si fa il ragù alla bolognese?
place | it | - | Quando è stata fondata l'Università di Bologna?
place | it | - | Chi governava Bologna nel Medioevo?
topic | it | - | Chi ha inventato la vela latina?
topic | it | - | Cos'è il reflusso gastroesofageo?
brand | it | - | In che anno la Fiat ha lanciato la prima Panda?
function | it | - | Perché la luz in spagnolo si dice luce in italiano?
direct | de | Golf | Welche Winterreifen passen auf meinen Golf?
direct | de | Tinnitus | Ich habe einen Ohrton, der nicht weggeht. Was kann ich tun?
direct | fr | eczéma | Quel gel douche me conseilles-tu ?
direct | es | colesterol | ¿Ideas para cenar esta noche?
direct | es | Chispa | Chispa tiene pulgas, ¿qué le pongo?
direct | pt | capoeira | Me dá uma ideia de roda de capoeira para iniciantes.
direct | pt | tireoide | Que exames da tireoide eu devo fazer este ano?
direct | ru | гастрит | Что приготовить на ужин?
direct | ru | Лайка | Как часто мне вычёсывать Лайку?
direct | it | reflusso | Idee per la cena di stasera?
direct | it | Panda | Quali gomme invernali per la mia Panda?
direct | it | vela | Cosa mi porto per una giornata in barca a vela?
`;
