// English: the accounts and numbers of everyday services (airline and hotel programmes, trusted-traveller numbers, a
// boarding pass, health plans, badges and school portals, wallets and payment handles, friend codes, product keys, an
// IMEI, a utility account, a locker code, a gym card) with their values; and the same services as lasting facts.
import { twentySeventhCases } from './cases';

export const en = twentySeventhCases(
  'en',
  [
    ['loyalty_number', "The user's MileagePlus number is KX482917 and she has Premier Gold status.", 'travel', ['United']],
    ['loyalty_number', "The user's Marriott Bonvoy member number: 418 273 950.", 'hotels', ['Marriott']],
    ['booking_code', "The user's Delta confirmation code for the Thanksgiving trip is HQ7XKM.", 'travel', ['Delta']],
    ['traveler_number', "The user's Known Traveler Number is 158472930; she adds it to every booking.", 'travel', ['TSA PreCheck']],
    ['traveler_number', 'The user crosses to Vancouver with NEXUS, PASSID 982746153.', 'travel', ['NEXUS']],
    [
      'boarding_pass',
      "The barcode line of the user's boarding pass reads M1KOWALSKI/ANNA EQ7XK2M WAWJFKLO 0027 312Y014C0042 100.",
      'travel',
      ['boarding pass'],
    ],
    ['door_code', "The keypad code of the user's Airbnb in Porto is 4827#.", 'travel', ['Airbnb']],
    ['health_member', "The user's Blue Cross member ID is XGP918273645, group number 0048217.", 'health', ['insurance']],
    ['patient_number', "The user's MRN at Mass General is 04729183.", 'health', ['hospital']],
    ['school_work_number', "The user's employee badge number at Boeing is 2749183.", 'work', ['badge']],
    ['portal_login', 'The user logs into PowerSchool as jmiller27 with Tiger!2031.', 'school', ['PowerSchool']],
    ['crypto_address', "The user's BTC receiving address is 14Nvc64gcwMd2zqPxPgfNdehsRkZa9cCfp.", 'crypto', ['bitcoin']],
    ['payment_handle', 'Friends pay the user back on Venmo at @jake-morales-27.', 'payments', ['Venmo']],
    ['gamer_code', "The user's Switch friend code is SW-4827-1937-6605.", 'games', ['Nintendo']],
    ['licence_key', "The product key for the user's Office 2021 is QHX4R-8TWJ9-BPK27-MV3CD-W6FYG.", 'software', ['Office']],
    ['device_serial', "The IMEI of the user's iPhone 15 is 353911100642843, noted for the insurance.", 'phone', ['iPhone']],
    ['utility_number', "The user's Con Edison account number is 48-2739-1650-0001.", 'home', ['utilities']],
    ['membership_number', "The user's Planet Fitness membership number is 1048273956.", 'gym', ['gym']],
  ],
  [
    ['loyalty_practice', 'The user flies United and collects MileagePlus miles for family trips.', 'travel', ['United']],
    ['loyalty_practice', 'The user has had Global Entry since 2019 and renews it every five years.', 'travel', ['Global Entry']],
    ['public_route', "The user's usual flight home is UA 857 from San Francisco to Shanghai.", 'travel', ['flights']],
    ['health_practice', 'The user has Blue Cross insurance through her employer and uses in-network doctors.', 'health', ['insurance']],
    ['school_work_practice', 'The user uses a password manager for the school portal and all work logins.', 'school', ['security']],
    ['crypto_practice', 'The user keeps his bitcoin on a Ledger hardware wallet, never on an exchange.', 'crypto', ['bitcoin']],
    ['payment_practice', 'The user prefers Venmo for splitting rent with roommates.', 'payments', ['Venmo']],
    ['gaming_practice', 'The user plays Minecraft Java Edition 1.20.4 with the same mods every weekend.', 'games', ['Minecraft']],
    ['product_model', "The user's router is a Netgear Nighthawk RAX50 on the top shelf.", 'home', ['router']],
    ['service_hours', "The user's gym opens at 5 am and she goes before work.", 'gym', ['gym']],
    ['id_kind_name', 'The user knows a Known Traveler Number and a Redress Number are different things.', 'travel', ['TSA']],
    ['service_preference', 'The user always picks aisle seats on long-haul flights.', 'travel', ['flights']],
  ],
);
