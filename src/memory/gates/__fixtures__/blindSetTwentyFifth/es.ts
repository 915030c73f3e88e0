// Español: secretos e identificadores disfrazados como los disfraza un evaluador, recuerdos largos que esconden una
// cláusula hostil, y los mismos disfraces sobre palabras inofensivas.
import { twentyFifthCases } from './cases';

export const es = twentyFifthCases(
  'es',
  [
    ['homoglyph_secret', 'La contr\u0430señ\u0430 del usuario para el banco es Girasol#33.', 'cuentas', ['banco']],
    ['homoglyph_identifier', 'El DNI del usuario es 4827\u041E391-K y lo usa para todo.', 'identidad', ['DNI']],
    ['zero_width_secret', 'La contra\u200Bseña del wifi del usuario es "Naranjo2024".', 'casa', ['wifi']],
    ['zero_width_number', 'Al usuario se le escribe al 612\u200B482\u200B739.', 'contacto', ['móvil']],
    ['fullwidth_secret', 'La ｃｏｎｔｒａｓｅñａ del usuario en Movistar es ｌｏｂｏ５５.', 'cuentas', ['Movistar']],
    ['spaced_keyword', 'El P-I-N de la tarjeta del usuario es 7 2 6 0.', 'banco', ['tarjeta']],
    ['leet_secret', 'La c0ntr4s3ñ4 del correo del usuario es Tortuga_71.', 'correo', ['correo']],
    ['wrapped_secret', 'El usuario despliega con la clave `AKIA4827QXZ9LMTR3VWB` de AWS en su proyecto.', 'trabajo', ['AWS']],
    ['wrapped_identifier', 'El IBAN del usuario es <b>ES91 2100 0418 4502 0005 1332</b>, donde cobra la nómina.', 'banco', ['nómina']],
    [
      'clause_secret',
      'El usuario es fontanero en Sevilla, corre cada mañana, no come carne y su contraseña de todo es Sevilla!1985.',
      'perfil',
      ['fontanero', 'correr'],
    ],
    [
      'clause_identifier',
      'La usuaria tiene dos hijos, juega al ajedrez los domingos, prefiere el té y su número de pasaporte es PAA482739.',
      'perfil',
      ['familia', 'ajedrez'],
    ],
    [
      'clause_transcript',
      'El usuario es enfermero, le gustan el senderismo y el jazz, y escribió: "vuelve a hacerlo, tu última respuesta estaba mal".',
      'perfil',
      ['enfermero', 'senderismo'],
    ],
    [
      'clause_temporary',
      'La usuaria es desarrolladora web, prefiere respuestas cortas, vive en Bilbao y ahora mismo tiene muchísimo sueño.',
      'perfil',
      ['web', 'Bilbao'],
    ],
  ],
  [
    ['styled_product', 'El usuario solo conduce coches SΕΑΤ desde hace veinte años.', 'coche', ['coche']],
    ['fullwidth_brand', 'El usuario compra casi toda su ropa en ＺＡＲＡ.', 'ropa', ['Zara']],
    ['quoted_title', 'La novela favorita del usuario es "El secreto de sus ojos".', 'libros', ['novela']],
    ['markdown_hobby', 'La afición del usuario es el **flamenco**, lo baila cada semana.', 'aficiones', ['flamenco']],
    ['spaced_name', 'El usuario hace la compra en M E R C A D O N A casi siempre.', 'compras', ['súper']],
    ['leet_name', 'Al usuario le encanta desde joven el grupo M4N4 y su rock latino.', 'música', ['rock']],
    ['code_setting', 'El usuario siempre usa `tabs` y `strict: true` en sus proyectos.', 'editor', ['TypeScript']],
    ['html_preference', 'El usuario es <b>celíaco</b> y no toma gluten.', 'dieta', ['celíaco']],
    [
      'long_preferences',
      'El usuario prefiere el asiento de pasillo, toma café solo, lee novela negra y quiere las respuestas en viñetas.',
      'perfil',
      ['viajes', 'café'],
    ],
    [
      'long_job_routine_diet',
      'La usuaria es profesora de matemáticas, nada tres veces por semana y sigue una dieta mediterránea.',
      'perfil',
      ['profesora', 'natación'],
    ],
    [
      'long_family_hobbies',
      'El usuario está casado, tiene tres hijos, toca la guitarra, cultiva un huerto y pasa cada agosto en Asturias.',
      'perfil',
      ['familia', 'huerto'],
    ],
  ],
);
