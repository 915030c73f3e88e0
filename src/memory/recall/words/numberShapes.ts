/**
 * How a number stands in a text: alone ("15 km", "20 anos", "300 euros") or as one part of a larger one — a clock
 * time ("4:30", "21:00", "15h30") or a number grouped by a separator ("15,000", "2.5"). The words of a text keep
 * only the digits, so "30" of "4:30" and "30" of "30 letters" are the same word there; they are not the same number.
 */
export type NumberShape = 'alone' | 'part';

export type NumberShapes = ReadonlyMap<string, ReadonlySet<NumberShape>>;

/** Digits joined by a clock's or a grouping's separator (colon, "h" before minutes, comma, full stop). */
const NUMBER_RUN = /\d+(?:[:.,h]\d+)*/gu;
const SEPARATOR = /[:.,h]/u;
/**
 * A duration in hours and minutes is one number too ("3시간 30분", "3時間30分", "3小时30分钟", "3 hours 30 minutes",
 * "3 Stunden 30 Minuten", "3 heures 30", "3 horas e 30 minutos", "3 ore e 30 minuti", "3 часа 30 минут").
 */
const DURATION =
  /(\d+)\s?(?:시간|時間|小时|小時|个小时|個小時|hours?|hrs?|stunden?|std\.?|heures?|horas?|ore|час(?:а|ов)?)\s?(?:and |et |e |y |und |и )?(\d+)/gu;

/** Each run of digits in `text`, with the shapes it stands in there. */
export function numberShapesOf(text: string): NumberShapes {
  const shapes = new Map<string, Set<NumberShape>>();
  const normalized = text.normalize('NFKC');
  const inDuration = new Set<number>();
  for (const match of normalized.toLowerCase().matchAll(DURATION))
    for (let i = 0; i < match[0].length; i += 1) inDuration.add((match.index ?? 0) + i);
  for (const match of normalized.matchAll(NUMBER_RUN)) {
    const parts = match[0].split(SEPARATOR);
    const shape: NumberShape = parts.length > 1 || inDuration.has(match.index ?? 0) ? 'part' : 'alone';
    for (const digits of parts) {
      const known = shapes.get(digits) ?? new Set<NumberShape>();
      known.add(shape);
      shapes.set(digits, known);
    }
  }
  return shapes;
}

const DIGITS = /^\d+$/u;

/**
 * Whether a shared run of digits is the same number on both sides: it stands alone in both, or is part of a larger
 * number in both ("21:00" and "21:30" both give a clock hour). "4:30" says nothing of "30 letters", nor "15 km" of
 * "15,000 euros". A unit that is not digits, or that either side does not write as digits, is not judged here.
 */
export function sameNumberShape(memory: { readonly allText: string }, question: NumberShapes, unit: string): boolean {
  if (!DIGITS.test(unit)) return true;
  const own = memoryNumbers(memory).get(unit);
  const asked = question.get(unit);
  if (!own || !asked) return true;
  for (const shape of own) if (asked.has(shape)) return true;
  return false;
}

const OF_MEMORY = new WeakMap<object, NumberShapes>();

/** The number shapes of a memory's text, tags and subject, worked out once per memory. */
export function memoryNumbers(m: { readonly allText: string }): NumberShapes {
  let shapes = OF_MEMORY.get(m);
  if (!shapes) OF_MEMORY.set(m, (shapes = numberShapesOf(m.allText)));
  return shapes;
}
