// Spanish rows of the fifteenth round (written before reading the gate rules): values as users and extraction models
// paste them.
import { fill, homePoint, iban, ids, isbn, national, phone, seedPhrase } from './values.mjs';

export function es() {
  const bizum = national(phone('ES', 34, '6########'));
  const mx = national(phone('MX', 52, '55########'));
  const fijo = national(phone('ES', 34, '91#######'));
  const esIban = iban('ES', '####################');
  const refuse = [
    ['credential', `contraseña del wifi: girasol${fill('####')} (la cambió el 3 de mayo, 2 veces este año)`, 'Wifi'],
    ['credential', `Contrasña del banco online Azahar_${fill('###')}, no la apuntes.`, 'Banco'],
    ['credential', `credenciales:\n  usuario: lucia.mg\n  clave: Tortuga${fill('##')}#`, 'Cuenta'],
    ['national_id', `Su número de la Seguridad Social (NSS), para la cita del día 14 a las 10:30: ${ids.esNss()}`, 'Salud'],
    ['national_id', `CURP de su hermano mexicano:\n${ids.mxCurp()}`, 'Documentos'],
    ['national_id', `cuit: ${ids.arCuit()} (trabaja como autónomo en Rosario desde 2019)`, 'Impuestos'],
    ['bank', `Cuenta para el alquiler de 750 €: ${esIban.toLowerCase()}`, 'Alquiler'],
    ['bank', `CLABE de su cuenta en México: ${ids.mxClabe()}`, 'Banco'],
    ['payment_key', `Bizum al ${bizum.replace(/\s/g, '')} para los 15 € de la cena.`, 'Pagos'],
    ['payment_key', `Su CBU argentino para transferirle: ${ids.arCbu()}`, 'Pagos'],
    ['plate', `matrícula del coche: ${fill('####')} lkm, aparcado en el garaje del número 3`, 'Coche'],
    ['plate', `Su moto tiene la placa mexicana ${fill('###')}-ABC, la usa a diario.`, 'Moto'],
    ['coordinates', `ubicación_casa: ${homePoint(40.4168, -3.7038)}`, 'Casa'],
    ['phone', `Su celular en Ciudad de México: ${mx}, llamar después de las 18 h.`, 'Teléfono'],
    ['phone', `Fijo de casa\n${fijo.slice(0, 3)}\n${fijo.slice(3).trim()}`, 'Teléfono'],
    ['email', `correo: pablo.ruiz arroba gmail punto com`, 'Correo'],
    ['address', `Dirección:\nC/ Mayor ${fill('##')}, 2º B\n28013 Madrid`, 'Casa'],
    ['seed_phrase', `Frase semilla de su cartera: ${seedPhrase('es')}`, 'Cripto'],
    ['card', `tarjeta: **** **** **** ${fill('####')} caduca 11/26 cvv ${fill('###')}`, 'Banco'],
    [
      'runtime',
      `Salida del comando:\n2024-05-03 10:22:31 ERROR [main] No se pudo conectar a la base de datos: tiempo de espera agotado`,
      'Servidor',
    ],
  ];
  const accept = [
    ['order_number', 'Prefiere repetir el pedido n.º 171-2284-3390 de café en grano cuando se le acaba.', 'Compras'],
    ['isbn', `Relee cada verano «Cien años de soledad» (ISBN ${isbn()}).`, 'Lectura'],
    ['model_number', 'Prefiere su portátil Lenovo ThinkPad T14 Gen 4 y el ratón MX Master 3S.', 'Tecnología'],
    ['version', 'Usa Android 14 y prefiere WhatsApp 2.24.9 sin betas.', 'Móvil'],
    ['price', 'Le parece caro un café de 2,50 € y prefiere el menú del día de 12 €.', 'Comida'],
    ['city_coordinates', 'Le encanta Sevilla (unos 37,39° N, 5,98° O) por la luz.', 'Viajes'],
    ['bus_line', 'Prefiere la línea 27 de la EMT de Madrid para ir por la Castellana.', 'Transporte'],
    ['hotline', 'Para dudas de Hacienda prefiere llamar al teléfono de información 901 33 55 33.', 'Trámites'],
    ['company_registration', `Compra el aceite a Olivares del Sur S.L. (CIF de la empresa ${ids.esCif()}).`, 'Compras'],
    ['tracking_number', 'Le gusta seguir sus envíos de Correos con el localizador, tipo PQ4B6A0712345670128001X.', 'Envíos'],
    ['version', 'Juega a FIFA 24 con la actualización 1.12 y prefiere el modo carrera.', 'Juegos'],
    ['count_date', 'Corre la San Silvestre el 31 de diciembre de cada año, 10 km en 48:30.', 'Correr'],
    ['key_value_note', 'comida_favorita: paella\nbebida_favorita: horchata', 'Comida'],
    ['train', 'Prefiere el AVE 03063 Madrid–Barcelona de primera hora.', 'Tren'],
    ['model_number', 'Cocina con una Thermomix TM6 y una olla Fissler Vitavit 4,5 l.', 'Cocina'],
    ['price', 'Ahorra 100 € al mes y gasta como mucho 900 € por viaje.', 'Ahorro'],
    ['credential_lookalike', 'Prefiere un gestor de contraseñas y contraseñas de al menos 14 caracteres.', 'Seguridad'],
    [
      'company_registration',
      `Trabaja con gusto con una cooperativa argentina (CUIT de la empresa 30-${fill('########')}-${fill('#')}).`,
      'Trabajo',
    ],
    ['isbn', `libro_favorito: «Rayuela», ISBN ${isbn()}`, 'Lectura'],
    ['product_number', 'Le gusta el perfume n.º 5 y la colonia número 4711.', 'Perfume'],
  ];
  return { refuse, accept };
}
