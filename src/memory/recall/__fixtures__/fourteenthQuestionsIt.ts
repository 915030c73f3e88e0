// The fourteenth blind aboutness set's questions in Italian, written before the recall rules were read.
// Lines: `category | language | expected subjects (;) or - | question`.

export const FOURTEENTH_IT_LINES = `
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings; Jonas gout; lactose intolerance; recipe book; Christmas seadas; Efisio meds timing; Thermomix | Prepara un menù settimanale per Leone con i carboidrati di ogni piatto
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Quanti carboidrati ha un piatto di culurgiones per mio figlio?
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Leone ha 55 di glicemia dopo la partita, cosa gli do?
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Il sensore Dexcom di Leone si stacca sempre in palestra, come lo fisso?
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Cosa deve sapere l'allenatore del Nuoro sul diabete di Leone?
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Lista delle cose da mettere in valigia per la gita di Leone a Roma
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Mio figlio vuole dormire da un amico, come gestiamo il microinfusore di notte?
direct | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Come allenare un portiere di 12 anni sulle uscite alte?
direct | it | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Stella vuole un cavallo suo, quanto costa mantenerlo in Sardegna?
direct | it | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Che crema usare sulle mani di Stella quando si screpolano?
direct | it | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Come posso aiutare mia figlia a imparare il tedesco per parlare con la nonna?
direct | it | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Regalo per il compleanno di Stella, qualcosa sui cavalli
direct | it | daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings | Le lezioni al maneggio costano troppo, ci sono alternative per mia figlia?
direct | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Esercizi di equilibrio per mio padre con il Parkinson
direct | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Efisio trema di più la sera, bisogna cambiare gli orari del Sinemet?
direct | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Come funziona la visita per l'indennità di accompagnamento di mio padre?
direct | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Papà vuole scendere in cortile da solo, come lo rendo sicuro?
direct | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | Quante ore in più potrebbe venire la badante per il babbo?
direct | it | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Ricette senza frutti di mare per Jonas che ha la gotta
direct | it | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Jonas può bere un bicchiere di Cannonau con l'allopurinolo?
direct | it | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Quando torna Jonas dal turno al parco eolico facciamo una cena, idee?
direct | it | husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; tenore choir; Bremen years | Che regalo fare a mio marito tifoso del Werder?
direct | it | mother-in-law Helga; Helga flights; Stella German | Chi va a prendere Helga a Olbia se Jonas è di turno?
direct | it | mother-in-law Helga; Helga flights; Stella German | Cosa fare con la suocera in tre settimane d'estate in Barbagia?
direct | it | dog Pepe; Pepe leishmaniasis; Pepe collar | Pepe non mangia da ieri, può essere la leishmania?
direct | it | dog Pepe; Pepe leishmaniasis; Pepe collar | Ogni quanto devo fare gli esami del sangue al cane per la leishmaniosi?
direct | it | dog Pepe; Pepe leishmaniasis; Pepe collar; flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Il cane morde le pecore quando le spinge nel recinto, come lo correggo?
direct | it | cat Dante; Dante kidneys | La gatta vomita il cibo renale, posso cambiarlo?
direct | it | cat Dante; Dante kidneys | Quanta acqua deve bere Dante al giorno?
direct | it | donkey Vespa; Vespa hooves | Vespa zoppica dopo il pareggio degli zoccoli, è normale?
direct | it | donkey Vespa; Vespa hooves; daughter Stella; Stella eczema; Stella German; Stella pony; Stella riding; children's savings; son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip | Quanti bambini può portare in groppa l'asina alla festa?
direct | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Piano vaccinale del gregge per il 2026
direct | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Quando chiamare i tosatori di Fonni quest'anno?
direct | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Pavarotti è troppo vecchio per la monta, quando lo sostituisco?
direct | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | La conta delle cellule somatiche è salita, cosa controllo nella sala di mungitura?
direct | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Come preparo l'ovile per gli agnelli di novembre?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Il mio Fiore Sardo fa l'occhiatura, dove sbaglio?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | A che temperatura rompo la cagliata per il Fiore Sardo?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Quanto deve stagionare il pecorino nella grotta prima della vendita?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Scrivi una scheda del Fiore Sardo per il consorzio
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Come affumico la ricotta senza che sappia di bruciato?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Cosa controllerà l'ASL a marzo nel caseificio?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall; new labels | Che scritte devono esserci sull'etichetta del pecorino a latte crudo?
direct | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Quanti formaggi portare al mercato di sabato a Nuoro?
direct | it | casu marzu | Posso regalare il casu marzu dello zio a un amico tedesco?
direct | it | cheese cave; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese vat; HACCP; cheese award; market stall | Come tengo l'umidità all'85 % nella grotta di granito?
direct | it | cheese award; cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; market stall | Scrivi un post per annunciare il bronzo ai World Cheese Awards
direct | it | PSR grant | A che punto può essere la mia domanda PSR per la mungitura?
direct | it | mortgage; savings | Conviene surrogare il mutuo con il Banco di Sardegna?
direct | it | accountant | Cosa devo portare alla commercialista per la dichiarazione?
direct | it | milk price | Come negoziare con la cooperativa un prezzo del latte più alto?
direct | it | children's savings | Il libretto postale dei bambini rende qualcosa o cambio?
direct | it | drought insurance; fire risk | L'assicurazione sulla siccità copre anche un incendio del pascolo?
direct | it | Hashimoto; thyroid pill timing | Posso prendere l'Eutirox insieme al ferro?
direct | it | Hashimoto; thyroid pill timing | Sono sempre stanca con la tiroidite, cosa posso mangiare?
direct | it | lactose intolerance | Il mio pecorino stagionato contiene ancora lattosio?
direct | it | agriturismo | Quali permessi servono per fare un agriturismo nel vecchio ovile?
direct | it | recipe book; late mother | Aiutami a scrivere l'introduzione del libro di ricette della mamma
direct | it | Christmas seadas; recipe book | Quanto miele di corbezzolo serve per 20 seadas?
direct | it | launeddas | Come si fa la respirazione circolare per suonare le launeddas?
direct | it | tenore choir; husband Jonas; Jonas gout; Jonas shifts; Jonas boat; Jonas Werder; Jonas truck; Bremen years | Il coro a tenore di Jonas cerca un nuovo nome per il disco, proposte?
direct | it | Panda 4x4 | La Panda 4x4 non parte col freddo, cosa può essere?
direct | it | moka coffee | La moka da tre fa il caffè acquoso, perché?
direct | it | olive trees | Quando potare gli ulivi di Bosana?
direct | it | wild boar fence | Il recinto elettrico non ferma più i cinghiali, quanti volt servono?
direct | it | Sant'Efisio feast | Dove parcheggiare a Cagliari il primo maggio per la processione?
direct | it | brother Gavino; Gavino lobster | Gavino vuole vendere la barca, quanto vale un peschereccio di 10 metri?
direct | it | Japan export; Hokkaido trip | Cosa regalare ai casari di Tokachi quando andiamo in Hokkaido?
direct | it | back disc | Esercizi per la schiena da fare dopo la mungitura
direct | it | instructions for Oleg; worker Oleg | Scrivi per Oleg le istruzioni per pulire la sala di mungitura
direct | it | solar panels | Mi conviene una batteria per i pannelli del caseificio?
implicit | it | son Leone; Leone diabetes; Leone football; Leone carbs; Leone hypos; Leone school trip; children's savings | Un bambino di 12 anni può fare il portiere con il microinfusore addosso?
implicit | it | father Efisio; Efisio Parkinson; Efisio meds timing; Efisio falls; Efisio caregiver; Efisio allowance | La levodopa va presa lontano dalla carne?
implicit | it | cheesemaker; Fiore Sardo DOP; rennet; smoked ricotta; cheese cave; cheese vat; HACCP; cheese award; market stall | Il caglio di agnello in pasta va bene per un pecorino a latte crudo?
implicit | it | flock; mastitis; bluetongue; shearing; lambing; ram Pavarotti; milking parlour; vet Mele; worker Oleg | Le pecore sarde si mungono due volte al giorno anche d'inverno?
implicit | it | cat Dante; Dante kidneys | Le crocchette renali vanno date per sempre?
personal_none | it | - | Mi aiuti a scrivere una mail per disdire la palestra?
personal_none | it | - | Ho mal di gola da tre giorni, cosa prendo?
personal_none | it | - | Consigliami una serie da vedere stasera
personal_none | it | - | Come tolgo una macchia di vino dalla tovaglia?
personal_none | it | - | Mi si è rotta la lavatrice, riparo o la cambio?
homograph | it | - | Chi ha inventato la Vespa Piaggio?
homograph | it | - | Quanti anni vive un leone allo zoo?
homograph | it | - | Perché le stelle cadenti si vedono ad agosto?
homograph | it | - | Come si coltiva il peperoncino sul balcone?
homograph | it | - | Cos'è l'ariete idraulico?
name | it | - | In che anno è morto Luciano Pavarotti?
name | it | - | Perché Dante Alighieri fu esiliato da Firenze?
name | it | - | Quali film ha girato Sergio Leone?
name | it | - | Chi era Grazia Deledda?
name | it | - | Chi è Jonas Vingegaard?
place | it | - | Cosa vedere a Nuoro in un giorno
place | it | - | Come arrivare alla grotta di Ispinigoli da Oliena
place | it | - | Traghetti da Olbia a Livorno
place | it | - | Cosa mangiare a Bologna
brand | it | - | La Fiat Panda nuova è ibrida?
brand | it | - | Quanto costa un Bimby TM7?
brand | it | - | Storia della Bialetti e dell'omino coi baffi
brand | it | - | Il Banco di Sardegna fa parte di BPER?
topic | it | - | Come si fa la mozzarella di bufala?
topic | it | - | Cos'è la lingua blu dei ruminanti?
topic | it | - | Come funziona l'IVA agricola in Italia?
topic | it | - | Come si suona la zampogna?
topic | it | - | Cos'è il canto a tenore patrimonio UNESCO?
subword | it | - | Cos'è il cagnotto?
subword | it | - | Come si fa il pancotto?
subword | it | - | Cos'è il caprifoglio?
function | it | - | Quando si usa "ne" in italiano?
function | it | - | Differenza tra "per" e "da" nelle frasi di tempo
stem | it | - | Come si munge una mucca?
stem | it | - | Da dove viene la parola formaggio?
generic | it | - | Quanto dura un mutuo in media in Italia?
generic | it | - | Quanto costa mantenere un cane all'anno?
idiom | it | - | Cosa vuol dire "essere la pecora nera"?
idiom | it | - | Da dove viene "cercare il pelo nell'uovo"?
idiom | it | - | Che significa "avere un cuore di leone"?
mixed | it | - | Come si dice "formaggio" in giapponese?
mixed | it | - | Che vuol dire "Käse" in tedesco?
`;
