// The seventh blind aboutness set, French, German and Russian questions. Written before the recall rules were read.
// Lines as in seventhQuestionsEnZh.ts.

export const SEVENTH_FR_LINES = `
direct | fr | truck routes; former trucker | l'A7 vers Lyon est-elle toujours aussi chargée en été pour les camions ?
direct | fr | fig tree | mon figuier perd ses figues avant qu'elles mûrissent
direct | fr | fig tree | combien de sucre dans la confiture de figues pour la boulangerie ?
direct | fr | neighbour noise | comment insonoriser le pétrin pour ne plus réveiller le voisin à 4 h ?
direct | fr | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | mon perroquet s'arrache les plumes, que faire ?
direct | fr | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | ma perruche gris du Gabon peut-elle manger des noix tous les jours ?
direct | fr | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | mon mari a la goutte, quel dessert pour son anniversaire ?
direct | fr | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | mon fils est dyslexique, comment l'aider pour le bac ?
direct | fr | Tiago gaming; son Tiago; Tiago dyslexia; Tiago handball; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | mon ado joue à la console jusqu'à 2 h du matin
direct | fr | sleep apnoea; CPAP mask; CPAP travel; weight goal | le masque de ma machine PPC me fait mal au nez
direct | fr | learning Korean; Korean teacher; Korean pronunciation; languages spoken | combien d'heures par semaine pour réussir le TOPIK 2 ?
direct | fr | Busan trip | que manger au marché de Jagalchi à Busan ?
direct | fr | sourdough starter | mon levain Bolota sent l'acétone
direct | fr | pastel de nata | comment rendre la pâte feuilletée des pastéis plus croustillante ?
direct | fr | gallbladder | sans vésicule biliaire, puis-je manger des frites ?
direct | fr | languages spoken; learning Korean; Korean teacher; Korean pronunciation | mon français de camionneuse suffit-il pour un DELF B1 ?
direct | fr | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | et pour canela ?
implicit | fr | sleep apnoea; CPAP mask; CPAP travel; weight goal | meilleur oreiller pour apnée du sommeil avec masque facial
personal_none | fr | - | aide-moi à écrire une lettre de résiliation d'abonnement
personal_none | fr | - | je veux apprendre le tricot
homograph | fr | - | qu'est-ce qu'une étoile à neutrons ?
homograph | fr | - | la cannelle de Ceylan est-elle meilleure ?
homograph | fr | - | les grues cendrées passent-elles par la France ?
homograph | fr | - | pourquoi les baleines s'échouent-elles ?
name | fr | - | qui est Rui Costa, le cycliste ?
name | fr | - | Rosa Bonheur, peintre : biographie
place | fr | - | que voir à Porto en un week-end ?
place | fr | - | histoire du tunnel du Fréjus
brand | fr | - | Renault Kangoo E-Tech avis
brand | fr | - | Mango soldes d'été
topic | fr | - | comment fonctionne une machine PPC ?
topic | fr | - | pourquoi les perroquets parlent-ils ?
subword | fr | - | qu'est-ce qu'un pain d'épices ?
subword | fr | - | comment fonctionne une grue portuaire
subword | fr | - | qu'est-ce qu'un jardin à la française ?
function | fr | - | quand dit-on "de" ou "du" ?
stem | fr | - | boulangerie la plus ancienne de Paris
generic | fr | - | que faire ce week-end à Lyon ?
generic | fr | - | idées de repas en famille le dimanche
`;

export const SEVENTH_DE_LINES = `
direct | de | flour prices | die Mehlpreise steigen weiter, soll ich die Brotpreise erhöhen?
direct | de | Canela food; parrot Canela; Canela feathers; Canela cage; neighbour cat | darf mein Graupapagei Avocado essen?
direct | de | CPAP travel; sleep apnoea; CPAP mask; weight goal | kann ich das Reise-CPAP im Handgepäck nach Korea mitnehmen?
direct | de | mother care home; mother Viseu; sister Fátima; mother recipes | meine Mutter hat Demenz, wann ist ein Pflegeheim richtig?
direct | de | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | mein Mann hat Gicht, was kann er grillen?
direct | de | son Tiago; Tiago dyslexia; Tiago handball; Tiago gaming; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | mein Sohn hat Legasthenie, welche Apps helfen?
direct | de | learning Korean; Korean teacher; Korean pronunciation; languages spoken | wie lerne ich koreanische Vokabeln schneller?
direct | de | Busan trip | was sollte man in Busan im April sehen?
direct | de | back pain; back stretches | Übungen für den unteren Rücken nach dem Kneten
direct | de | vegetable garden; garden snails | Schnecken im Gemüsegarten ohne Gift bekämpfen
direct | de | sourdough starter | mein Sauerteig riecht nach Aceton
direct | de | former trucker; truck routes | ich war 20 Jahre LKW-Fahrerin, wie schreibe ich das in meinen Lebenslauf?
direct | de | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | und für canela?
implicit | de | sleep apnoea; CPAP mask; CPAP travel; weight goal | bestes Kissen bei Schlafapnoe mit Vollgesichtsmaske
personal_none | de | - | hilf mir, eine Beschwerde an die Hausverwaltung zu schreiben
personal_none | de | - | ich möchte Schach lernen
homograph | de | - | ist Zimt gesund?
homograph | de | - | wie entsteht ein Stern?
homograph | de | - | was ist ein Kran in der Heraldik?
name | de | - | wer war Rosa Luxemburg?
name | de | - | Tiago Splitter NBA Karriere
place | de | - | Sehenswürdigkeiten in Porto
place | de | - | Hafen Rotterdam Größe
brand | de | - | Volvo XC40 Test
brand | de | - | Mango Filialen in Berlin
topic | de | - | wie entsteht Sauerteig?
topic | de | - | warum sprechen Papageien?
subword | de | - | was ist Kindergartenpflicht?
subword | de | - | Brotzeit in Bayern, was gehört dazu?
subword | de | - | was kostet ein Lastwagenführerschein?
function | de | - | wann sagt man "der", "die", "das"?
stem | de | - | Bäckerinnung Geschichte
generic | de | - | was kann man am Wochenende in München machen?
generic | de | - | Familienessen am Sonntag, Ideen
`;

export const SEVENTH_RU_LINES = `
direct | ru | Tiago gaming; son Tiago; Tiago dyslexia; Tiago handball; Tiago exchange; Tiago K-pop; Tiago driving; Tiago tutoring; Tiago bike | сын играет до ночи, как договориться о двух часах?
direct | ru | reading Saramago | какую книгу Сарамаго легче читать перед сном?
direct | ru | anniversary; Busan trip | идеи на серебряную свадьбу в Пусане
direct | ru | Olena language; Ukrainian baker | как по-русски вежливо попросить Олену прийти пораньше?
direct | ru | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | мой попугай выщипывает перья
direct | ru | husband Rui; Rui gout; Rui cavaquinho; Rui birthday; Rui fishing; scooter | у мужа подагра, что ему нельзя есть?
direct | ru | sleep apnoea; CPAP mask; CPAP travel; weight goal | маска СИПАП натирает нос
direct | ru | learning Korean; Korean pronunciation; Korean teacher; languages spoken | как тренировать произношение корейского патчима ㄹ?
direct | ru | back pain; back stretches | болит поясница после замеса теста
direct | ru | sourdough starter | закваска пахнет ацетоном, что делать?
direct | ru | bakery owner; bakery hours | как владелице пекарни высыпаться, если встаёшь в 4?
direct | ru | parrot Canela; Canela feathers; Canela food; Canela cage; neighbour cat | а для канелы?
implicit | ru | sleep apnoea; CPAP mask; CPAP travel; weight goal | лучшая подушка при апноэ сна с маской
personal_none | ru | - | помоги написать жалобу в управляющую компанию
personal_none | ru | - | хочу научиться играть в шахматы
homograph | ru | - | что такое корица и где она растёт?
homograph | ru | - | почему звёзды мерцают?
homograph | ru | - | как спят киты?
name | ru | - | кто такая Роза Паркс?
name | ru | - | Олена Зеленская биография
place | ru | - | что посмотреть в Порту за два дня
place | ru | - | население Пусана
brand | ru | - | Вольво XC90 отзывы
brand | ru | - | Рено Каптур цена
topic | ru | - | кто изобрёл корейский алфавит?
topic | ru | - | как попугаи учатся говорить?
subword | ru | - | что такое пекарский порошок?
subword | ru | - | что такое садовое товарищество?
function | ru | - | когда в португальском "o", а когда "a"?
stem | ru | - | история русских пекарен
generic | ru | - | чем заняться в выходные в Москве?
generic | ru | - | семейный ужин, что приготовить?
`;
