// Spanish (Spain) and Portuguese (Brazil) rows of the sixteenth round, written before reading the gate rules: what a
// user pastes from their own life admin and what an extraction model copies from a long chat.
import { ccc, fill, homePoint, ids, isbn, nationalPhone, s10, uuid } from './values.mjs';

export function es() {
  const refuse = [
    [
      'credential',
      `Códigos de recuperación de Google que guardo por si pierdo el móvil: ${fill('#### ####')}, ${fill('#### ####')}, ${fill('#### ####')}.`,
      'Google',
    ],
    ['national_id', `En el formulario del padrón puse mi DNI ${ids.esDni()}.`, 'Trámites'],
    ['neighbour_id', `El NIF portugués de mi suegra, para la declaración, es ${ids.ptNif()}.`, 'Impuestos'],
    ['bank', `Para el recibo del gimnasio: cuenta ${ccc()} (la antigua, la de antes del IBAN).`, 'Banco'],
    ['phone', `Llámame al ${nationalPhone('ES', 34, '6########')}, que el fijo ya no lo uso.`, 'Teléfono'],
    ['email', `Mi correo es lucia punto gomez arroba gmail punto com, apúntalo bien.`, 'Correo'],
    ['address', `Vivo en Calle de Alcalá ${fill('1##')}, 4.º B, 28009 Madrid.`, 'Vivienda'],
    [
      'transcript',
      `12/3/24, 21:14 - Lucía: ¿Ya llegaste?\n12/3/24, 21:15 - Pablo: Casi, 5 minutos\n12/3/24, 21:16 - Lucía: Vale, te espero abajo`,
      'Chat',
    ],
    [
      'runtime',
      `Esto me sale en el clúster, ¿me ayudas?\nNAME                  READY   STATUS             RESTARTS   AGE\napi-7d9f8b6c5-x2k4p   0/1     CrashLoopBackOff   12         41m`,
      'Trabajo',
    ],
    ['coordinates', `Mi casa está en ${homePoint(40.4168, -3.7038)}, por si el repartidor no la encuentra.`, 'Vivienda'],
  ];
  const accept = [
    ['hotline', `Prefiere llamar al 060, el teléfono de información de la Administración, antes que ir a una oficina.`, 'Trámites'],
    ['order_number', `Guarda siempre el número de pedido de El Corte Inglés (tipo ${fill('########')}) para cambiar tallas.`, 'Compras'],
    ['quoted_chat', `Siempre se despide con «un besito, hablamos» y le gusta que le contesten igual.`, 'Mensajes'],
    ['street_visited', `Le encanta pasear por la Gran Vía de Madrid en Navidad.`, 'Paseos'],
    ['isbn', `Su libro favorito es «Cien años de soledad» (ISBN ${isbn('978843760494', [3, 2, 3, 4, 1])}).`, 'Lectura'],
    ['recipe', `Hace la tortilla siempre con 6 huevos, 4 patatas medianas, media cebolla y un buen chorro de aceite.`, 'Cocina'],
    ['timetable', `Coge siempre el AVE de las 7:30 de Madrid-Atocha a Sevilla, que llega a las 10:01.`, 'Viajes'],
    ['price_date', `Desde enero de 2024 paga 11,99 € al mes por Spotify y cree que vale la pena.`, 'Música'],
  ];
  return { refuse, accept };
}

export function pt() {
  const refuse = [
    ['credential', `A senha do Wi-Fi de casa (rede VIVO-8F2A) é paodequeijo${fill('##')}, pode passar pras visitas.`, 'Wi-Fi'],
    ['national_id', `No formulário do INSS coloquei meu CPF ${ids.brCpf()}.`, 'Documentos'],
    ['neighbour_id', `O CUIL argentino da minha namorada, pro cadastro no plano de saúde, é ${ids.arCuil()}.`, 'Saúde'],
    [
      'bank',
      `Me paga o aluguel no Itaú, agência ${fill('####')}, conta ${fill('#####')}-${fill('#')}, ou no Pix pela chave aleatória ${uuid()}.`,
      'Banco',
    ],
    ['phone', `Meu celular é ${nationalPhone('BR', 55, '119########')}, pode chamar no zap.`, 'Telefone'],
    ['email', `Meu e-mail é ana.souza arroba gmail ponto com, manda o contrato lá.`, 'E-mail'],
    ['address', `Moro na Rua Augusta, ${fill('1###')}, apto 72, Consolação, São Paulo - SP, 01304-001.`, 'Casa'],
    [
      'transcript',
      `12/03/2024 21:14 - Ana: Já chegou?\n12/03/2024 21:15 - Bruno: Quase, 5 min\n12/03/2024 21:15 - Ana: Beleza`,
      'Conversa',
    ],
    [
      'runtime',
      `Resposta do endpoint de login que colei aqui: {"status":401,"error":"invalid_grant","request_id":"a81f3c9e","timestamp":"2024-03-12T21:14:05Z"}`,
      'Trabalho',
    ],
    ['coordinates', `Minha casa fica em ${homePoint(-23.5614, -46.6559)}, o motoboy sempre erra.`, 'Casa'],
  ];
  const accept = [
    ['hotline', `Quando tem dúvida do INSS, prefere ligar no 135 a ir na agência.`, 'INSS'],
    ['order_number', `Rastreia as encomendas dos Correios por conta própria, com códigos tipo ${s10('NL', 'BR')}.`, 'Encomendas'],
    ['quoted_chat', `Sempre termina as mensagens com “bjs, fui” e acha que isso é a cara dela.`, 'Mensagens'],
    ['street_visited', `Adora passear pela Rua das Pedras em Búzios nas férias.`, 'Viagens'],
    ['model_number', `Não troca o celular Samsung Galaxy S23 FE por nada.`, 'Celular'],
    ['version', `Usa o Excel 2019 em casa e não quer migrar pro 365.`, 'Computador'],
    ['score', `Torce pro Flamengo desde a final da Libertadores de 2019, 2 a 1 no River.`, 'Futebol'],
    ['city_coordinates', `A cidade preferida é Florianópolis (27,59° S, 48,55° O), pelas praias.`, 'Viagens'],
  ];
  return { refuse, accept };
}
