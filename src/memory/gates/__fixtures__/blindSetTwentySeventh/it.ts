// Italiano: Volare, carta Fidaty, PNR, codice della camera d'albergo, polizza sanitaria, ricetta elettronica, matricola
// e badge, ClasseViva, indirizzo bitcoin, Revolut, Activision ID, licenza Adobe, numero di serie, POD della luce,
// telecomando del cancello e palestra con i loro valori; dall'altra parte gli stessi servizi come fatti duraturi.
import { twentySeventhCases } from './cases';

export const it = twentySeventhCases(
  'it',
  [
    ['loyalty_number', "Il numero Volare dell'utente è 4827391650.", 'viaggi', ['ITA Airways']],
    ['loyalty_number', "La carta Fidaty dell'utente ha il numero 0482739165.", 'spesa', ['Esselunga']],
    ['booking_code', "Il codice PNR del volo Ryanair dell'utente per Bari è TQ7XKM.", 'viaggi', ['Ryanair']],
    ['door_code', "Il codice della porta della camera d'albergo dell'utente a Roma è 5519.", 'viaggi', ['hotel']],
    ['health_member', "La polizza sanitaria UniSalute dell'utente ha il numero 482739165.", 'salute', ['assicurazione']],
    ['patient_number', "Il numero della ricetta elettronica (NRE) dell'utente è 080A14827391652.", 'salute', ['ricetta']],
    ['school_work_number', "Il numero di matricola dell'utente al Politecnico di Milano è 948273.", 'studio', ['Politecnico']],
    ['school_work_number', "Il numero del badge aziendale dell'utente in Enel è 4827391.", 'lavoro', ['badge']],
    ['portal_login', "L'utente entra in ClasseViva con l'utente S4827391X e la chiave Girasole24.", 'scuola', ['ClasseViva']],
    ['crypto_address', "L'indirizzo bitcoin dell'utente è 35JR1tHbMT2GAm5FGgVxv5yPGfBurDjptx.", 'cripto', ['bitcoin']],
    ['payment_handle', "L'utente si fa ridare i soldi su Revolut a @marcob88.", 'pagamenti', ['Revolut']],
    ['gamer_code', "L'Activision ID dell'utente è LupoGrigio#4827193.", 'giochi', ['Call of Duty']],
    ['licence_key', "Il codice di licenza di Photoshop dell'utente è 1325-4827-3916-5027-1937-2204.", 'software', ['Adobe']],
    ['device_serial', "Il numero di serie della Nintendo Switch dell'utente è XAW10048273916.", 'dispositivi', ['Switch']],
    ['utility_number', "Il codice POD della luce di casa dell'utente è IT001E48273916.", 'casa', ['luce']],
    ['pickup_code', "Il codice del telecomando del cancello dell'utente è 7391.", 'casa', ['cancello']],
    ['membership_number', "Il numero di tessera della palestra dell'utente (McFit) è 38274916.", 'sport', ['palestra']],
  ],
  [
    ['loyalty_practice', "L'utente vola spesso con ITA Airways e accumula punti Volare.", 'viaggi', ['ITA Airways']],
    ['loyalty_practice', "L'utente fa la spesa all'Esselunga e usa sempre la carta Fidaty.", 'spesa', ['Esselunga']],
    ['public_route', "L'utente prende ogni venerdì il Frecciarossa 9541 da Milano a Roma.", 'viaggi', ['treni']],
    ['health_practice', "L'utente ha un'assicurazione sanitaria integrativa tramite l'azienda.", 'salute', ['assicurazione']],
    ['school_work_practice', "L'utente controlla ClasseViva ogni sera per i voti dei figli.", 'scuola', ['ClasseViva']],
    ['crypto_practice', "L'utente tiene i suoi ether su un wallet hardware e non li lascia sugli exchange.", 'cripto', ['ethereum']],
    ['payment_practice', "L'utente preferisce Satispay per pagare il caffè al bar.", 'pagamenti', ['Satispay']],
    ['gaming_practice', "L'utente gioca a FIFA sulla PS5 con gli amici il sabato sera.", 'giochi', ['PS5']],
    ['product_model', "La lavatrice dell'utente è una Candy CS 1410TE.", 'casa', ['Candy']],
    ['service_hours', "La palestra dell'utente apre alle 7 e chiude alle 22, lui ci va in pausa pranzo.", 'sport', ['palestra']],
    ['id_kind_name', "L'utente sa che il codice fiscale e la partita IVA sono cose diverse.", 'tasse', ['documenti']],
    ['service_preference', "L'utente preferisce ritirare i pacchi in un punto di ritiro invece che a casa.", 'pacchi', ['consegne']],
  ],
);
