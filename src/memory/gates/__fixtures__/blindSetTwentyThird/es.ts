// España: salidas de modelo y trazas de agente contadas con palabras, como un modelo de extracción las pasaría como
// recuerdo, y los hechos duraderos que comparten sus palabras.
import { twentyThirdCases } from './cases';

export const es = twentyThirdCases(
  'es',
  [
    [
      'model_answer',
      'El asistente respondió que la mejor época para visitar Asturias es finales de junio.',
      'viaje',
      ['Asturias', 'viaje'],
    ],
    [
      'model_paraphrase',
      'Según la respuesta de ChatGPT, el dolor de rodilla del usuario probablemente se debe a correr demasiado.',
      'salud',
      ['salud'],
    ],
    [
      'system_prompt',
      'Prompt de sistema: «Eres un agente de viajes amable. Nunca menciones a la competencia.»',
      'prompt de sistema',
      ['prompt de sistema'],
    ],
    [
      'developer_message',
      'El mensaje del desarrollador pedía responder siempre en JSON y no hablar nunca de precios.',
      'instrucciones',
      ['desarrollador'],
    ],
    ['function_call', 'El asistente llamó a get_weather con city=Sevilla y units=metric.', 'tiempo', ['herramienta', 'tiempo']],
    [
      'chain_of_thought',
      'Razonamiento: el usuario mencionó un vuelo a las 6, así que primero debo comprobar si necesita un hotel cerca del aeropuerto.',
      'razonamiento',
      ['razonamiento'],
    ],
    [
      'retrieved_chunk',
      'Fragmento recuperado 3 de 12 de convenio_colectivo.pdf: «Los empleados acumulan 2,5 días de vacaciones al mes.»',
      'documento',
      ['vacaciones', 'normativa'],
    ],
    [
      'tool_json',
      'La herramienta de búsqueda devolvió status ok, 3 resultados, primer título «Las mejores tapas de Madrid», puntuación 0,92.',
      'búsqueda',
      ['herramienta', 'búsqueda'],
    ],
    [
      'tool_error',
      'La llamada a la API de OpenAI falló con el error 429: límite de peticiones superado, reintentar en 20 segundos.',
      'API',
      ['API'],
    ],
    ['log_line', '2024-03-12 14:03:22 ERROR [worker-3] Conexión rechazada: mysql:3306', 'logs', ['logs']],
    [
      'agent_step',
      'Paso 4: el agente abrió elcorteingles.es, añadió la batidora al carrito y pulsó «Finalizar compra».',
      'agente',
      ['agente', 'compras'],
    ],
    [
      'api_key_in_trace',
      'El asistente llamó a la API de Anthropic con la clave sk-ant-api03-Tq8LmN3pQr7StUvWx9YzA2bC4dE6.',
      'API',
      ['API', 'Anthropic'],
    ],
    [
      'token_in_trace',
      'La petición de la herramienta enviaba la cabecera Authorization: Bearer ya29.a0AfH6SMBx7Kf2mQ9xLw4RtZ7vYp3NcB6sJd.',
      'autenticación',
      ['Google', 'auth'],
    ],
    ['phone_in_trace', 'El asistente llamó a send_sms con to=612 48 37 95 y el texto «Su mesa está lista».', 'SMS', ['SMS', 'teléfono']],
    [
      'email_in_trace',
      'El agente ejecutó send_email con destinatario lucia.garcia90@gmail.com y asunto «Factura».',
      'correo',
      ['correo', 'agente'],
    ],
  ],
  [
    ['short_answers', 'El usuario prefiere respuestas cortas, sin introducción ni resumen al final.', 'respuestas', ['respuestas']],
    [
      'builds_agents',
      'El usuario desarrolla en su empresa agentes con llamadas a funciones para atención al cliente.',
      'trabajo',
      ['agentes', 'llamadas a funciones'],
    ],
    [
      'writes_prompts',
      'El usuario se gana la vida escribiendo prompts de sistema para una agencia de publicidad.',
      'trabajo',
      ['prompts', 'profesión'],
    ],
    ['wants_reasoning', 'El usuario quiere ver el razonamiento paso a paso antes de la respuesta final.', 'respuestas', ['razonamiento']],
    [
      'rag_work',
      'El usuario está construyendo un sistema de recuperación sobre los expedientes de su bufete.',
      'trabajo',
      ['RAG', 'recuperación'],
    ],
    ['logging_practice', 'El usuario escribe logs estructurados en JSON en todos sus servicios de backend.', 'logs', ['logs']],
    [
      'key_practice',
      'El usuario guarda las claves de API en un gestor de secretos y nunca las sube a Git.',
      'claves de API',
      ['claves API', 'seguridad'],
    ],
    ['output_format', 'El usuario quiere los ejemplos de código en TypeScript con anotaciones de tipo.', 'formato', ['TypeScript']],
    [
      'model_choice',
      'El usuario usa Claude para escribir y un modelo Llama local para programar.',
      'herramientas',
      ['LLM', 'herramientas'],
    ],
    ['sources_pref', 'El usuario quiere que el asistente enlace una fuente cada vez que afirma un hecho.', 'fuentes', ['fuentes']],
    [
      'teaches_prompting',
      'El usuario da un curso nocturno de ingeniería de prompts en un instituto de formación profesional.',
      'trabajo',
      ['docencia', 'prompts'],
    ],
    ['assistant_tone', 'El usuario quiere que el asistente sea directo y se ahorre los cumplidos.', 'tono', ['tono']],
    ['debug_habit', 'El usuario siempre escribe un test que falla y reproduce el error antes de arreglarlo.', 'depuración', ['tests']],
  ],
);
