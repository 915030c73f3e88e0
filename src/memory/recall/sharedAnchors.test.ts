import { describe, expect, it } from 'vitest';
import { parseMemoryLines } from './__fixtures__/aboutnessRun';
import { buildRecallIndex, selectFromIndex } from './recallIndex';
import { selectRelevantMemories } from './selection';

// A memory met only on a word many of the user's memories hold stays out beside one whose topic met a word few
// memories hold (sharedAnchors.ts); two memories each met on their own topic both stay.

const store = parseMemoryLines(`
recurring_constraint | knee, meniscus | knee injury | User tore the meniscus of the left knee in 2023 and avoids kneeling.
user_preference | choir, cheese | goat cheese | User brings goat cheese to the choir's Saturday picnic.
project_context | choir, loaves, prices | loaf prices | User sells sourdough loaves to the choir for six euros each.
stable_user_context | choir, van | old van | User drives the choir's old van to every concert.
project_context | allotment, tomatoes | allotment | User grows tomatoes and beans on a rented allotment by the river.
recurring_constraint | genou, ménisque | genou | L'utilisateur s'est déchiré le ménisque du genou gauche et évite de s'agenouiller.
user_preference | marché, fromage | fromage | L'utilisateur achète du fromage de chèvre au marché chaque samedi.
project_context | marché, pains, prix | prix du pain | L'utilisateur vend ses pains au levain au marché six euros pièce.
stable_user_context | marché, camionnette | camionnette | L'utilisateur conduit une vieille camionnette au marché avant l'aube.
`);
const index = buildRecallIndex(store.map((s) => s.memory));
const subjectOf = (key: string) => store.find((s) => s.memory.stableKey === key)?.subject ?? key;
const subjects = (q: string) => selectFromIndex(index, q).map((m) => subjectOf(m.stableKey));

describe('a memory met only on a word many memories hold', () => {
  it.each([
    ['my knee hurts after a long choir rehearsal, any stretches?', 'knee injury', ['goat cheese', 'loaf prices', 'old van']],
    ["j'ai mal au genou après le marché, quels étirements ?", 'genou', ['fromage', 'prix du pain', 'camionnette']],
  ])('Given "%s", then %s comes and the memories met only on the shared word stay out', (q, kept, dropped) => {
    const got = subjects(q);
    expect(got).toContain(kept);
    for (const s of dropped) expect(got).not.toContain(s);
  });

  it('Given the index and the plain selection, then both answer the same', () => {
    const q = 'my knee hurts after a long choir rehearsal, any stretches?';
    const plain = selectRelevantMemories(
      store.map((s) => s.memory),
      q,
    ).map((m) => subjectOf(m.stableKey));
    expect(plain).toEqual(subjects(q));
  });

  it('Given two memories each met on its own topic, then both stay', () => {
    const got = subjects('my knee hurts, can I still kneel to plant tomatoes on my allotment?');
    expect(got).toContain('knee injury');
    expect(got).toContain('allotment');
  });

  it('Given nothing better met the question, then the shared word still selects', () => {
    expect(subjects('what should I bring to the choir on Saturday?').length).toBeGreaterThan(0);
  });
});

// A memory met on part of its subject, on a word few memories hold ("disc" of "back disc"), is no passing mention
// beside a better-ranked memory met only on a word many hold (selection.ts, inPassingOnly): the shared word then stays out.
const roaster = parseMemoryLines(`
stable_user_context | spine, physio | back disc | User has a herniated back disc and sees a physio every Thursday.
user_preference | podcasts, roasting | podcasts | User listens to true-crime podcasts while she roasts.
workflow_preference | logs, curves | logs | User logs every roast and compares the curves.
project_context | book, publisher | book | User is writing a book on home roasting for a publisher.
recurring_constraint | Tuesdays, Fridays | schedule | User roasts on Tuesdays and Fridays only.
stable_user_context | Rückenmark, Physio | Bandscheibe Vorfall | Die Nutzerin hat einen Bandscheibenvorfall und geht donnerstags zur Physio.
user_preference | Podcasts, Röstung | Podcasts beim Rösten | Die Nutzerin hört bei der Röstung True-Crime-Podcasts.
workflow_preference | Protokoll, Tabelle | Protokoll | Die Nutzerin protokolliert jede Röstung in einer Tabelle.
project_context | Buch, Verlag | Buch | Die Nutzerin schreibt ein Buch über die Röstung zu Hause.
recurring_constraint | Dienstag, Freitag | Zeitplan | Die Nutzerin röstet immer dienstags und freitags, die Röstung nie am Wochenende.
stable_user_context | colonne, kiné | hernie discale | L'utilisatrice a une hernie discale et voit un kiné chaque jeudi.
user_preference | podcasts, torréfaction | podcasts en torréfiant | Elle écoute des podcasts policiers pendant la torréfaction.
workflow_preference | journal, courbes | journal | Elle note chaque torréfaction dans un journal.
project_context | livre, éditeur | livre | Elle écrit un livre sur la torréfaction à la maison.
recurring_constraint | mardi, vendredi | planning | Elle torréfie toujours le mardi et le vendredi, jamais le week-end.
stable_user_context | columna, fisio | hernia lumbar | La usuaria tiene una hernia lumbar y va al fisio los jueves.
user_preference | pódcasts, tostado | pódcasts | Escucha pódcasts de crímenes durante el tostado.
workflow_preference | registro, curvas | registro | Anota cada tostado en un registro.
project_context | libro, editorial | libro | Escribe un libro sobre el tostado en casa.
recurring_constraint | martes, viernes | horario | Siempre tuesta el tostado de la semana los martes y los viernes.
`);
const roasterIndex = buildRecallIndex(roaster.map((s) => s.memory));
const roasterSubjects = (q: string) =>
  selectFromIndex(roasterIndex, q).map((m) => roaster.find((s) => s.memory.stableKey === m.stableKey)?.subject ?? m.stableKey);

describe('a fragment of a subject on a word few memories hold, beside a memory met only on a word many hold', () => {
  it.each([
    ['exercises for my disc that I can do between roasts', 'back disc', 'podcasts'],
    ['Welche Übungen für meinen Vorfall kann ich zwischen zwei Röstungen machen?', 'Bandscheibe Vorfall', 'Podcasts beim Rösten'],
    ['quels exercices pour ma hernie après la torréfaction ?', 'hernie discale', 'podcasts en torréfiant'],
    ['¿qué ejercicios para mi hernia puedo hacer entre tostados?', 'hernia lumbar', 'pódcasts'],
  ])('Given "%s", then %s comes and %s stays out', (q, kept, dropped) => {
    const got = roasterSubjects(q);
    expect(got).toContain(kept);
    expect(got).not.toContain(dropped);
  });

  it.each([
    ['exercises for my disc that I can do while listening to podcasts', 'back disc', 'podcasts'],
    ['quels exercices pour ma hernie en écoutant des podcasts ?', 'hernie discale', 'podcasts en torréfiant'],
  ])('Given "%s", where the better memory met a word few hold, then %s stays a passing fragment beside %s', (q, fragment, topic) => {
    const got = roasterSubjects(q);
    expect(got).toContain(topic);
    expect(got).not.toContain(fragment);
  });
});
