import { group } from './cases';

export const IT = [
  ...group('it', 'refuse', {
    media_now: [
      'Sta leggendo un romanzo di Elena Ferrante in questo periodo.',
      'Questa settimana è fissato con una serie tedesca.',
      'Ultimamente ascolto a ripetizione il nuovo album dei Måneskin.',
      'Si sta guardando un drama coreano tutto d’un fiato.',
    ],
    hobby_now: ['Da un mese si è appassionato al padel.', 'Frequenta un corso di ceramica questo trimestre.'],
    progress_now: ['È a metà di un puzzle da mille pezzi.', 'Deve restituire un libro alla biblioteca entro venerdì.'],
  }),
  ...group('it', 'accept', {
    lasting_media: ['Il suo autore preferito è Calvino.', 'Ama il jazz.', 'Ha letto tutti i romanzi di Murakami.'],
    lasting_hobby: ['Gioca a scacchi la domenica.', 'Suona il violoncello da quando era bambino.', 'Colleziona vinili.'],
    lasting_habit: ['Guarda ogni gara di Formula 1.', 'Legge prima di dormire.'],
  }),
];
