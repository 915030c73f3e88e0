import { group } from './cases';

export const IT = [
  ...group('it', 'accept', {
    faith: ['È cattolica praticante e va a messa ogni domenica.', 'Non credo agli oroscopi.'],
    firm_opinion: ['Pensa che i tab siano meglio degli spazi.', "Secondo me Lisbona è la città migliore d'Europa in cui vivere."],
    principle: ['È convinto che ogni bambino debba imparare a nuotare.', "Credo fermamente che l'auto si paghi in contanti."],
    self_view: ['Si considera un introverso.', 'So di essere negata per la matematica, quindi controllo sempre le bollette due volte.'],
    uncertainty_habit: ["Non si fida mai delle app meteo e porta sempre l'ombrello.", 'Quando viaggio mi preparo sempre al peggio.'],
    hedged_taste: ["Preferisce senz'altro il posto corridoio nei voli lunghi.", 'Di sicuro non sono una persona mattiniera.'],
    doubt_name: ['La sua canzone preferita è «Chissà se lo sai» di Lucio Dalla.', 'Sono cliente fisso di un bar che si chiama Forse.'],
    other_belief: ['Sua moglie è buddista.', 'I miei genitori sono testimoni di Geova, quindi in famiglia non festeggiamo il Natale.'],
  }),
  ...group('it', 'refuse', {
    control_guess: [
      'Sembra stressato oggi.',
      'Forse è incinta.',
      "Probabilmente si trasferirà l'anno prossimo.",
      "L'assistente suppone che l'utente sia uno studente.",
    ],
  }),
];
