import '../jitless';
import * as Comlink from 'comlink';
import { createSearchWorkerApi } from './searchApi';
import { toWire } from './wire';

// The search worker's entry (see searchApi.ts): like entry.ts, importing it exposes the API.
Comlink.expose(toWire(createSearchWorkerApi()));
