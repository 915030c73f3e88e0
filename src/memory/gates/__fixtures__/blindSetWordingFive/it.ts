import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const it: readonly BlindCase[] = [
  ...grouped('it', 'refuse', {
    now_state: ["L'utente è in aeroporto in questo momento.", "L'utente è bloccato nel traffico mentre torna a casa."],
    near_plan: [
      "L'utente vola a Lisbona martedì prossimo.",
      "L'utente ha appuntamento dal dentista venerdì.",
      "L'utente andrà a ritirare la macchina nuova dopo pranzo.",
    ],
    mood_illness: [
      "L'utente è parecchio giù di morale stasera.",
      "L'utente è a letto con il raffreddore.",
      "L'utente ha i postumi di una sbornia.",
    ],
    one_off: [
      "L'utente ha perso l'ultimo treno e ha preso un taxi.",
      "L'utente ha rovesciato il caffè sul portatile stamattina.",
      "L'utente ha vinto la lotteria alla festa aziendale.",
    ],
    guess_hearsay: [
      "L'utente sarebbe infermiere, a giudicare dai turni.",
      "Secondo un collega, l'utente si trasferirebbe a Milano.",
      "Può darsi che l'utente sia vegetariano.",
    ],
    ends_with_event: [
      "L'utente sta da un amico finché l'appartamento non è pronto.",
      "L'utente va in stampelle finché non gli tolgono il gesso.",
      "L'utente vive tra gli scatoloni fino all'arrivo del trasloco.",
    ],
    chat: ['utente in palestra ahah', 'utente stanchissimo cmq 😴', 'utente domani dorme da sua mamma'],
    trailing_hedge: ["L'utente lavora in banca, credo.", "L'utente ha due sorelle, se non sbaglio."],
  }),
  ...grouped('it', 'accept', {
    habit_time: [
      "L'utente corre ogni mattina prima del lavoro.",
      "L'utente beve sempre un tè dopo cena.",
      "L'utente legge un'ora ogni sera.",
    ],
    past_dated: [
      "L'utente si è laureato nel 2015.",
      "L'utente si è trasferito in Canada nel marzo 2018.",
      "L'utente si è sposato a giugno dell'anno scorso.",
    ],
    lasting_condition: ["L'utente ha il diabete di tipo 1.", "L'utente è daltonico.", "L'utente è allergico alla penicillina."],
    time_preference: [
      "L'utente preferisce che le riunioni siano di mattina.",
      "L'utente vorrebbe ricevere i promemoria la domenica sera.",
      "L'utente non vuole notifiche dopo le 22.",
    ],
    title_name: ["Il film preferito dell'utente è «Prima dell'alba».", "L'utente suona la chitarra in una band chiamata «Domani Mattina»."],
    quoted: ["Il motto dell'utente è «vivi l'oggi».", "La canzone preferita dell'utente è «Ieri»."],
    for_years: ["L'utente è vegetariano da anni.", "L'utente lavora come infermiere da dodici anni."],
    since_year: ["L'utente vive a Oslo dal 2019.", "L'utente gioca a scacchi fin da bambino."],
    recurring_day: ["L'utente gioca a calcio ogni giovedì.", "L'utente chiama sua madre la domenica."],
  }),
];
