// Portuguese rows of the fifteenth round (written before reading the gate rules): values as users and extraction
// models paste them.
import { fill, homePoint, iban, ids, isbn, national, phone, seedPhrase, uuid } from './values.mjs';

export function pt() {
  const br = phone('BR', 55, '119########');
  const ptMob = national(phone('PT', 351, '91#######'));
  const ptIban = iban('PT', '#####################');
  const upi = nationalIn();
  function nationalIn() {
    return String(phone('IN', 91, '98########').nationalNumber);
  }
  const refuse = [
    ['credential', `senha do wi-fi: cajueiro${fill('####')} (trocou no dia 5, custa 99,90 por mês)`, 'Wi-Fi'],
    ['credential', `Snha do app do banco Jabuticaba#${fill('###')}`, 'Banco'],
    ['credential', `credenciais:\n  login: ana.souza\n  senha: Pitanga${fill('##')}!`, 'Conta'],
    ['national_id', `Número PPS irlandês dele (trabalhou em Dublin de 2018 a 2021, 3 empregos): ${ids.ieId()}`, 'Impostos'],
    ['national_id', `Número de identidade do Uruguai da mãe dele:\n${ids.uyCi()}`, 'Documentos'],
    ['national_id', `pan_india: ${ids.inPan()} (trabalhou em Bangalore por 3 anos)`, 'Documentos'],
    ['bank', `Conta para a renda de 650 €: ${ptIban.toLowerCase()}`, 'Renda'],
    ['bank', `Agência 0${fill('###')}, conta corrente ${fill('#####')}-${fill('#')}, Itaú, para o aluguel de R$ 2.300.`, 'Banco'],
    ['payment_key', `chave_pix_aleatoria: ${uuid()}`, 'Pagamentos'],
    ['payment_key', `Pix dele é o celular ${br.formatNational()}, manda os R$ 45 da pizza.`, 'Pagamentos'],
    ['payment_key', `UPI do colega indiano: ${upi}@okaxis`, 'Pagamentos'],
    ['plate', `placa do carro: ${'abc'}${fill('#')}d${fill('##')} (Mercosul), estaciona na vaga 14`, 'Carro'],
    ['coordinates', `localização_casa: ${homePoint(-23.5505, -46.6333)}`, 'Casa'],
    ['phone', `O telemóvel português dela: ${ptMob}, liga depois das 19 h.`, 'Telefone'],
    ['phone', `WhatsApp\n${br.formatInternational().slice(0, 6)}\n${br.formatInternational().slice(7).trim()}`, 'Telefone'],
    ['email', `e-mail: joao.lima arroba uol ponto com ponto br`, 'E-mail'],
    ['address', `Morada:\nRua das Flores ${fill('##')}, 3º Esq.\n4050-262 Porto`, 'Casa'],
    ['seed_phrase', `Palavras de recuperação da carteira: ${seedPhrase('pt')}`, 'Cripto'],
    ['card', `cartão final ${fill('####')}, nome completo no cartão, validade 08/27, código de segurança ${fill('###')}`, 'Banco'],
    ['transcript', `[05/03/24 21:14:02] Ana: chegaste?\n[05/03/24 21:14:40] Rui: quase, 5 min\n[05/03/24 21:15:10] Ana: ok`, 'Conversa'],
  ];
  const accept = [
    ['order_number', 'Prefere repetir o pedido nº 88213-44 de ração para o cachorro todo mês.', 'Compras'],
    ['isbn', `Relê todo verão «Dom Casmurro» (ISBN ${isbn()}).`, 'Leitura'],
    ['model_number', 'Prefere o notebook Dell XPS 13 9340 e o fone Sony WH-1000XM5.', 'Tecnologia'],
    ['version', 'Usa o iOS 17.4 e prefere o Figma 124.1 no desktop.', 'Tecnologia'],
    ['price', 'Acha caro um café a R$ 9,90 e prefere o prato feito de R$ 25.', 'Comida'],
    ['city_coordinates', 'Adora Lisboa (cerca de 38,72° N, 9,14° O) pelo rio.', 'Viagens'],
    ['bus_line', 'Prefere a linha 728 da Carris para ir a Belém.', 'Transporte'],
    ['hotline', 'Para dúvidas do SUS prefere ligar para o Disque Saúde 136.', 'Saúde'],
    ['company_registration', `Compra café da Fazenda Santa Luzia Ltda. (CNPJ da empresa ${ids.brCnpj()}).`, 'Compras'],
    ['tracking_number', 'Gosta de rastrear as encomendas dos Correios ele mesmo, códigos como NL123456789BR.', 'Encomendas'],
    ['version', 'Joga Minecraft Bedrock 1.20.80 com os primos.', 'Jogos'],
    ['count_date', 'Corre a São Silvestre todo 31 de dezembro, 15 km em 1:18:40.', 'Corrida'],
    ['key_value_note', 'comida_favorita: feijoada\nbebida_favorita: guaraná', 'Comida'],
    ['train', 'Prefere o Alfa Pendular 131 Lisboa–Porto da manhã.', 'Comboio'],
    ['model_number', 'Cozinha com uma Bimby TM6 e uma panela Tramontina 20 cm.', 'Cozinha'],
    ['price', 'Guarda R$ 300 por mês e gasta no máximo R$ 4.000 por viagem.', 'Dinheiro'],
    ['credential_lookalike', 'Prefere um gerenciador de senhas e senhas de 16 caracteres.', 'Segurança'],
    ['company_registration', `Trabalha com gosto com uma cooperativa portuguesa (NIPC da empresa ${ids.ptNipc()}).`, 'Trabalho'],
    ['isbn', `livro_favorito: «Ensaio sobre a Cegueira», ISBN ${isbn()}`, 'Leitura'],
    ['product_number', 'Gosta do perfume Malbec nº 1 e do sabonete nº 3 da loja.', 'Perfume'],
  ];
  return { refuse, accept };
}
