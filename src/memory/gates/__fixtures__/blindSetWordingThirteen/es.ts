import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    field_state: ['Ánimo: estresado (semana de exámenes)', 'Estado: de baja médica hasta el vie.', 'Energía: baja, saliendo de una gripe'],
    marker: ['🤒 en cama con resfriado, gimnasio en pausa', '#temporal durmiendo en el sofá de un amigo'],
    qualifier: ['Editor: VS Code (por ahora)', 'trabaja en Telefónica (?)'],
    short_date: ['en Sevilla hasta el 12/03, luego Madrid', 'teletrabajo hasta el 30/11, oficina en obras'],
    crm_now: ['Cliente actualmente evaluando Notion vs. Confluence', 'Cliente parece sensible al precio'],
    guess_mark: ['prob. enfermero, menciona turnos de noche', '¿vive en Valencia?'],
    fragment: ['- buscando trabajo, entrevistas toda la semana', 'El usuario está actualmente en el proceso de mudarse.'],
  }),
  ...group('es', 'accept', {
    field_lasting: ['Dieta: vegetariana', 'Alergia: penicilina', 'Religión: católica'],
    field_schedule: ['Gimnasio: lun/mié/vie', 'Clase de piano: martes 17 h'],
    dated_project: ['Proyecto: restaurar un velero de 1968, desde 2021', 'Tesis: islas de calor urbanas, defensa en 2029'],
    terse_trait: ['Carácter: introvertido, recarga a solas', 'Noctámbulo, rinde más después de las 22 h'],
    title_time: ['Serie favorita: "El Ministerio del Tiempo"', 'Película favorita: "Mientras dure la guerra"'],
    crm_lasting: ['Cliente prefiere correo a llamadas', 'Cliente: sede en Bilbao'],
    marked_lasting: ['🌱 vegano desde 2015', '#preferencia asiento de ventanilla'],
  }),
];
