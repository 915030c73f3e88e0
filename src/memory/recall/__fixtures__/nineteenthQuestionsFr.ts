import { BOMBA, CASTOR, CELINE, FIDDLE, FLO, HOON, MATHIS, PIERRETTE, REJEAN, STEVE } from './nineteenthSubjects';

// The nineteenth blind aboutness set's questions in French (Québec French, with and without accents, with
// anglicisms), written before the recall rules were read. Lines: `category | language | expected subjects (;) or - | question`.

export const NINETEENTH_FR_LINES = `
direct | fr | evaporator; sugar bush | combien de cordes de bois pour une saison de bouillage avec mon évaporateur 5x14
direct | fr | evaporator | mon osmose monte pas au-dessus de 8 brix, c'est-tu les membranes?
direct | fr | evaporator | a quelle frequence je lave les membranes de mon osmose pendant la coulée
direct | fr | evaporator | mon evaporateur est pas mal scrap, ca vaut tu la peine de le changer cette annee
direct | fr | evaporator; syrup grading | d'où vient le goût de brûlé dans mon sirop d'hier soir
direct | fr | evaporator; units; sugar bush | à quelle température je dois tirer mon sirop de l'évaporateur
direct | fr | syrup quota | j'ai dépassé mon contingent de 4000 livres, qu'est-ce qui arrive avec mes barils en trop
direct | fr | syrup quota | qu'arrive-t-il aux barils qu'on a mis à la réserve, quand est-ce qu'on est payés
direct | fr | syrup grading | mon dernier baril a été déclassé pour goût de bourgeon, je peux-tu contester le classement?
direct | fr | syrup grading; syrup quota | combien on me paie un baril classé très foncé comparé à l'ambré
direct | fr | tubing expansion | quelle pente minimum pour la maîtresse-ligne sur ma nouvelle terre à bois
direct | fr | tubing expansion | combien de rouleaux de tubulure 5/16 pour mes 3000 nouvelles entailles
direct | fr | tubing expansion; lawyer | est-ce que je peux passer ma tubulure sur le droit de passage du voisin tant que le litige dure
direct | fr | sugar bush; tubing expansion | l'écureuil a encore mangé ma tubulure, quoi faire
direct | fr | sugar shack meals; celiac | idées de menu sans gluten pour mes groupes à la cabane
direct | fr | sugar shack meals; shack bookings | un groupe de 95 veut réserver un samedi d'avril à ma cabane, je fais quoi
direct | fr | sugar shack meals; sales taxes | je charge-tu la TVQ sur le repas d'un groupe scolaire à la cabane
direct | fr | sales taxes | c'est quand ma prochaine remise de TPS-TVQ
direct | fr | farm loan | la Caisse veut renouveler mon prêt à 6,1 %, est-ce que je devrais fixer sur 5 ans
direct | fr | savings | j'ai 15 000 $ de côté, CELI ou REER cette année?
direct | fr | ${FLO} | qu'est-ce que Flo peut manger avant un match de ringuette pour pas tomber en hypo
direct | fr | ${FLO} | le Dexcom de ma fille décolle pendant les matchs, quel adhésif
direct | fr | ${FLO} | comment expliquer à l'entraîneuse de ringuette quoi faire si Flo fait une hypo
direct | fr | ${FLO} | ma grande veut une job d'été, quel emploi pour une fille de 15 ans diabétique
direct | fr | ${FLO} | l'Omnipod de Flo a sonné occlusion en plein cours de maths, on fait quoi
direct | fr | ${FLO} | Florence veut partir en échange en Bavière, c'est-tu une bonne idée avec son diabète
direct | fr | ${MATHIS} | Mathis oublie toujours ses devoirs, des trucs pour un enfant TDAH?
direct | fr | ${MATHIS} | le vyvanse coupe l'appétit de mon gars, quoi lui donner pour dîner
direct | fr | ${MATHIS} | mon fils veut lâcher le violon, je le laisse faire?
direct | fr | ${MATHIS} | lunch sans arachides pour ti-mat, des idées
direct | fr | ${MATHIS} | qu'est-ce qu'il faut dire à l'enseignante de Mathis pour son plan d'intervention
direct | fr | ${MATHIS} | mon plus jeune a-t-il besoin d'un deuxième EpiPen pour le camp de jour
direct | fr | ${HOON} | mon chum fait une crise de goutte, qu'est-ce qu'il peut manger
direct | fr | ${HOON} | Hoon veut ouvrir sa clinique à Sainte-Marie, par quoi commencer
direct | fr | ${HOON} | cadeau d'anniversaire pour mon mari qui aime la randonnée
direct | fr | ${HOON} | Hoon a-t-il le droit de boire du vin avec sa goutte
direct | fr | ${REJEAN} | mon père a de la misère à respirer quand c'est humide, c'est normal avec l'amiantose?
direct | fr | ${REJEAN} | quelle bonbonne d'oxygène portative pour que papa vienne à la cabane
direct | fr | ${REJEAN} | Réjean peut-il prendre l'avion avec son oxygène
direct | fr | ${PIERRETTE} | ma mère a peur de ses injections dans l'œil, comment la rassurer
direct | fr | ${PIERRETTE} | où me stationner au CHU de Québec jeudi pour l'injection de maman
direct | fr | ${PIERRETTE} | quelle lampe de lecture pour ma mère avec sa DMLA
direct | fr | ${PIERRETTE} | pierrette doit-elle arreter de conduire avec sa dmla
direct | fr | ${STEVE} | idée de cadeau pour mon frère qui marche toute la journée pour sa tournée de facteur
direct | fr | ${STEVE} | quelle arbalète pour la chasse au chevreuil cette année, steve veut changer la sienne
direct | fr | ${BOMBA} | Bomba boite de la patte arrière, je lui redonne du Metacam?
direct | fr | ${BOMBA} | combien de marche par jour pour mon bouvier bernois avec sa dysplasie
direct | fr | ${BOMBA} | Bombardier peut-il nager au lac avec ses hanches
direct | fr | ${CELINE} | Céline a encore maigri, c'est-tu sa thyroïde
direct | fr | ${CELINE} | comment donner le méthimazole à ma chatte qui recrache tout
direct | fr | ${CELINE} | celine refuse sa friandise avec le medicament ce matin
direct | fr | ${BOMBA}; ${CELINE} | 100 $ par mois pour le vétérinaire, c'est assez pour mes deux animaux?
direct | fr | truck | la Bête fait un bruit de ferraille en dessous quand je freine
direct | fr | truck | quels pneus d'hiver pour mon Tacoma
direct | fr | snowmobile | mon Skandic démarre mal au froid, quoi vérifier
direct | fr | snowmobile | j'ai besoin de checker quoi sur mon ski-doo avant la saison
direct | fr | ${CASTOR} | le moteur du Castor cale au ralenti, c'est-tu le carburateur?
direct | fr | ${CASTOR}; daughter Florence; son Mathis | quoi faire au chalet avec les enfants s'il pleut toute la semaine de la construction
direct | fr | ${FIDDLE} | quelles cordes mettre sur Stradi pour un son plus chaud
direct | fr | ${FIDDLE} | apprends-moi un reel facile pour la veillée de vendredi
direct | fr | ${FIDDLE} | le manche de mon violon est fendu, je peux-tu jouer pareil en attendant la réparation
direct | fr | celiac; cooking | une tourtière sans gluten qui se tient, ta recette?
direct | fr | celiac | est-ce que je peux boire de la bière d'épinette avec ma maladie coeliaque
direct | fr | tennis elbow | mon coude me fait mal chaque fois que j'entaille, quels exercices
direct | fr | lawyer | combien ça va me coûter si Me Bolduc va en cour contre Lessard
direct | fr | lawyer | prépare-moi les questions à poser à mon avocat avant la médiation
direct | fr | cookbook | aide-moi à écrire l'intro de mon livre de recettes
direct | fr | cookbook; maple mousse | dans mon livre, je mets-tu la mousse à l'érable dans les desserts ou dans le chapitre des Fêtes
direct | fr | cookbook | mon éditeur veut le manuscrit pour novembre, fais-moi un échéancier
direct | fr | house | le poêle à bois fume dans la maison quand il vente, pourquoi
direct | fr | house | comment isoler le grenier d'une maison de 1890 sans tout défaire
direct | fr | porch project | cèdre ou bois traité pour ma galerie, avec 12 000 $
direct | fr | cross-country skiing | quel fart pour skier dimanche matin à -15
direct | fr | curling | stratégie quand on a le marteau au dernier bout, je suis skip
direct | fr | curling | comment mieux lire la glace au club mercredi
direct | fr | learning Korean | plan d'étude pour le TOPIK II d'ici l'été 2027
direct | fr | learning Korean | mon cours de coréen de mardi : explique-moi la différence entre 은 et 는
direct | fr | Korea trip; mother-in-law Soonja | quoi faire à Busan avec deux ados en juillet
direct | fr | Korea trip | trouve-moi un vol Montréal-Séoul pas trop cher pour juillet 2027
direct | fr | Korea trip | faut-tu booker l'hotel a busan tout de suite
direct | fr | reading | quoi lire après Les Belles-sœurs
direct | fr | organic certification | quels papiers préparer pour l'audit Ecocert en octobre
direct | fr | organic certification; evaporator | l'antimousse que j'utilise dans l'évaporateur est-il accepté en bio
direct | fr | friend Nancy; Lisbon trip | idée de cadeau pour Nancy qui a 45 ans
direct | fr | syrup theft | comment protéger mon entrepôt de barils après le vol de l'an passé
direct | fr | syrup theft | La Capitale m'a remboursé juste 60 % des barils volés, est-ce que je peux contester
direct | fr | woodturning | quelle gouge pour tourner un bol en érable ondé
direct | fr | woodturning | mon tour à bois vibre à haute vitesse
direct | fr | festival booth | combien de tire préparer pour mon kiosque au Beauce Carnaval
direct | fr | garden | quand tailler ma haie de bleuets
direct | fr | menopause | j'ai des chaleurs toutes les nuits, des solutions sans hormones
direct | fr | sleep apnea | mon cpap m'assèche la gorge, quoi faire
direct | fr | grandfather Lucien; sugar bush | aide-moi à écrire l'histoire de l'érablière depuis 1952 pour mon site
direct | fr | coffee | une recette de latté à l'érable pour mon café du matin
direct | fr | shack bookings | le form de reservation sur mon site marche pu, comment le fixer
direct | fr | online shop | mon shipping coute trop cher sur Shopify pour le beurre d'erable
direct | fr | seasonal workers; workers housing | Jorge et Edwin arrivent le 1er mars, qu'est-ce que je dois préparer
direct | fr | German intern; workers housing | Lukas le stagiaire allemand arrive au printemps, où le loger
direct | fr | sugaring season; sugar bush | ma cousine se marie le 28 mars, comment lui dire que je pourrai pas y aller à cause des sucres
direct | fr | Florence Korean name; daughter Florence | c'est quoi le sens du prénom coréen de Flo, 서연
direct | fr | husband Hoon; learning Korean | comment on écrit 박훈 en lettres latines, c'est Park ou Bak
direct | fr | dark syrup taste; cooking; cookbook | quelles recettes pour mon sirop très foncé que je garde pour la maison
direct | fr | Vermont buyer; email style | Dave Miller m'offre moins cher pour mon VD, je négocie comment
direct | fr | Japanese importer; email style | comment écrire à monsieur Sato en japonais pour l'envoi de ses cannes de sirop
direct | fr | kimchi; husband Hoon | le kimchi qu'on a fait en novembre est trop sur, je peux-tu l'utiliser encore
implicit | fr | ${FLO} | 3,2 de glycémie juste avant la game, qu'est-ce que je lui donne
implicit | fr | ${BOMBA} | il se lève pu le matin, il a l'air raide des hanches
implicit | fr | evaporator | la coulée est partie pis l'osmose arrête pas de tomber en alarme de pression
implicit | fr | ${REJEAN}; truck | il veut encore aller au camp mais le concentrateur rentre pas dans le char
implicit | fr | ${CELINE} | elle vomit sa friandise avec la pilule dedans
implicit | fr | syrup theft | encore des traces de pick-up autour de l'entrepôt cette nuit, j'ai peur que ça recommence
implicit | fr | seasonal workers; workers housing | les gars arrivent du Guatemala le 1er mars pis la roulotte a pas de chauffage
implicit | fr | ${MATHIS} | l'enseignante dit qu'il se lève sans arrêt en classe l'après-midi quand le médicament s'estompe
implicit | fr | ${HOON} | son gros orteil est enflé et rouge encore après le party de bière
implicit | fr | sugar shack meals | il me manque 30 livres de jambon pour samedi et le fournisseur est fermé
homograph | fr | - | comment savoir si un avocat est mûr
homograph | fr | - | combien de grammes dans une livre
homograph | fr | - | la livre sterling a-t-elle baissé depuis le Brexit
homograph | fr | - | quelle est la hauteur de la tour Eiffel
homograph | fr | - | qui a gagné le Tour de France cette année
homograph | fr | - | comment enlever la mousse sur un toit de bardeaux
homograph | fr | - | que veut dire « mousse » dans la marine à voile
homograph | fr | - | que faire en cas de vol d'identité au Canada
homograph | fr | - | combien de temps dure un vol Paris-Tokyo
homograph | fr | - | comment est calculé le cours de l'or
homograph | fr | - | qu'est-ce qu'un cours d'eau intermittent
homograph | fr | - | pourquoi dit-on avoir bonne mine
homograph | fr | - | quelle mine de crayon pour le dessin technique
homograph | fr | - | qu'est-ce qu'un facteur de risque en épidémiologie
homograph | fr | - | comment décomposer 84 en facteurs premiers
homograph | fr | - | c'est quoi une chaudière à condensation
homograph | fr | - | comment souder au chalumeau
homograph | fr | - | qu'est-ce qu'une coulée de lave
homograph | fr | - | c'est quoi la différence entre un avocat et un notaire au Québec
homograph | fr | - | qu'est-ce que la Caisse de dépôt et placement du Québec
name | fr | - | qui était Joseph-Armand Bombardier
name | fr | - | combien d'albums Céline Dion a-t-elle vendus
name | fr | - | qui est Henri Matisse
name | fr | - | pourquoi Florence est-elle le berceau de la Renaissance
name | fr | - | qui était Antonio Stradivari
name | fr | - | combien vaut un vrai Stradivarius
name | fr | - | qui est Michel Tremblay
name | fr | - | de quoi parle Ru de Kim Thúy
name | fr | - | d'où vient le prénom Pierrette
name | fr | - | qu'est-ce que Castor et Pollux en astronomie
name | fr | - | qui était Lucien Bouchard
brand | fr | - | Bombardier vend-il encore des avions
brand | fr | - | Ski-Doo ou Arctic Cat, quelle marque est la plus fiable
brand | fr | - | en quelle année Desjardins a-t-il été fondé
brand | fr | - | prix d'un Toyota Tacoma 2025 au Canada
brand | fr | - | la marque de vêtements Stradivarius appartient à qui
brand | fr | - | qui fabrique les pompes Omnipod
brand | fr | - | Tim Hortons appartient-il encore à des Canadiens
place | fr | - | combien d'habitants à Saint-Georges de Beauce
place | fr | - | pourquoi dit-on que la Beauce française est le grenier de la France
place | fr | - | qu'est-ce qui s'est passé à Lac-Mégantic en 2013
place | fr | - | histoire de la mine d'amiante de Thetford Mines
place | fr | - | quand a eu lieu la grève de l'amiante de 1949
place | fr | - | que visiter à Busan en une journée
place | fr | - | le lac Etchemin est-il profond
place | fr | - | quelle est la population de la ville de Québec
topic | fr | - | comment fabrique-t-on le sirop d'érable
topic | fr | - | qui a inventé l'évaporateur à sirop
topic | fr | - | combien d'entailles par érable recommande-t-on selon le diamètre
topic | fr | - | c'est quoi le grand vol de sirop d'érable de 2012
topic | fr | - | qu'est-ce que l'amiantose
topic | fr | - | qu'est-ce que la DMLA humide
topic | fr | - | le diabète de type 1 est-il héréditaire
topic | fr | - | qu'est-ce que la maladie coeliaque
topic | fr | - | comment fonctionne l'osmose inverse
topic | fr | - | d'où vient la ringuette
topic | fr | - | c'est quoi la goutte, la maladie
topic | fr | - | comment se joue le curling
topic | fr | - | qu'est-ce que la dysplasie de la hanche chez le chien
topic | fr | - | le TDAH se guérit-il à l'âge adulte
topic | fr | - | comment les PPAQ fixent-ils le prix du sirop en vrac
topic | fr | - | l'érable à Giguère, c'est-tu un vrai érable?
subword | fr | - | pourquoi les volcans d'Islande entrent-ils en éruption
subword | fr | - | combien coûte une livraison Purolator au Canada
subword | fr | - | quels sont les minéraux essentiels pour les os
subword | fr | - | comment planter des tournesols
subword | fr | - | d'où vient le castoréum dans les parfums
subword | fr | - | c'est quoi le volleyball de plage
subword | fr | - | combien mesure une coudée égyptienne
function | fr | - | que veut dire « la » en italien et en espagnol
function | fr | - | pourquoi dit-on « au Québec » mais « en Ontario »
function | fr | - | quand écrit-on « leur » avec un s
function | fr | - | c'est quoi la différence entre « du » et « des »
function | fr | - | qu'est-ce qu'une élision en français
stem | fr | - | comment réparer une chasse d'eau qui coule
stem | fr | - | recette de bouillon de poulet maison
stem | fr | - | qu'est-ce qu'un tirage au sort équitable
stem | fr | - | comment fonctionne le classement FIFA
stem | fr | - | pourquoi les castors construisent-ils des barrages
generic | fr | - | que font les Québécois pendant les vacances de la construction
generic | fr | - | pourquoi le sucre est-il mauvais pour les dents
generic | fr | - | quels sont les jours fériés au Québec
generic | fr | - | pourquoi les gens mangent plus l'hiver
generic | fr | sugar shack meals; shack bookings | quoi faire en fin de semaine? j'ai des groupes samedi midi
generic | fr | cooking; celiac | qu'est-ce que je fais pour souper ce soir
idiom | fr | - | que veut dire « tirer la couverte de son bord »
idiom | fr | - | d'où vient l'expression « se sucrer le bec »
idiom | fr | - | que veut dire « c'est la goutte qui fait déborder le vase »
idiom | fr | - | que veut dire « avoir les yeux dans la graisse de bines »
idiom | fr | - | « être né pour un petit pain », ça vient d'où
idiom | fr | - | que veut dire « poser un lapin »
mixed | fr | - | comment on dit « cabane à sucre » en anglais
mixed | fr | - | c'est quoi « 김치 » exactement
mixed | fr | - | que veut dire « 사랑해 »
mixed | fr | - | comment traduire « maple syrup » en japonais
mixed | fr | - | que veut dire « sugar shack » pour un Américain
personal_none | fr | - | aide-moi à choisir un nouveau matelas
personal_none | fr | - | je veux apprendre à tricoter, par où commencer
personal_none | fr | - | mon lave-vaisselle lave mal, quoi faire
personal_none | fr | - | recommande-moi une série sur Netflix
personal_none | fr | - | comment j'arrête de me ronger les ongles
personal_none | fr | - | j'ai mal à une dent depuis hier soir
`;
