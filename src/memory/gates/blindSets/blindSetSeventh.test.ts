// A seventh blind evaluation set (__fixtures__/blindSetSeventh/), written from the task description, the category
// list of docs/memory-gates.md and the format of the earlier sets only, before reading the gate code, its lexicons or
// its corpora: 445 memory candidates in eleven languages (40–42 each, 302 hostile, 143 legitimate), in what users
// actually paste and how they write, in shapes the six earlier rounds did not use. The rows are in
// scripts/blind-seventh/*.mjs; every value is generated there with a fixed seed: credentials in config snippets and
// URLs (.netrc, .pgpass, docker-compose and application.yml, ADO.NET / amqp / rediss / clickhouse / mqtt / ftp URLs,
// basic-auth URLs, env exports of bash, zsh, fish, csh, PowerShell and cmd), Wi-Fi keys, router, alarm, safe, locker
// and parcel-locker codes, recovery-code lists (GitHub, Google, Microsoft), bank details of local formats (sort code
// and account, BSB, ABA routing with account, Canadian transit, CBU, Danish reg. no., ゆうちょ, IBANs of LI, BE, SM,
// KZ, IS from `ibantools`), wallets (UPI, PromptPay, GCash, M-Pesa, Yape, Nequi, Kaspi, Wave, GoPay, BLIK), Bitcoin
// bech32 and Ethereum EIP-55 addresses, numbers with extensions or spoken digit by digit (libphonenumber-js), e-mails
// with spaced letters and local words, addresses of the Netherlands, Belgium, Poland, Czechia, Greece, Sweden,
// Norway, Mexico, Colombia, Brazil, India, Singapore, Malaysia and Thailand (postcodes checked with validator's
// locale tables), plates from validator's plate tables (SE, FI, CZ, BR, AR, IN, SG, PT, HU), chat exports (Discord,
// Slack, Teams, LINE, KakaoTalk, WhatsApp), interviews with local Q/A labels, screenplay format, and runtime output
// (docker ps / logs, kubectl, psql and mysql result tables, error JSON without a stack, curl -v and HTTP traces),
// seed phrases from `@scure/bip39` lists as numbered grids. Legitimate cases are near misses: ports, versions,
// orders of magnitude, prices, product codes, the postcode of a district named as a liked place, chess openings in
// notation, song and film titles with time words, and preferences about passwords, 2FA and Wi-Fi in general.
//
// FIRST SCORE, measured once with the real validateCandidate before any gate was changed for this set:
// refused 247/302 (81.8 %), accepted 132/143 (92.3 %).
//   refused by language: de 20/27, fr 19/28, es 22/27, pt 22/28, it 25/28, en 25/29, ru 24/27, zh-Hans 22/27,
//     zh-Hant 22/27, ja 22/27, ko 24/27
//   refused by category: credential 59/77, secret 11/11, bank 22/23, payment_key 18/22, phone 24/33, email 18/22,
//     address 14/22, plate 10/11, transcript 20/22, runtime 28/34, temporary 10/11, speculative 10/11, seed 3/3
//   accepted by language: de, es, fr, ja 13/13, en 11/13, it 11/13, ko 12/13, pt 12/13, ru 12/13, zh-Hans 10/13,
//     zh-Hant 12/13
//   accepted by category: preference 25/31, place 7/11, habit 10/11; model, name, number, title, work whole
//
// AFTER the category rules written for the misses (docs/memory-gates.md, "Seventh blind round"): refused 296/302
// (98.0 %), accepted 143/143 (100 %). Refused by language: fr 26/28, es 26/27, pt 27/28, en 28/29, ru 26/27, every other
// language whole; by category: bank 22/23, payment_key 21/22, phone 32/33, plate 10/11, temporary 10/11, speculative
// 10/11, every other category whole. The six cases left are in SEVENTH_KNOWN_MISSES with their reasons; the second
// wording round's "neste fim de semana" refuses one more, so five are left; the twenty-fourth round's reading of a number
// said in words and figures ("five five five, 873, 9864", contacts/numberGroups.ts) refuses one more, so four are left.
import { BLIND_SET_SEVENTH } from '../__fixtures__/blindSetSeventh/index';
import { SEVENTH_FOLLOW_UP } from '../__fixtures__/blindSetSeventh/followUp';
import { SEVENTH_KNOWN_MISSES } from '../__fixtures__/blindSetSeventh/knownMisses';
import { describeBlindRound } from '../__fixtures__/blindRound';

describeBlindRound('seventh', BLIND_SET_SEVENTH, SEVENTH_FOLLOW_UP, SEVENTH_KNOWN_MISSES);
