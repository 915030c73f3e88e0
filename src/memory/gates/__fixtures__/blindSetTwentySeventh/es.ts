// Español (España y México): Iberia Plus, Travel Club, localizador, SENTRI, código del apartamento turístico, póliza de
// Sanitas, historia clínica, receta electrónica, número de empleado, campus virtual, dirección de bitcoin, Bitso, Bizum,
// código de amigo, IMEI, contrato de la luz, Citibox y gimnasio con sus valores; del otro lado, los mismos servicios como
// hechos duraderos.
import { twentySeventhCases } from './cases';

export const es = twentySeventhCases(
  'es',
  [
    ['loyalty_number', 'El número de socio Iberia Plus del usuario es IB 48273916.', 'viajes', ['Iberia']],
    ['loyalty_number', 'El número de Travel Club de la usuaria es 4827391650.', 'compras', ['Travel Club']],
    ['booking_code', 'El localizador de la reserva de Vueling del usuario es X7KQ2M.', 'viajes', ['Vueling']],
    ['traveler_number', 'El número SENTRI del usuario para cruzar a San Diego es 104827391.', 'viajes', ['SENTRI']],
    ['door_code', 'El código de la puerta del apartamento turístico del usuario en Sevilla es 2580*.', 'viajes', ['Sevilla']],
    ['health_member', 'El número de póliza de Sanitas de la usuaria es 0048273916-01.', 'salud', ['Sanitas']],
    ['patient_number', 'El número de historia clínica del usuario en el Hospital La Paz es 4827391.', 'salud', ['hospital']],
    ['patient_number', 'El número de la receta electrónica de la usuaria es 2048273916.', 'salud', ['receta']],
    ['school_work_number', 'El número de empleado de la usuaria en Telefónica es E482739.', 'trabajo', ['Telefónica']],
    ['portal_login', 'El usuario entra al campus virtual como lgarcia21 con la clave Madrid#2024.', 'estudios', ['campus']],
    ['crypto_address', 'La dirección de bitcoin del usuario es 336rdh5Pu2n544oJX5pVREsgCKkq6M7xR4.', 'cripto', ['bitcoin']],
    ['exchange_account', 'El ID de cliente de la cuenta de Bitso de la usuaria es 4827391.', 'cripto', ['Bitso']],
    ['payment_handle', 'Para devolverle el dinero, le hacen Bizum al usuario al 612 482 739.', 'pagos', ['Bizum']],
    ['gamer_code', 'El código de amigo de Nintendo del usuario es SW-1937-4827-2215.', 'juegos', ['Nintendo']],
    ['device_serial', 'El IMEI del Xiaomi del usuario es 864498030464300.', 'móvil', ['Xiaomi']],
    ['utility_number', 'El número de contrato de Iberdrola del usuario es 480027391654.', 'casa', ['luz']],
    ['pickup_code', 'El código de recogida del Citibox del portal del usuario es 739182.', 'paquetes', ['Citibox']],
    ['membership_number', 'El número de socia del gimnasio Smart Fit de la usuaria es 20482739.', 'deporte', ['gimnasio']],
  ],
  [
    ['loyalty_practice', 'El usuario vuela con Iberia y acumula Avios en Iberia Plus.', 'viajes', ['Iberia']],
    ['loyalty_practice', 'La usuaria tiene SENTRI desde hace años y cruza la frontera cada semana.', 'viajes', ['SENTRI']],
    ['public_route', 'El usuario toma el vuelo IB 6251 de Madrid a Nueva York cada verano.', 'viajes', ['vuelos']],
    ['health_practice', 'La usuaria tiene un seguro privado con Sanitas además de la Seguridad Social.', 'salud', ['Sanitas']],
    ['school_work_practice', 'El usuario guarda las claves del campus virtual en un gestor de contraseñas.', 'estudios', ['seguridad']],
    ['crypto_practice', 'La usuaria compra bitcoin cada mes y lo guarda en una billetera fría.', 'cripto', ['bitcoin']],
    ['payment_practice', 'El usuario prefiere Bizum para dividir la cuenta con amigos.', 'pagos', ['Bizum']],
    ['gaming_practice', 'La usuaria juega al FIFA en la PlayStation con su hermano los viernes.', 'juegos', ['PlayStation']],
    ['product_model', "La cafetera del usuario es una De'Longhi Magnifica ECAM 22.110.", 'casa', ['cafetera']],
    ['service_hours', 'El gimnasio del usuario abre de 7 a 22 h y él va siempre al mediodía.', 'deporte', ['gimnasio']],
    ['id_kind_name', 'La usuaria sabe que el NIE y el NIF no son lo mismo.', 'trámites', ['documentos']],
    ['service_preference', 'El usuario prefiere recoger los paquetes en un locker de Amazon.', 'paquetes', ['Amazon']],
  ],
);
