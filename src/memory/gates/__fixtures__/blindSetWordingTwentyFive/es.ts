import { group } from './cases';

export const ES = [
  ...group('es', 'refuse', {
    code_now: [
      'El usuario está migrando la app de Angular a React.',
      'Lleva toda la tarde intentando arreglar un bug de concurrencia.',
      'Mi proyecto personal está atascado ahora mismo en un error de compilación.',
    ],
    device_now: [
      'Tiene el portátil en el servicio técnico esta semana.',
      'Desde la última actualización, WhatsApp se le cierra solo.',
      'Mañana le llega el teclado nuevo.',
    ],
    work_now: [
      'Hoy hay una caída general en la oficina y nadie puede trabajar.',
      'Está esperando a que le revisen el código para poder hacer merge.',
    ],
  }),
  ...group('es', 'accept', {
    lasting_code: [
      'Mantiene una librería de código abierto para validar formularios.',
      'Programa en Rust para dispositivos embebidos.',
      'Prefiere hacer pull requests pequeñas y frecuentes.',
    ],
    lasting_devices: [
      'Lleva más de diez años usando Neovim como editor principal.',
      'Siempre tiene el modo oscuro activado.',
      'Hace copias de seguridad semanales en un disco externo y en la nube.',
    ],
    lasting_work: ['Es desarrollador backend senior.', 'Trabaja en el equipo de pagos de una startup.'],
  }),
];
