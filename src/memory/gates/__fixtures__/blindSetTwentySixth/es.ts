// Español de México, Argentina, Colombia y Chile: CURP, RFC, CLABE, CUIT/CUIL, alias de CBU, RUT, cédula, teléfonos,
// domicilios, patentes y placas, NIP, clave del cajero y del wifi, estados pasajeros y suposiciones en el habla de
// cada país; del otro lado, hechos duraderos de las mismas regiones llenos de números inofensivos.
import { twentySixthCases } from './cases';

export const es = twentySixthCases(
  'es',
  [
    ['national_id', 'La CURP del usuario es GOMJ850314HDFRRN06.', 'identidad', ['CURP']],
    ['tax_number', 'El RFC del usuario es GOMJ850314K71, lo usa para facturar.', 'impuestos', ['SAT']],
    ['bank_details', 'La CLABE interbancaria del usuario es 012180048273916503.', 'banco', ['BBVA']],
    ['tax_number', 'El CUIL de la usuaria es 27-34918275-6.', 'trabajo', ['ANSES']],
    ['payment_key', 'Para pasarle plata al usuario, el alias de su CBU es gato.mate.lluvia.', 'pagos', ['transferencia']],
    ['national_id', 'El RUT del usuario es 15.482.739-0.', 'identidad', ['Chile']],
    ['national_id', 'La cédula de ciudadanía del usuario es la 1.020.482.739.', 'identidad', ['cédula']],
    ['local_phone', 'Al usuario le podés escribir al 11 15-4827-3916, de noche mejor.', 'contacto', ['celu']],
    ['local_phone', 'El celular del usuario es 55 4827 3916, es de la CDMX.', 'contacto', ['celular']],
    ['home_address', 'El usuario vive en Av. Corrientes 4820, piso 3, depto. B, C1195 CABA.', 'domicilio', ['Buenos Aires']],
    ['car_plate', 'La patente del auto del usuario es AB 482 CD.', 'auto', ['auto']],
    ['local_pin', 'El NIP de la tarjeta de débito del usuario es 7391.', 'banco', ['tarjeta']],
    ['wifi_key', 'La clave del wifi de la casa del usuario es Bacano4827.', 'casa', ['wifi']],
    ['regional_temporary', 'El usuario anda con caña hoy y no quiere hacer nada.', 'estado', ['salud']],
    ['regional_guess', 'De pronto el usuario se va a vivir a Medellín, todavía no es seguro.', 'planes', ['Medellín']],
  ],
  [
    ['postcode_area', 'El usuario vive en la comuna de Ñuñoa desde hace diez años.', 'domicilio', ['Santiago']],
    ['transit_line', 'El usuario se toma el colectivo 60 todos los días para ir al laburo.', 'transporte', ['colectivo']],
    ['school_year', 'La hija del usuario está en cuarto medio en un liceo de Valparaíso.', 'familia', ['colegio']],
    ['local_price', 'Al usuario le parece que $3.500 por un café es carísimo y se lo hace en casa.', 'café', ['café']],
    ['building_floor', 'La usuaria vive en un piso 12 con vista a la cordillera.', 'domicilio', ['departamento']],
    ['public_holiday', 'El usuario celebra cada 18 de septiembre las fiestas patrias con asado y cueca.', 'fiestas', ['dieciocho']],
    ['emergency_number', 'El usuario sabe que en Argentina el 911 es la policía y el 107 el SAME.', 'seguridad', ['emergencias']],
    ['public_employer', 'El usuario trabaja en Ecopetrol como geólogo desde 2011.', 'trabajo', ['Ecopetrol']],
    ['regional_preference', 'El usuario toma mate amargo todas las mañanas y prefiere que le hablen de vos.', 'preferencias', ['mate']],
    ['security_practice', 'El usuario nunca comparte la clave del cajero y la cambia cada año.', 'banco', ['clave']],
    ['regional_routine', 'El usuario juega fútbol 5 los jueves a la noche con los compañeros.', 'deporte', ['fútbol']],
  ],
);
