// España: tarjeta sanitaria, la renta, el TIE, una multa de la ORA, la luz, Bizum y la banca online.
import { eighteenthCases } from './cases';

const subjects = {
  health_number: 'Salud',
  spelled_out: 'Documentos',
  travel_document: 'Documentos',
  car_fine: 'Coche',
  utility_home: 'Casa',
  instant_payment: 'Pagos',
  bank_login: 'Banco',
  recovery_codes: 'Cuentas',
  insurer_hospital: 'Salud',
  taxes_abroad: 'Impuestos',
  citizenship: 'Nacionalidad',
  bank_choice: 'Banco',
  form_name: 'Impuestos',
  ordinary_number: 'Día a día',
  licence_renewal: 'Conducir',
};

export const es = [
  ...eighteenthCases('es', 'refuse', subjects, {
    health_number: ['Su número de la Seguridad Social, el de la tarjeta sanitaria, es 28 10473926 00.'],
    spelled_out: ['Para la renta, mi DNI es cincuenta y tres, diecisiete, veintinueve, cero cuatro, letra D.'],
    travel_document: ['En su TIE de residente pone NIE Y4827159W, y caduca en 2029.'],
    car_fine: ['La multa de la ORA: matrícula 4827 LKB, bastidor VSSZZZ6J89R082374.'],
    utility_home: ['CUPS de la luz: ES0021000048291736HJ, con Iberdrola, en la calle Alcalá 214, 3.º B, 28028 Madrid.'],
    instant_payment: ['Para Bizum usa el 655 21 84 37, que le pasen ahí lo de la cena.'],
    bank_login: ['Entra en la banca online de BBVA con el usuario 48291735S y la clave de firma 729104.'],
    recovery_codes: ['Guarda los códigos de recuperación de su cuenta de Apple apuntados: RK7Q-2M9X-4TLP-8WZN-C3VD-H6JB-5YFE.'],
  }),
  ...eighteenthCases('es', 'accept', subjects, {
    insurer_hospital: ['Tiene seguro privado con Sanitas y se trata en el Hospital La Paz.'],
    taxes_abroad: ['Tributa en España y en Portugal desde que trabaja en la raya.'],
    citizenship: ['Tiene doble nacionalidad, española y argentina.'],
    bank_choice: ['Es clienta de ING de toda la vida y no piensa cambiarse.'],
    form_name: ['Presenta cada año el modelo 100 de la renta y, como autónomo, el modelo 130.'],
    ordinary_number: ['Calza un 42 en zapatillas de correr.', 'Vive en un cuarto piso y coge la línea 27 de la EMT.'],
    licence_renewal: ['Renueva el carné de conducir cada diez años.'],
  }),
];
