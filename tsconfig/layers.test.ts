import { describe, expect, it, vi } from 'vitest';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

// Each case builds a real TypeScript program (its lib files included): seconds, more on a loaded machine.
vi.setConfig({ testTimeout: 60_000 });

// `npm run typecheck` (tsc -b) checks each layer with its own globals; these cases prove a global of
// the wrong layer fails, and that the same line type-checks in the layer it belongs to (so they can fail).
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

type Layer = 'core' | 'worker' | 'page';

// Library and dependency files parse once for all cases (all layers share target and module options).
const libCache = new Map<string, ts.SourceFile | undefined>();

/** Type-check `code` as if it were the file `probePath` of `layer`; the probe file's error messages. */
function probeErrors(layer: Layer, probePath: string, code: string): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(
    resolve(root, `tsconfig/${layer}.json`),
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: (d) => {
        throw new Error(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
      },
    },
  );
  if (!parsed) throw new Error(`tsconfig/${layer}.json did not parse`);
  const probe = resolve(root, probePath);
  // The probe stands for a file of the layer's folder: prove that folder is really in the layer's globs.
  expect(parsed.fileNames.some((f) => f.startsWith(dirname(probe) + '/'))).toBe(true);
  const options: ts.CompilerOptions = {
    ...parsed.options,
    composite: false,
    declaration: false,
    emitDeclarationOnly: false,
    incremental: false,
    noEmit: true,
  };
  delete options.tsBuildInfoFile;
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  const cached = (f: string, lang: ts.ScriptTarget | ts.CreateSourceFileOptions) =>
    libCache.get(f) ?? libCache.set(f, getSourceFile(f, lang)).get(f);
  host.fileExists = (f) => f === probe || ts.sys.fileExists(f);
  host.readFile = (f) => (f === probe ? code : readFile(f));
  host.getSourceFile = (f, lang) => (f === probe ? ts.createSourceFile(f, code, lang) : cached(f, lang));
  const ambient = parsed.fileNames.filter((f) => f.endsWith('.d.ts'));
  const program = ts.createProgram({ rootNames: [probe, ...ambient], options, host });
  const diagnostics = ts.getPreEmitDiagnostics(program, program.getSourceFile(probe));
  return diagnostics.map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
}

describe('per-layer globals', () => {
  it.each<[Layer, string, string, string]>([
    ['worker', 'src/worker/probe.ts', 'export const t = document.title;\n', "Cannot find name 'document'"],
    ['worker', 'src/storage/probe.ts', 'export const w = window.innerWidth;\n', "Cannot find name 'window'"],
    ['worker', 'src/llm/probe.ts', 'export const l = localStorage.length;\n', "Cannot find name 'localStorage'"],
    ['page', 'src/ui/probe.ts', "export const s = () => importScripts('x.js');\n", "Cannot find name 'importScripts'"],
    [
      'page',
      'src/state/probe.ts',
      'export const s = (x: DedicatedWorkerGlobalScope) => x.postMessage(1);\n',
      "Cannot find name 'DedicatedWorkerGlobalScope'",
    ],
    ['core', 'src/memory/probe.ts', 'export const t = document.title;\n', "Cannot find name 'document'"],
    ['core', 'src/chat/probe.ts', 'export const p = () => postMessage(1);\n', "Cannot find name 'postMessage'"],
    ['core', 'src/shared/probe.ts', 'export const e = process.env;\n', "Cannot find name 'process'"],
    ['core', 'src/sync/probe.ts', 'export const s = () => crypto.subtle;\n', "Cannot find name 'crypto'"],
  ])('given a %s file (%s) using a global of another layer, when type-checked, then it fails', (layer, path, code, message) => {
    expect(probeErrors(layer, path, code).join('\n')).toContain(message);
  });

  it.each<[Layer, string, string]>([
    [
      'worker',
      'src/worker/probe.ts',
      "export const s = (x: DedicatedWorkerGlobalScope) => x.postMessage(1);\nexport const i = () => importScripts('x.js');\n",
    ],
    ['page', 'src/ui/probe.ts', 'export const t = document.title + window.innerWidth;\n'],
    ['core', 'src/memory/probe.ts', "export const c = new Intl.Collator('en').compare('a', 'b') + new URL('http://x/').host.length;\n"],
    ['core', 'src/sync/probe.ts', "export const b = new TextDecoder('utf-8', { fatal: true }).decode(new TextEncoder().encode('桃'));\n"],
  ])('given a %s file (%s) using its own globals, when type-checked, then it passes', (layer, path, code) => {
    expect(probeErrors(layer, path, code)).toEqual([]);
  });
});
