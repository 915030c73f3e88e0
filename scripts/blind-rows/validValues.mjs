// Bank and phone values for the generated blind rounds, drawn from a round's seeded `fill` (seededDraws.mjs) until the
// library that knows the format accepts them: ibantools for an IBAN, libphonenumber-js (full metadata) for a phone.
import * as ibantools from 'ibantools';
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** A valid IBAN of the country (electronic form): the BBAN drawn from the pattern, the check digits composed. */
export function drawIban(fill, country, bbanPattern) {
  for (let i = 0; i < 200000; i++) {
    const composed = ibantools.composeIBAN({ countryCode: country, bban: fill(bbanPattern) });
    if (composed && ibantools.isValidIBAN(composed)) return composed;
  }
  throw new Error(`no IBAN for ${country}`);
}

/** A valid phone number of the country: the national significant number drawn from the pattern. */
export function drawPhone(fill, country, callingCode, nsnPattern) {
  for (let i = 0; i < 200000; i++) {
    const p = parsePhoneNumberFromString(`+${callingCode}${fill(nsnPattern)}`);
    if (p && p.isValid() && p.country === country) return p;
  }
  throw new Error(`no phone for ${country}`);
}
