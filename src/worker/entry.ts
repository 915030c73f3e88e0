import '../jitless';
import * as Comlink from 'comlink';
import { createWorkerApi } from './api';
import { toWire } from './wire';

// Nothing else here: importing this file exposes the API, which only works in a worker scope.
Comlink.expose(toWire(createWorkerApi()));
