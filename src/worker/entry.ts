import * as Comlink from 'comlink';
import { z } from 'zod';
import { createWorkerApi } from './api';
import { toWire } from './wire';

// No eval anywhere (issue 16, Content-Security-Policy): zod would otherwise probe `new Function` to compile validators.
z.config({ jitless: true });

// Nothing else here: importing this file exposes the API, which only works in a worker scope.
Comlink.expose(toWire(createWorkerApi()));
