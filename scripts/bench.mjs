#!/usr/bin/env node
// `npm run bench`: runs each benchmark step in turn and prints its table. Steps are a list so more
// can be added; a step returns whether its targets hold.
import { recallStep, retrievalQualityStep, locomoStep, aboutnessStep, meaningStep } from './bench/recallSteps.mjs';
import { mainThreadStep, startupStep } from './bench/appSteps.mjs';
import { searchStartupStep, searchIndexStep, scaleStep, searchWriteStep } from './bench/searchSteps.mjs';
import { gatesStep, precheckStep, extractionCallsStep, memoryImportStep } from './bench/memorySteps.mjs';
import { syncStep, syncMainThreadStep } from './bench/syncSteps.mjs';
import { out } from './bench/common.mjs';

const STEPS = [
  { name: 'recall (pure, Node)', run: recallStep },
  { name: 'meaning recall (pure + worker path, Node)', run: meaningStep },
  { name: 'main thread (Chromium, 10,000 memories)', run: mainThreadStep },
  { name: 'recall quality (retrieval set, impersonal questions)', run: retrievalQualityStep },
  { name: 'recall aboutness (world and personal questions, ten languages)', run: aboutnessStep },
  { name: 'recall on LoCoMo (public long-conversation benchmark, rules against BM25; needs LOCOMO_JSON)', run: locomoStep },
  { name: 'memory gates (pure, Node)', run: gatesStep },
  { name: 'memory pre-check (pure, Node)', run: precheckStep },
  { name: 'memory import (worker use cases, Node)', run: memoryImportStep },
  { name: 'memory calls per turn (worker, loopback model)', run: extractionCallsStep },
  { name: 'conversation search index (Node, heavy seed and one tenth)', run: searchIndexStep },
  { name: 'conversation search write (index in the write transaction, Node)', run: searchWriteStep },
  { name: 'conversation search after a reload (Chromium, heavy seed, before and after the stored index)', run: searchStartupStep },
  { name: 'scale (Chromium, heavy seed and one tenth)', run: scaleStep },
  { name: 'start-up budgets (bundle sizes, Chromium time to a usable composer)', run: startupStep },
  { name: 'sync (real engine and relay, Node, 1,000 memories and 10,000 messages)', run: syncStep },
  { name: 'sync and the main thread (Chromium, a device joining 1,000 memories and 10,000 messages)', run: syncMainThreadStep },
];

// `npm run bench -- meaning start-up` runs only the steps whose name contains one of the words given.
const wanted = process.argv.slice(2).map((w) => w.toLowerCase());
const chosen = wanted.length ? STEPS.filter((s) => wanted.some((w) => s.name.toLowerCase().includes(w))) : STEPS;

let allMet = true;
for (const step of chosen) {
  out(`== ${step.name}`);
  const met = step.run();
  out(met ? 'targets met' : 'targets MISSED');
  out();
  allMet &&= met;
}
process.exit(allMet ? 0 : 1);
