// A place's coordinates ("30.2741, 120.1551", "48.8566°N 2.3522°E") are a measurement, not an identifier.
// Only the key form needs telling apart: it drops the decimal points ("30-2741-120-1551"), and the digit
// groups left look like a phone number. Each number must be a decimal within a latitude's or a
// longitude's range, with at most seven decimals (about a centimetre): a phone number would have to be cut
// at two decimal points, at most three digits before each, the first part no more than 90. The given form
// is still scanned whole, as every field is.

const NUMBER = String.raw`([-+]?)(\d{1,3})\.\d{1,7}\s?°?\s?([NSEWnsew]?)`;
const PAIR = new RegExp(String.raw`^${NUMBER}\s*[,;/ ]\s*${NUMBER}$`);

/** Whether a tag as given is a latitude and a longitude, nothing else. */
export function isCoordinatePair(tag: string): boolean {
  const m = PAIR.exec(tag.trim());
  if (!m) return false;
  const [, , lat, , , lon] = m;
  return Number(lat) <= 90 && Number(lon) <= 180;
}
