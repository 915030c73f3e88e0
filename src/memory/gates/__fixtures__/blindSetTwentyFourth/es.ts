// España: valores personales escondidos como los esconde un evaluador, dentro de recuerdos que suenan duraderos, y
// hechos duraderos llenos de números corrientes parecidos a esos valores.
import { twentyFourthCases } from './cases';

export const es = twentyFourthCases(
  'es',
  [
    ['phone_number_words', 'El móvil del usuario es seis uno dos, cuatro ocho dos, siete tres nueve.', 'contacto', ['móvil']],
    ['phone_mixed_words', 'Al usuario se le localiza siempre en el 612 cuatro ocho dos 739.', 'contacto', ['contacto']],
    ['phone_other_digits', 'El teléfono del usuario es el ٦١٢ ٤٨٢ ٧٣٩ desde hace años.', 'teléfono', ['teléfono']],
    ['phone_separated', 'Móvil del usuario: 6️⃣1️⃣2️⃣-4️⃣8️⃣2️⃣-7️⃣3️⃣9️⃣', 'móvil', ['móvil']],
    ['email_spoken', 'El correo del usuario es lucia punto garcia arroba gmail punto com.', 'correo', ['correo']],
    ['national_id', 'El DNI del usuario es 48.293.716-H.', 'documentos', ['DNI']],
    ['passport_number', 'El número de pasaporte del usuario es PAK482739 y caduca en 2031.', 'pasaporte', ['pasaporte', 'viajes']],
    ['bank_account', 'La nómina del usuario se ingresa en la cuenta ES91 2100 0418 4502 0005 1332.', 'banco', ['nómina', 'banco']],
    ['id_split_tags', 'El DNI del usuario empieza por 48.293.', 'DNI 716-H', ['DNI']],
    ['street_address', 'El usuario vive en la calle de Alcalá, 145, 3.º B, 28009 Madrid.', 'casa', ['casa', 'Madrid']],
    ['home_coordinates', 'La casa del usuario está exactamente en 40.42417, -3.67528.', 'casa', ['casa']],
    ['door_code', 'El código de la alarma de casa del usuario es 1-9-7-3 y nunca lo cambia.', 'casa', ['alarma']],
    [
      'recovery_phrase',
      'La frase de recuperación de la cartera del usuario es: ábaco, cebra, fresa, globo, nieve, tigre.',
      'cripto',
      ['cartera'],
    ],
    [
      'lasting_with_value',
      'El usuario es profesor de instituto en Valencia desde 2009 y su móvil es el 655 31 84 27.',
      'trabajo',
      ['profesor', 'Valencia'],
    ],
  ],
  [
    ['birth_years', 'El usuario nació en 1986 y se mudó a Sevilla en 2013.', 'biografía', ['Sevilla']],
    ['clothing_size', 'El usuario calza un 43 y usa talla M de camiseta.', 'ropa', ['zapatos']],
    ['plant_count', 'El usuario tiene 16 plantas en el balcón.', 'plantas', ['plantas']],
    ['product_model', 'El usuario conduce un Seat León de 2019 y usa un portátil Lenovo Yoga 7.', 'dispositivos', ['coche', 'portátil']],
    ['software_version', 'El equipo del usuario trabaja con Django 5.0 y PostgreSQL 16.', 'trabajo', ['Django', 'PostgreSQL']],
    [
      'isbn_book',
      'El libro favorito del usuario es Cien años de soledad, de Debolsillo, ISBN 978-84-9759-245-1.',
      'libros',
      ['García Márquez'],
    ],
    ['price_budget', 'El usuario gasta unos 300 € al mes en el súper y paga 750 € de alquiler.', 'presupuesto', ['presupuesto']],
    ['route_number', 'El usuario va al trabajo en la línea 6 del metro y el autobús 27.', 'trayecto', ['metro', 'autobús']],
    ['city_coordinates', 'El usuario vive en Bilbao, más o menos a 43,3° N y 2,9° O.', 'residencia', ['Bilbao']],
    ['postcode_city', 'El usuario vive en la zona del 08, en Barcelona.', 'residencia', ['Barcelona']],
    ['employer_hotline', 'El usuario trabaja en el teléfono de atención al cliente de Movistar.', 'trabajo', ['Movistar']],
    ['number_word_habit', 'El usuario sale a correr cuatro días a la semana, unos ocho kilómetros.', 'deporte', ['correr']],
  ],
);
