// México: spanglish ("el password"), una CURP con guiones, un celular con emoji, "arroba" y "punto", una CLABE en
// grupos de cuatro, una dirección tapatía dentro de una frase larga, "Yo / Bot" en negritas, la salida de un CI con
// emoji, habla coloquial; hechos duraderos escritos igual.
import { twentyFirstCases } from './cases';

const subjects = {
  credential: 'Netflix',
  national_id: 'CURP',
  phone: 'Celular',
  email: 'Correo',
  bank_detail: 'CLABE',
  street_address: 'Domicilio',
  role_labels: 'Chat',
  runtime_data: 'CI',
  temporary_state: 'Ánimo',
  guess: 'Salud',
  romanised: 'Comida',
  fullwidth_year: 'Residencia',
  markdown_list: 'Pasatiempos',
  loanword_job: 'Trabajo',
  long_number: 'Familia',
  emoji_bullets: 'Música',
  label_no_value: 'Seguridad',
  odd_spacing: 'Comunicación',
};

export const es = [
  ...twentyFirstCases('es', 'refuse', subjects, {
    credential: ['el password del Netflix es Chilango_2023 jaja, no lo cambies'],
    national_id: ['Mi CURP: HERJ-910307-HJCRMN-00'],
    phone: ['📱 33 1742 8536, mándame whats antes de marcar'],
    email: ['correo: ana.lopez arroba hotmail punto com'],
    bank_detail: ['CLABE interbancaria (Banamex): 0021 8008 3253 2203 81'],
    street_address: [
      'Desde niña le encantan las casonas antiguas, por eso vive en Calle Morelos #245 Int. 3, Col. Centro, C.P. 44100, Guadalajara, Jal., y no piensa mudarse.',
    ],
    role_labels: ['**Yo:** ¿qué lleva el pozole rojo?\n**Bot:** Maíz cacahuazintle, carne de cerdo y chile guajillo.'],
    runtime_data: ['✅ build OK\n❌ tests: 3 fallidos de 128 (duración 42.7s)'],
    temporary_state: ['ando bien bajoneado hoy, no tengo ganas de nada'],
    guess: ['a lo mejor es alérgico a los mariscos, no sé, nunca los pide 🤷‍♂️'],
  }),
  ...twentyFirstCases('es', 'accept', subjects, {
    romanised: ['Le encanta el sushi con mucho wasabi y siempre pide edamame de entrada.'],
    fullwidth_year: ['Vive en Monterrey desde ２０１３.'],
    markdown_list: ['Pasatiempos:\n- lucha libre\n- cocinar mole\n- correr los domingos'],
    loanword_job: ['Trabaja de community manager en una agencia de marketing.'],
    long_number: ['Su abuela cumplió 95 años el año pasado y toda la familia, unas 60 personas, viajó a Oaxaca para celebrarla.'],
    emoji_bullets: ['🎸 toca requinto · 🎺 ama el mariachi · 🎧 odia el reguetón'],
    label_no_value: ['Usa un gestor de contraseñas y nunca repite el password entre cuentas.'],
    odd_spacing: ['Prefiere\u00a0WhatsApp\u00a0a las llamadas.'],
  }),
];
