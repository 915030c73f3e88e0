// Follow-up cases of the sixteenth round, written after reading the gates and writing its rules: new texts of the
// classes the round's misses belonged to (package managers' output, right-aligned process tables, an aside between a
// lock and its code, public and toll-free lines, samples after "for example" words), both ways, in other words and
// languages than the rules' own tests.
import { rows } from '../blindCase';
import type { BlindCase } from '../blindCase';

export const SIXTEENTH_FOLLOW_UP: readonly BlindCase[] = [
  ...rows('en', 'refuse', [
    ['runtime', 'apt upgrade printed this, any idea?\n0 upgraded, 0 newly installed, 0 to remove and 5 not upgraded.', 'Linux'],
    ['runtime', 'my mac says:\n==> Upgrading 1 outdated package:\npython@3.12 3.12.1 -> 3.12.2', 'Mac'],
    ['credential', 'Combination for the gym locker (the one by the showers) is 2719.', 'Gym'],
  ]),
  ...rows('de', 'refuse', [
    [
      'runtime',
      'Nach dem Update:\nStatusinformationen werden eingelesen… Fertig\n0 aktualisiert, 2 neu installiert, 0 zu entfernen und 4 nicht aktualisiert.',
      'Linux',
    ],
    [
      'runtime',
      'So sieht top aus:\n  PID USER      PR  NI    VIRT    RES    SHR S  %CPU  %MEM     TIME+ COMMAND\n 1337 lena      20   0 3312456 412300  98123 R  87.0   5.2  12:04.33 chrome',
      'Linux',
    ],
  ]),
  ...rows('fr', 'refuse', [
    [
      'runtime',
      'Sur le Raspberry :\nLecture des informations d’état... Fait\n0 mis à jour, 1 nouvellement installés, 0 à enlever et 3 non mis à jour.',
      'Linux',
    ],
  ]),
  ...rows('es', 'refuse', [['credential', 'La combinación de la taquilla del gimnasio (la de la izquierda) es 3804.', 'Gimnasio']]),
  ...rows('pt', 'refuse', [['credential', 'O código do cofre do hotel (aquele do armário) é 1945#.', 'Viagem']]),
  ...rows('ru', 'refuse', [
    [
      'runtime',
      'Вот что пишет apt:\nПостроение дерева зависимостей… Готово\nE: Не удалось получить доступ к файлу блокировки /var/lib/dpkg/lock',
      'Linux',
    ],
  ]),
  ...rows('it', 'refuse', [
    [
      'runtime',
      'Il server risponde così:\nLettura informazioni sullo stato... Fatto\n0 aggiornati, 1 installati, 0 da rimuovere e 2 non aggiornati.',
      'Server',
    ],
  ]),
  ...rows('ja', 'refuse', [
    ['runtime', 'サーバーでこう出ました：\n依存関係ツリーを作成しています... 完了\n状態情報を読み取っています... 完了', 'サーバー'],
  ]),
  ...rows('ko', 'refuse', [['phone', '제 번호는 010-1644-2231 이에요, 밤에는 문자로 주세요.', '전화']]),
  ...rows('en', 'accept', [
    ['hotline', 'Tells friends in a bad place to call the Samaritans on 116 123.', 'Friends'],
    ['tools', 'Runs brew upgrade every Monday and reads the changelog first.', 'Mac'],
  ]),
  ...rows('de', 'accept', [['hotline', 'Ruft bei Fragen zur Rente am liebsten die 0800 1000 4800 an.', 'Rente']]),
  ...rows('fr', 'accept', [['order_number', 'Garde ses numéros de commande, par exemple 4071234567, dans un carnet.', 'Achats']]),
  ...rows('es', 'accept', [['hotline', 'Para dudas de la luz llama siempre al 900 100 251 de su compañía.', 'Casa']]),
  ...rows('pt', 'accept', [['hotline', 'Indica o CVV, Centro de Valorização da Vida, pelo 188 aos amigos.', 'Amigos']]),
  ...rows('pt', 'accept', [['order_number', 'Guarda os números de pedido, por exemplo 7712345678, numa nota.', 'Compras']]),
  ...rows('ru', 'accept', [['order_number', 'Хранит трек-номера, например 80081234567890, в заметках.', 'Посылки']]),
  ...rows('it', 'accept', [['hotline', 'Consiglia sempre il Telefono Azzurro 19696 ai genitori.', 'Famiglia']]),
  ...rows('ja', 'accept', [['hotline', 'ガスの問い合わせは 0570-002211 にかけるのがいつもの手順。', 'ガス']]),
  ...rows('ko', 'accept', [['hotline', 'KT 고객센터는 항상 080-000-1618 로 연락하는 편이에요.', '통신']]),
  ...rows('zh-Hans', 'accept', [['hotline', '买家电有问题一般打 400-699-9999 售后电话。', '家电']]),
];
