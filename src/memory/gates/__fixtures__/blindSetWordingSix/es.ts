import type { BlindCase } from '../blindCase';
import { grouped } from './cases';

export const es: readonly BlindCase[] = [
  ...grouped('es', 'refuse', {
    relative_day: [
      'El usuario tiene una entrevista de trabajo pasado mañana.',
      'La usuaria apenas pegó ojo anoche.',
      'El usuario les cocina esta noche a sus suegros.',
    ],
    bounded_future: [
      'El usuario va a trabajar desde la oficina de Valencia durante las próximas dos semanas.',
      'Hasta que termine el cuatrimestre, la usuaria no toma café.',
    ],
    in_progress: [
      'El usuario está en plena mudanza.',
      'La usuaria está haciendo las maletas para las vacaciones.',
      'El usuario anda liado con la declaración de la renta.',
    ],
    slang_state: ['El usuario está hecho polvo, reventado.', 'La usuaria está de bajón hoy.'],
    assistant_guess: [
      'El usuario seguramente es estudiante de doctorado.',
      'Por sus preguntas, la usuaria parece trabajar en finanzas.',
      'Da la impresión de que el usuario tiene hijos.',
    ],
    one_remark: [
      'Como mencionó un trayecto largo, el usuario debe de vivir en las afueras.',
      'La usuaria preguntó por los visados, así que probablemente piensa emigrar.',
    ],
    modal_possibility: ['Puede que el usuario sea alérgico a los gatos.', 'La usuaria quizás cambió de trabajo hace poco.'],
    wish_question: ['El usuario no sabe si dejar su trabajo.'],
    temp_location: [
      'El usuario se aloja esta semana en un hotel cerca de IFEMA.',
      'La usuaria está pasando las fiestas en casa de sus padres en Sevilla.',
    ],
    temp_work: ['El usuario está de guardia este finde.'],
    one_off_buy: ['La usuaria acaba de pillarse una bici de segunda mano por 80 euros en Wallapop.'],
  }),
  ...grouped('es', 'accept', {
    habit_same_words: [
      'Los viernes el usuario suele estar cansado después del trabajo y prefiere una noche tranquila.',
      'La usuaria visita a sus padres un domingo sí y otro no.',
      'El usuario lee media hora todas las noches antes de dormir.',
      'La usuaria teletrabaja los lunes y los jueves.',
    ],
    lasting_condition: [
      'El usuario es celíaco y no puede tomar gluten.',
      'La usuaria tiene una alergia grave a las picaduras de abeja.',
      'El usuario sufre migrañas crónicas desde la adolescencia.',
    ],
    time_preference: [
      'La usuaria prefiere agendar las llamadas antes de comer.',
      'El usuario quiere que los recordatorios lleguen la noche anterior, no el mismo día.',
      'La usuaria prefiere entrenar tarde por la noche.',
    ],
    dated_past: [
      'El usuario se mudó a Lyon en 2019.',
      'La usuaria se doctoró en química en 2016.',
      'De niño, el usuario vivió tres años en Seúl.',
    ],
    life_plan: ['El usuario piensa jubilarse en Portugal.', 'La usuaria ahorra para comprarse algún día una casa en el campo.'],
    title_quote: [
      'La novela favorita del usuario es «Cien años de soledad».',
      'A la usuaria le encanta el bolero «Esta tarde vi llover».',
      'El lema del usuario es «No dejes para mañana lo que puedas hacer hoy».',
    ],
    lasting_work: [
      'La usuaria es enfermera de la UCI y trabaja en el turno de noche.',
      'El usuario es técnico informático en un hospital y hace guardias por turnos.',
    ],
    for_years_since: ['El usuario vive en el mismo piso desde hace más de diez años.', 'La usuaria es vegetariana desde 2012.'],
  }),
];
