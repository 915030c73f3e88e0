// España: un export de WhatsApp, una cadena de respuestas de Outlook, un SMS del BBVA, la transcripción de Meet, el chat
// de Movistar, journalctl, una llamada a herramienta en JSON y una fila del Excel de gastos.
import { nineteenthCases } from './cases';

const subjects = {
  chat_export: 'Familia',
  email_chain: 'Trabajo',
  sms_code: 'Banco',
  transcript: 'Reuniones',
  support_chat: 'Fibra',
  log_lines: 'Servidor',
  api_json: 'Viajes',
  spreadsheet_row: 'Gastos',
  messenger_choice: 'Mensajería',
  export_habit: 'Copias',
  commit_language: 'Git',
  log_tooling: 'Logs',
  subtitles: 'Series',
  keyboard: 'Teclado',
  oncall_job: 'Trabajo',
  email_habit: 'Correo',
};

export const es = [
  ...nineteenthCases('es', 'refuse', subjects, {
    chat_export: ['[14/3/26, 21:14:05] Mamá: ¿Vienes el domingo a comer?\n[14/3/26, 21:16:22] Tú: Sí, sobre las dos.'],
    email_chain: [
      'De: Lucía Fernández <lucia.fernandez@grupo-alba.es>\nEnviado el: martes, 3 de marzo de 2026 16:12\nPara: Javier Ruiz\nAsunto: RE: Presupuesto segundo trimestre\nJavier, ¿puedes confirmarlo antes del viernes?',
    ],
    sms_code: ['SMS reenviado: "BBVA: Tu código de verificación es 482913. No lo compartas con nadie."'],
    transcript: [
      'Transcripción de la reunión en Meet: 00:14:32 Marta Gil: Lanzamos la beta el día 20. 00:14:41 Pablo Sanz: Solo si QA da el visto bueno.',
    ],
    support_chat: [
      'Chat con Movistar: Agente Laura: Gracias por esperar. Tú: ¿Cuándo vuelve la fibra? Agente Laura: La reparación está prevista para mañana entre las 9:00 y las 14:00.',
    ],
    log_lines: ['mar 14 02:17:45 servidor systemd[1]: No se pudo iniciar postgresql.service - PostgreSQL RDBMS.'],
    api_json: [
      '{"herramienta":"buscar_vuelos","argumentos":{"origen":"MAD","destino":"BCN","fecha":"2026-03-20"},"resultado":[{"vuelo":"IB3012","precio":"89,00 €"}]}',
    ],
    spreadsheet_row: ['Fila copiada del Excel de gastos: 14/03/2026\tMercadona\tAlimentación\t-87,45 €\tTarjeta'],
  }),
  ...nineteenthCases('es', 'accept', subjects, {
    messenger_choice: ['Prefiere Telegram a WhatsApp porque puede usarlo en el ordenador sin el móvil.'],
    export_habit: ['Hace copia de sus chats de WhatsApp cada mes en Google Drive.'],
    commit_language: ['Escribe los mensajes de commit en inglés y en imperativo.'],
    log_tooling: ['Lee los logs con less y busca con la barra.'],
    subtitles: ['Ve las series en versión original con subtítulos en español.'],
    keyboard: ['Usa un teclado con distribución alemana desde que vivió en Berlín.'],
    oncall_job: ['Trabaja como SRE y está de guardia una semana de cada cuatro.'],
    email_habit: ['Contesta los correos los lunes por la mañana.'],
  }),
];
