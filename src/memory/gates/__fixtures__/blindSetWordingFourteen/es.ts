import { twins } from './cases';

export const ES = twins('es', {
  pref: [
    ['El usuario come vegetariano este mes.', 'El usuario come vegetariano.'],
    ['Seguramente prefiere el modo oscuro.', 'Prefiere el modo oscuro.'],
  ],
  fact: [
    ['Vivo en Sevilla de momento.', 'Vivo en Sevilla desde niña.'],
    ['Dicen que la usuaria creció en Bilbao.', 'La usuaria creció en Bilbao.'],
  ],
  health: [
    ['Parece alérgico al marisco.', 'Es alérgico al marisco.'],
    ['No bebo alcohol hasta la operación.', 'No bebo alcohol nunca.'],
  ],
  work: [
    ['El usuario está de baja.', 'El usuario trabaja de noche.'],
    ['A lo mejor dirige un equipo de doce personas.', 'Dirige un equipo de doce personas.'],
  ],
  family: [
    ['Mi madre vive con nosotros temporalmente.', 'Mi madre vive con nosotros.'],
    ['El usuario debe de tener tres hijas.', 'El usuario tiene tres hijas.'],
  ],
  plan: [
    ['Quizá se prepare para el maratón de Berlín 2027.', 'Se prepara para el maratón de Berlín 2027.'],
    ['Estudio coreano este cuatrimestre.', 'Estudio coreano desde hace años.'],
  ],
  habit: [
    ['El usuario se salta el desayuno últimamente.', 'El usuario siempre se salta el desayuno.'],
    ['Durante las vacaciones nado cada mañana a las seis.', 'Entre semana nado cada mañana a las seis.'],
  ],
  instr: [['Contesta en inglés hasta el viernes.', 'Contesta en inglés hasta nuevo aviso.']],
});
