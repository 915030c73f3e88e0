import type { MemoryFeatures } from '../matchFeatures';
import { splitRuns, toToken } from '../../record/tokenize';

// A memory names the user's product with the kind of thing it is beside it: "numa bicicleta dobrável Brompton", "a
// Singer sewing machine", "una cafetera Bialetti". A question asking whether the maker still makes that kind of thing
// ("¿se fabrican todavía las bicicletas Brompton?", "a Singer ainda fabrica máquinas?") or what a buyer asks of it
// ("o Renault Kangoo elétrico tem que autonomia?") meets the memory on the kind too, but the kind is the product's,
// not a second topic of the user's life: it says no more than the product does.

/** How far (in words) the kind may stand from the product's name in the memory: "bicicleta dobrável Brompton". */
const KIND_REACH = 2;

const ORDER = new WeakMap<MemoryFeatures, readonly string[]>();

/** The memory's text as a sequence of tokens (CJK runs are no words of a Latin product phrase). */
function tokensInOrder(m: MemoryFeatures): readonly string[] {
  const cached = ORDER.get(m);
  if (cached) return cached;
  const order = splitRuns(m.memory.text.toLowerCase()).map((r) => (r.cjk ? '' : (toToken(r.text) ?? '')));
  ORDER.set(m, order);
  return order;
}

/** The memory writes the token within a couple of words of one of the product's tokens, every time it writes it. */
export function kindOfProduct(m: MemoryFeatures, token: string, product: ReadonlySet<string>): boolean {
  const order = tokensInOrder(m);
  const at = order.flatMap((t, i) => (t === token ? [i] : []));
  return at.length > 0 && at.every((i) => order.some((t, j) => j !== i && Math.abs(j - i) <= KIND_REACH && t !== token && product.has(t)));
}
