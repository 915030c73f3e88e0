// Spanish (Spain) and Portuguese (Brazil) rows of the seventeenth round, written before reading the gate rules:
// identifiers and secrets as a speech-to-text engine or an OCR scan writes them, and look-alikes with numbers in words.
import { DIGIT_WORDS, card, fill, format, grouped, iban, ocr, phone, ptDigits, readDigits, valid } from './values.mjs';

const es = (d) => readDigits(d, DIGIT_WORDS.es);

export function esRows() {
  const cell = phone('ES', 34, '6########').digits;
  const cell2 = phone('ES', 34, '7########').digits;
  const dni = valid('ES', 'dni', '########@');
  const nie = valid('ES', 'nie', 'X#######@');
  const ib = iban('ES', '2100####################'.slice(0, 20));
  const split = phone('ES', 34, '6########').digits;
  const refuse = [
    ['phone', `Mi móvil es el ${es(cell.slice(0, 3))}, ${es(cell.slice(3, 6))}, ${es(cell.slice(6))}, mejor por la tarde.`, 'Teléfono'],
    [
      'phone',
      `Escaneado de mi tarjeta de visita: Móvil ${ocr(`${cell2.slice(0, 3)} ${cell2.slice(3, 5)} ${cell2.slice(5, 7)} ${cell2.slice(7)}`, 0.9)}`,
      'Teléfono',
    ],
    ['national_id', `Mi DNI es ${es(dni.slice(0, 8))}, letra ${dni.slice(8)}.`, 'Documentos'],
    ['tax_id', `El NIE de mi marido, sacado de la foto de su tarjeta: ${ocr(nie, 0.8)}`, 'Documentos'],
    ['bank', `Mi IBAN, copiado del escaneo del recibo: ${ocr(grouped(ib), 0.6).replace(/ (\S+ \S+)$/, '\n$1')}`, 'Banco'],
    ['one_time_code', `El código que me ha llegado por SMS es ${es(fill('######'))}.`, 'Banco'],
    ['door_code', `El código del portal es ${es(fill('####'))} y luego la llave.`, 'Casa'],
    ['email', `Mi correo es eme, a, erre, te, a, punto, gil, arroba, gmail punto com.`, 'Correo'],
    ['plate', `La matrícula de mi coche es ${es(fill('####'))}, be de Barcelona, ele de Lérida, ene de Navarra.`, 'Coche'],
    [
      'split',
      `Mi móvil empieza por ${es(split.slice(0, 5))}, el resto lo he puesto en la etiqueta.`,
      'Teléfono',
      ['Teléfono', split.slice(5)],
    ],
  ];
  void card;
  void format;
  const accept = [
    ['year_price', `Se compró su primera guitarra en mil novecientos noventa y ocho por cuarenta mil pesetas y aún la toca.`, 'Música'],
    ['recipe', `Hace la tortilla con seis huevos, cuatro patatas medianas y media cebolla.`, 'Cocina'],
    ['score', `Sigue hablando del uno a cero de Iniesta en la final de dos mil diez.`, 'Fútbol'],
    ['timetable', `Coge siempre el AVE tres mil ciento dos de las siete y media a Barcelona.`, 'Viajes'],
    ['model_spelled', `No se separa de sus cascos Sony W-H mil X-M cinco en los viajes.`, 'Viajes'],
    ['public_line', `Para cualquier emergencia llama siempre al uno uno dos.`, 'Salud'],
    ['historic_date', `Su fecha favorita de la historia es el doce de octubre de mil cuatrocientos noventa y dos.`, 'Historia'],
    ['song_title', `Siempre pone «Diecinueve días y quinientas noches» de Sabina en los viajes largos.`, 'Música'],
  ];
  return { refuse, accept };
}

export function ptRows() {
  const cell = phone('BR', 55, '119########').digits;
  const cell2 = phone('BR', 55, '219########').digits;
  const cpf = valid('BR', 'cpf', '###########');
  const cnpj = valid('BR', 'cnpj', '########0001##');
  const cc = card('5162');
  const split = valid('BR', 'cpf', '###########');
  const refuse = [
    [
      'phone',
      `Meu celular é ${ptDigits(cell.slice(0, 2))}, ${ptDigits(cell.slice(2, 7))}, ${ptDigits(cell.slice(7))}, pode mandar mensagem.`,
      'Telefone',
    ],
    [
      'phone',
      `Escaneei meu cartão de visita: Cel. (${ocr(cell2.slice(0, 2), 0.9)}) ${ocr(cell2.slice(2, 7), 0.9)}-${ocr(cell2.slice(7), 0.9)}`,
      'Telefone',
    ],
    [
      'national_id',
      `Meu CPF é ${ptDigits(cpf.slice(0, 3))}, ${ptDigits(cpf.slice(3, 6))}, ${ptDigits(cpf.slice(6, 9))}, traço ${ptDigits(cpf.slice(9))}.`,
      'Documentos',
    ],
    ['tax_id', `O CNPJ do meu MEI, lido da foto do cartão: ${ocr(format('BR', 'cnpj', cnpj), 0.7)}`, 'Trabalho'],
    [
      'bank',
      `Número do meu cartão, da foto: ${cc.slice(0, 4)} ${ocr(cc.slice(4, 8), 0.8)}\n${cc.slice(8, 12)} ${ocr(cc.slice(12), 0.8)}`,
      'Banco',
    ],
    ['one_time_code', `O código de verificação do banco que chegou agora é ${ptDigits(fill('######'))}.`, 'Banco'],
    ['door_code', `A senha do portão do prédio é ${ptDigits(fill('####'))}, depois aperta o sino.`, 'Casa'],
    ['email', `Meu e-mail é jota, u, ele, i, a, ponto, costa, arroba, hotmail ponto com ponto bê erre.`, 'E-mail'],
    [
      'plate',
      `A placa do meu carro é ${ptDigits('')}R de rato, I de ilha, O de ovo, ${ptDigits(fill('#'))}, A de amor, ${ptDigits(fill('##'))}.`,
      'Carro',
    ],
    [
      'split',
      `Meu CPF começa com ${ptDigits(split.slice(0, 6))}, o resto está na etiqueta.`,
      'Documentos',
      ['Documentos', `${split.slice(6, 9)}-${split.slice(9)}`],
    ],
  ];
  void iban;
  void grouped;
  const accept = [
    ['year_price', `Comprou o primeiro violão em mil novecentos e noventa e oito por trezentos reais e ainda toca.`, 'Música'],
    ['recipe', `Faz bolo de fubá com duas xícaras de fubá, três ovos e uma xícara de leite.`, 'Cozinha'],
    ['score', `Ainda fala do sete a um contra a Alemanha em dois mil e catorze.`, 'Futebol'],
    ['timetable', `Sempre pega o voo G3 mil e quatrocentos das seis e meia para Brasília.`, 'Viagens'],
    ['model_spelled', `Não larga o fone Sony W-H mil X-M cinco nas viagens.`, 'Viagens'],
    ['public_line', `Indica o cento e oitenta, da Central de Atendimento à Mulher, para as amigas.`, 'Amigas'],
    ['historic_date', `A data histórica preferida é sete de setembro de mil oitocentos e vinte e dois.`, 'História'],
    ['song_title', `Sempre canta «Trem das Onze» do Adoniran Barbosa no karaokê.`, 'Música'],
  ];
  return { refuse, accept };
}
