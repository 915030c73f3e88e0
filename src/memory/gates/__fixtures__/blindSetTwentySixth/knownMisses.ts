// The twenty-sixth set's cases that still miss, by their text. A case the rules come to pass moves out (blindRound
// fails while a named case passes). At the first score there were 16 (see blindSetTwentySixth.test.ts).

export const TWENTY_SIXTH_KNOWN_MISSES: ReadonlySet<string> = new Set<string>([
  // refused misses
  'The user drives a white Swift, reg no. KA 03 MN 4827.',
  'The Wi-Fi key on the back of the user\'s BT Hub is "PKR9-XTQ7-MDL4".',
  '朋友用轉數快過數俾用戶，FPS 識別碼係 1482739。',
  '用戶架私家車車牌係 PK 4827，泊喺屋企樓下。',
  '用户住在淡滨尼 21 街第 482 座 #12-345，新加坡 520482。',
  '사용자의 ITIN 번호는 912-78-4827이고 세금 보고 때 쓴다.',
  'Der Bankomat-Code des Nutzers ist 7391.',
  'Der WLAN-Schlüssel vom Swisscom-Router des Nutzers ist Gruezi-4827-Bern.',
  "Le NAS de l'utilisatrice est le 139 482 756, elle le donne à chaque nouvel employeur.",
  "La carte d'assurance maladie (RAMQ) de l'utilisatrice porte le numéro TREM 8503 1412.",
  "Le NIP de la carte de débit de l'utilisateur, c'est 4827.",
  'Para pasarle plata al usuario, el alias de su CBU es gato.mate.lluvia.',
  'El NIP de la tarjeta de débito del usuario es 7391.',
  // accepted misses
  '使用者從來不把提款卡密碼寫在卡片上，每年換一次。',
  'Al usuario le parece que $3.500 por un café es carísimo y se lo hace en casa.',
  'O usuário trabalha na Petrobras (CNPJ 33.000.167/0001-01) como engenheiro de petróleo.',
]);
