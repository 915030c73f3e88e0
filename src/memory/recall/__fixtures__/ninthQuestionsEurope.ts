// The ninth blind aboutness set's questions in German, French, Spanish, Portuguese, Russian and Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const NINTH_DE_LINES = `
direct | de | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Mein Sohn hustet nach dem Basketball, soll er das Spray vorher zweimal nehmen?
direct | de | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Mach mir ein Arbeitsblatt zu Brüchen für Amara
direct | de | fig tree | Wann muss der Feigenbaum eingepackt werden?
direct | de | hand sketches | Welches Transparentpapier eignet sich für Skizzen mit Filzstift?
direct | de | heritage approval; canut renovation | Wie überzeuge ich die ABF von Holzfenstern statt Kunststoff?
direct | de | travel safety; Nigeria trip; Enugu roots; house in Enugu; transfer to mother | Ist es sicher, abends von Lagos nach Enugu zu fahren?
direct | de | partner Hugo | Wie teilen Hugo und ich die Baustellen besser auf?
direct | de | neighbour Perret | Was kann ich für meinen 86-jährigen Nachbarn einkaufen, der schlecht kauen kann?
direct | de | dog Kola; Kola hips; dog walks | Darf der Hund mit Hüftdysplasie überhaupt noch Treppen steigen?
direct | de | cat Mistral; Mistral thyroid; Mistral pills | Die Katze frisst viel und nimmt trotzdem ab, sind die Tabletten zu schwach dosiert?
direct | de | anaemia | Eisentabletten jeden zweiten Tag: besser morgens oder abends?
direct | de | Nollywood; husband Thibault | Ein guter nigerianischer Film für Freitagabend?
direct | de | wine | Welcher Morgon passt zu Perlhuhn?
direct | de | ArchiCAD | Wie exportiere ich aus ArchiCAD ein sauberes IFC?
direct | de | no crypto; conservative investing; savings goal; Chidi studies | Sollten wir das Geld fürs Studium der Kinder in Bitcoin anlegen?
direct | de | hiking Vercors; dog Kola; Kola hips; dog walks | Eine kurze Wanderung im Vercors, die der Hund schafft
direct | de | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | Meine Mutter vergisst ihre Blutdrucktabletten, wie kann ich aus der Ferne helfen?
direct | de | Lagos talk | Wie baue ich meinen Vortrag in Lagos über Lehmarchitektur auf?
implicit | de | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | Welches Bier ist bei Zöliakie sicher, für den Filmabend mit meinem Mann?
implicit | de | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Welche Ingenieurschulen nehmen Bewerber direkt nach dem Bac?
personal_none | de | - | Wie entkalke ich meinen Wasserkocher?
personal_none | de | - | Ich brauche einen Regenschirm, der bei Wind nicht umklappt
personal_none | de | - | Hilf mir, eine Kündigung für mein Fitnessstudio-Abo zu schreiben
homograph | de | - | Wie mixt man einen Hugo mit Holunderblütensirup?
homograph | de | - | Wie entsteht der Mistral in der Provence?
homograph | de | - | Was bedeutet "Tomaten auf den Augen haben"?
name | de | - | Wie viele Romane hat Victor Hugo geschrieben?
name | de | - | Was hat Ngozi Okonjo-Iweala vor der WTO gemacht?
name | de | - | Bei welchem Verein spielt Thibaut Courtois?
place | de | - | Wo liegt Gerland in Lyon und was gibt es dort?
place | de | - | Was kann man in Grenoble an einem Tag sehen?
place | de | - | Wie hoch ist der höchste Gipfel im Vercors?
place | de | - | Wie groß ist Houston im Vergleich zu Berlin?
brand | de | - | Was kostet ein neuer Renault 5 E-Tech?
brand | de | - | Sind Singer-Nähmaschinen heute noch gut?
brand | de | - | Leica Disto oder Bosch GLM: welcher Entfernungsmesser ist genauer?
topic | de | - | Was ist Stampflehm und wie baut man damit?
topic | de | - | Warum ist Zöliakie eine Autoimmunerkrankung?
topic | de | - | Was regelt die französische RE2020?
topic | de | - | Wie wirkt Salbutamol?
function | de | - | Was bedeutet "con" auf Spanisch?
function | de | - | Was heißt "no" auf Japanisch als Partikel?
stem | de | - | Was ist eine Wanderdüne?
stem | de | - | Wer hat die Schriftart Helvetica entworfen?
stem | de | - | Wie funktioniert ein Sprayer für Gartenpflanzen?
generic | de | - | Wie werden Familien in Deutschland steuerlich gefördert?
generic | de | - | Wie groß ist ein durchschnittliches Büro in Deutschland?
generic | de | - | Welche Studiengänge sind in Deutschland am beliebtesten?
`;

export const NINTH_FR_LINES = `
direct | fr | dog Kola; Kola hips; dog walks | Une balade à Lyon pour un gros chien qui a mal aux hanches, sans escaliers ?
direct | fr | dog Kola; Kola hips; dog walks | On peut monter à Fourvière à pied avec Kola ?
direct | fr | cat Mistral; Mistral thyroid; Mistral pills | Mistral a vomi son comprimé de 8 h, je lui en redonne un ?
direct | fr | fee dispute; email drafts | Rédige une mise en demeure pour Batilys
direct | fr | accountant; invoicing | Quelles pièces envoyer à M. Girard pour la TVA du trimestre ?
direct | fr | insurance | La décennale couvre-t-elle des fissures dans une dalle deux ans après la réception ?
direct | fr | Chidi matches; son Chidi | On part à quelle heure pour Caluire si le match commence à 10 h ?
direct | fr | kids Igbo lessons; Igbo | Comment motiver les enfants pour le cours d'igbo du dimanche ?
direct | fr | husband Thibault; Thibault coeliac; Thibault trail | Quel plan d'entraînement pour Thibault avant la SaintéLyon ?
direct | fr | wine | Un Morgon pour accompagner une volaille de Bresse ?
direct | fr | renders | Comment rendre l'herbe plus réaliste dans Twinmotion ?
direct | fr | pisé school competition; book on pisé | Quels bureaux d'études connaissent bien le pisé pour le concours de Vénissieux ?
direct | fr | building permit; canut renovation | Le permis de la rue d'Austerlitz n'a toujours pas de réponse, que faire ?
direct | fr | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Mon fils fait de l'asthme à l'effort, le basket en salle c'est mieux ?
direct | fr | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy; gluten-free recipes; Thibault coeliac; jollof rice; egusi soup; gluten-free baking | Idées de goûter d'anniversaire sans cacahuètes pour quinze enfants
direct | fr | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Quel morceau choisir pour l'examen de violon d'Amara ?
direct | fr | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | Ma mère oublie son amlodipine, comment l'aider à distance ?
direct | fr | jollof rice; gluten-free recipes; peanut allergy; Thibault coeliac; egusi soup; gluten-free baking | Je peux faire le jollof au four pour douze personnes ?
direct | fr | pottery | Comment bien centrer la terre sur le tour ?
direct | fr | Brompton | Le Brompton passe-t-il dans le tram T1 aux heures de pointe ?
direct | fr | teaching | Un sujet d'atelier pour mes étudiants du jeudi à l'ENSAL
direct | fr | website | Que mettre sur la page d'accueil du site de l'agence ?
direct | fr | intern | Combien payer un stagiaire en architecture à partir de mars ?
direct | fr | car Zoe | La Zoe charge mal depuis le froid, c'est la batterie ?
direct | fr | Wednesday afternoons | Je peux caler une réunion de chantier mercredi à 15 h ?
direct | fr | partner Hugo; architect | Comment répartir les bénéfices avec Hugo cette année ?
direct | fr | migraine; health sources | Le magnésium marche-t-il vraiment contre les migraines avec aura ?
direct | fr | brother Emeka; twin nieces; calls with Emeka | Que faire pour l'anniversaire des jumelles de mon frère ?
implicit | fr | dog Kola; Kola hips; dog walks | Le bouvier bernois boite encore après l'escalier
implicit | fr | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | Une galette des rois sans gluten, c'est possible ?
implicit | fr | cat Mistral; Mistral thyroid; Mistral pills | Le thiamazole donne-t-il des démangeaisons aux chats ?
personal_none | fr | - | Comment détartrer ma bouilloire ?
personal_none | fr | - | Je cherche un cadeau pour une collègue qui part à la retraite
personal_none | fr | - | Aide-moi à résilier mon abonnement téléphonique
homograph | fr | - | Pourquoi le mistral souffle-t-il surtout dans la vallée du Rhône ?
homograph | fr | - | Que veut dire « avoir un chat dans la gorge » ?
homograph | fr | - | Que veut dire « avoir d'autres chats à fouetter » ?
homograph | fr | - | Qu'est-ce que le rendu de monnaie dans un commerce ?
name | fr | - | Quels sont les bâtiments d'Auguste Perret au Havre ?
name | fr | - | Quel âge a Solange Knowles ?
name | fr | - | Victor Hugo a-t-il vraiment vécu à Guernesey ?
name | fr | - | Qui est Thibault de Montalembert ?
place | fr | - | Que voir à la Croix-Rousse en une journée ?
place | fr | - | Pourquoi la Guillotière s'appelle-t-elle ainsi ?
place | fr | - | Le marché de Vénissieux est-il ouvert le dimanche ?
place | fr | - | Quelle est l'histoire de la montée de la Grande Côte ?
brand | fr | - | Combien Mistral AI a-t-il levé en 2024 ?
brand | fr | - | Quelle est l'autonomie réelle de la Renault Zoe R135 ?
brand | fr | - | La MAF assure-t-elle aussi les ingénieurs ?
topic | fr | - | Qu'est-ce que le pisé et pourquoi en trouve-t-on en Isère ?
topic | fr | - | Pourquoi les canuts se sont-ils révoltés en 1831 ?
topic | fr | - | Comment fonctionne le livret A ?
topic | fr | - | Qu'est-ce que l'assurance décennale ?
topic | fr | - | Comment se calcule la TVA en France ?
function | fr | - | Que veut dire « die » en allemand ?
function | fr | - | En anglais, « son » et « sun » se prononcent-ils pareil ?
stem | fr | - | Comment est fabriquée la Chartreuse verte ?
stem | fr | - | Qu'est-ce qu'un architecte d'intérieur ?
stem | fr | - | D'où vient le mot balconnet ?
generic | fr | - | Quelles sont les langues officielles de la Suisse ?
generic | fr | - | Combien d'enfants par famille en France en moyenne ?
`;

export const NINTH_ES_LINES = `
direct | es | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | ¿Cómo ayudo a mi hija disléxica con los deberes de francés?
direct | es | friend Solange | ¿Qué le regalo a Solange por su cumpleaños?
direct | es | intern | ¿Cuánto se le paga a un becario de arquitectura en Francia?
direct | es | egusi soup; mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo; gluten-free recipes; peanut allergy; Thibault coeliac; jollof rice; gluten-free baking | Dame una receta de sopa egusi parecida a la de mi madre
direct | es | health sources; migraine | ¿Qué dicen los estudios sobre el magnesio para la migraña?
direct | es | dog Kola; Kola hips; dog walks | ¿Cuánto debe caminar mi perro con displasia de cadera?
direct | es | cat Mistral; Mistral thyroid; Mistral pills | Mi gato vomitó la pastilla de la tiroides, ¿le doy otra?
direct | es | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | ¿Qué pan sin gluten puedo hacer para mi marido?
direct | es | Lagos talk | ¿Cómo empiezo mi charla en Lagos sobre arquitectura de tierra?
direct | es | house in Enugu; mother Ngozi; Ngozi blood pressure; transfer to mother; Igbo; Enugu roots; travel safety | ¿Qué paneles solares convienen para la casa de mi madre en Nigeria?
direct | es | no scooter for Chidi; son Chidi; Chidi asthma; Chidi studies; Chidi matches; football OL | Mi hijo quiere una moto de 50 cc, ¿cómo le digo que no?
direct | es | balcony chilies | Mis chiles Scotch bonnet no dan flores
direct | es | Nigeria trip; travel safety; Enugu roots | ¿Qué llevar en la maleta para tres semanas en Nigeria con niños?
direct | es | sewing wax print | ¿Qué patrón de vestido queda bien con tela wax?
direct | es | bouldering; no lead climbing; knee surgery | ¿Cada cuánto conviene escalar en bloque para no lesionarse?
implicit | es | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | ¿Es mejor el salbutamol antes o después del calentamiento?
implicit | es | dog Kola; Kola hips; dog walks | ¿Qué suplemento articular es bueno para un boyero de Berna?
personal_none | es | - | ¿Cómo quito una mancha de vino tinto del sofá?
personal_none | es | - | Necesito ideas para ordenar mi armario
personal_none | es | - | ¿Qué gafas de sol me recomiendas para conducir?
homograph | es | - | ¿Qué es el mistral y por qué sopla en Francia?
homograph | es | - | ¿Qué es un estudio de grabación?
name | es | - | ¿Cuántas paradas hizo Thibaut Courtois en la final de la Champions de 2022?
name | es | - | ¿Qué significa el nombre Amara?
name | es | - | ¿Quién es Emeka Anyaoku?
name | es | - | ¿Qué novelas escribió Victor Hugo?
place | es | - | ¿Qué visitar en Houston en dos días?
place | es | - | ¿Cuál es la historia de la ciudad de Enugu?
place | es | - | ¿Qué ver en Lyon en un fin de semana?
brand | es | - | ¿Renault sigue fabricando el Zoe?
brand | es | - | ¿Qué portátil es mejor, MacBook Air o Dell XPS?
brand | es | - | ¿Las bicicletas Brompton se fabrican todavía en Londres?
topic | es | - | ¿Qué es la celiaquía?
topic | es | - | ¿Qué es la arquitectura de tierra?
topic | es | - | ¿Cuál es el origen del arroz jollof?
topic | es | - | ¿Qué es la dislexia?
function | es | - | ¿Qué significa "de" en francés y cuándo se usa "du"?
function | es | - | ¿Cómo se usa "per" en italiano?
stem | es | - | ¿Cómo se cose una herida?
stem | es | - | ¿Cómo funcionan las becas Erasmus?
generic | es | - | ¿Cuáles son los idiomas oficiales de Nigeria?
generic | es | - | ¿Qué colegios son los mejores de Madrid?
`;

export const NINTH_PT_LINES = `
direct | pt | sewing wax print | Que agulha usar na Singer antiga para tecido wax?
direct | pt | Brompton | Como ajustar o selim da Brompton?
direct | pt | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | Qual é a forma mais barata de mandar dinheiro para a Nigéria todo mês?
direct | pt | prices before VAT; own kitchen | Faz um orçamento para a cozinha nova
direct | pt | teaching | Como avaliar os projetos dos alunos de quinta-feira?
direct | pt | women architects network; teaching | Ideias para uma noite de mentoria com estudantes de arquitetura
direct | pt | dog Kola; Kola hips; dog walks | O cachorro pode comer uva?
direct | pt | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Meu filho tem asma, pode jogar basquete no frio?
direct | pt | anaemia | Posso tomar o ferro junto com chá?
direct | pt | bouldering; no lead climbing; knee surgery | Um treino de boulder para quem já operou o joelho
direct | pt | cat Mistral; Mistral thyroid; Mistral pills | Esqueci o remédio da noite do gato, dou dois de manhã?
direct | pt | house in Enugu | Tijolo de laterita precisa de reboco?
direct | pt | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | Uma receita de pão sem glúten para o fim de semana
direct | pt | canut renovation; prices before VAT | Quanto custa por m² reformar um prédio antigo em Lyon?
direct | pt | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Como explicar frações para a minha filha disléxica?
implicit | pt | zobo | Quanto gengibre colocar no suco de hibisco?
implicit | pt | dog Kola; Kola hips; dog walks | Cachorro com displasia pode subir escada todo dia?
personal_none | pt | - | Como limpar o forno sem produtos químicos?
personal_none | pt | - | Quero mudar o corte de cabelo, que estilo combina comigo?
homograph | pt | - | O que é o vento mistral?
homograph | pt | - | Para que serve a noz-de-cola?
homograph | pt | - | Quais são as melhores praias de Lagos, no Algarve?
name | pt | - | Quem foi Victor Hugo?
name | pt | - | Onde nasceu a cantora Solange Almeida?
name | pt | - | O Thibaut Courtois já jogou no Atlético de Madrid?
place | pt | - | O que fazer em Lyon num fim de semana?
place | pt | - | Qual é a população de Lagos, na Nigéria?
brand | pt | - | Quanto custa uma Brompton elétrica?
brand | pt | - | A Singer ainda fabrica máquinas no Brasil?
topic | pt | - | O que é anemia ferropriva?
topic | pt | - | Como funciona a taipa de pilão?
function | pt | - | O que significa "con" em italiano?
stem | pt | - | Como funciona a transferência de jogadores no futebol?
stem | pt | - | Qual é a história das costureiras de Lisboa?
generic | pt | - | Quantas línguas se falam na Nigéria?
generic | pt | - | O que é uma associação sem fins lucrativos?
`;

export const NINTH_RU_LINES = `
direct | ru | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | Маме прописали амлодипин, а у неё отекают ноги — что делать?
direct | ru | brother Emeka; twin nieces; calls with Emeka | Во сколько звонить в Хьюстон, если у нас перевели часы?
direct | ru | Notion | Как в Notion сделать шаблон для нового проекта бюро?
direct | ru | Leica Disto; ArchiCAD | Как перенести замеры из Disto в ArchiCAD?
direct | ru | book on pisé | Помоги составить план главы о фермах из пизе
direct | ru | zobo | Как сделать зобо менее кислым?
direct | ru | Nollywood; husband Thibault | Какой нигерийский фильм посмотреть в пятницу с мужем?
direct | ru | dog Kola; Kola hips; dog walks; apartment | Можно ли собаке с дисплазией подниматься на пятый этаж?
direct | ru | cat Mistral; Mistral thyroid; Mistral pills | У кота гипертиреоз, можно ему обычный корм?
direct | ru | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | Что приготовить на ужин, если у мужа целиакия?
direct | ru | migraine | Как снять мигрень с аурой прямо на работе?
direct | ru | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | Сыну поступать на инженера во Франции — с чего начать?
direct | ru | bouldering; no lead climbing; knee surgery | Как тренировать хват для боулдеринга?
direct | ru | wine | Какое вино из Божоле взять к рождественскому ужину?
implicit | ru | mother Ngozi; Ngozi blood pressure; transfer to mother; house in Enugu; Igbo | Какое давление считается нормальным в 74 года?
implicit | ru | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Какой шрифт лучше для ребёнка с дислексией?
personal_none | ru | - | Как выбрать увлажнитель воздуха в спальню?
personal_none | ru | - | Помоги составить список покупок на неделю
homograph | ru | - | Что такое мистраль?
homograph | ru | - | Кем был Пятница в «Робинзоне Крузо»?
name | ru | - | Кто такой Виктор Гюго?
name | ru | - | Кто такая Нгози Оконджо-Ивеала?
name | ru | - | Сколько лет Тибо Куртуа?
place | ru | - | Что посмотреть в Хьюстоне?
place | ru | - | Какой климат в Нигерии?
place | ru | - | Чем знаменит Лион?
brand | ru | - | Сколько стоит Leica Q3?
brand | ru | - | Что лучше: Notion или Obsidian?
topic | ru | - | Что такое гипертония?
topic | ru | - | Из чего делают пизе?
topic | ru | - | Как работает лазерный дальномер?
function | ru | - | Что значит английское «to» перед глаголом?
stem | ru | - | Что такое звонница?
stem | ru | - | Почему книги Толстого такие длинные?
generic | ru | - | Какие фильмы получили Оскар в этом году?
generic | ru | - | Как устроено бюро переводов?
`;

export const NINTH_IT_LINES = `
direct | it | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Giovedì Amara ha lezione alle 17, come arrivo in tempo dall'ufficio?
direct | it | site visits | Una checklist per il sopralluogo di martedì in cantiere
direct | it | football OL; son Chidi | Quando gioca in casa l'OL femminile questo mese?
direct | it | theatre | Cosa c'è ai Célestins a gennaio con l'abbonamento?
direct | it | balcony chilies | I peperoncini sul balcone hanno gli afidi
direct | it | no scooter for Chidi; son Chidi; Chidi asthma; Chidi studies; Chidi matches; football OL | Come spiego a Chidi che lo scooter a 16 anni non va bene?
direct | it | Igbo; kids Igbo lessons | Come insegno l'igbo ai figli se a casa parliamo francese?
direct | it | Turin project; learning Italian | Come si dice "pisé" in italiano per il progetto di Torino?
direct | it | dog Kola; Kola hips; dog walks | Il cane può mangiare l'uva?
direct | it | cat Mistral; Mistral thyroid; Mistral pills | Il gatto ha vomitato la pastiglia, gliene do un'altra?
direct | it | Thibault coeliac; gluten-free recipes; gluten-free baking; husband Thibault | Una pasta senza glutine che piaccia anche a mio marito
direct | it | knee surgery; running limit | Dopo l'operazione al crociato posso fare trail?
direct | it | fixed-rate loan; conservative investing | Mutuo a tasso variabile o fisso, adesso?
direct | it | fig tree | Il fico in vaso perde le foglie a ottobre, è normale?
direct | it | brother Emeka; twin nieces; calls with Emeka | Cosa regalare alle gemelle di mio fratello a Houston?
implicit | it | daughter Amara; Amara dyslexia; Amara violin exam; violin lessons; dyslexia-friendly sheets; peanut allergy | Quale carattere è più leggibile per una bambina dislessica?
implicit | it | son Chidi; Chidi asthma; Chidi studies; Chidi matches; no scooter for Chidi; football OL | L'asma da sforzo migliora con l'età?
personal_none | it | - | Come pulisco il filtro della lavastoviglie?
personal_none | it | - | Mi aiuti a scegliere un profumo per l'inverno?
homograph | it | - | Che differenza c'è tra il maestrale e il mistral?
homograph | it | - | Cosa significa "amara" nella frase "la verità è amara"?
homograph | it | - | Cos'è un cantiere navale?
name | it | - | Chi era Auguste Perret?
name | it | - | Chi è Hugo Lloris?
name | it | - | Quanti anni ha Thibaut Courtois?
place | it | - | Cosa vedere a Torino in due giorni?
place | it | - | Quando c'è la Festa delle Luci a Lione?
brand | it | - | La Renault 5 elettrica è meglio della Zoe?
brand | it | - | Singer o Necchi, quale macchina da cucire è migliore?
topic | it | - | Che cos'è la celiachia?
topic | it | - | Cos'è la displasia dell'anca nei neonati?
topic | it | - | Chi era Fela Kuti?
function | it | - | Cosa vuol dire "die" in tedesco?
stem | it | - | Come si prepara un amaro fatto in casa?
stem | it | - | Chi ha inventato il violoncello?
generic | it | - | Quali sono le lingue più parlate al mondo?
generic | it | - | Quanti studenti ci sono nelle università italiane?
`;
